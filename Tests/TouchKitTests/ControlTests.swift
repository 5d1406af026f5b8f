import Testing
@testable import TouchKit

@MainActor
struct ControlTests {
    /// Root "A" with a button "B" at (100, 100, 100, 40) whose primary action is traced.
    func makeButtonScene() -> (Harness, View, Button) {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40), name: "B", title: "OK")
        button.addAction(for: .primaryActionTriggered) { _, _ in }
        root.addSubview(button)
        return (makeHarness(root), root, button)
    }

    @Test func tapInsideSendsDownUpInsideAndThePrimaryAction() {
        let (harness, _, button) = makeButtonScene()
        harness.touch(1, .began, 150, 120, at: 0)
        #expect(button.isHighlighted && button.isTracking && button.state == .highlighted)
        harness.touch(1, .ended, 150, 120, at: 0.08)
        #expect(!button.isHighlighted && !button.isTracking && button.state == .normal)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (150.0, 120.0)",
            "0.000 touchesBegan [1]: B*",
            "0.000 control B touchDown",
            "0.080 touch 1 ended (150.0, 120.0)",
            "0.080 touchesEnded [1]: B*",
            "0.080 control B touchUpInside",
            "0.080 control B primaryActionTriggered",
            "0.080 action B",
        ])
    }

    /// The slop: 70 points around the bounds still count as inside.
    @Test func draggingOutPastTheSlopExitsAndBackInEnters() {
        let (harness, _, button) = makeButtonScene()
        harness.touch(1, .began, 150, 120, at: 0)
        harness.touch(1, .moved, 150, 200, at: 0.1)
        #expect(button.isTouchInside)
        harness.touch(1, .moved, 150, 220, at: 0.2)
        #expect(!button.isTouchInside && !button.isHighlighted)
        harness.touch(1, .moved, 150, 150, at: 0.3)
        harness.touch(1, .moved, 150, 260, at: 0.4)
        harness.touch(1, .ended, 150, 260, at: 0.5)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("control") } == [
            "0.000 control B touchDown",
            "0.100 control B touchDragInside",
            "0.200 control B touchDragOutside",
            "0.200 control B touchDragExit",
            "0.300 control B touchDragInside",
            "0.300 control B touchDragEnter",
            "0.400 control B touchDragOutside",
            "0.400 control B touchDragExit",
            "0.500 control B touchUpOutside",
        ])
    }

    @Test func aSecondQuickTapSendsTouchDownRepeat() {
        let (harness, _, _) = makeButtonScene()
        harness.tap(150, 120)
        harness.tap(152, 121, at: 0.2)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("touchDown") } == [
            "0.000 control B touchDown",
            "0.200 control B touchDown",
            "0.200 control B touchDownRepeat",
        ])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let (harness, _, button) = makeButtonScene()
        harness.touch(1, .began, 150, 120, at: 0)
        harness.touch(1, .cancelled, 150, 120, at: 0.1)
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(harness.linesWithoutHitTests.suffix(3) == [
            "0.100 touch 1 cancelled (150.0, 120.0)",
            "0.100 touchesCancelled [1]: B*",
            "0.100 control B touchCancel",
        ])
    }

    /// A disabled control is still the hit view (UIKit's hit test skips only hidden,
    /// interaction-disabled and transparent views) but ignores its touches: no tracking,
    /// no control events, and the touches go on up the chain as from a plain view.
    @Test func aDisabledControlIgnoresTouchesAndForwardsThem() {
        let (harness, _, button) = makeButtonScene()
        button.isEnabled = false
        harness.tap(150, 120)
        #expect(button.state == .disabled && !button.isTracking)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (150.0, 120.0)",
            "0.000 touchesBegan [1]: B -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (150.0, 120.0)",
            "0.080 touchesEnded [1]: B -> A -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    /// UIKit decides at touch-down: a control disabled while its touch is down keeps
    /// tracking it and still sends touchUpInside and its action when the finger lifts
    /// (reported against iOS 11.4 and 12 as rdar://42378576, "UIControlEventTouchUpInside
    /// is fired even when an UIButton is disabled").
    @Test func aControlDisabledMidTouchFinishesThatTouch() {
        let (harness, _, button) = makeButtonScene()
        harness.touch(1, .began, 150, 120, at: 0)
        button.isEnabled = false
        harness.touch(1, .ended, 150, 120, at: 0.08)
        harness.tap(150, 120, at: 1, detail: 2)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (150.0, 120.0)",
            "0.000 touchesBegan [1]: B*",
            "0.000 control B touchDown",
            "0.080 touch 1 ended (150.0, 120.0)",
            "0.080 touchesEnded [1]: B*",
            "0.080 control B touchUpInside",
            "0.080 control B primaryActionTriggered",
            "0.080 action B",
            "1.000 touch 2 began (150.0, 120.0)",
            "1.000 touchesBegan [2]: B -> A -> Window -> Application -> AppDelegate (discarded)",
            "1.080 touch 2 ended (150.0, 120.0)",
            "1.080 touchesEnded [2]: B -> A -> Window -> Application -> AppDelegate (discarded)",
        ])
    }

    /// A button's own tap beats a single-tap recognizer on its superview.
    @Test func buttonBeatsItsSuperviewsTap() {
        let (harness, root, _) = makeButtonScene()
        let tap = TapGestureRecognizer(name: "rootTap")
        tap.addAction { _ in }
        root.addGestureRecognizer(tap)
        harness.tap(150, 120)
        #expect(harness.linesWithoutHitTests == [
            "0.000 touch 1 began (150.0, 120.0)",
            "0.000 touchesBegan [1]: B*",
            "0.000 control B touchDown",
            "0.080 touch 1 ended (150.0, 120.0)",
            "0.080 gesture rootTap failed",
            "0.080 touchesEnded [1]: B*",
            "0.080 control B touchUpInside",
            "0.080 control B primaryActionTriggered",
            "0.080 action B",
        ])
    }

    /// A double tap on the superview is not the button's gesture: it still wins. The first
    /// tap's ending was held while the double tap decided, so it ends in touchCancel.
    @Test func superviewsDoubleTapStillCancelsTheButton() {
        let (harness, root, _) = makeButtonScene()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(double)
        harness.tap(150, 120)
        harness.tap(150, 120, at: 0.2)
        #expect(harness.linesWithoutHitTests.suffix(4) == [
            "0.280 touch 2 ended (150.0, 120.0)",
            "0.280 gesture double recognized location (150.0, 120.0)",
            "0.280 touchesCancelled [1]: B*",
            "0.280 control B touchCancel",
        ])
    }

    @Test func switchTogglesOnTapInside() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 51, height: 31), name: "S")
        root.addSubview(toggle)
        let harness = makeHarness(root)
        harness.tap(120, 110)
        #expect(toggle.isOn)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("control") } == [
            "0.000 control S touchDown",
            "0.080 control S touchUpInside",
            "0.080 control S valueChanged",
            "0.080 control S primaryActionTriggered",
        ])
        harness.tap(120, 110, at: 1)
        #expect(!toggle.isOn)
    }

    @Test func sliderSendsValueChangedWhileDragging() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400), name: "A")
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 228, height: 30), name: "L")
        root.addSubview(slider)
        let harness = makeHarness(root)
        harness.touch(1, .began, 114, 115, at: 0)
        harness.touch(1, .moved, 164, 115, at: 0.1)
        harness.touch(1, .moved, 400, 115, at: 0.2)
        harness.touch(1, .ended, 400, 115, at: 0.3)
        #expect(slider.value == 1)
        #expect(harness.linesWithoutHitTests.filter { $0.contains("control") } == [
            "0.000 control L touchDown",
            "0.100 control L valueChanged",
            "0.100 control L touchDragInside",
            "0.200 control L valueChanged",
            "0.200 control L touchDragOutside",
            "0.200 control L touchDragExit",
            "0.300 control L touchUpOutside",
        ])
    }

    @Test func targetsListenForAnyEventInTheirSetAndCanBeRemoved() {
        let (harness, _, button) = makeButtonScene()
        let listener = Listener()
        button.addTarget(listener, action: Listener.heard, for: [.touchDown, .touchUpInside])
        harness.tap(150, 120)
        #expect(listener.count == 2)
        button.removeTarget(listener, for: .touchDown)
        harness.tap(150, 120, at: 1)
        #expect(listener.count == 3)
        #expect(button.allControlEvents == [.touchUpInside, .primaryActionTriggered])
    }
}

@MainActor
final class Listener {
    var count = 0
    func heard(_ control: Control) { count += 1 }
}
