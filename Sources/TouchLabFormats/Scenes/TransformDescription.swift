import TouchKit

/// A view's `transform` key as the scene file gives it: about the view's centre, scale,
/// then rotate, then translate in the superview's axes. In UIKit's words:
/// `CGAffineTransform(scaleX:y:)` concatenating `CGAffineTransform(rotationAngle:)`
/// concatenating `CGAffineTransform(translationX:y:)`. Kept as written for the inspector.
package struct TransformDescription: Sendable, Equatable {
    /// `translate` [tx, ty], in the superview's points.
    package var translation = Point.zero
    /// `scale`: one number for both axes or [sx, sy]; negative mirrors, zero is refused.
    package var scaleX = 1.0
    package var scaleY = 1.0
    /// `rotate`, in degrees, clockwise on screen (UIKit's positive angle in y-down space).
    package var rotationDegrees = 0.0

    package init() {}

    /// The matrix a `View.transform` takes.
    package var affineTransform: AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(AffineTransform(rotationAngle: rotationDegrees * .pi / 180))
            .concatenating(AffineTransform(translationX: translation.x, y: translation.y))
    }
}
