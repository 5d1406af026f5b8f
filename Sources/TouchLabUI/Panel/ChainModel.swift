import TouchKit
import TouchLabFormats
import TouchLabEngine

/// What the "Responder chain" section shows: the latest touch deliveries of the lesson hop
/// by hop, one row per phase (a run of touchesMoved is one row with its count), and the
/// gestures, control events and actions, each revealed once playback reaches its step.
package struct ChainModel: Equatable {
    package struct Pill: Equatable {
        package enum Kind: Equatable { case view, controller, system }
        package let name: String
        package let kind: Kind
        package let verdict: LessonStep.HopVerdict
        /// Playback is on this hop now.
        package let isCurrent: Bool

        /// What the pill says: `★ C` handled and stopped it, `C +` handled it and called super.
        package var title: String {
            switch verdict {
            case .handled: "\u{2605} " + name
            case .handledAndForwarded: name + " +"
            case .forwarded, .discarded: name
            }
        }
    }

    package struct Delivery: Equatable {
        /// `began`, `moved`, `ended`, `cancelled`, in the panel's language.
        package let method: String
        package var pills: [Pill]
        /// How many deliveries of this phase in a row the row stands for (moves collapse).
        package var count = 1

        /// The row's caption: the phase, and for a collapsed run its count (`moved ×12`).
        package var caption: String { count > 1 ? "\(method) \u{00D7}\(count)" : method }
    }

    package struct Tag: Equatable {
        package enum Kind: Equatable { case gesture, control, action }
        /// What happened, once; for a control, its name.
        package let base: String
        package let kind: Kind
        /// How many times it happened in a run (a drag's changed, and its action with it).
        package var count = 1
        /// A control's events in the order they first came, each with how many times.
        package var events: [(name: String, count: Int)] = []
        /// The recognizer or control it is about.
        let subject: String
        /// When it first came, in the order of the lesson's tags.
        var since = 0

        package init(text: String, kind: Kind, subject: String? = nil) {
            base = text
            self.kind = kind
            self.subject = subject ?? text
        }

        package var text: String {
            guard kind == .control else { return count > 1 ? "\(base) \u{00D7}\(count)" : base }
            let parts = events.map { $0.count > 1 ? "\($0.name) \u{00D7}\($0.count)" : $0.name }
            return "\(base) " + parts.joined(separator: " \u{00B7} ")
        }

        package static func == (left: Tag, right: Tag) -> Bool {
            left.base == right.base && left.kind == right.kind && left.count == right.count
                && left.events.map(\.name) == right.events.map(\.name) && left.events.map(\.count) == right.events.map(\.count)
        }
    }

    package var deliveries: [Delivery] = []
    package var tags: [Tag] = []

    /// How many deliveries and tags are kept: the latest ones (began, moved ×n, cancelled
    /// or ended fit together).
    package static let maximumDeliveries = 3
    package static let maximumTags = 6

    @MainActor
    package static func make(for shown: ShownLesson, language: Language = .english) -> ChainModel {
        var model = ChainModel()
        let words = CaptionWords(language: language)
        guard let moment = shown.moment else { return model }
        let current = moment.isFinished ? nil : moment.current
        for index in moment.shownSteps.indices {
            let step = moment.lesson.steps[index]
            // A run of moves is one step; the chain counts each move in it.
            for kind in step.foldedParts?.map(\.kind) ?? [step.kind] {
                model.add(kind, isCurrent: index == current, words: words)
            }
        }
        model.deliveries = Array(model.deliveries.suffix(maximumDeliveries))
        model.tags = Array(model.tags.suffix(maximumTags))
        return model
    }

    @MainActor
    private mutating func add(_ kind: LessonStep.Kind, isCurrent: Bool, words: CaptionWords) {
        switch kind {
        case let .hop(method, _, responder, index, verdict):
            let pill = Pill(name: responder.traceName, kind: Self.kind(of: responder), verdict: verdict,
                            isCurrent: isCurrent)
            let word = Self.word(for: method, words: words)
            if index == 0, method == .moved, let last = deliveries.last, last.method == word {
                // Another move: the row keeps its place, shows this move's hops and counts it.
                deliveries[deliveries.count - 1].pills = [pill]
                deliveries[deliveries.count - 1].count += 1
            } else if index == 0 || deliveries.isEmpty {
                deliveries.append(Delivery(method: word, pills: [pill]))
            } else {
                deliveries[deliveries.count - 1].pills.append(pill)
            }
        case let .gesture(name, state):
            addTag(Tag(text: words.language.pick("\(name) \(state)", "\(name) \(words.state(state))"), kind: .gesture,
                       subject: name))
        case let .control(name, event):
            guard !event.isSubset(of: .drags) else { return }
            addEvent("\(event)", of: name)
        case let .action(name):
            addTag(Tag(text: words.language.pick("action \(name)", "\(name) 动作"), kind: .action, subject: name))
        default:
            break
        }
    }

    /// Appends `tag`, or counts it on the earlier tag of the same thing, moved to the end,
    /// unless its recognizer has changed state since: a drag's "changed" and its action,
    /// a slider's valueChanged and its action, over and over, between other recognizers'
    /// states, are "drag changed ×8" and "action drag ×8" (the began's action apart), not
    /// sixteen tags; the tags stay in the order each last happened.
    private mutating func addTag(_ tag: Tag) {
        var tag = tag
        tag.since = tags.map(\.since).max().map { $0 + 1 } ?? 0
        if let index = tags.lastIndex(where: { $0.kind == tag.kind && $0.base == tag.base }),
           !tags.contains(where: { $0.kind == .gesture && $0.subject == tag.subject && $0.since > tags[index].since }) {
            var counted = tags.remove(at: index)
            counted.count += 1
            tags.append(counted)
        } else {
            tags.append(tag)
        }
    }

    /// Adds a control's event to that control's tag, moved to the end, counting a repeat,
    /// so one control's events share a tag and the chain's rows keep their room
    /// ("Volume touchDown · valueChanged ×3").
    private mutating func addEvent(_ event: String, of control: String) {
        var tag = Tag(text: control, kind: .control)
        tag.since = tags.map(\.since).max().map { $0 + 1 } ?? 0
        if let run = tags.lastIndex(where: { $0.kind == .control && $0.base == control }) {
            tag = tags.remove(at: run)
        }
        if let index = tag.events.firstIndex(where: { $0.name == event }) {
            tag.events[index].count += 1
        } else {
            tag.events.append((event, 1))
        }
        tags.append(tag)
    }

    @MainActor
    private static func kind(of responder: Responder) -> Pill.Kind {
        if responder is ViewController { return .controller }
        if responder is View, !(responder is Window) { return .view }
        return .system
    }

    /// The phase a row delivers, in the panel's language.
    private static func word(for method: TouchMethod, words: CaptionWords) -> String {
        switch method {
        case .began: words.phase(.began)
        case .moved: words.phase(.moved)
        case .ended: words.phase(.ended)
        case .cancelled: words.phase(.cancelled)
        }
    }
}
