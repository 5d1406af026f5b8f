import TouchKit

/// What the "Responder chain" section shows: the latest touch deliveries (not moves) of the
/// lesson hop by hop, and the gestures, control events and actions, each revealed once
/// playback reaches its step.
struct ChainModel: Equatable {
    struct Pill: Equatable {
        enum Kind: Equatable { case view, controller, system }
        let name: String
        let kind: Kind
        let verdict: LessonStep.HopVerdict
        /// Playback is on this hop now.
        let isCurrent: Bool
    }

    struct Delivery: Equatable {
        /// `began`, `ended`, `cancelled`.
        let method: String
        var pills: [Pill]
    }

    struct Tag: Equatable {
        enum Kind: Equatable { case gesture, control, action }
        let text: String
        let kind: Kind
    }

    var deliveries: [Delivery] = []
    var tags: [Tag] = []

    /// How many deliveries and tags are kept: the latest ones.
    static let maximumDeliveries = 2
    static let maximumTags = 6

    @MainActor
    static func make(for session: LabSession) -> ChainModel {
        var model = ChainModel()
        guard let lesson = session.lesson else { return model }
        let position = session.playback.position
        let current = session.playback.isFinished(end: lesson.duration) ? nil : lesson.stepIndex(at: position)
        for (index, step) in lesson.steps.enumerated() where lesson.starts[index] <= position {
            model.add(step.kind, isCurrent: index == current)
        }
        model.deliveries = Array(model.deliveries.suffix(maximumDeliveries))
        model.tags = Array(model.tags.suffix(maximumTags))
        return model
    }

    @MainActor
    private mutating func add(_ kind: LessonStep.Kind, isCurrent: Bool) {
        switch kind {
        case let .hop(method, _, responder, index, verdict):
            guard method != .moved else { return }
            let pill = Pill(name: responder.traceName, kind: Self.kind(of: responder), verdict: verdict,
                            isCurrent: isCurrent)
            if index == 0 || deliveries.isEmpty {
                deliveries.append(Delivery(method: Self.word(for: method), pills: [pill]))
            } else {
                deliveries[deliveries.count - 1].pills.append(pill)
            }
        case let .gesture(name, state):
            tags.append(Tag(text: "\(name) \(state)", kind: .gesture))
        case let .control(name, event):
            guard !event.hasPrefix("touchDrag") else { return }
            tags.append(Tag(text: "\(name) \(event)", kind: .control))
        case let .action(name):
            tags.append(Tag(text: "action \(name)", kind: .action))
        default:
            break
        }
    }

    @MainActor
    private static func kind(of responder: Responder) -> Pill.Kind {
        if responder is ViewController { return .controller }
        if responder is View, !(responder is Window) { return .view }
        return .system
    }

    private static func word(for method: TouchMethod) -> String {
        switch method {
        case .began: "began"
        case .moved: "moved"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}
