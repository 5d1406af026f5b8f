import Testing
import TouchKit
@testable import TouchLab

/// A tree built in code with the scroll view, the image view and the delegate's failure
/// requirements runs under `LabApp`'s flags as a scene file would.
@MainActor
struct LabAppScrollAndImageTests {
    func run(_ root: View, _ arguments: [String]) -> (Int32, [String], [String]) {
        var out: [String] = [], errors: [String] = []
        var command = LabAppCommand(program: "my-lab", title: "Mine", summary: "")
        command.console = Console(out: { out.append($0) }, error: { errors.append($0) })
        command.environment = [:]
        let status = command.run(root, arguments: arguments)
        return (status, out, errors)
    }

    final class WaitsForDouble: GestureRecognizerDelegate {
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            other.name == "double"
        }
    }

    @Test func aCodeBuiltScrollViewScrollsAndTracesItsOffset() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400), name: "Root")
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 400), name: "Feed")
        list.contentSize = Size(width: 300, height: 1200)
        list.addSubview(Button(frame: Rect(x: 20, y: 100, width: 260, height: 80), name: "Item", title: "Item"))
        root.addSubview(list)
        let (status, out, errors) = run(root, ["--headless", "--drag", "150,140:150,40:0.2", "--trace"])
        #expect(status == 0, "\(errors)")
        #expect(out.contains { $0.contains("gesture Feed.pan began") })
        #expect(out.contains { $0.contains("scroll Feed contentOffset (0.0, ") })
        #expect(!out.contains { $0.contains("touchesBegan [1]: Item") })
    }

    @Test func aCodeBuiltImageLetsTouchesThroughAndADelegateMakesATapWait() {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300), name: "Root")
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let delegate = WaitsForDouble()
        single.delegate = delegate
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        root.addSubview(ImageView(frame: Rect(x: 0, y: 0, width: 200, height: 200), name: "Picture"))
        let (status, out, errors) = run(root, ["--headless", "--tap", "50,50", "--trace"])
        #expect(status == 0, "\(errors)")
        #expect(out.contains { $0.contains("hit-test") && $0.hasSuffix("Root(Root)") })
        #expect(out.contains { $0.hasPrefix("0.430 gesture single recognized") })
        withExtendedLifetime(delegate) {}
    }
}
