import TouchKit

/// A touch's fields as they were when a trace record was made — `Touch` objects change as
/// the touch moves on, and the inspector shows the touch at the step shown, not as it is
/// now. Values in UIKit's names; names of views and recognizers as the trace prints them.
package struct TouchSnapshot: Equatable, Sendable {
    package let id: Int
    package internal(set) var phase: Touch.Phase
    /// Seconds on the application's clock.
    package let timestamp: Double
    /// `timestamp` on the trace's clock (seconds from the first input), which the lab
    /// shows, less the lesson's start, so every time on screen is on one clock.
    package let traceTimestamp: Double
    package let tapCount: Int
    /// In the window's coordinates.
    package let location: Point
    package let previousLocation: Point
    /// In the touch's view's coordinates (nil without a view).
    package let locationInView: Point?
    package let view: String?
    package let window: String?
    package let gestureRecognizers: [String]

    /// - Parameter clockToTrace: what to add to the application clock's seconds to get
    ///   trace seconds.
    @MainActor
    package init(_ touch: Touch, clockToTrace: Double = 0) {
        id = touch.id
        phase = touch.phase
        timestamp = touch.timestamp
        traceTimestamp = touch.timestamp + clockToTrace
        tapCount = touch.tapCount
        location = touch.location(in: nil)
        previousLocation = touch.previousLocation(in: nil)
        locationInView = touch.view.map { touch.location(in: $0) }
        view = touch.view?.traceName
        window = touch.window?.traceName
        gestureRecognizers = touch.gestureRecognizers.map(\.traceName)
    }
}
