import Foundation
import Testing
import TouchKit
import TouchLabEngine
import TouchLabUI
@testable import TouchLab

/// A returned answer's arrow grows while its step plays in the window: along the route it
/// ends on, so part way its head already runs towards the caller, never across a sibling
/// (E's answer to C, E beside D, pointing into D read as "E returns to D").
@MainActor
struct GrowingReturnArrowTests {
    @Test func theReturnGrowsAlongItsFinalRoute() throws {
        var lab = try FrontDoorFrameTests()
        lab.tap(FrontDoorFrameTests.tapInD)
        lab.tap(Point(x: 660, y: 140))
        let controller = lab.controller
        let lesson = try #require(controller.session.lesson)
        let index = try #require(lesson.steps.firstIndex {
            if case .returned(let view, _) = $0.kind { view.name == "E" } else { false }
        })
        controller.perform(.showStep(index))
        let finished = try Self.returnedLines(controller)
        let route = try #require(finished.first { $0.points.count > 1 }?.points, "\(finished)")
        controller.perform(.showStep(index - 1))
        controller.perform(.pauseOrPlay)
        // The step before shown whole, playing on: 60% into the return.
        let end = index + 1 < lesson.starts.count ? lesson.starts[index + 1] : lesson.duration
        controller.advance(to: controller.session.time + (end - lesson.starts[index]) * 0.6)
        let shown = try #require(controller.shown.moment)
        #expect(shown.current == index && shown.progress > 0.3 && shown.progress < 0.9, "\(shown.current) \(shown.progress)")
        let growing = try Self.returnedLines(controller)
        let head = try #require(growing.first { $0.points.first == route.first }?.points.last, "no arrow from E: \(growing)")
        // Its head lies on the finished route (within the pieces a curve is drawn in), not
        // off it on a straight line towards the end.
        let off = zip(route, route.dropFirst()).map { Self.distance(head, toSegmentFrom: $0, to: $1) }.min() ?? .infinity
        #expect(off < 1.5, "the growing arrow's head \(head) is \(off) px off its route")
        // And not inside D.
        let d = try #require(FrameDescription(renderer: controller.renderer, session: controller.session)
            .markers.first { $0.view == "D" }?.rect ?? Self.windowRect(controller, "D"))
        #expect(!d.contains(head), "the head \(head) is inside D \(d)")
    }

    static func returnedLines(_ controller: LabController) throws -> [FrameDescription.Line] {
        _ = controller.render()
        return FrameDescription(renderer: controller.renderer, session: controller.session).lines.filter { $0.kind == "returned" }
    }

    static func windowRect(_ controller: LabController, _ name: String) -> Rect? {
        guard let view = controller.session.scene.allViews.first(where: { $0.name == name }) else { return nil }
        let rect = view.convert(view.bounds, to: nil), layout = controller.layout
        return Rect(x: layout.scene.minX + rect.minX * layout.scale, y: layout.scene.minY + rect.minY * layout.scale,
                    width: rect.width * layout.scale, height: rect.height * layout.scale)
    }

    static func distance(_ p: Point, toSegmentFrom a: Point, to b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y, squared = dx * dx + dy * dy
        let t = squared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared)) : 0
        return p.distance(to: Point(x: a.x + t * dx, y: a.y + t * dy))
    }
}
