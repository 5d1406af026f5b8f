import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLabUI

/// The finger's probe says what decided each visit: `point(inside:)`'s answer only where
/// it was asked. UIKit refuses a hidden, interaction-disabled or transparent view before
/// asking it, so the probe names that check instead, in either language.
@MainActor
struct HitTestProbeTests {
    /// Root's `point(inside:)` is asked first, then its subviews from the last: Outside's
    /// (beside the point) says no; Clear (alpha 0), Off (interaction disabled) and Hidden
    /// are refused before theirs would be; Back's says yes and Back takes the touch.
    static let scene = """
        { "name": "t", "size": [800, 600], "root": { "name": "Root", "frame": [0, 0, 800, 600], "children": [
          { "name": "Back", "frame": [100, 100, 300, 300] },
          { "name": "Hidden", "frame": [100, 100, 300, 300], "hidden": true },
          { "name": "Off", "frame": [100, 100, 300, 300], "userInteractionEnabled": false },
          { "name": "Clear", "frame": [100, 100, 300, 300], "alpha": 0 },
          { "name": "Outside", "frame": [500, 100, 200, 300] } ] } }
        """

    /// The probe's verdict at each visit of a tap at (200, 200), by view, read off the
    /// frame description of the frame showing that visit.
    static func verdicts(_ language: Language) throws -> [String: String] {
        let session = LabSession(scene: try LabFixtures.scene(scene))
        var playback = session.run(TapScript.inputs(for: [Point(x: 200, y: 200)]))
        let lesson = try #require(session.lesson)
        let renderer = try LabRenderer(layout: LabLayout(sceneSize: session.scene.size), language: language)
        var verdicts: [String: String] = [:]
        for (index, step) in lesson.steps.enumerated() {
            guard case .visit(let view, _, _) = step.kind else { continue }
            playback.show(step: index, of: lesson)
            renderer.render(session, ui: LabUIState(playback: playback))
            // The probe's verdict is the one label naming point(inside:) while the search runs.
            let named = FrameDescription(renderer: renderer, session: session).labels
                .filter { $0.region == "scene" && $0.text.contains("point(inside:)") }
            #expect(named.count == 1, "\(index) \(FrameDescription(renderer: renderer, session: session).labels.map(\.text))")
            let verdict = try #require(named.first)
            verdicts[view.traceName] = verdict.text
        }
        return verdicts
    }

    @Test func aViewRefusedBeforePointInsideIsAskedSaysWhichCheckRefusedIt() throws {
        let english = try Self.verdicts(.english), chinese = try Self.verdicts(.simplifiedChinese)
        #expect(english == [
            "Root": "point(inside:) \u{2713}", "Outside": "point(inside:) \u{2717}",
            "Clear": "\u{2717} alpha < 0.01: point(inside:) not asked",
            "Off": "\u{2717} interaction disabled: point(inside:) not asked",
            "Hidden": "\u{2717} hidden: point(inside:) not asked", "Back": "point(inside:) \u{2713}"], "\(english)")
        #expect(chinese == [
            "Root": "point(inside:) \u{2713}", "Outside": "point(inside:) \u{2717}",
            "Clear": "\u{2717} alpha < 0.01：不询问 point(inside:)",
            "Off": "\u{2717} 交互已关闭：不询问 point(inside:)",
            "Hidden": "\u{2717} 已隐藏：不询问 point(inside:)", "Back": "point(inside:) \u{2713}"], "\(chinese)")
    }
}
