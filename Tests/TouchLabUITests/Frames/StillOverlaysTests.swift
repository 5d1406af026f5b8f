import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// While a lesson's drawing stands still, the renderer keeps the scene with every overlay
/// but the fingers in a layer and draws a frame again only around the fingers (a fading
/// trail, the Alt emulation's pointer). Such a frame must have exactly the pixels and text
/// of one drawn afresh, and nothing outside the rectangles it reports may change.
@MainActor
struct StillOverlaysTests {
    /// For every bundled replay, one long-lived renderer follows the input and draws two
    /// frames 1/60 s apart after each of a spread of inputs (fingers down or lifted,
    /// trails fading, the lesson playing); then, on the steps of the last lesson, the Alt
    /// emulation's pointer moves (the scene alone: the lab's other regions are not what
    /// this changes, and leaving them out keeps a walk over the steps affordable).
    @Test(arguments: BuiltInReplay.names)
    func framesDrawnAroundTheFingersMatchFreshOnes(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        let session = LabSession(scene: SceneBuilder().build(description))
        let check = FrameCheck(renderer: try RegionCacheTests.renderer(for: session))
        let batches = BuiltInReplay.batches(of: inputs)
        let stride = max(1, batches.count / 10)
        var playback = Playback()
        for (index, batch) in batches.enumerated() {
            session.deliver(batch, following: &playback)
            guard index % stride == 0 || index == batches.count - 1 else { continue }
            let time = session.time
            for frame in 0..<2 {
                session.advance(to: time + Double(frame) / 60, following: &playback)
                try check.frame(session, "\(replay), input \(index + 1), frame \(frame + 1)",
                                ui: LabUIState(playback: playback))
            }
        }
        let scene = FrameCheck(renderer: try LabRenderer(layout: LabLayout(sceneSize: session.scene.size)), sceneOnly: true)
        try everyStep(session, scene, replay, playback)
        #expect(check.aroundFingers + scene.aroundFingers > 0, "\(replay): no frame was drawn around the fingers only")
    }

    /// Each step of the last lesson, pinned, with the Alt emulation's pointer at one place
    /// (drawn whole: the step changed) and then at another (only the fingers' shapes
    /// changed), the second compared. Every step whose drawing stands still, and of those
    /// that move with their progress (drawn whole every frame) a spread of 30: large-grid's
    /// search visits over a thousand views.
    private func everyStep(_ session: LabSession, _ check: FrameCheck, _ replay: String, _ playback: Playback) throws {
        var playback = playback
        guard let lesson = session.lesson else { return }
        let size = session.scene.size
        let pointers = [0.3, 0.6].map { Point(x: size.width * $0, y: size.height * (1 - $0)) }
        let moving = lesson.steps.indices.filter { SceneInput.progressShows(LessonMoment(lesson: lesson, position: 0, pinned: $0)!) }
        let steps = lesson.steps.indices.filter { !moving.contains($0) } + RegionCacheTests.spread(moving, count: 30)
        for step in steps.sorted() {
            playback.pin(step: step, at: lesson.starts[step])
            check.renderer.render(session, ui: LabUIState(emulatedPointer: pointers[0], playback: playback))
            try check.frame(session, "\(replay), step \(step + 1)",
                            ui: LabUIState(emulatedPointer: pointers[1], playback: playback))
        }
    }
}

/// Draws frames with one long-lived renderer and checks each against a new renderer's.
@MainActor
final class FrameCheck {
    let renderer: LabRenderer
    /// How many frames redrew the scene only around the fingers.
    private(set) var aroundFingers = 0

    /// A renderer of the scene alone (none of the lab's parts installed), compared with
    /// a new one of the same kind.
    private let sceneOnly: Bool

    init(renderer: LabRenderer, sceneOnly: Bool = false) {
        self.renderer = renderer
        self.sceneOnly = sceneOnly
    }

    func frame(_ session: LabSession, _ place: String, ui: LabUIState = LabUIState()) throws {
        let before = PanelLayerTests.bytes(of: renderer.surface)
        if sceneOnly {
            renderer.render(session, ui: ui)
            let fresh = try LabRenderer(layout: renderer.layout)
            fresh.render(session, ui: ui)
            if let first = RegionCacheTests.differingRows(renderer.surface, fresh.surface).first {
                Issue.record("\(place): the cached scene differs from a fresh one from row \(first)")
            }
            #expect(renderer.text.entries == fresh.text.entries, "\(place): the frames' text differs")
        } else {
            try RegionCacheTests.expectSame(renderer, session, place, ui: ui)
        }
        if let row = PanelLayerTests.firstRowChangedOutside(renderer.dirty, before, renderer.surface) {
            Issue.record("\(place): a pixel outside the reported rectangles \(renderer.dirty) changed in row \(row)")
        }
        let scene = renderer.layout.scene
        if renderer.dirty.contains(where: { $0.maxX <= scene.maxX.rounded(.up) && $0.maxY <= scene.maxY.rounded(.up)
                                            && $0.width * $0.height < scene.width * scene.height / 2 }) {
            aroundFingers += 1
        }
    }
}

