import TouchKit

/// Every behaviour of the conformance suite, area by area (`Catalog+<Area>.swift`).
enum Catalog {
    static let all: [Behaviour] = hitTesting + responderChain + touchDelivery + gestures + interplay
        + controls + scrollViews + codeBuilt

    static func behaviour(_ id: String) -> Behaviour? { all.first { $0.id == id } }

    /// A 400×400 scene whose root `R` (which handles nothing) holds `children`.
    static func scene(_ children: String..., root: String = "") -> Probe.SceneSource {
        .json(#"{"size": [400, 400], "root": {"name": "R", "frame": [0, 0, 400, 400], \#(root) "children": [\#(children.joined(separator: ", "))]}}"#)
    }

    /// A view `V` filling most of the scene that handles every touch message, with `extra`
    /// keys (gestures, options).
    static func handlingView(_ extra: String = "") -> String {
        #"{"name": "V", "frame": [0, 0, 300, 300], "handles": ["all"]\#(extra.isEmpty ? "" : ", " + extra)}"#
    }
}

/// Input for probes, in milliseconds from the first event, as a replay holds it.
enum Fingers {
    static func down(_ ms: Double, _ id: Int, _ x: Double, _ y: Double) -> XI2Input {
        XI2Input(time: ms, kind: .touchBegin, detail: id, x: x, y: y)
    }

    static func move(_ ms: Double, _ id: Int, _ x: Double, _ y: Double) -> XI2Input {
        XI2Input(time: ms, kind: .touchUpdate, detail: id, x: x, y: y)
    }

    static func up(_ ms: Double, _ id: Int, _ x: Double, _ y: Double) -> XI2Input {
        XI2Input(time: ms, kind: .touchEnd, detail: id, x: x, y: y)
    }

    /// A quick tap: down at `ms`, up 80 ms later, no movement.
    static func tap(_ x: Double, _ y: Double, at ms: Double = 0, id: Int = 1) -> [XI2Input] {
        [down(ms, id, x, y), up(ms + 80, id, x, y)]
    }

    /// One finger from `from` to `to`: down at `ms`, `steps` moves evenly over `duration`
    /// ms, up where it stopped.
    static func drag(from: (Double, Double), to: (Double, Double), at ms: Double = 0, duration: Double = 200,
                     steps: Int = 4, id: Int = 1) -> [XI2Input] {
        var events = [down(ms, id, from.0, from.1)]
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            events.append(move(ms + duration * f, id, from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f))
        }
        events.append(up(ms + duration + 20, id, to.0, to.1))
        return events
    }

    /// A finger held still for `duration` ms.
    static func hold(_ x: Double, _ y: Double, for duration: Double, at ms: Double = 0, id: Int = 1) -> [XI2Input] {
        [down(ms, id, x, y), up(ms + duration, id, x, y)]
    }

    /// Several fingers' events in time order (same-time events keep their order).
    static func together(_ parts: [XI2Input]...) -> [XI2Input] {
        parts.flatMap { $0 }.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}

extension Catalog {
    /// A behaviour TouchLab matches, with the probe that shows it.
    static func row(_ id: String, _ area: ConformanceArea, _ statement: String, _ source: ConformanceSource,
                    _ probe: Probe) -> Behaviour {
        Behaviour(id: id, area: area, statement: statement, source: source, status: .matches, probe: probe)
    }

    /// A behaviour TouchLab differs from or does not model; its probe states UIKit's outcome.
    static func row(_ id: String, _ area: ConformanceArea, _ statement: String, _ source: ConformanceSource,
                    _ status: ConformanceStatus, _ probe: Probe?) -> Behaviour {
        Behaviour(id: id, area: area, statement: statement, source: source, status: status, probe: probe)
    }

    static let hitTestPage = "UIView.hitTest(_:with:)"
    static let hitTestSkips = "This method ignores view objects that are hidden, that have disabled user interactions, or have an alpha level less than 0.01."
}
