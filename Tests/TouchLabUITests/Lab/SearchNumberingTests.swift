import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// One numbering over the scene, read from the frame description as a tool would: the
/// hit test's entries are numbered once each, in the trace's order, and the chain's hops
/// carry letters, so no number is drawn twice.
@MainActor
struct SearchNumberingTests {
    /// The scene's labels after a tap at `point` on the built-in `scene`, at `step` (nil:
    /// the end).
    static func sceneLabels(_ scene: String, tapAt point: Point, step: Int? = nil) throws -> [String] {
        let session = LabSession(scene: SceneBuilder().build(try SceneReader.load(path: try SceneCatalog.standard.resolve(scene))))
        var playback = session.run(TapScript.inputs(for: [point]))
        if let step, let lesson = session.lesson { playback.pin(step: step, at: lesson.starts[step]) }
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size))
        renderer.render(session, ui: LabUIState(playback: playback))
        return FrameDescription(renderer: renderer, session: session).labels.filter { $0.region == "scene" }.map(\.text)
    }

    /// The seed's search `A -> C -> E(nil) -> D(D) -> C(D) -> A(D)` is six numbered entries.
    @Test func theSeedsSearchIsSixEntriesNumberedOnce() throws {
        // Step 8 is A's return, the search's last entry.
        let labels = try Self.sceneLabels("seed-a-to-e", tapAt: Point(x: 470, y: 140), step: 7)
        let numbers = labels.compactMap { Int($0) }
        #expect(numbers.sorted() == [1, 2, 3, 4, 5, 6], "\(labels)")
    }

    /// At the end the chain's hops are drawn too: letters or ★, never a number again.
    @Test func chainHopsNeverRepeatASearchNumber() throws {
        for (scene, point) in [("seed-a-to-e", Point(x: 470, y: 140)), ("responder-chain", Point(x: 400, y: 300))] {
            let labels = try Self.sceneLabels(scene, tapAt: point)
            let numbers = labels.compactMap { Int($0) }
            #expect(Set(numbers).count == numbers.count, "\(scene): \(labels)")
        }
    }
}
