import Foundation

/// The built-in scenes and replays, shipped as this target's SwiftPM resources (`scenes/`
/// and `replays/`). An installed `touchlab` finds them in the resource bundle beside its
/// binary (see `make install`), so it runs with the source tree gone.
package enum TouchLabAssets {
    /// The directory that holds `scenes/` and `replays/`.
    package static var directory: String { Bundle.module.bundleURL.path }
}
