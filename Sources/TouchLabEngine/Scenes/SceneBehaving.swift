import TouchKit
import TouchLabFormats

/// A view built from a scene file: it carries a `SceneBehavior` and consults it in
/// `point(inside:with:)` and the four touch methods.
@MainActor
package protocol SceneBehaving: View {
    var behavior: SceneBehavior { get set }
}
