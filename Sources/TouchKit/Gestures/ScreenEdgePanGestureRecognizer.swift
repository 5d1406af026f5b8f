/// A pan that starts at an edge of the window (continuous): as `PanGestureRecognizer`, but
/// it fails unless its first finger comes down within `edgeWidth` points of one of
/// `edges` of the window (UIKit's looks for a pan starting near the screen's edge).
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges a pan may start from.
    public struct Edges: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The window's top edge.
        public static let top = Edges(rawValue: 1 << 0)
        /// The window's left edge.
        public static let left = Edges(rawValue: 1 << 1)
        /// The window's bottom edge.
        public static let bottom = Edges(rawValue: 1 << 2)
        /// The window's right edge.
        public static let right = Edges(rawValue: 1 << 3)
        /// All four edges.
        public static let all: Edges = [.top, .left, .bottom, .right]
    }

    /// UIKit's default is none: set the edges the pan starts from.
    public var edges: Edges = []
    /// How near an edge the first finger must come down (UIKit does not publish its value).
    public var edgeWidth = 20.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches == touches.count, let first = touches.sortedByID.first,
           !startsAtEdge(first) {
            return fail(.edge)
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ touch: Touch) -> Bool {
        guard let window = touch.window else { return false }
        let point = touch.location(in: nil)
        let size = window.bounds.size
        return (edges.contains(.left) && point.x <= edgeWidth)
            || (edges.contains(.right) && point.x >= size.width - edgeWidth)
            || (edges.contains(.top) && point.y <= edgeWidth)
            || (edges.contains(.bottom) && point.y >= size.height - edgeWidth)
    }
}
