import TouchKit

extension Catalog {
    static let nextPage = "UIResponder.next"
    static let forwards = "The default implementation of this method forwards the message up the responder chain."

    /// A leaf inside a view that is `PanelVC`'s root view, inside `Root` (`RootVC`'s).
    static let controllers = Probe.SceneSource.json(#"{"size": [400, 400], "root": {"name": "Root", "controller": "RootVC", "children": [{"name": "Panel", "frame": [0, 0, 200, 200], "controller": "PanelVC", "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}]}}"#)

    static let responderChain: [Behaviour] = [
        row("RC-01", .responderChain, "A touch no one handles climbs view → superview → … → window → application → app delegate, then is discarded.",
            .apple(page: "touchesBegan(_:with:)", quote: forwards),
            Probe(scene(#"{"name": "P", "frame": [0, 0, 200, 200], "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}"#),
                  Fingers.tap(10, 10),
                  expect: ["touchesBegan [1]: Leaf -> P -> R -> Window -> Application -> AppDelegate (discarded)",
                           "touchesEnded [1]: Leaf -> P -> R -> Window -> Application -> AppDelegate (discarded)"])),
        row("RC-02", .responderChain, "A view controller's root view passes the touch to its controller, not straight to its superview.",
            .apple(page: nextPage, quote: "UIView implements this method and returns the UIViewController object that manages it (if it has one) or its superview (if it doesn’t)."),
            Probe(controllers, Fingers.tap(10, 10), expect: ["touchesBegan [1]: Leaf -> Panel -> PanelVC -> Root"])),
        row("RC-03", .responderChain, "A view controller passes the touch to its view's superview.",
            .apple(page: nextPage, quote: "UIViewController similarly implements the method and returns its view’s superview."),
            Probe(controllers, Fingers.tap(10, 10), expect: ["PanelVC -> Root -> RootVC"])),
        row("RC-04", .responderChain, "The root view controller passes it to the window, the window to the application.",
            .apple(page: nextPage, quote: "UIWindow returns the application object."),
            Probe(controllers, Fingers.tap(10, 10), expect: ["RootVC -> Window -> Application"])),
        row("RC-05", .responderChain, "The application passes an unhandled event to its app delegate, after which it is discarded.",
            .apple(page: nextPage, quote: "The shared UIApplication object normally returns nil, but it returns its app delegate if that object is a subclass of UIResponder…"),
            Probe(controllers, Fingers.tap(10, 10), expect: ["Application -> AppDelegate (discarded)"])),
        row("RC-06", .responderChain, "The tutorial's chain for a tap in D: D → C → DetailVC → A → Window → Application → AppDelegate.",
            .tutorialExample("views A to E, a tap in D: the touch climbs from D through C and its controller to A, the window, the application and its delegate"),
            Probe(builtIn: "seed-a-to-e", replay: "seed-a-to-e-taps",
                  expect: ["touchesBegan [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)"])),
        row("RC-07", .responderChain, "A responder that overrides a touch method without calling super handles it: the chain stops there.",
            .apple(page: "touchesBegan(_:with:)", quote: "If you override this method without calling super (a common use pattern), you must also override the other methods for handling touch events…"),
            Probe(scene(#"{"name": "H", "frame": [0, 0, 200, 200], "handles": ["began"], "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}"#),
                  Fingers.tap(10, 10), expect: ["touchesBegan [1]: Leaf -> H*"])),
        row("RC-08", .responderChain, "A responder that handles a message and calls super passes it on up the chain.",
            .apple(page: "touchesBegan(_:with:)", quote: "When creating your own subclasses, call super to forward any events that you do not handle yourself."),
            Probe(scene(#"{"name": "H", "frame": [0, 0, 200, 200], "handles": ["began"], "callsSuper": true, "children": [{"name": "Leaf", "frame": [0, 0, 50, 50]}]}"#),
                  Fingers.tap(10, 10), expect: ["touchesBegan [1]: Leaf -> H+ -> R -> Window"])),
        row("RC-09", .responderChain, "Overriding one touch method does not stop the others: a view handling only ended still forwards began.",
            .apple(page: "touchesEnded(_:with:)", quote: forwards),
            Probe(builtIn: "seed-a-to-e", replay: "seed-a-to-e-taps",
                  expect: ["touchesBegan [1]: D -> C -> DetailVC", "touchesEnded [1]: D -> C*"])),
        row("RC-10", .responderChain, "The chain runs through every controller on the way: nested controllers each get the touch.",
            .apple(page: nextPage, quote: "UIViewController similarly implements the method and returns its view’s superview."),
            Probe(builtIn: "responder-chain", replay: "responder-chain-taps",
                  expect: ["Cell -> List -> ListVC -> Container -> ContainerVC -> Root -> RootVC -> Window -> Application -> AppDelegate (discarded)"])),
        row("RC-11", .responderChain, "A key press with no first responder starts at the key window and climbs to the app delegate.",
            .apple(page: "Using responders and the responder chain to handle events", quote: "If the window doesn’t handle the event, UIKit delivers the event to the UIApplication object…"),
            Probe(scene(handlingView()), [XI2Input(time: 0, kind: .keyPress, detail: 36), XI2Input(time: 50, kind: .keyRelease, detail: 36)],
                  expect: ["press began Return: Window -> Application -> AppDelegate (discarded)",
                           "press ended Return: Window -> Application -> AppDelegate (discarded)"])),
    ]
}
