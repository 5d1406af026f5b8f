// A tab bar whose centre button sticks out above it. The bar's bounds end where the button
// starts to protrude, so the default search never reaches the button's top half; the bar
// overrides hitTest(_:with:) to offer the button any point on it first.
//   swift run tab-bar-hit-test --headless --tap 200,205 --tap 60,265 --trace
import TouchKit
import TouchLab

final class TabBar: View {
    let centreButton: Button

    init(frame: Rect, centreButton: Button) {
        self.centreButton = centreButton
        super.init(frame: frame, name: "TabBar")
        addSubview(centreButton)
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
        let inButton = centreButton.convert(point, from: self)
        if centreButton.point(inside: inButton, with: event) { return centreButton }
        return super.hitTest(point, with: event)
    }
}

MainActor.assumeIsolated {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Screen")
    root.backgroundColor = Color(hex: "#f4f5f8")
    let compose = Button(frame: Rect(x: 170, y: -30, width: 60, height: 60), name: "Compose", title: "+")
    let bar = TabBar(frame: Rect(x: 0, y: 230, width: 400, height: 70), centreButton: compose)
    bar.backgroundColor = Color(hex: "#1c2024")
    bar.insertSubview(Button(frame: Rect(x: 20, y: 15, width: 100, height: 40), name: "Home", title: "Home"), at: 0)
    root.addSubview(bar)
    LabApp.run(root, title: "Tab bar: a custom hitTest for the protruding button",
               summary: "TabBar.hitTest(_:with:) gives Compose every point on it, even above the bar's bounds.")
}
