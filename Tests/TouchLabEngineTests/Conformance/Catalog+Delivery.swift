import TouchKit

extension Catalog {
    static let multipleTouchPage = "UIView.isMultipleTouchEnabled"
    static let exclusivePage = "UIView.isExclusiveTouch"

    /// Two fingers coming down together on (x, y) and 40 pt right of it, lifting together.
    static func twoFingers(_ x: Double, _ y: Double, at ms: Double = 0) -> [XI2Input] {
        [Fingers.down(ms, 1, x, y), Fingers.down(ms, 2, x + 40, y), Fingers.up(ms + 100, 1, x, y), Fingers.up(ms + 100, 2, x + 40, y)]
    }

    static let exclusiveViews = scene(#"{"name": "X", "frame": [0, 0, 100, 100], "handles": ["all"], "exclusiveTouch": true}"#,
                                      #"{"name": "Y", "frame": [200, 0, 100, 100], "handles": ["all"]}"#)

    static let touchDelivery: [Behaviour] = [
        row("TD-01", .touchDelivery, "By default a view receives only the first of several touches that start in it.",
            .apple(page: multipleTouchPage, quote: "When set to false, the view receives only the first touch event in a multi-touch sequence… The default value of this property is false."),
            Probe(scene(handlingView()), twoFingers(100, 100),
                  expect: ["touchesBegan [1]: V*", "touchesEnded [1]: V*"], never: ["[1, 2]", "[2]"])),
        row("TD-02", .touchDelivery, "With multipleTouchEnabled, a view receives every touch, fingers landing together in one set.",
            .apple(page: multipleTouchPage, quote: "When set to true, the view receives all touches associated with a multi-touch sequence…"),
            Probe(scene(handlingView(#""multipleTouchEnabled": true"#)), twoFingers(100, 100),
                  expect: ["touchesBegan [1, 2]: V*", "touchesEnded [1, 2]: V*"])),
        row("TD-03", .touchDelivery, "multipleTouchEnabled does not limit gesture recognizers: a two-finger tap on a single-touch view recognizes.",
            .apple(page: multipleTouchPage, quote: "Gesture recognizers receive all touches that occur in the view."),
            Probe(scene(handlingView(#""gestures": [{"kind": "tap", "name": "twoTap", "touches": 2}]"#)), twoFingers(100, 100),
                  expect: ["gesture twoTap recognized", "action twoTap"])),
        row("TD-04", .touchDelivery, "While an exclusive-touch view holds a touch, no other view in the window receives one.",
            .apple(page: exclusivePage, quote: "Setting this property to true causes the receiver to block the delivery of touch events to other views in the same window."),
            Probe(exclusiveViews, [Fingers.down(0, 1, 50, 50), Fingers.down(50, 2, 250, 50), Fingers.up(100, 1, 50, 50), Fingers.up(150, 2, 250, 50)],
                  expect: ["touchesBegan [1]: X*", "touchesEnded [1]: X*"], never: ["Y*"])),
        row("TD-05", .touchDelivery, "An exclusive-touch view receives no touch while another view in the window is tracking one.",
            .apple(page: exclusivePage, quote: "…block the delivery of touch events to other views in the same window."),
            Probe(exclusiveViews, [Fingers.down(0, 1, 250, 50), Fingers.down(50, 2, 50, 50), Fingers.up(100, 1, 250, 50), Fingers.up(150, 2, 50, 50)],
                  expect: ["touchesBegan [1]: Y*", "touchesEnded [1]: Y*"], never: ["X*"])),
        row("TD-06", .touchDelivery, "Once the exclusive view's touch ends, other views receive touches again.",
            .apple(page: exclusivePage, quote: "…block the delivery of touch events to other views in the same window."),
            Probe(exclusiveViews, Fingers.together(Fingers.tap(50, 50), Fingers.tap(250, 50, at: 300, id: 2)),
                  expect: ["touchesBegan [1]: X*", "touchesBegan [2]: Y*"])),
        row("TD-07", .touchDelivery, "exclusiveTouch holds touches back from views only: a recognizer on the other view still sees and recognizes its touch.",
            .undocumented(reading: "Apple speaks of blocking delivery to views; recognizers are not views, so TouchLab lets them see the touch"),
            Probe(scene(#"{"name": "X", "frame": [0, 0, 100, 100], "handles": ["all"], "exclusiveTouch": true}"#,
                        #"{"name": "Y", "frame": [200, 0, 100, 100], "handles": ["all"], "gestures": [{"kind": "tap", "name": "yTap"}]}"#),
                  [Fingers.down(0, 1, 50, 50), Fingers.down(100, 2, 250, 50), Fingers.up(180, 2, 250, 50), Fingers.up(400, 1, 50, 50)],
                  expect: ["gesture yTap recognized", "touchesEnded [1]: X*"], never: ["Y*"])),
        row("TD-08", .touchDelivery, "A touch keeps the view it began in: moving into another view still delivers to the first.",
            .apple(page: "UITouch.view", quote: "The value of the property is the view object in which the touch originally occurred."),
            Probe(scene(#"{"name": "A1", "frame": [0, 0, 200, 400], "handles": ["all"]}"#, #"{"name": "B1", "frame": [200, 0, 200, 400], "handles": ["all"]}"#),
                  Fingers.drag(from: (100, 100), to: (300, 100)),
                  expect: ["touchesBegan [1]: A1*", "touchesMoved [1]: A1*", "touchesEnded [1]: A1*"], never: ["B1*"])),
        row("TD-09", .touchDelivery, "Two fingers in two views in one event: each view gets its own touchesBegan.",
            .apple(page: "UITouch.view", quote: "The value of the property is the view object in which the touch originally occurred."),
            Probe(scene(#"{"name": "Left", "frame": [0, 0, 200, 400], "handles": ["all"]}"#, #"{"name": "Right", "frame": [200, 0, 200, 400], "handles": ["all"]}"#),
                  [Fingers.down(0, 1, 100, 10), Fingers.down(0, 2, 300, 10), Fingers.up(50, 1, 100, 10), Fingers.up(50, 2, 300, 10)],
                  expect: ["touchesBegan [1]: Left*", "touchesBegan [2]: Right*", "touchesEnded [1]: Left*", "touchesEnded [2]: Right*"])),
        row("TD-10", .touchDelivery, "Touches still down when their device goes away are cancelled: touchesCancelled up the chain.",
            .apple(page: "touchesCancelled(_:with:)", quote: "UIKit calls this method when it receives a system interruption requiring cancellation of the touch sequence."),
            Probe(scene(handlingView()), [Fingers.down(0, 1, 100, 100)],
                  expect: ["touch 1 cancelled", "touchesCancelled [1]: V*"])),
        row("TD-11", .touchDelivery, "Input is delivered in the order it arrived: a later finger's messages never overtake an earlier one's.",
            .undocumented(reading: "Apple's current reference does not describe the event queue; TouchLab delivers first in, first out"),
            Probe(scene(#"{"name": "Left", "frame": [0, 0, 200, 400], "handles": ["all"]}"#, #"{"name": "Right", "frame": [200, 0, 200, 400], "handles": ["all"]}"#),
                  [Fingers.down(0, 1, 300, 10), Fingers.down(10, 2, 100, 10), Fingers.up(20, 2, 100, 10), Fingers.up(30, 1, 300, 10)],
                  expect: ["0.000 touchesBegan [1]: Right*", "0.010 touchesBegan [2]: Left*", "0.020 touchesEnded [2]: Left*", "0.030 touchesEnded [1]: Right*"])),
        row("TD-12", .touchDelivery, "A second touch on a single-touch view that already tracks one is not delivered to it.",
            .apple(page: multipleTouchPage, quote: "…the view receives only the first touch event in a multi-touch sequence that start within the view’s bounds."),
            Probe(scene(handlingView()), [Fingers.down(0, 1, 100, 100), Fingers.down(50, 2, 150, 100), Fingers.up(100, 2, 150, 100), Fingers.up(150, 1, 100, 100)],
                  expect: ["touchesBegan [1]: V*", "touchesEnded [1]: V*"], never: ["[2]: V"])),
    ]
}
