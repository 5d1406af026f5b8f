import TouchKit

extension Catalog {
    static let eventPage = "UIControl.Event"
    /// A button `Btn` at (100, 100), 80×40: its centre is (140, 120).
    static let button = scene(#"{"name": "Btn", "kind": "button", "frame": [100, 100, 80, 40]}"#)
    static let slopObserved = "developers report a control's touch counting as inside up to about 70 pt beyond its bounds (touchDragExit fires there); Apple documents no figure"

    /// One finger down at the button's centre, moving through `points`, lifting at the last.
    static func buttonDrag(_ points: [(Double, Double)]) -> [XI2Input] {
        var events = [Fingers.down(0, 1, 140, 120)]
        for (index, point) in points.enumerated() { events.append(Fingers.move(Double(index + 1) * 50, 1, point.0, point.1)) }
        let last = points.last ?? (140, 120)
        events.append(Fingers.up(Double(points.count + 1) * 50, 1, last.0, last.1))
        return events
    }

    static let controls: [Behaviour] = [
        row("CT-01", .controls, "A finger coming down on a control sends touchDown.",
            .apple(page: eventPage + ".touchDown", quote: "A touch-down event in the control."),
            Probe(button, Fingers.tap(140, 120), expect: ["0.000 touchesBegan [1]: Btn*", "0.000 control Btn touchDown"])),
        row("CT-02", .controls, "Lifting inside sends touchUpInside, then the button's primary action.",
            .apple(page: eventPage + ".touchUpInside", quote: "A touch-up event in the control where the finger is inside the bounds of the control."),
            Probe(button, Fingers.tap(140, 120), expect: ["control Btn touchUpInside", "control Btn primaryActionTriggered", "action Btn"])),
        row("CT-03", .controls, "A control handles its own touches: they do not travel on up the responder chain.",
            .observed(where: "a touch on a UIButton never reaches its superview's touchesBegan — the familiar “the button swallows the touch”; Apple does not say whether UIControl calls super"),
            Probe(button, Fingers.tap(140, 120), expect: ["touchesBegan [1]: Btn*", "touchesEnded [1]: Btn*"], never: ["Btn -> R"])),
        row("CT-04", .controls, "Moving inside the control sends touchDragInside.",
            .apple(page: eventPage + ".touchDragInside", quote: "An event where a finger is dragged inside the bounds of the control."),
            Probe(button, buttonDrag([(150, 125)]), expect: ["control Btn touchDragInside"])),
        row("CT-05", .controls, "Dragging well outside sends touchDragExit and touchDragOutside in one step (their order within it is not documented).",
            .apple(page: eventPage + ".touchDragExit", quote: "An event where a finger is dragged from within a control to outside its bounds."),
            Probe(button, buttonDrag([(140, 300)]), expect: ["0.050 control Btn touchDragOutside", "0.050 control Btn touchDragExit"])),
        row("CT-06", .controls, "Dragging back in sends touchDragEnter and touchDragInside in one step.",
            .apple(page: eventPage + ".touchDragEnter", quote: "An event where a finger is dragged into the bounds of the control."),
            Probe(button, buttonDrag([(140, 300), (140, 120)]), expect: ["0.050 control Btn touchDragExit", "0.100 control Btn touchDragInside", "0.100 control Btn touchDragEnter"])),
        row("CT-07", .controls, "Lifting well outside sends touchUpOutside and no action.",
            .apple(page: eventPage + ".touchUpOutside", quote: "A touch-up event in the control where the finger is outside the bounds of the control."),
            Probe(button, buttonDrag([(140, 300)]), expect: ["control Btn touchUpOutside"], never: ["touchUpInside", "action Btn"])),
        row("CT-08", .controls, "A finger a little outside the bounds (50 pt) still counts as inside: lifting there is touchUpInside.",
            .observed(where: slopObserved),
            Probe(button, buttonDrag([(140, 190)]), expect: ["control Btn touchUpInside"], never: ["touchDragExit"])),
        row("CT-09", .controls, "A finger beyond about 70 pt of the bounds is outside: touchDragExit.",
            .observed(where: slopObserved),
            Probe(button, buttonDrag([(140, 215)]), expect: ["control Btn touchDragExit"])),
        row("CT-10", .controls, "A second quick tap sends touchDownRepeat (its touch's tapCount is 2).",
            .apple(page: eventPage + ".touchDownRepeat", quote: "A repeated touch-down event in the control; for this event the value of the UITouch tapCount method is greater than one."),
            Probe(button, doubleTap(140, 120), expect: ["control Btn touchDown", "control Btn touchDownRepeat"])),
        row("CT-11", .controls, "A touch the system cancels sends touchCancel.",
            .apple(page: eventPage + ".touchCancel", quote: "A system event canceling the current touches for the control."),
            Probe(button, [Fingers.down(0, 1, 140, 120)], expect: ["touchesCancelled [1]: Btn*", "control Btn touchCancel"], never: ["touchUpInside"])),
        row("CT-12", .controls, "A disabled control ignores touches: no control events, and the touches go on up the chain.",
            .apple(page: "UIControl.isEnabled", quote: "If the enabled state is false, the control ignores touch events and subclasses may draw differently."),
            Probe(scene(#"{"name": "Btn", "kind": "button", "frame": [100, 100, 80, 40], "enabled": false}"#), Fingers.tap(140, 120),
                  expect: ["touchesBegan [1]: Btn -> R -> Window"], never: ["control Btn"])),
        row("CT-13", .controls, "Tapping a switch flips it: valueChanged and its primary action.",
            .apple(page: "UIControl.Event.valueChanged", quote: "A touch dragging or otherwise manipulating a control, causing it to emit a series of different values."),
            Probe(scene(#"{"name": "Toggle", "kind": "switch", "frame": [100, 100, 60, 40]}"#), Fingers.tap(130, 120),
                  expect: ["control Toggle touchUpInside", "control Toggle valueChanged", "control Toggle primaryActionTriggered"])),
        row("CT-14", .controls, "Dragging a slider's thumb sends valueChanged as it moves.",
            .apple(page: "UISlider.isContinuous", quote: "If true, the slider sends update events continuously to the associated target’s action method."),
            Probe(scene(#"{"name": "Level", "kind": "slider", "frame": [20, 20, 300, 40]}"#), Fingers.drag(from: (22, 40), to: (200, 40), steps: 4),
                  expect: ["control Level valueChanged", "control Level valueChanged"])),
        row("CT-15", .controls, "A custom control with no recognizer above it tracks its touch to touchUpInside.",
            .apple(page: "UIControl.beginTracking(_:with:)", quote: "Notifies the control when a touch event enters the control’s bounds."),
            Probe(scene(#"{"name": "Dial", "kind": "control", "frame": [100, 100, 80, 80]}"#), Fingers.tap(140, 140),
                  expect: ["control Dial touchDown", "control Dial touchUpInside"])),
    ]
}
