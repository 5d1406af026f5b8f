@_spi(GestureRecognizerSubclass) import TouchKit

/// Behaviours that need views or recognizers written in Swift: subclasses overriding the
/// hit test, `point(inside:with:)`, the touch methods, or a recognizer setting its state.
extension Catalog {
    static let codeBuilt: [Behaviour] = [
        row("HT-31", .hitTesting, "A hitTest(_:with:) override that answers nil where it found only itself lets the view behind take the touch.",
            .apple(page: "Using responders and the responder chain to handle events", quote: "UIKit uses view-based hit-testing to determine where touch events occur."),
            Probe(.code { CodeScenes.passThrough() }, Fingers.together(Fingers.tap(200, 150), Fingers.tap(40, 40, at: 500, id: 2)),
                  expect: ["touchesBegan [1]: Map*", "control Locate touchUpInside"], never: ["touchesBegan [1]: Overlay"])),
        row("HT-32", .hitTesting, "A point(inside:with:) override that refuses a round button's corners sends a corner touch to the view behind.",
            .apple(page: "UIView.point(inside:with:)", quote: "Returns a Boolean value indicating whether the receiver contains the specified point."),
            Probe(.code { CodeScenes.roundButton() }, Fingers.together(Fingers.tap(102, 102), Fingers.tap(130, 130, at: 500, id: 2)),
                  expect: ["touchesBegan [1]: Back*", "control Round touchDown"], never: ["touchesBegan [1]: Round"])),
        row("RC-12", .responderChain, "A view subclass that overrides touchesBegan without calling super stops the chain there.",
            .apple(page: "touchesBegan(_:with:)", quote: "If you override this method without calling super (a common use pattern), you must also override the other methods for handling touch events…"),
            Probe(.code { CodeScenes.swallowing() }, Fingers.tap(50, 50),
                  expect: ["touchesBegan [1]: Inner -> Swallow*", "touchesEnded [1]: Inner -> Swallow -> Screen -> Window"])),
        row("GR-50", .gestures, "A custom recognizer that sets its state to recognized runs its action and cancels the view's touch.",
            .apple(page: "UIGestureRecognizer.state", quote: "Subclasses of UIGestureRecognizer must use a read-write version of the state property."),
            Probe(.code { CodeScenes.custom(recognizing: true) }, Fingers.tap(50, 50),
                  expect: ["gesture mine recognized", "action mine", "touchesCancelled [1]: Pad*"])),
        row("GR-51", .gestures, "A custom recognizer that sets its state to failed leaves the view its touch: touchesEnded.",
            .apple(page: "UIGestureRecognizer.state", quote: "Subclasses of UIGestureRecognizer must use a read-write version of the state property."),
            Probe(.code { CodeScenes.custom(recognizing: false) }, Fingers.tap(50, 50),
                  expect: ["gesture mine failed", "touchesEnded [1]: Pad*"], never: ["touchesCancelled"])),
    ]
}

/// The views of the code-built rows.
@MainActor
enum CodeScenes {
    final class PassThroughView: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    final class HandlingView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
    }

    /// Handles touchesBegan only; the other messages go on up the chain.
    final class BeganView: View {
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    }

    /// A button that takes touches only within the circle its bounds hold.
    final class RoundButton: Button {
        override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
            let radius = bounds.width / 2
            let dx = point.x - radius, dy = point.y - radius
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// Recognizes (or fails) when its one touch lifts.
    final class LiftRecognizer: GestureRecognizer {
        var recognizes = true
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
            setState(recognizes ? .recognized : .failed)
        }
    }

    static func screen() -> View { View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Screen") }

    static func passThrough() -> View {
        let root = screen()
        root.addSubview(HandlingView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Map"))
        let overlay = PassThroughView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Overlay")
        overlay.addSubview(Button(frame: Rect(x: 20, y: 20, width: 80, height: 40), name: "Locate", title: "Locate"))
        root.addSubview(overlay)
        return root
    }

    static func roundButton() -> View {
        let root = screen()
        let back = HandlingView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Back")
        back.addSubview(RoundButton(frame: Rect(x: 100, y: 100, width: 60, height: 60), name: "Round", title: ""))
        root.addSubview(back)
        return root
    }

    static func swallowing() -> View {
        let root = screen()
        let swallow = BeganView(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "Swallow")
        swallow.addSubview(View(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "Inner"))
        root.addSubview(swallow)
        return root
    }

    static func custom(recognizing: Bool) -> View {
        let root = screen()
        let pad = HandlingView(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "Pad")
        let recognizer = LiftRecognizer(name: "mine")
        recognizer.recognizes = recognizing
        recognizer.addAction { _ in }
        pad.addGestureRecognizer(recognizer)
        root.addSubview(pad)
        return root
    }
}
