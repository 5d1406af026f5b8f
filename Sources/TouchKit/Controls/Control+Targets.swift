/// A registered target–action pair and the events it listens for.
struct ControlTarget {
    weak var target: AnyObject?
    let hasTarget: Bool
    let label: String?
    let events: Control.Event
    let body: @MainActor (AnyObject?, Control, Control.Event) -> Void

    var isLive: Bool { !hasTarget || target != nil }
}

extension Control {
    /// Calls `action` on `target` (held weakly) whenever one of `events` is sent.
    public func addTarget<Target: AnyObject>(_ target: Target,
                                             action: @escaping @MainActor (Target) -> (Control) -> Void,
                                             for events: Event) {
        controlTargets.append(ControlTarget(target: target, hasTarget: true, label: nil, events: events) {
            object, control, _ in
            if let typed = object as? Target { action(typed)(control) }
        })
    }

    /// Runs `body` whenever one of `events` is sent; `label` names it in the trace
    /// (`action LABEL`), defaulting to the control's name.
    public func addAction(for events: Event, label: String? = nil,
                          _ body: @escaping @MainActor (Control, Event) -> Void) {
        controlTargets.append(ControlTarget(target: nil, hasTarget: false, label: label, events: events) {
            _, control, event in body(control, event)
        })
    }

    /// Removes `target`'s actions for `events` (nil target: every target's).
    public func removeTarget(_ target: AnyObject?, for events: Event) {
        controlTargets = controlTargets.compactMap { entry in
            guard target == nil || entry.target === target else { return entry }
            let remaining = entry.events.subtracting(events)
            guard !remaining.isEmpty else { return nil }
            return ControlTarget(target: entry.target, hasTarget: entry.hasTarget, label: entry.label,
                                 events: remaining, body: entry.body)
        }
    }

    /// The events some target listens for.
    public var allControlEvents: Event {
        controlTargets.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends each single event in `events`, in declaration order: traced as
    /// `control NAME EVENT`, then every target registered for it runs (`action NAME`).
    public func sendActions(for events: Event) {
        controlTargets.removeAll { !$0.isLive }
        for (single, _) in Event.named where events.contains(single) {
            // Untraced, the window (up the superviews) is not looked for.
            let application = Application.anyoneTraces ? window?.application : nil
            application?.trace(.control(name: traceName, event: single))
            for entry in controlTargets where entry.events.contains(single) {
                application?.trace(.action(name: entry.label ?? traceName))
                entry.body(entry.target, self, single)
            }
        }
    }
}
