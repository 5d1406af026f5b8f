// A custom gesture recognizer: a checkmark drawn with one finger (down to the right, then
// up to the right, the second stroke the longer). It follows the touches and sets its
// state: recognized when the finger lifts after a checkmark, failed as soon as it cannot
// be one. As in UIKit, `state` is read-only outside; a subclass sets it with `setState(_:)`
// from the subclass interface (UIKit's UIGestureRecognizerSubclass.h).
//   swift run checkmark-gesture --headless --replay Examples/checkmark-gesture/check.jsonl --trace
@_spi(GestureRecognizerSubclass) import TouchKit
import TouchLab

final class CheckmarkGestureRecognizer: GestureRecognizer {
    private var points: [Point] = []
    private var lowest: Point?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard touches.count == 1, points.isEmpty, let touch = touches.first else { return setState(.failed) }
        points = [touch.location(in: view)]
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let point = touches.first?.location(in: view), let last = points.last else { return }
        if point.x < last.x - 10 { return setState(.failed) }   // a checkmark only goes right
        points.append(point)
        if point.y > (lowest?.y ?? -.infinity) { lowest = point }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let start = points.first, let bottom = lowest, let end = points.last else { return setState(.failed) }
        let down = bottom.y - start.y, up = bottom.y - end.y
        setState(down > 15 && up > down ? .recognized : .failed)
    }

    override func reset() {
        points = []
        lowest = nil
    }
}

MainActor.assumeIsolated {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Screen")
    let pad = View(frame: Rect(x: 20, y: 20, width: 360, height: 260), name: "Pad")
    pad.backgroundColor = Color(hex: "#ffffff")
    let checkmark = CheckmarkGestureRecognizer(name: "checkmark")
    checkmark.addAction { _ in }
    pad.addGestureRecognizer(checkmark)
    root.addSubview(pad)
    LabApp.run(root, title: "A custom recognizer: the checkmark",
               summary: "CheckmarkGestureRecognizer sets state itself: recognized after ✓, failed otherwise.")
}
