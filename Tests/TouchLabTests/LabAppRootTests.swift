import Testing
import TouchKit
@testable import TouchLab

/// A root `LabApp` cannot show is refused as a scene file would be: one line naming the
/// view and the problem, exit status 2, before anything runs or draws.
@MainActor
struct LabAppRootTests {
    func run(_ root: View, _ arguments: [String] = ["--headless", "--tap", "10,10"]) -> (Int32, [String], [String]) {
        var out: [String] = [], errors: [String] = []
        var command = LabAppCommand(program: "my-lab", title: "Mine", summary: "")
        command.console = Console(out: { out.append($0) }, error: { errors.append($0) })
        command.environment = [:]
        let status = command.run(root, arguments: arguments)
        return (status, out, errors)
    }

    func root(_ frame: Rect, child: Rect = Rect(x: 0, y: 0, width: 10, height: 10)) -> View {
        let root = View(frame: frame, name: "Root")
        root.addSubview(View(frame: child, name: "Child"))
        return root
    }

    @Test func refusesGeometryItCannotShow() {
        let cases: [(View, String)] = [
            (root(Rect(x: 0, y: 0, width: .nan, height: 300)),
             "my-lab: view \"Root\": frame (0, 0, nan, 300) has a value that is not a finite number"),
            (root(Rect(x: 0, y: 0, width: 100_000, height: 300)),
             "my-lab: view \"Root\" (the window): 100000 × 300 points; each side must be from 1 to 8192, the largest scene TouchLab draws"),
            (root(Rect(x: 0, y: 0, width: 400, height: 300), child: Rect(x: 0, y: .infinity, width: 10, height: 10)),
             "my-lab: view \"Child\": frame (0, inf, 10, 10) has a value that is not a finite number"),
            (root(Rect(x: 0, y: 0, width: 400, height: 300), child: Rect(x: 0, y: 0, width: -10, height: 10)),
             "my-lab: view \"Child\": frame (0, 0, -10, 10) has a negative size"),
            (root(Rect(x: 0, y: 0, width: 400, height: 300), child: Rect(x: 0, y: 0, width: 200_000, height: 10)),
             "my-lab: view \"Child\": frame (0, 0, 200000, 10) reaches beyond ±100000 points"),
        ]
        for (root, message) in cases {
            let (status, out, errors) = run(root)
            #expect(status == 2)
            #expect(out.isEmpty)
            #expect(errors == [message])
        }
        let transformed = root(Rect(x: 0, y: 0, width: 400, height: 300))
        transformed.subviews[0].transform = AffineTransform(a: 1, b: 0, c: 0, d: .nan, tx: 0, ty: 0)
        #expect(run(transformed).2 == ["my-lab: view \"Child\": transform has a value that is not a finite number"])
    }

    @Test func aRootItCanShowRuns() {
        let (status, out, errors) = run(root(Rect(x: 0, y: 0, width: 1000, height: 300)), ["--headless", "--tap", "5,5", "--trace"])
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(out.contains("0.000 hit-test (5.0, 5.0): Root -> Child(Child) -> Root(Child)"))
    }

    /// Names built in code follow the scene file's rule: never empty, never the trace's
    /// notation, so a trace line cannot be read two ways.
    @Test func refusesNamesTheTraceCannotPrint() {
        let cases: [(String, String)] = [
            ("", "my-lab: the views: \"\": a name cannot be empty"),
            ("D(D) -> A(D)", "my-lab: the views: \"D(D) -> A(D)\": a name cannot contain (, part of the trace's notation: ( ) [ ] * + , : ->"),
            ("two words", "my-lab: the views: \"two words\": a name cannot contain whitespace (the trace separates names with it), found U+0020"),
            ("D(D)", "my-lab: the views: \"D(D)\": a name cannot contain (, part of the trace's notation: ( ) [ ] * + , : ->"),
            ("a->b", "my-lab: the views: \"a->b\": a name cannot contain ->, part of the trace's notation: ( ) [ ] * + , : ->"),
        ]
        for (name, message) in cases {
            let root = root(Rect(x: 0, y: 0, width: 400, height: 300))
            root.subviews[0].name = name
            let (status, out, errors) = run(root)
            #expect(status == 2)
            #expect(out.isEmpty)
            #expect(errors == [message])
        }
    }
}
