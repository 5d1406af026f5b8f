import TouchKit

/// Everything `ViewRenderer` reads of one view to draw it, as one value: the renderer draws
/// from this value and nothing else of the view, and `fingerprint` hashes this value, so
/// what is drawn and what is compared cannot drift apart. (Where a view sits among its
/// ancestors — the name's place, the translucent group's extent — is read from theirs.)
public struct DrawnProperties: Equatable, Sendable {
    /// What a view's kind draws of its own besides its background and border.
    public enum Kind: Equatable, Sendable {
        /// A plain view: its name, when the renderer shows names.
        case plain
        case label(text: String, color: Color, fontSize: Double)
        case button(title: String, state: Control.State)
        /// A `Control` subclass of the app's own: a rounded card in its state.
        case customControl(state: Control.State)
        /// A bare `Control`: drawn as a plain view (an invisible touch target).
        case control
        case toggle(isOn: Bool, state: Control.State)
        case slider(fraction: Double, state: Control.State)
    }

    public let frame: Rect
    public let bounds: Rect
    public let transform: AffineTransform
    public let isHidden: Bool
    public let alpha: Double
    public let clipsToBounds: Bool
    public let backgroundColor: Color?
    public let borderColor: Color?
    public let borderWidth: Double
    public let cornerRadius: Double
    public let name: String?
    /// Moves on with `setNeedsDisplay()`: what a view's own `draw(in:)` draws.
    public let displayGeneration: Int
    public let kind: Kind

    /// What `view` draws now.
    @MainActor
    public init(_ view: View) {
        frame = view.frame
        bounds = view.bounds
        transform = view.transform
        isHidden = view.isHidden
        alpha = view.alpha
        clipsToBounds = view.clipsToBounds
        backgroundColor = view.backgroundColor
        borderColor = view.borderColor
        borderWidth = view.borderWidth
        cornerRadius = view.cornerRadius
        name = view.name
        displayGeneration = view.displayGeneration
        kind = Self.kind(of: view)
    }

    @MainActor
    private static func kind(of view: View) -> Kind {
        if let label = view as? Label { return .label(text: label.text, color: label.textColor, fontSize: label.fontSize) }
        guard let control = view as? Control else { return .plain }
        if let button = control as? Button { return .button(title: button.title, state: button.state) }
        if let toggle = control as? Switch { return .toggle(isOn: toggle.isOn, state: toggle.state) }
        if let slider = control as? Slider { return .slider(fraction: slider.fraction, state: slider.state) }
        return type(of: control) == Control.self ? .control : .customControl(state: control.state)
    }

    /// Whether the view is drawn at all (with its subtree).
    var isDrawn: Bool { !isHidden && alpha > 0 && transform.isInvertible }

    /// Mixes every stored property into `hasher`, in declaration order.
    func combine(into hasher: inout FingerprintHasher) {
        hasher.combine(frame)
        hasher.combine(bounds)
        hasher.combine(transform)
        hasher.combine(isHidden)
        hasher.combine(alpha)
        hasher.combine(clipsToBounds)
        hasher.combine(backgroundColor)
        hasher.combine(borderColor)
        hasher.combine(borderWidth)
        hasher.combine(cornerRadius)
        hasher.combine(name)
        hasher.combine(displayGeneration)
        switch kind {
        case .plain: hasher.combine(1 as UInt64)
        case .control: hasher.combine(2 as UInt64)
        case let .label(text, color, fontSize):
            hasher.combine(3 as UInt64)
            hasher.combine(text)
            hasher.combine(color)
            hasher.combine(fontSize)
        case let .button(title, state):
            hasher.combine(4 as UInt64)
            hasher.combine(title)
            hasher.combine(state.rawValue)
        case let .customControl(state):
            hasher.combine(5 as UInt64)
            hasher.combine(state.rawValue)
        case let .toggle(isOn, state):
            hasher.combine(6 as UInt64)
            hasher.combine(isOn)
            hasher.combine(state.rawValue)
        case let .slider(fraction, state):
            hasher.combine(7 as UInt64)
            hasher.combine(fraction)
            hasher.combine(state.rawValue)
        }
    }
}
