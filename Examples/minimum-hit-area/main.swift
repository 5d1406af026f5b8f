// A 20 × 20 close button that still catches a near miss: its point(inside:with:) answers
// yes within at least 44 × 44 points around its centre. The plain one beside it does not.
//   swift run minimum-hit-area --headless --tap 296,90 --tap 96,90 --trace
import TouchKit
import TouchLab

/// A button whose touch area is at least `minimumSize` square, however small it is drawn.
final class CloseButton: Button {
    let minimumSize = 44.0

    // Inside a Control subclass `Event` means `Control.Event` (touchUpInside, …), so the
    // touch event type is spelled with its module.
    override func point(inside point: Point, with event: TouchKit.Event?) -> Bool {
        let dx = max(0, (minimumSize - bounds.width) / 2)
        let dy = max(0, (minimumSize - bounds.height) / 2)
        return bounds.outset(by: EdgeInsets(top: dy, left: dx, bottom: dy, right: dx)).contains(point)
    }
}

MainActor.assumeIsolated {
    let root = View(frame: Rect(x: 0, y: 0, width: 480, height: 200), name: "Screen")
    root.backgroundColor = Color(hex: "#eef2f7")
    let plain = Button(frame: Rect(x: 100, y: 80, width: 20, height: 20), name: "PlainClose", title: "×")
    let enlarged = CloseButton(frame: Rect(x: 300, y: 80, width: 20, height: 20), name: "BigClose", title: "×")
    root.addSubview(plain)
    root.addSubview(enlarged)
    LabApp.run(root, title: "Minimum hit area: 44 × 44",
               summary: "BigClose overrides point(inside:with:) to answer yes within 44 × 44; tap 4 points left of each ×.")
}
