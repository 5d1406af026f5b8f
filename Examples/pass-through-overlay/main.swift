// A map with an overlay above it that fills the screen: the overlay holds one button and
// must let every other touch through to the map. It overrides hitTest(_:with:) to run the
// default search and answer nil where that found the overlay itself.
//   swift run pass-through-overlay --headless --tap 200,150 --tap 40,40 --trace
import TouchKit
import TouchLab

/// Takes touches only on its subviews; elsewhere the views behind it get them.
final class PassThroughView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The map handles its touches itself (a real one would pan): it does not call super.
final class MapView: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {}
}

MainActor.assumeIsolated {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Screen")
    let map = MapView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Map")
    map.backgroundColor = Color(hex: "#cfe8d5")
    let overlay = PassThroughView(frame: Rect(x: 0, y: 0, width: 400, height: 300), name: "Overlay")
    overlay.addSubview(Button(frame: Rect(x: 20, y: 20, width: 80, height: 40), name: "Locate", title: "Locate"))
    root.addSubview(map)
    root.addSubview(overlay)
    LabApp.run(root, title: "A pass-through overlay over a map",
               summary: "Overlay.hitTest answers nil where only the overlay itself was found, so the map below gets the touch.")
}
