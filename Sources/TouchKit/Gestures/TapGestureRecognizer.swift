/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers (discrete).
///
/// Fails when a finger moves more than `allowableMovement` from where it came down, when a
/// later tap of a multi-tap comes down farther than `allowableMovement` from where the first
/// began (the taps must land near each other), when more fingers than required come down,
/// when the next tap does not begin within `maximumTapInterval` of the last lift, or when a
/// finger stays down longer than `maximumTapDuration`. The defaults and where they come
/// from are listed in docs/GESTURES.md ("Where the numbers come from").
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    open override var traceValues: [GestureValue] { [.location(location(in: view))] }

    /// How many taps make the gesture (default 1; 2 for a double tap).
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1); more fingers fail the recognizer.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// How far, in points, a tap's fingers may wander (and later taps land from the first).
    @exclusivity(unchecked) public var allowableMovement = 45.0
    /// Seconds allowed between one tap's lift and the next tap's touch-down
    /// (`defaultMaximumTapInterval`).
    @exclusivity(unchecked) public var maximumTapInterval = defaultMaximumTapInterval
    /// Seconds a tap's fingers may stay down (`defaultMaximumTapDuration`).
    @exclusivity(unchecked) public var maximumTapDuration = defaultMaximumTapDuration
    /// The most time between one tap's lift and the next tap's touch-down (0.35 s).
    public static let defaultMaximumTapInterval = 0.35
    /// The longest a finger may stay down for a tap (0.75 s).
    public static let defaultMaximumTapDuration = 0.75

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var fingersThisTap = 0
    @exclusivity(unchecked) private var startLocations = StartLocations()
    @exclusivity(unchecked) private var isWaitingForNextTap = false
    /// Where the fingers of the first tap came down (window coordinates).
    @exclusivity(unchecked) private var firstTapLocations: [Point] = []
    /// Where the first tap of the last multi-tap came down (window coordinates), kept after
    /// the recognizer resets so an action reading `location(in:)` later still gets it.
    @exclusivity(unchecked) private var multiTapLocations: [Point] = []

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if isWaitingForNextTap {
            isWaitingForNextTap = false
            cancelTimers()
        }
        for touch in touches { startLocations[touch] = touch.location(in: nil) }
        if let distance = distanceFromFirstTap(touches) { return fail(.movement, measured: .landed(distance)) }
        fingersThisTap += touches.count
        guard fingersThisTap <= numberOfTouchesRequired else { return fail(.touchCount) }
        if fingersThisTap == touches.count {
            schedule(after: maximumTapDuration) { [unowned self] in
                guard self.state == .possible, self.hasLiveTouches else { return }
                self.fail(.timing, measured: .held(self.maximumTapDuration))
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            let start = startLocations[touch] ?? touch.location(in: nil)
            let distance = touch.location(in: nil).distance(to: start)
            if distance > allowableMovement { return fail(.movement, measured: .moved(distance)) }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard !hasLiveTouches else { return }
        cancelTimers()
        guard fingersThisTap == numberOfTouchesRequired else { return fail(.touchCount) }
        tapsCompleted += 1
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            isWaitingForNextTap = true
            schedule(after: maximumTapInterval) { [unowned self] in
                guard self.state == .possible, self.isWaitingForNextTap else { return }
                self.fail(.timing, measured: .waited(self.maximumTapInterval))
            }
        }
    }

    // MARK: Location

    /// As UIKit's tap answers (UITapGestureRecognizer reference): "if there are multiple
    /// taps, this location is the first tap; if there are multiple touches, this location
    /// is the centroid of all fingers tapping the view". So a double tap reports where its
    /// first tap came down, not where the second lifted.
    open override func location(in view: View?) -> Point {
        guard !multiTapLocations.isEmpty else { return super.location(in: view) }
        let sum = multiTapLocations.reduce(Point.zero) { Point(x: $0.x + $1.x, y: $0.y + $1.y) }
        let count = Double(multiTapLocations.count)
        return Self.convert(Point(x: sum.x / count, y: sum.y / count), to: view)
    }

    /// "If multiple taps are allowed, this location is that of the first tap."
    open override func location(ofTouch index: Int, in view: View?) -> Point {
        guard multiTapLocations.indices.contains(index) else { return super.location(ofTouch: index, in: view) }
        return Self.convert(multiTapLocations[index], to: view)
    }

    private static func convert(_ point: Point, to view: View?) -> Point {
        view.map { $0.convert(point, from: nil) } ?? point
    }

    /// Records where the first tap's fingers land; each finger of a later tap must come down
    /// within `allowableMovement` of one of them. Nil when they do; else how far the
    /// farthest finger landed from the nearest first-tap finger.
    private func distanceFromFirstTap(_ touches: Set<Touch>) -> Double? {
        guard tapsCompleted > 0 else {
            if firstTapLocations.isEmpty { multiTapLocations.removeAll() }
            // One finger (the usual case) is appended without sorting a list of one.
            if touches.count == 1, let touch = touches.first {
                firstTapLocations.append(touch.location(in: nil))
            } else {
                firstTapLocations += touches.sortedByID.map { $0.location(in: nil) }
            }
            return nil
        }
        if multiTapLocations.isEmpty { multiTapLocations = firstTapLocations }
        let farthest = touches.map { touch in
            let location = touch.location(in: nil)
            return firstTapLocations.map { location.distance(to: $0) }.min() ?? .infinity
        }.max() ?? 0
        return farthest > allowableMovement ? farthest : nil
    }

    open override func reset() {
        // Emptied, not freed: the next sequence fills them again.
        firstTapLocations.removeAll(keepingCapacity: true)
        tapsCompleted = 0
        fingersThisTap = 0
        startLocations.removeAll()
        isWaitingForNextTap = false
    }
}

extension GestureRecognizer {
    /// Drops this recognizer's pending timers.
    func cancelTimers() {
        for token in timerTokens { application?.timers.cancel(token) }
        timerTokens.popAll()  // keeps the storage for the next timer
    }
}
