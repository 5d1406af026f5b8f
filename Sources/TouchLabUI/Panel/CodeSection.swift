import TouchKit
import TouchLabEngine

/// (e) The code pane's place in the panel while shown (C, or the panel's code button):
/// its heading, and under it the box `CodePane` draws the listing in. It takes the place of
/// the chain and the trace, beside the scene, never over it.
@MainActor
package final class CodeSection: PanelSection {
    /// The box under the heading, in the section's coordinates.
    package var box: Rect {
        Rect(x: 0, y: PanelTheme.headerHeight, width: width, height: container.bounds.height - PanelTheme.headerHeight)
    }

    /// The least height while a view is inspected: the hit test alone.
    package static let inspectingHeight = PanelTheme.headerHeight
        + CodePane.height(lines: CodeListing.hitTest.lines.count, functions: 1)

    package override init(frame: Rect, text: PanelText, actions: PanelActions) {
        super.init(frame: frame, text: text, actions: actions)
        container.addSubview(text.header(text.words.panel.code, x: 0, y: 0, maxWidth: width))
    }
}
