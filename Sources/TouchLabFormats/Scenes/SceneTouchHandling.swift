import TouchKit

/// The scene keys `handles` and `callsSuper`: what a scene view's touch overrides do.
///
/// A plain value of its own, apart from the rest of `SceneBehavior`: a responder chain
/// through scene views asks it on every hop, and reading it there copies nothing (the whole
/// behaviour holds an array, which a copy retains and releases) and tests a bit (a `Set`
/// lookup would hash the method).
package struct SceneTouchHandling: Sendable, Equatable {
    /// After handling, forward to `next` as well.
    package var callsSuper = false
    /// One bit per handled method (`bit(_:)`).
    private var handledMethods: UInt8 = 0

    package init() {}

    /// Whether the responder handles any touch method itself.
    package var handlesAny: Bool { handledMethods != 0 }

    /// The touch methods this responder overrides (handles and stops).
    package var handles: Set<TouchMethod> {
        get { Set(TouchMethod.allCases.filter { handledMethods & Self.bit($0) != 0 }) }
        set { handledMethods = newValue.reduce(0) { $0 | Self.bit($1) } }
    }

    /// What the override of the touch method `method` does: tells the trace that `view`
    /// handled it when it does (`handles`), and says whether the default implementation
    /// (`super`) runs as well: when the view does not handle it, or handles it and calls
    /// super.
    @MainActor
    package func forwards(_ method: TouchMethod, noting responder: Responder) -> Bool {
        guard handledMethods & Self.bit(method) != 0 else { return true }
        responder.noteHandled()
        return callsSuper
    }

    private static func bit(_ method: TouchMethod) -> UInt8 {
        switch method {
        case .began: 1
        case .moved: 2
        case .ended: 4
        case .cancelled: 8
        }
    }
}
