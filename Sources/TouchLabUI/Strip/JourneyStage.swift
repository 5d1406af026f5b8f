import TouchKit
import TouchLabEngine

/// The stations an input passes on its way from the hardware to a responder on X11, each
/// beside its counterpart in iOS's pipeline as published accounts of iOS event delivery describe it: IOKit's
/// IOHIDEvent → SpringBoard → a mach port → the run loop's source1, then source0 →
/// UIApplication sendEvent → UIWindow sendEvent → hit test → gesture recognizers →
/// responders.
package enum JourneyStage: Int, CaseIterable, Sendable {
    case device, xServer, xi2Event, translator, queue, applicationSendEvent, windowSendEvent
    case hitTest, recognizers, responders

    /// The stage's name in iOS, in English.
    package var title: String { Words().strip.title(self) }

    /// What does this stage's work in this lab (X11, then the model).
    package var labCounterpart: String { Words().strip.counterpart(self) }

    /// The stages a lesson step stands for: a touch change travels from the translator to
    /// the window; the hit test, the recognizers and the responders have one stage each.
    @MainActor
    package static func stages(for kind: LessonStep.Kind) -> ClosedRange<Int> {
        switch kind {
        case .touch: translator.rawValue...windowSendEvent.rawValue
        case .visit, .refusals, .returned, .override, .hit: hitTest.rawValue...hitTest.rawValue
        case .gesture, .scroll: recognizers.rawValue...recognizers.rawValue
        case .hop, .control, .action, .chain: responders.rawValue...responders.rawValue
        }
    }
}
