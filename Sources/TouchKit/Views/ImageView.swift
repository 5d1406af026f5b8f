/// A view that shows a picture (UIImageView's touch behaviour): like a label, it takes no
/// touches by default, so they go to the view behind it; set `isUserInteractionEnabled`
/// to give it (and its subviews) touches.
@MainActor
open class ImageView: View {
    /// Creates an image view that does not take touches.
    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
        isUserInteractionEnabled = false
    }
}
