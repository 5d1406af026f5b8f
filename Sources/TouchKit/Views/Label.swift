/// A view that shows one line of text, centred. Labels do not take touches by default.
@MainActor
open class Label: View {
    /// The text shown, centred in the bounds and shortened with an ellipsis when it does not
    /// fit; empty shows nothing.
    public var text: String
    /// The colour of the text (default: near-black).
    public var textColor = Color(red: 0.12, green: 0.14, blue: 0.18)
    /// The font size in points.
    public var fontSize = 14.0

    /// Creates a label showing `text`; it does not take touches (`isUserInteractionEnabled`
    /// is false), so they go to the view behind it.
    public init(frame: Rect = .zero, name: String? = nil, text: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }
}
