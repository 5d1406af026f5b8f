#if canImport(Glibc)
import Glibc
#endif

/// Recognizes a quick stroke in one of the permitted `direction`s (discrete).
///
/// Recognized once the fingers' centroid has travelled `minimumDistance` along a permitted
/// direction, within `maximumDuration`, staying within `maximumAngle` of that axis; fails
/// when the stroke is too slow, too crooked, or lifts before going far enough.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.location(location(in: view))] }

    /// The directions a swipe may go, in screen terms (y grows downward).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Toward larger x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward smaller x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top of the screen (smaller y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom of the screen (larger y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`); combine several to accept any of them.
    public var direction: Direction = .right
    /// How many fingers must swipe together (default 1); one more fails the recognizer.
    public var numberOfTouchesRequired = 1
    /// How far, in points, the fingers must travel along a permitted direction (default 50).
    public var minimumDistance = 50.0
    /// Seconds within which the swipe must cover `minimumDistance` (default 0.5); slower fails.
    public var maximumDuration = 0.5
    /// In radians: how far from the permitted axis the stroke may point.
    public var maximumAngle = Double.pi / 6

    private var start: Point?
    private var startTime = 0.0

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches <= numberOfTouchesRequired else { return fail(.touchCount) }
        start = location(in: nil)
        startTime = now
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start, numberOfTouches == numberOfTouchesRequired else { return }
        if now - startTime > maximumDuration { return fail(.timing, measured: .held(now - startTime)) }
        let here = location(in: nil)
        let dx = here.x - start.x, dy = here.y - start.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance >= minimumDistance else { return }
        if matches(dx: dx, dy: dy) { state = .recognized } else { fail(.direction) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible { fail(.movement) }
    }

    open override func reset() {
        start = nil
    }

    /// Whether the stroke points along a permitted direction, within `maximumAngle`.
    private func matches(dx: Double, dy: Double) -> Bool {
        let candidates: [(Direction, Double, Double)] = [(.right, 1, 0), (.left, -1, 0), (.up, 0, -1), (.down, 0, 1)]
        let length = (dx * dx + dy * dy).squareRoot()
        let limit = cos(maximumAngle)
        return candidates.contains { entry in
            direction.contains(entry.0) && (dx * entry.1 + dy * entry.2) / length >= limit
        }
    }
}
