import TouchKit
import TouchLabEngine

/// One section of the inspector: a container view at a fixed place in the panel, which
/// the section fills and refreshes from the session.
@MainActor
package class PanelSection {
    /// The section's views, in panel coordinates via its frame.
    package let container: View
    package let text: PanelText
    package let actions: PanelActions

    package init(frame: Rect, text: PanelText, actions: PanelActions) {
        container = View(frame: frame)
        self.text = text
        self.actions = actions
    }

    /// The width the section's content may use.
    package var width: Double { container.bounds.width }

    /// Brings the section up to date with `session` and the lesson `shown`, `selection`
    /// being the view inspected; called only when one of them changed.
    package func update(from session: LabSession, shown: ShownLesson, selection: View?) {}

    /// Replaces every subview of `view` with `views`.
    package func replaceSubviews(of view: View, with views: [View]) {
        for subview in view.subviews { subview.removeFromSuperview() }
        for subview in views { view.addSubview(subview) }
    }

    /// A filled, rounded rectangle (a chip, a pill, a box) with `cornerRadius`.
    package func box(_ frame: Rect, color: Color, radius: Double) -> View {
        let box = View(frame: frame)
        box.backgroundColor = color
        box.cornerRadius = radius
        box.isUserInteractionEnabled = false
        return box
    }
}
