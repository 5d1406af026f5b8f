import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// "Why not this view?": the scene, the tap, the sentence for each view.
@MainActor
struct WhyNotTests {
    /// Two overlapping siblings: `Back`, and `Front` (configured by `front`) with a child.
    static func siblings(front: String) -> String {
        """
        {"size": [400, 400], "root": {"name": "R", "frame": [0, 0, 400, 400], "children": [
          {"name": "Back", "frame": [0, 0, 200, 200]},
          {"name": "Front", "frame": [0, 0, 200, 200], \(front)
           "children": [{"name": "Inner", "frame": [50, 50, 100, 100]}]}]}}
        """
    }

    /// The sentence for the view named `name` after a tap at `point` on `scene`.
    func answer(_ name: String, scene: Scene, tap point: Point) throws -> String {
        let session = LabSession(scene: scene)
        _ = LabFixtures.tap(session, at: point)
        let report = try #require(session.lesson.flatMap(HitTestReport.init(lesson:)))
        return WhyNot.sentence(for: try #require(scene.view(named: name)), in: report)
    }

    func seed(_ name: String) throws -> String {
        try answer(name, scene: try LabFixtures.seedScene(), tap: InspectorPanelTests.tapInD)
    }

    @Test func theHitView() throws {
        #expect(try seed("D") == "D got it: it is the hit view.")
    }

    @Test func aViewOutsideTheTouch() throws {
        #expect(try seed("E") == "E refused it: the touch (-110.0, 80.0 in E's coordinates) is outside its bounds.")
    }

    @Test func anAncestorOfTheHitView() throws {
        #expect(try seed("C") == "C contained the point, but its subview D took it.")
        #expect(try seed("A") == "A contained the point, but its subview C took it (the hit view is D).")
    }

    @Test func aViewBehindTheWinner() throws {
        #expect(try seed("B") == "B was never reached: C, in front of it, returned D first.")
    }

    @Test(arguments: [
        ("\"hidden\": true,", "Front refused it: it is hidden.", "Inner was never reached: its parent Front is hidden."),
        ("\"userInteractionEnabled\": false,", "Front refused it: user interaction is disabled.",
         "Inner was never reached: its parent Front has user interaction disabled."),
        ("\"alpha\": 0.005,", "Front refused it: its alpha is below 0.01.",
         "Inner was never reached: its parent Front has alpha below 0.01."),
    ])
    func aRefusingViewAndItsChild(front: String, frontAnswer: String, innerAnswer: String) throws {
        let scene = try LabFixtures.scene(Self.siblings(front: front))
        let tap = Point(x: 100, y: 100)
        #expect(try answer("Front", scene: scene, tap: tap) == frontAnswer)
        #expect(try answer("Inner", scene: try LabFixtures.scene(Self.siblings(front: front)), tap: tap) == innerAnswer)
        #expect(try answer("Back", scene: try LabFixtures.scene(Self.siblings(front: front)), tap: tap)
            == "Back got it: it is the hit view.")
    }

    @Test func aChildStickingOutOfItsParent() throws {
        let json = """
        {"size": [400, 400], "root": {"name": "R", "frame": [0, 0, 400, 400], "children": [
          {"name": "Bar", "frame": [0, 200, 400, 100],
           "children": [{"name": "Bump", "frame": [150, -40, 100, 80]}]}]}}
        """
        #expect(try answer("Bump", scene: try LabFixtures.scene(json), tap: Point(x: 200, y: 180))
            == "Bump was never reached: its parent Bar rejected the touch — outside Bar's bounds, though Bump is drawn there.")
        #expect(try answer("Bump", scene: try LabFixtures.scene(json), tap: Point(x: 20, y: 20))
            == "Bump was never reached: its parent Bar rejected the touch as outside its bounds (and it is not on Bump either).")
    }

    @Test func aHiddenAncestor() throws {
        let json = """
        {"size": [400, 400], "root": {"name": "R", "frame": [0, 0, 400, 400], "children": [
          {"name": "Grand", "frame": [0, 0, 300, 300], "hidden": true,
           "children": [{"name": "Mid", "frame": [0, 0, 200, 200],
                         "children": [{"name": "Leaf", "frame": [0, 0, 100, 100]}]}]}]}}
        """
        #expect(try answer("Leaf", scene: try LabFixtures.scene(json), tap: Point(x: 50, y: 50))
            == "Leaf was never reached: its ancestor Grand is hidden.")
    }

    @Test func beforeAnyTouch() throws {
        let scene = try LabFixtures.seedScene()
        #expect(WhyNot.sentence(for: try #require(scene.view(named: "D")), in: nil)
            == "No touch yet: tap the scene, then ask again.")
    }

    @Test func aViewFromAnotherTree() throws {
        let scene = try LabFixtures.seedScene()
        let session = LabSession(scene: scene)
        _ = LabFixtures.tap(session, at: InspectorPanelTests.tapInD)
        let report = try #require(session.lesson.flatMap(HitTestReport.init(lesson:)))
        #expect(WhyNot.sentence(for: View(name: "Stray"), in: report) == "Stray is not in the tree the last touch searched.")
    }
}
