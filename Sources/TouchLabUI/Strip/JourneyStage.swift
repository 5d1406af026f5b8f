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

    /// The stage's name in this lab (X11).
    package var title: String {
        switch self {
        case .device: "device"
        case .xServer: "X server"
        case .xi2Event: "XInput2 event"
        case .translator: "translator"
        case .queue: "FIFO queue"
        case .applicationSendEvent: "Application.sendEvent"
        case .windowSendEvent: "Window.sendEvent"
        case .hitTest: "hit test"
        case .recognizers: "recognizers"
        case .responders: "responders"
        }
    }

    /// What does this stage's work on iOS.
    package var iOSCounterpart: String {
        switch self {
        case .device: "IOKit: IOHIDEvent"
        case .xServer: "SpringBoard"
        case .xi2Event: "mach port"
        case .translator: "source1"
        case .queue: "source0"
        case .applicationSendEvent: "UIApplication sendEvent"
        case .windowSendEvent: "UIWindow sendEvent"
        case .hitTest: "hitTest(_:with:)"
        case .recognizers: "gesture recognizers"
        case .responders: "UIResponder chain"
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
