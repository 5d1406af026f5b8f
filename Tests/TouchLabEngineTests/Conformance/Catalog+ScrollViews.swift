import TouchKit

extension Catalog {

    /// A 300×300 list scrolling 900 pt of content: two buttons and a plain row, with
    /// `options` on the scroll view.
    static func list(_ options: String = "") -> Probe.SceneSource {
        scene(#"{"name": "List", "kind": "scroll", "frame": [0, 0, 300, 300], "contentSize": [300, 900]\#(options), "children": [{"name": "Row1", "kind": "button", "frame": [20, 20, 260, 60]}, {"name": "Row2", "kind": "button", "frame": [20, 100, 260, 60]}, {"name": "Row3", "frame": [20, 180, 260, 60], "handles": ["all"]}]}"#)
    }

    /// A drag up the list starting on (150, y): the content would scroll down by 150 pt.
    static func dragUp(from y: Double) -> [XI2Input] {
        Fingers.drag(from: (150, y), to: (150, y - 150), duration: 300, steps: 15)
    }

    static let scrollViews: [Behaviour] = [
        row("SV-01", .scrollViews, "A quick tap on a button in a scroll view: its touchesBegan is held, then began and ended arrive together at the lift.",
            .apple(page: "UIScrollView.delaysContentTouches", quote: "If the value of this property is true, the scroll view delays handling the touch-down gesture until it can determine if scrolling is the intent."),
            Probe(list(), Fingers.tap(150, 50),
                  expect: ["0.080 touch 1 ended", "0.080 touchesBegan [1]: Row1*", "0.080 control Row1 touchDown", "0.080 control Row1 touchUpInside"],
                  never: ["0.000 touchesBegan"])),
        row("SV-02", .scrollViews, "A finger held still on the content gets its touchesBegan after about 0.15 s without scrolling.",
            .observed(where: "the delay of UIScrollView's delayed touch-down (a private recognizer), commonly measured at about 150 ms; Apple says only “until it can determine if scrolling is the intent”"),
            Probe(list(), Fingers.hold(150, 50, for: 500), expect: ["0.150 touchesBegan [1]: Row1*", "0.150 control Row1 touchDown"])),
        row("SV-03", .scrollViews, "A drag that starts on a button scrolls the list; the button never sees the touch.",
            .apple(page: "UIScrollView.delaysContentTouches", quote: "…delays handling the touch-down gesture until it can determine if scrolling is the intent."),
            Probe(list(), dragUp(from: 250), expect: ["gesture List.pan began", "scroll List contentOffset (0.0, "],
                  never: ["touchesBegan [1]: Row", "control Row"])),
        row("SV-04", .scrollViews, "With delaysContentTouches false, a button in a scroll view highlights at once: touchDown as the finger lands.",
            .apple(page: "UIScrollView.delaysContentTouches", quote: "If the value is false, the scroll view immediately calls touchesShouldBegin(_:with:in:)."),
            Probe(list(#", "delaysContentTouches": false"#), Fingers.tap(150, 50), expect: ["0.000 touchesBegan [1]: Row1*", "0.000 control Row1 touchDown"])),
        row("SV-05", .scrollViews, "With delaysContentTouches false, a drag from a button does not scroll: touchesShouldCancel(in:) says no for a control.",
            .apple(page: "UIScrollView.touchesShouldCancel(in:)", quote: "The default returned value is true if view is not a UIControl object; otherwise, it returns false."),
            Probe(list(#", "delaysContentTouches": false"#), dragUp(from: 130), expect: ["0.000 control Row2 touchDown", "control Row2 touchUp"],
                  never: ["scroll List contentOffset", "touchCancel"])),
        row("SV-06", .scrollViews, "With touchesShouldCancel(in:) overridden to yes, a drag from a tracking button cancels it (touchCancel), then scrolls.",
            .apple(page: "UIScrollView.touchesShouldCancel(in:)", quote: "true to cancel further touch messages to view, false to have view continue to receive those messages."),
            Probe(list(#", "delaysContentTouches": false, "touchesShouldCancel": true"#), dragUp(from: 130),
                  expect: ["0.000 control Row2 touchDown", "control Row2 touchCancel", "scroll List contentOffset (0.0, "])),
        row("SV-07", .scrollViews, "With delaysContentTouches false, a drag from a plain view cancels its touch and scrolls.",
            .apple(page: "UIScrollView.canCancelContentTouches", quote: "…the view receives a touchesCancelled(_:with:) message and the scroll view handles the touch as a scroll."),
            Probe(list(#", "delaysContentTouches": false"#), dragUp(from: 210),
                  expect: ["0.000 touchesBegan [1]: Row3*", "touchesCancelled [1]: Row3*", "scroll List contentOffset (0.0, "])),
        row("SV-08", .scrollViews, "With canCancelContentTouches false, the list never scrolls once its content tracks the touch.",
            .apple(page: "UIScrollView.canCancelContentTouches", quote: "If the value of this property is false, the scroll view doesn’t scroll regardless of finger movement once the content view starts tracking."),
            Probe(list(#", "delaysContentTouches": false, "canCancelContentTouches": false"#), dragUp(from: 210),
                  expect: ["0.000 touchesBegan [1]: Row3*", "touchesEnded [1]: Row3*"], never: ["scroll List contentOffset", "touchesCancelled"])),
        row("SV-09", .scrollViews, "touchesShouldBegin(_:with:in:) answering no keeps the touch from the content.",
            .apple(page: "UIScrollView.touchesShouldBegin(_:with:in:)", quote: "Return false if you don’t want the scroll view to send event messages to view."),
            Probe(list(#", "delaysContentTouches": false, "touchesShouldBegin": false"#), Fingers.tap(150, 50),
                  expect: ["0.080 touch 1 ended"], never: ["touchesBegan [1]: Row1", "control Row1"])),
        row("SV-10", .scrollViews, "contentOffset is where the content's origin sits: with an offset of 100 pt a tap at y 50 lands on content at y 150.",
            .apple(page: "UIScrollView.contentOffset", quote: "The point at which the origin of the content view is offset from the origin of the scroll view."),
            Probe(list(#", "contentOffset": [0, 100], "delaysContentTouches": false"#), Fingers.tap(150, 50),
                  expect: ["touchesBegan [1]: Row2*"])),
        row("SV-11", .scrollViews, "Scrolling past the end of the content bounces back (bounces is true by default).",
            .apple(page: "UIScrollView.bounces", quote: "If the value of this property is true, the scroll view bounces when it encounters a boundary of the content."),
            .differs("the offset is clamped to the content size: the scroll view neither bounces nor decelerates"),
            nil),
    ]
}
