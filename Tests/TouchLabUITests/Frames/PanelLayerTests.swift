import Glibc
import Testing
import TouchKit
import TouchKitCairo
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The panel's layer, drawn again only where its views changed, must hold exactly the
/// pixels and text of a layer drawn afresh, and must change no pixel outside the rectangles
/// it reports (all the window presents of it). For every built-in scene's replays, one
/// long-lived layer follows the panel: after inputs and as playback moves on, with a view
/// selected by a click on its row and unselected, the tree and the trace scrolled by the
/// wheel, and paused on steps; every time it is compared with a new layer.
@MainActor
struct PanelLayerTests {
    let renderer: ViewRenderer
    /// How many of the kept layer's draws redrew only part of it (what is being tested).
    private let partialDraws = Count()
    /// The view selected (the window's `LabUIState` holds it in the lab).
    private let selection = Selection()
    /// Where the lesson shown is played to (the window's `LabUIState` holds it in the lab).
    private let played = Played()

    final class Count {
        var value = 0
    }

    final class Selection {
        var view: View?
    }

    final class Played {
        var playback = Playback()
    }

    init() throws {
        renderer = try ViewRenderer(options: .init(showsNames: false))
    }

    @Test(arguments: BuiltInReplay.names)
    func keptLayerMatchesAFreshOne(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        let session = LabSession(scene: SceneBuilder().build(description))
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        let kept = try PanelInSurface(size: panel.window.bounds.size)
        let batches = BuiltInReplay.batches(of: inputs)
        let stride = max(1, batches.count / 6)
        for (index, batch) in batches.enumerated() {
            session.deliver(batch, following: &played.playback)
            guard index % stride == 0 || index == batches.count - 1 else { continue }
            for frame in 0..<2 {
                session.advance(to: session.time + Double(frame) * 0.05, following: &played.playback)
                try expectSame(kept, panel, session, "\(replay), input \(index + 1), frame \(frame + 1)")
            }
        }
        try clickRowsAndScroll(kept, panel, session, replay)
        try pauseOnSteps(kept, panel, session, replay)
        #expect(partialDraws.value > 0, "\(replay): the panel was never drawn in part")
    }

    /// Stepping through a paused lesson changes the step count ("step 2 / 9") and the
    /// sections below, never the playback row's buttons: the layer leaves them as they are
    /// (they are the dearest units to draw), and still matches a fresh layer.
    @Test func aStepLeavesThePlaybackButtonsUndrawn() throws {
        let session = LabSession(scene: try LabFixtures.seedScene())
        played.playback = LabFixtures.tap(session, at: Point(x: 200, y: 200))
        let lesson = try #require(session.lesson)
        let panel = PanelDriver(layout: LabLayout(sceneSize: session.scene.size))
        let kept = try PanelInSurface(size: panel.window.bounds.size)
        panel.update(from: session, shown: session.shown(at: played.playback), selection: nil)
        let buttons = ["step-back", "step-forward", "replay", "slower", "faster", "play-pause"].map { name in
            panel.window.descendant(named: name).map { $0.convert($0.bounds, to: nil) }
        }
        #expect(!buttons.contains(nil))
        for step in 0..<min(4, lesson.steps.count) {
            played.playback.pin(step: step, at: lesson.starts[step])
            try expectSame(kept, panel, session, "paused on step \(step + 1)")
            guard step > 0 else { continue }
            let changed = try #require(kept.changed, "step \(step + 1): the whole panel was drawn")
            let count = try #require(Self.label(PlaybackSection.stepText(session.shown(at: played.playback)), in: panel.window))
            #expect(changed.contains { $0.intersection(count.convert(count.bounds, to: nil)) != nil },
                    "step \(step + 1): the step count was not drawn")
            for (name, frame) in zip(["step-back", "step-forward", "replay", "slower", "faster", "play-pause"],
                                     buttons.compactMap { $0 }) {
                #expect(!changed.contains { $0.intersection(frame) != nil }, "step \(step + 1): \(name) was drawn again")
            }
        }
    }

    /// The label in `root`'s tree showing `text`.
    private static func label(_ text: String, in root: View) -> Label? {
        if let label = root as? Label, label.text == text { return label }
        return root.subviews.lazy.compactMap { label(text, in: $0) }.first
    }

    /// A click on a row selects its view (as the lab carries out the command), then the
    /// wheel over the tree and over the trace, then the selection dropped.
    private func clickRowsAndScroll(_ kept: PanelInSurface, _ panel: PanelDriver, _ session: LabSession,
                                    _ replay: String) throws {
        let views = session.scene.allViews
        for view in [views.last, views.first].compactMap({ $0 }) {
            guard let point = LabFixtures.center(of: "row-\(view.traceName)", in: panel) else { continue }
            for case .selectView(let index) in LabFixtures.click(panel, session, selection: selection.view,
                                                                   playback: played.playback, at: point,
                                                                   time: session.time) {
                selection.view = views[index]
            }
            try expectSame(kept, panel, session, "\(replay), \(view.traceName) selected")
        }
        for name in ["row-\(views[0].traceName)", "more-below", "more-above"] {
            guard let point = panel.window.descendant(named: name).map({ $0.convert($0.bounds, to: nil).center }) else { continue }
            for button in [5, 5, 4] {
                panel.handle(XI2Input(time: session.time * 1000, kind: .buttonPress, detail: button, x: point.x, y: point.y),
                             session: session, shown: session.shown(at: played.playback),
                             selection: selection.view)
                try expectSame(kept, panel, session, "\(replay), wheel \(button) over \(name)")
            }
        }
        selection.view = nil
        try expectSame(kept, panel, session, "\(replay), selection dropped")
    }

    private func pauseOnSteps(_ kept: PanelInSurface, _ panel: PanelDriver, _ session: LabSession,
                              _ replay: String) throws {
        guard let lesson = session.lesson else { return }
        for step in RegionCacheTests.spread(Array(lesson.steps.indices), count: 4) {
            played.playback.pin(step: step, at: lesson.starts[step])
            try expectSame(kept, panel, session, "\(replay), paused on step \(step + 1)")
        }
    }

    /// Brings the panel up to `session`, draws it with `kept` and with a new layer, and
    /// compares them; pixels `kept` did not report as changed must be as they were.
    private func expectSame(_ kept: PanelInSurface, _ panel: PanelDriver, _ session: LabSession,
                            _ place: String) throws {
        panel.update(from: session, shown: session.shown(at: played.playback), selection: selection.view)
        let before = Self.bytes(of: kept.surface)
        kept.draw(panel.window, with: renderer)
        let fresh = try PanelInSurface(size: panel.window.bounds.size)
        fresh.draw(panel.window, with: renderer)
        let rows = RegionCacheTests.differingRows(kept.surface, fresh.surface)
        if let first = rows.first {
            Issue.record("\(place): the kept layer differs from a fresh one in \(rows.count) rows from y = \(first)")
        }
        #expect(kept.text == fresh.text, "\(place): the layers' text differs")
        guard let changed = kept.changed else { return }
        partialDraws.value += 1
        if let row = Self.firstRowChangedOutside(changed, before, kept.surface) {
            Issue.record("\(place): a pixel outside the reported rectangles \(changed) changed in row \(row)")
        }
    }

    static func bytes(of surface: ImageSurface) -> [UInt8] {
        surface.withPixels { pixels, stride in
            Array(UnsafeBufferPointer(start: UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt8.self),
                                      count: stride * surface.height))
        }
    }

    /// The first row in which `surface` differs from `before` outside `rects`.
    static func firstRowChangedOutside(_ rects: [Rect], _ before: [UInt8], _ surface: ImageSurface) -> Int? {
        surface.withPixels { pixels, stride in
            before.withUnsafeBytes { old in
                (0..<surface.height).first { y in
                    let covered = rects.filter { Double(y) >= $0.minY && Double(y) < $0.maxY }
                        .map { (Int($0.minX), Int($0.maxX)) }.sorted { $0.0 < $1.0 }
                    var x = 0
                    for (start, end) in covered + [(surface.width, surface.width)] {
                        if start > x, memcmp(UnsafeRawPointer(pixels) + y * stride + x * 4,
                                             old.baseAddress! + y * stride + x * 4, (start - x) * 4) != 0 {
                            return true
                        }
                        x = max(x, end)
                    }
                    return false
                }
            }
        }
    }
}

/// The panel drawn as the frame holds it: in a surface of its own size, at its origin, the
/// surface holding the last drawing each time.
@MainActor
final class PanelInSurface {
    let layer: PanelLayer
    let surface: ImageSurface

    init(size: Size) throws {
        layer = PanelLayer(size: size, tag: "panel")
        surface = try ImageSurface(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
    }

    var changed: [Rect]? { layer.changed }
    var text: [TextLog.Entry] { layer.text }

    func draw(_ root: View, with renderer: ViewRenderer) {
        layer.draw(root, with: renderer, on: Canvas(surface: surface), at: .zero, holdsLast: true)
        surface.flush()
    }
}
