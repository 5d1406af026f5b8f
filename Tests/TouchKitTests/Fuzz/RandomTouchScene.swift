@testable import TouchKit
import SeededRandom

/// A window with a random tree of recording views and controls, and random gesture
/// recognizers on them, every one watched by a `TouchInvariantChecker`.
///
/// Views nest up to a few levels, stick out of their parents, may be rotated, scaled,
/// mirrored, translated or scrolled (a bounds origin), may be hidden, disabled,
/// nearly transparent or single-touch, handle some touch methods (with or without calling
/// super) and forward the rest; some are a view controller's root view. Recognizers are of
/// all six kinds with random options (taps, touches, directions, the three delivery flags),
/// with `require(toFail:)` links (acyclic) and simultaneous pairs.
@MainActor
struct RandomTouchScene {
    static let size = Size(width: 400, height: 300)

    let window: RecordingWindow
    private(set) var views: [View] = []
    /// The plain views: the only ones that get subviews and most recognizers.
    private var containers: [View] = []
    private(set) var recognizers: [GestureRecognizer] = []
    /// Controllers are held here: a view holds its controller weakly, as in UIKit.
    private(set) var controllers: [ViewController] = []
    /// Delegates are held here: a recognizer holds its delegate weakly, as in UIKit.
    private(set) var delegates: [FuzzDelegate] = []

    init(random: inout SplitMix64, checker: TouchInvariantChecker) {
        window = RecordingWindow(frame: Rect(origin: .zero, size: Self.size))
        window.checker = checker
        let root = View(frame: Rect(origin: .zero, size: Self.size), name: "root")
        root.record(to: checker)
        root.isMultipleTouchEnabled = random.chance(0.7)
        window.rootView = root
        views = [root]
        containers = [root]
        for index in 1...random.int(3...10) {
            addView(index, random: &random, checker: checker)
        }
        for index in 0..<random.int(2...9) {
            addRecognizer(index, random: &random, checker: checker)
        }
        link(random: &random)
    }

    // MARK: Views

    private mutating func addView(_ index: Int, random: inout SplitMix64, checker: TouchInvariantChecker) {
        let parent = random.pick(containers)
        let size = parent.bounds.size
        let frame = Rect(x: random.double(-30...max(-30, size.width - 20)),
                         y: random.double(-30...max(-30, size.height - 20)),
                         width: random.double(30...200), height: random.double(24...150))
        let view = makeView(index, frame: frame, random: &random, checker: checker)
        if random.chance(0.06) { view.isHidden = true }
        if random.chance(0.06) { view.isUserInteractionEnabled = false }
        if random.chance(0.05) { view.alpha = 0.005 }
        if random.chance(0.4) { view.isMultipleTouchEnabled = true }
        if random.chance(0.05) { view.isExclusiveTouch = true }
        Self.reshape(view, random: &random)
        parent.addSubview(view)
        views.append(view)
        guard !(view is Control) else { return }
        containers.append(view)
        if random.chance(0.1) {
            controllers.append(ViewController(name: "VC\(index)", view: view))
        }
    }

    private func makeView(_ index: Int, frame: Rect, random: inout SplitMix64,
                          checker: TouchInvariantChecker) -> View {
        switch random.weighted([55, 15, 10, 10]) {
        case 0:
            let view = View(frame: frame, name: "V\(index)")
            let recording = view.record(to: checker)
            recording.handled = Set(TouchMethod.allCases.filter { _ in random.chance(0.5) })
            recording.callsSuper = random.chance(0.25)
            return view
        case 1:
            let button = Button(frame: frame, name: "B\(index)", title: "B")
            return watched(button, random: &random, checker: checker)
        case 2:
            let toggle = Switch(frame: frame, name: "S\(index)")
            return watched(toggle, random: &random, checker: checker)
        default:
            let slider = Slider(frame: frame, name: "L\(index)")
            return watched(slider, random: &random, checker: checker)
        }
    }

    /// A quarter of the views get a transform (some axis-aligned turns, some free), one in
    /// seven a scrolled bounds origin; scales stay invertible.
    private static func reshape(_ view: View, random: inout SplitMix64) {
        if random.chance(0.25) {
            let angle = random.chance(0.5) ? Double(random.int(0...3)) * .pi / 2 : random.double(-3.2...3.2)
            let sx = random.double(0.5...1.8) * (random.chance(0.15) ? -1 : 1)
            view.transform = AffineTransform(scaleX: sx, y: random.chance(0.5) ? sx : random.double(0.5...1.8))
                .concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: random.double(-40...40), y: random.double(-40...40)))
        }
        if random.chance(0.15) {
            view.setBounds(Rect(origin: Point(x: random.double(-60...60), y: random.double(-60...60)),
                                size: view.bounds.size))
        }
    }

    private func watched(_ control: Control, random: inout SplitMix64, checker: TouchInvariantChecker) -> Control {
        control.isEnabled = !random.chance(0.1)
        control.addAction(for: .allEvents) { _, _ in }
        control.record(to: checker)
        checker.watch(control)
        return control
    }

    // MARK: Recognizers

    private mutating func addRecognizer(_ index: Int, random: inout SplitMix64, checker: TouchInvariantChecker) {
        let recognizer = makeRecognizer(index, random: &random, checker: checker)
        recognizer.cancelsTouchesInView = !random.chance(0.25)
        recognizer.delaysTouchesBegan = random.chance(0.25)
        recognizer.delaysTouchesEnded = !random.chance(0.25)
        recognizer.isEnabled = !random.chance(0.08)
        if random.chance(0.15) {
            let delegate = FuzzDelegate(shouldBegin: !random.chance(0.3),
                                        ignoredView: random.chance(0.6) ? random.pick(views) : nil)
            recognizer.delegate = delegate
            delegates.append(delegate)
        }
        let host = random.chance(0.85) ? random.pick(containers) : random.pick(views)
        host.addGestureRecognizer(recognizer)
        checker.watch(recognizer)
        recognizers.append(recognizer)
    }

    private func makeRecognizer(_ index: Int, random: inout SplitMix64,
                                checker: TouchInvariantChecker) -> GestureRecognizer {
        switch random.int(0...6) {
        case 0:
            let tap = RecordingTap(name: "tap\(index)")
            tap.checker = checker
            tap.numberOfTapsRequired = random.chance(0.7) ? 1 : 2
            tap.numberOfTouchesRequired = random.chance(0.75) ? 1 : 2
            return tap
        case 1:
            let press = RecordingLongPress(name: "longPress\(index)")
            press.checker = checker
            press.minimumPressDuration = random.double(0.2...0.6)
            press.numberOfTouchesRequired = random.chance(0.75) ? 1 : 2
            press.numberOfTapsRequired = random.chance(0.8) ? 0 : 1
            press.allowableMovement = random.double(5...40)
            return press
        case 2:
            let swipe = RecordingSwipe(name: "swipe\(index)")
            swipe.checker = checker
            swipe.direction = SwipeGestureRecognizer.Direction(rawValue: random.int(1...15))
            swipe.numberOfTouchesRequired = random.chance(0.75) ? 1 : 2
            return swipe
        case 3:
            let pan = RecordingPan(name: "pan\(index)")
            pan.checker = checker
            pan.minimumNumberOfTouches = random.int(1...2)
            pan.maximumNumberOfTouches = random.chance(0.5) ? Int.max : random.int(pan.minimumNumberOfTouches...4)
            return pan
        case 4:
            let pinch = RecordingPinch(name: "pinch\(index)")
            pinch.checker = checker
            return pinch
        case 6:
            let edge = RecordingScreenEdgePan(name: "edgePan\(index)")
            edge.checker = checker
            edge.edges = ScreenEdgePanGestureRecognizer.Edges(rawValue: random.int(1...15))
            edge.edgeWidth = random.double(10...60)
            edge.maximumNumberOfTouches = random.chance(0.5) ? Int.max : random.int(1...3)
            return edge
        default:
            let rotation = RecordingRotation(name: "rotation\(index)")
            rotation.checker = checker
            return rotation
        }
    }

    /// Failure requirements only point to earlier recognizers, so they never form a cycle.
    private func link(random: inout SplitMix64) {
        for (later, recognizer) in recognizers.enumerated() {
            for earlier in recognizers[..<later] {
                if random.chance(0.2) { recognizer.require(toFail: earlier) }
                if random.chance(0.12) { recognizer.simultaneousRecognizers.append(earlier) }
            }
        }
    }
}

/// A delegate with fixed answers: `shouldBegin`, and `shouldReceive` saying no to touches in
/// `ignoredView` (the scene keys `shouldBegin` and `ignoresTouchesIn`).
@MainActor
final class FuzzDelegate: GestureRecognizerDelegate {
    let shouldBegin: Bool
    weak var ignoredView: View?

    init(shouldBegin: Bool, ignoredView: View?) {
        self.shouldBegin = shouldBegin
        self.ignoredView = ignoredView
    }

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let ignoredView, let view = touch.view else { return true }
        return !view.isDescendant(of: ignoredView)
    }
}
