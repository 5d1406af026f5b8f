import TouchKit

/// The application delegate of the lab: the last responder of every chain, named
/// `AppDelegate` in traces. It handles nothing, so events reaching it are
/// discarded.
@MainActor
package final class AppDelegate: Responder {
    package override init() {}

    package override var traceName: String { "AppDelegate" }
}
