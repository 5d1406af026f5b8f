import Testing
import TouchKit
@testable import TouchLabEngine
@testable import TouchLabUI

/// Every delivery of a lesson is on the timeline, drawn: at every step of every built-in
/// replay (and of a slow mouse drag and a long 60 Hz touch drag on the pan scene, whose
/// marks crowd at the drawn scale), each finger phase, each responder message and each
/// recognizer state change the lesson recorded so far is counted by the description's
/// marks (a run `touchesMoved ×4` counts four), and every such mark of a lane in sight
/// has its text drawn on the lane's row (control events and actions, joined to them, may
/// give way on a crowded row).
@MainActor
struct TimelineDeliveryPropertyTests {
    @Test(arguments: BuiltInReplay.names)
    func builtInReplay(_ replay: String) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var frames = 0
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs) { frame in
            frames += 1
            Self.check(frame, name: replay)
        }
        #expect(frames > 0)
    }

    /// A mouse drag with 40 ms between motions and a one-second touch drag at 60 Hz: the
    /// view's lane shows touchesBegan, the run of touchesMoved and the touchesCancelled
    /// the pan's beginning causes, though they lie a few pixels apart.
    @Test(arguments: [true, false])
    func crowdedPanDrag(mouse: Bool) throws {
        let (description, _) = try BuiltInReplay.load("pan-cancels-touches-drag")
        let inputs = mouse ? Self.mouseDrag() : Self.touchDrag()
        var last: [String] = []
        try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs) { frame in
            Self.check(frame, name: mouse ? "mouse drag" : "touch drag")
            last = Self.row("Canvas", in: frame.description)
        }
        let moves = mouse ? 1 : 3
        #expect(last == ["touchesBegan", moves == 1 ? "touchesMoved" : "touchesMoved \u{00D7}\(moves)", "touchesCancelled"])
    }

    static func mouseDrag() -> [XI2Input] {
        var inputs = [XI2Input(time: 0, kind: .buttonPress, detail: 1, x: 200, y: 200)]
        for index in 1...25 {
            inputs.append(XI2Input(time: Double(index * 40), kind: .motion, detail: 0, x: 200 + Double(index) * 6,
                                   y: 200 + Double(index) * 1.5))
        }
        inputs.append(XI2Input(time: 1040, kind: .buttonRelease, detail: 1, x: 350, y: 237.5))
        return inputs
    }

    static func touchDrag() -> [XI2Input] {
        var inputs = [XI2Input(time: 0, kind: .touchBegin, detail: 1, x: 200, y: 200)]
        for index in 1..<60 {
            inputs.append(XI2Input(time: (Double(index) * 1000 / 60).rounded(), kind: .touchUpdate, detail: 1,
                                   x: 200 + Double(index) * 3, y: 200 + Double(index) * 0.5))
        }
        inputs.append(XI2Input(time: 1000, kind: .touchEnd, detail: 1, x: 377, y: 229.5))
        return inputs
    }

    static func check(_ frame: LessonWalk.Frame, name: String) {
        guard let moment = frame.session.shown(at: frame.ui.playback).moment else { return }
        var recorded: [String: Int] = [:]
        // A run of moves is one step standing for each of its parts.
        for kind in moment.shownSteps.flatMap({ $0.foldedParts?.map(\.kind) ?? [$0.kind] }) {
            switch kind {
            case .touch(let id, let phase, _): recorded["touch \(id)|\(phase.name)", default: 0] += 1
            case .hop(let method, _, let responder, _, _):
                recorded["\(responder.traceName)|\(method.messageName)", default: 0] += 1
            case .gesture(let gesture, let state): recorded["\(gesture)|\(state.description)", default: 0] += 1
            default: break
            }
        }
        var described: [String: Int] = [:]
        for lane in frame.description.timeline {
            for mark in TimelineLanePainter.drawnMarks(lane.marks) {
                let (text, count) = counted(mark.text)
                described["\(lane.name)|\(text)", default: 0] += count
            }
        }
        for (key, count) in recorded where described[key] != count {
            Issue.record("\(name), \(frame.place): \(key) recorded \(count) times, described \(described[key] ?? 0)")
        }
        for lane in frame.description.timeline {
            let drawn = row(lane.name, in: frame.description).flatMap { $0.components(separatedBy: " + ") }
            guard !drawn.isEmpty else { continue }  // scrolled out of sight
            for mark in TimelineLanePainter.drawnMarks(lane.marks) where !mark.joins && !drawn.contains(mark.text) {
                Issue.record("\(name), \(frame.place): \(lane.name)'s \"\(mark.text)\" is not drawn (row: \(drawn))")
            }
        }
    }

    /// "touchesMoved ×4" is touchesMoved four times.
    static func counted(_ text: String) -> (String, Int) {
        let parts = text.components(separatedBy: " \u{00D7}")
        guard parts.count == 2, let count = Int(parts[1]) else { return (text, 1) }
        return (parts[0], count)
    }

    /// The labels drawn on the row of the lane named `lane`, left to right, after its name.
    static func row(_ lane: String, in description: FrameDescription) -> [String] {
        let labels = description.labels.filter { $0.region == "timeline" }
        guard let name = labels.first(where: { $0.text == lane && $0.rect.minX < 40 }) else { return [] }
        // A lane's labels lie on its row or on the rows under it, down to the next lane's name.
        let next = labels.filter { $0.rect.minX < 40 && $0.rect.midY > name.rect.midY + 2 }.map(\.rect.midY).min() ?? .infinity
        return labels.filter { $0.rect.midY > name.rect.midY - 2 && $0.rect.midY < next - 2 && $0.rect.minX > name.rect.maxX }
            .sorted { $0.rect.minX < $1.rect.minX }.map(\.text)
    }
}
