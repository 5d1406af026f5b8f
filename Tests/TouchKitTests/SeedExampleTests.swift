import Testing
@testable import TouchKit

@MainActor
struct SeedExampleTests {
    /// View controllers are owned by their parents in an app; the test owns this one.
    let detailController = ViewController(name: "DetailVC")

    func seedTree() -> View {
        let a = View(frame: Rect(x: 0, y: 0, width: 800, height: 600), name: "A")
        let b = View(frame: Rect(x: 40, y: 40, width: 300, height: 250), name: "B")
        let c = HandlingView(frame: Rect(x: 380, y: 40, width: 380, height: 500), name: "C")
        c.handled = [.ended]
        let d = View(frame: Rect(x: 20, y: 20, width: 160, height: 200), name: "D")
        let e = View(frame: Rect(x: 200, y: 20, width: 160, height: 200), name: "E")
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        detailController.view = c
        return a
    }

    @Test func tapInD() {
        let harness = Harness(root: seedTree())
        harness.tap(470, 140)
        #expect(harness.log.lines == [
            "0.000 touch 1 began (470.0, 140.0)",
            "0.000 hit-test (470.0, 140.0): A -> C -> E(nil) -> D(D) -> C(D) -> A(D)",
            "0.000 touchesBegan [1]: D -> C -> DetailVC -> A -> Window -> Application -> AppDelegate (discarded)",
            "0.080 touch 1 ended (470.0, 140.0)",
            "0.080 touchesEnded [1]: D -> C*",
        ])
    }
}
