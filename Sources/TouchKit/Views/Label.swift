/// A view that shows one line of text, centred. Labels do not take touches by default.
@MainActor
open class Label: View {
    public var text: String
    public var textColor = Color(red: 0.12, green: 0.14, blue: 0.18)
    /// The font size in points.
    public var fontSize = 14.0

    public init(frame: Rect = .zero, name: String? = nil, text: String = "") {
        self.text = text
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }
}
