import TouchKit
import TouchLabEngine

/// The stations an input passes on its way from the hardware to a responder on X11: the
/// counterpart of iOS's IOKit → SpringBoard → source1/source0 → UIApplication pipeline.
package enum JourneyStage: Int, CaseIterable, Sendable {
    case device, xServer, xi2Event, translator, queue, applicationSendEvent, windowSendEvent
    case hitTest, recognizers, responders

    /// The stage's name as the strip prints it, one or two lines.
    package var title: [String] {
        switch self {
        case .device: ["device"]
        case .xServer: ["X server"]
        case .xi2Event: ["XInput2 event"]
        case .translator: ["translator"]
        case .queue: ["FIFO queue"]
        case .applicationSendEvent: ["Application", ".sendEvent"]
        case .windowSendEvent: ["Window", ".sendEvent"]
        case .hitTest: ["hit test"]
        case .recognizers: ["recognizers"]
        case .responders: ["responders"]
        }
    }

    /// The stages a lesson step stands for: a touch change travels from the translator to
    /// the window; the hit test, the recognizers and the responders have one stage each.
    @MainActor
    package static func stages(for kind: LessonStep.Kind) -> ClosedRange<Int> {
        switch kind {
        case .touch: translator.rawValue...windowSendEvent.rawValue
        case .visit, .returned, .override, .hit: hitTest.rawValue...hitTest.rawValue
        case .gesture: recognizers.rawValue...recognizers.rawValue
        case .hop, .control, .action, .chain: responders.rawValue...responders.rawValue
        }
    }
}
