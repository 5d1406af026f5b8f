import TouchKit
import TouchLabEngine

/// What the "Responder chain" section shows: the latest touch deliveries (not moves) of the
/// lesson hop by hop, and the gestures, control events and actions, each revealed once
/// playback reaches its step.
package struct ChainModel: Equatable {
    package struct Pill: Equatable {
        package enum Kind: Equatable { case view, controller, system }
        package let name: String
        package let kind: Kind
        package let verdict: LessonStep.HopVerdict
        /// Playback is on this hop now.
        package let isCurrent: Bool
    }

    package struct Delivery: Equatable {
        /// `began`, `ended`, `cancelled`.
        package let method: String
        package var pills: [Pill]
    }

    package struct Tag: Equatable {
        package enum Kind: Equatable { case gesture, control, action }
        package let text: String
        package let kind: Kind
    }

    package var deliveries: [Delivery] = []
    package var tags: [Tag] = []

    /// How many deliveries and tags are kept: the latest ones.
    package static let maximumDeliveries = 2
    package static let maximumTags = 6

    @MainActor
    package static func make(for session: LabSession) -> ChainModel {
        var model = ChainModel()
        guard let moment = session.moment else { return model }
        let current = moment.isFinished ? nil : moment.current
        for index in moment.shownSteps.indices {
            model.add(moment.lesson.steps[index].kind, isCurrent: index == current)
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
            guard !event.isSubset(of: .drags) else { return }
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
