import TouchKit

/// Hand-built trees with transforms and scrolled bounds, for the renderer's snapshots.
@MainActor
enum GeometryScenes {
    static func color(_ hex: String) -> Color { Color(hex: hex)! }

    static func view(_ name: String, _ frame: Rect, _ hex: String, in parent: View) -> View {
        TestScenes.view(name, frame, hex, in: parent)
    }

    /// A card turned 30° with a clipped child sticking out of it, a button scaled down, a
    /// mirrored label, a translucent turned view over the card, and a translated view.
    static func transformed() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 480, height: 320), name: "Root")
        root.backgroundColor = color("#f2f2f7")
        let card = view("Card", Rect(x: 40, y: 60, width: 200, height: 120), "#ffffff", in: root)
        card.cornerRadius = 12
        card.borderWidth = 2
        card.borderColor = color("#007aff")
        card.clipsToBounds = true
        card.transform = AffineTransform(rotationAngle: .pi / 6)
        let badge = view("Badge", Rect(x: 150, y: 80, width: 80, height: 60), "#ff9500", in: card)
        badge.cornerRadius = 6
        let ghost = view("Ghost", Rect(x: 215, y: 185, width: 120, height: 80), "#af52de", in: root)
        ghost.alpha = 0.5
        ghost.transform = AffineTransform(rotationAngle: -.pi / 8)
        let button = Button(frame: Rect(x: 300, y: 40, width: 140, height: 44), name: "Small", title: "Scaled ×0.7")
        button.transform = AffineTransform(scaleX: 0.7, y: 0.7)
        root.addSubview(button)
        let mirrored = Label(frame: Rect(x: 300, y: 110, width: 140, height: 30), name: "Mirror", text: "Mirrored")
        mirrored.transform = AffineTransform(scaleX: -1, y: 1)
        mirrored.backgroundColor = color("#e5e5ea")
        root.addSubview(mirrored)
        let moved = view("Moved", Rect(x: 20, y: 240, width: 100, height: 50), "#34c759", in: root)
        moved.transform = AffineTransform(translationX: 300, y: 0)
        return root
    }

    /// A list (clipping) scrolled down by 70 pt: its bounds' origin is (0, 70), so Row0 is
    /// out of sight and Row1 cut at the top; beside it the same list unscrolled.
    static func scrolled() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 440, height: 260), name: "Root")
        root.backgroundColor = color("#f2f2f7")
        for (index, offset) in [0.0, 70.0].enumerated() {
            let list = view("List\(index)", Rect(x: 20 + Double(index) * 220, y: 20, width: 180, height: 220),
                            "#ffffff", in: root)
            list.clipsToBounds = true
            list.borderWidth = 1
            list.borderColor = color("#c7c7cc")
            for row in 0..<6 {
                let cell = view("Row\(row)", Rect(x: 8, y: 26 + Double(row) * 52, width: 164, height: 44),
                                row % 2 == 0 ? "#5ac8fa" : "#ffcc00", in: list)
                cell.cornerRadius = 6
            }
            list.setBounds(Rect(x: 0, y: offset, width: 180, height: 220))
        }
        return root
    }
}
