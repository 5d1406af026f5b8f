/// Turns trace entries into the trace's text, one line per entry.
enum TraceFormatter {
    @MainActor
    static func text(of entry: TraceEntry) -> String {
        switch entry {
        case .touch(let id, let phase, let location):
            return "touch \(id) \(phase.name) \(location)"
        case .hitTest(let point, let steps, _):
            return "hit-test \(point): " + hitTestPath(steps)
        case .delivery(let method, let ids, let receivers, let discarded, let handled):
            let names = receivers.enumerated().map { index, receiver in
                let stopsHere = index == receivers.count - 1 && !discarded
                return handled.contains(index) && !stopsHere ? receiver.traceName + "+" : receiver.traceName
            }
            return "\(method.messageName) [\(idList(ids))]: " + chain(names, discarded: discarded)
        case .gesture(let name, let state, let values):
            return (["gesture \(name) \(state)"] + values.map(\.text)).joined(separator: " ")
        case .control(let name, let event):
            return "control \(name) \(event)"
        case .action(let name):
            return "action \(name)"
        case .scroll(let name, let offset):
            return "scroll \(name) contentOffset \(offset)"
        case .chain(let label, let receivers, let discarded):
            return "\(label): " + chain(receivers, discarded: discarded)
        }
    }

    static func idList(_ ids: [Int]) -> String {
        ids.map(String.init).joined(separator: ", ")
    }

    /// `D -> C*` when the last responder stopped it; `… -> AppDelegate (discarded)` when the
    /// chain ran out. Names already carry `+` for a responder that handled and called super.
    static func chain(_ names: [String], discarded: Bool) -> String {
        guard !names.isEmpty else { return discarded ? "(discarded)" : "(none)" }
        let joined = names.joined(separator: " -> ")
        return discarded ? joined + " (discarded)" : joined + "*"
    }

    /// The search notation: `A -> C -> E(nil) -> D(D) -> C(D) -> A(D)`. A view entered and
    /// returned with nothing in between (no subviews) appears once, as `Name(result)`.
    ///
    /// Overrides add a note in brackets after a step, never containing ` -> `, so a reader
    /// that drops every ` [...]` is left with the plain search notation: `Name(result) [custom hitTest]`
    /// is what the view's own `hitTest(_:with:)` answered (its default search, if it ran,
    /// appears before it), and `[point(inside:) true beyond bounds]` or `[point(inside:)
    /// false within bounds]` marks a step where `point(inside:with:)` overrode the bounds.
    @MainActor
    static func hitTestPath(_ steps: [HitTestStep]) -> String {
        var parts: [String] = []
        var index = 0
        while index < steps.count {
            let step = steps[index]
            let name = step.view.traceName
            switch step.kind {
            case .rejected:
                parts.append("\(name)(nil)" + pointInsideNote(step))
            case .returned(let result):
                parts.append("\(name)(\(result.traceName))")
            case .overridden(let result):
                parts.append("\(name)(\(result?.traceName ?? "nil")) [custom hitTest]")
            case .entered:
                if index + 1 < steps.count, case .returned(let result) = steps[index + 1].kind,
                   steps[index + 1].view === step.view {
                    parts.append("\(name)(\(result.traceName))" + pointInsideNote(step))
                    index += 1
                } else {
                    parts.append(name + pointInsideNote(step))
                }
            }
            index += 1
        }
        return parts.joined(separator: " -> ")
    }

    private static func pointInsideNote(_ step: HitTestStep) -> String {
        guard step.pointInsideDisagreesWithBounds else { return "" }
        if case .entered = step.kind { return " [point(inside:) true beyond bounds]" }
        return " [point(inside:) false within bounds]"
    }
}
