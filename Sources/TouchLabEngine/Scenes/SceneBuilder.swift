import TouchKit
import TouchLabFormats

/// Turns a `SceneDescription` into a live `Scene`: one TouchKit view per description (a
/// `SceneView`, `SceneLabel`, `SceneButton`, `SceneSwitch` or `SceneSlider`), its
/// controllers and gesture recognizers, under a window of the scene's size.
@MainActor
package struct SceneBuilder {
    package init() {}

    package func build(_ description: SceneDescription) -> Scene {
        var views: [View] = []
        var controllers: [ViewController] = []
        for item in description.views {
            let view = makeView(item)
            if let parent = item.parent { views[parent].addSubview(view) }
            if let name = item.controller { controllers.append(makeController(name, for: view)) }
            views.append(view)
        }
        let window = Window(frame: Rect(origin: .zero, size: description.size))
        if let rootController = controllers.first(where: { $0.view === views[0] }) {
            window.rootViewController = rootController
        } else {
            window.rootView = views[0]
        }
        var recognizers = SceneGestures.install(description, on: views)
        // A scroll view's own pan is part of the scene too: the lab names and explains it.
        for case let scrollView as ScrollView in views {
            let pan = scrollView.panGestureRecognizer
            if let name = pan.name, recognizers[name] == nil { recognizers[name] = pan }
        }
        let delegates = SceneGestureDelegate.install(description, on: views, recognizers: recognizers)
        return Scene(source: description, window: window, views: views,
                     controllers: controllers, recognizers: recognizers, delegates: delegates)
    }

    /// A controller whose root view is `view`. The view is assigned after `init`, where
    /// the property observer that links the view back to its controller runs.
    package func makeController(_ name: String, for view: View) -> ViewController {
        let controller = ViewController(name: name)
        controller.view = view
        return controller
    }

    /// The view for one description, configured but not yet in the tree.
    package func makeView(_ item: ViewDescription) -> View {
        let view: any SceneBehaving
        switch item.kind {
        case .view: view = SceneView(frame: item.frame, name: item.name)
        case .label: view = SceneLabel(frame: item.frame, name: item.name, text: item.label ?? "")
        case .button: view = SceneButton(frame: item.frame, name: item.name, title: item.label ?? "")
        case .switch: view = SceneSwitch(frame: item.frame, name: item.name)
        case .slider: view = SceneSlider(frame: item.frame, name: item.name)
        case .control: view = SceneControl(frame: item.frame, name: item.name, title: item.label ?? "")
        case .image: view = SceneImage(frame: item.frame, name: item.name)
        case .scroll:
            let scrollView = SceneScrollView(frame: item.frame, name: item.name)
            scrollView.apply(item.scroll)
            view = scrollView
        }
        view.behavior = item.behavior
        view.setBounds(Rect(origin: item.boundsOrigin, size: item.frame.size))
        if let transform = item.transform { view.transform = transform.affineTransform }
        view.backgroundColor = item.color
        view.isHidden = item.isHidden
        view.alpha = item.alpha
        view.clipsToBounds = item.clipsToBounds
        if let enabled = item.isUserInteractionEnabled { view.isUserInteractionEnabled = enabled }
        view.isMultipleTouchEnabled = item.isMultipleTouchEnabled
        view.isExclusiveTouch = item.isExclusiveTouch
        if let control = view as? Control {
            control.isEnabled = item.isEnabled ?? true
            Self.traceActions(of: control)
        }
        return view
    }

    /// Gives a control the target a scene implies, so its action shows in the trace
    /// (`action NAME`): a button's primary action, a switch's or slider's value change, a
    /// custom control's touch up inside.
    package static func traceActions(of control: Control) {
        let events: Control.Event = switch control {
        case is Button: .primaryActionTriggered
        case is SceneControl: .touchUpInside
        default: .valueChanged
        }
        control.addAction(for: events) { _, _ in }
    }
}
