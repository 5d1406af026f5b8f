// A view that draws its own finger trail: touchesBegan/Moved collect the points (without
// calling super: the view handles them), setNeedsDisplay() asks for a new frame, and
// draw(in:) strokes the line.
//   swift run finger-trail --headless --replay Examples/finger-trail/drag.jsonl --screenshot trail.png
import TouchKit
import TouchLab

final class TrailView: View {
    private var trail: [Point] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        trail = [touch.location(in: self)]
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        trail.append(touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}

    override func draw(in context: DrawingContext) {
        context.strokeLine(through: trail, width: 6, color: Color(hex: "#e5484d")!)
        if let last = trail.last { context.fillCircle(center: last, radius: 8, color: Color(hex: "#1c2024")!) }
    }
}

MainActor.assumeIsolated {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Screen")
    let canvas = TrailView(frame: Rect(x: 20, y: 20, width: 360, height: 260), name: "Trail")
    canvas.backgroundColor = Color(hex: "#fffdf5")
    root.addSubview(canvas)
    LabApp.run(root, title: "A view drawing its own finger trail",
               summary: "TrailView collects points in touchesMoved and draws them in draw(in:).")
}
