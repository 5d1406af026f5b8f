import Foundation
import Testing
import TouchLabEngine
@testable import TouchLab

/// A list's rows scrolled out of its visible area are not drawn, so what the lab says of
/// them stays off the rows that are: in the scroll-view drag, Row 6 lies below the List's
/// visible area both at the hit test (the List as the drag found it) and once the drag has
/// scrolled it a row.
@MainActor
final class ScrolledRowLabelsTests: CommandTestCase {
    init() throws { try super.init(named: "scrolled-rows") }

    /// The labels over the scene at `step` of the drag, from `--describe`: each label's
    /// text, where it lies and what it describes (window pixels).
    func sceneLabels(step: String) throws -> [(text: String, rect: [Double], about: [Double])] {
        let file = path("frame-\(step).json")
        let arguments = StepSceneStateTests.scrollDrag + ["--step", step, "--describe", file]
        #expect(run(arguments) == 0, "\(errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: bytes("frame-\(step).json")) as? [String: Any])
        let labels = try #require(json["labels"] as? [[String: Any]])
        return labels.compactMap { label in
            guard label["region"] as? String == "scene", let text = label["text"] as? String,
                  let rect = label["rect"] as? [Double], let about = label["about"] as? [Double] else { return nil }
            return (text, rect, about)
        }
    }

    static func holds(_ outer: [Double], _ inner: [Double]) -> Bool {
        inner[0] >= outer[0] - 0.5 && inner[1] >= outer[1] - 0.5
            && inner[0] + inner[2] <= outer[0] + outer[2] + 0.5 && inner[1] + inner[3] <= outer[1] + outer[3] + 0.5
    }

    static func overlaps(_ a: [Double], _ b: [Double]) -> Bool {
        a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3]
    }

    /// Step 10 visits ListRow6; step 18 is the search's answer (later steps fold it). Every
    /// label about one of the List's rows points where that row is drawn, inside the List's
    /// visible area; Row 6, drawn nowhere, gets its label outside every list, by the List's
    /// bottom edge and pointing at it, or none where that edge has no room for it (at step
    /// 10: the probe's readout names it), never one far off that would name what is there.
    @Test(arguments: ["10", "18"])
    func labelsOfRowsOutOfSightStayOffTheRowsInSight(_ step: String) throws {
        let labels = try sceneLabels(step: step)
        func area(of text: String) throws -> [Double] { try #require(labels.first { $0.text == text }?.about, "\(text)") }
        let list = try area(of: "✓ List")
        let lists = try [list] + ["Immediate", "Eager", "Locked"].map { try area(of: "✗ \($0): outside its bounds") }
        let rowLabels = labels.filter { label in
            ["✗ ListRow", "✓ ListRow", "hit view: ListRow"].contains { label.text.hasPrefix($0) }
        }
        // At step 10 Row 6's verdict gives way to its number (the window is small); at step
        // 18 the rows refused one after another share one label.
        #expect(step == "10" || !rowLabels.isEmpty, "step \(step): \(rowLabels.map(\.text))")
        for label in rowLabels {
            #expect(Self.holds(list, label.about), "step \(step): \(label.text) is about \(label.about), outside the List \(list)")
        }
        // The row out of sight: its label points at the List's edge (alone, or with the rows
        // refused beside it) and lies clear of every list; where the scene leaves no room
        // for it whole off them, it lies whole beside the List's rows (its number, its
        // names and what each returns, starting at the List's edge) rather than be cut to
        // its number.
        let outOfSight = labels.filter {
            $0.about != list && Self.holds(list, $0.about) && $0.about[1] + $0.about[3] >= list[1] + list[3] - 1
        }
        #expect(step == "10" || !outOfSight.isEmpty, "step \(step): no label points at the List's edge")
        // (A row's own label: one about rows in sight too lies beside those.)
        for label in outOfSight where label.about[3] <= 1.5 {
            let gap = max(0, label.rect[1] - (list[1] + list[3]), list[1] + list[3] - (label.rect[1] + label.rect[3]))
            #expect(gap <= 48, "step \(step): \(label.text) at \(label.rect) lies \(gap) px from the List's edge")
        }
        let whole = outOfSight.contains { $0.text.hasPrefix("✗ ListRow") } && outOfSight.contains { $0.text.hasPrefix("each returns") }
        let start = outOfSight.map { $0.rect[0] }.min() ?? 0
        for label in outOfSight where !(whole && start <= list[0] + list[2] + 10) {
            #expect(!lists.contains { Self.overlaps($0, label.rect) }, "step \(step): \(label.text) at \(label.rect) lies on a list")
        }
    }
}
