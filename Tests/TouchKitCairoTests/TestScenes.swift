import TouchKit

/// The hand-built trees the renderer's snapshots show.
@MainActor
enum TestScenes {
    static func color(_ hex: String) -> Color { Color(hex: hex)! }

    static func view(_ name: String, _ frame: Rect, _ hex: String?, in parent: View) -> View {
        let view = View(frame: frame, name: name)
        view.backgroundColor = hex.map(color)
        parent.addSubview(view)
        return view
    }

    /// Nested colours, a clipped child, a translucent subtree, labels and controls.
    static func tree() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 480, height: 360), name: "Root")
        root.backgroundColor = color("#f2f2f7")
        addCard(to: root)
        let faded = view("Faded", Rect(x: 244, y: 20, width: 216, height: 150), "#af52de", in: root)
        faded.alpha = 0.5
        faded.cornerRadius = 12
        _ = view("Overlap", Rect(x: 24, y: 44, width: 120, height: 76), "#ff2d55", in: faded)
        addLabels(to: root)
        addControls(to: root)
        return root
    }

    private static func addCard(to root: View) {
        let card = view("Card", Rect(x: 20, y: 20, width: 204, height: 150), "#ffffff", in: root)
        card.cornerRadius = 14
        card.borderWidth = 1
        card.borderColor = color("#c7c7cc")
        card.clipsToBounds = true
        let inner = view("Inner", Rect(x: 16, y: 34, width: 96, height: 64), "#5ac8fa", in: card)
        inner.cornerRadius = 8
        _ = view("Clipped", Rect(x: 134, y: 84, width: 100, height: 100), "#ff9500", in: card)
    }

    private static func addLabels(to root: View) {
        let title = Label(frame: Rect(x: 20, y: 186, width: 204, height: 28), name: "Title", text: "Hello, TouchLab")
        title.fontSize = 17
        root.addSubview(title)
        let long = Label(frame: Rect(x: 20, y: 216, width: 150, height: 22), name: "Long",
                         text: "A label far too long to fit in here")
        long.textColor = color("#8e8e93")
        long.fontSize = 13
        root.addSubview(long)
    }

    private static func addControls(to root: View) {
        root.addSubview(Button(frame: Rect(x: 244, y: 186, width: 104, height: 44), name: "Tap", title: "Tap me"))
        let pressed = Button(frame: Rect(x: 356, y: 186, width: 104, height: 44), name: "Pressed", title: "Pressed")
        pressed.isHighlighted = true
        root.addSubview(pressed)
        let on = Switch(frame: Rect(x: 20, y: 256, width: 51, height: 31), name: "On")
        on.isOn = true
        root.addSubview(on)
        root.addSubview(Switch(frame: Rect(x: 84, y: 256, width: 51, height: 31), name: "Off"))
        let slider = Slider(frame: Rect(x: 244, y: 250, width: 216, height: 40), name: "Slider")
        slider.value = 0.3
        root.addSubview(slider)
    }

    /// Every control state side by side: buttons, switches and sliders.
    static func controls() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 512, height: 184), name: "Controls")
        root.backgroundColor = .white
        let states: [(String, (Control) -> Void)] = [
            ("Normal", { _ in }), ("Highlighted", { $0.isHighlighted = true }),
            ("Selected", { $0.isSelected = true }), ("Disabled", { $0.isEnabled = false }),
        ]
        for (column, (title, apply)) in states.enumerated() {
            let x = 16 + Double(column) * 122
            let button = Button(frame: Rect(x: x, y: 16, width: 114, height: 40), name: title, title: title)
            let toggle = Switch(frame: Rect(x: x + 30, y: 74, width: 51, height: 31), name: title + "Switch")
            toggle.isOn = column % 2 == 0
            let slider = Slider(frame: Rect(x: x, y: 126, width: 112, height: 34), name: title + "Slider")
            slider.value = [0, 0.3, 0.7, 1][column]
            for control in [button, toggle, slider] as [Control] {
                apply(control)
                root.addSubview(control)
            }
        }
        return root
    }
}
