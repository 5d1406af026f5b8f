import TouchKit
import TouchKitCairo

/// The parts drawn beside the scene, in drawing order.
@MainActor
public enum LabParts {
    public static func install(on renderer: LabRenderer) {
        renderer.parts = [TitlePart()]
    }
}

/// The scene's title and summary at the top of the panel column.
@MainActor
final class TitlePart: LabPart {
    let style = try? LabStyle()

    func draw(_ session: LabSession, in canvas: Canvas, layout: LabLayout) {
        guard let style else { return }
        let panel = layout.panel
        canvas.fill(panel, color: LabStyle.paper)
        canvas.drawText(session.scene.title, at: Point(x: panel.minX + 16, y: panel.minY + 28), font: style.bold,
                        color: LabStyle.ink)
        canvas.drawText(session.scene.summary, at: Point(x: panel.minX + 16, y: panel.minY + 48), font: style.small,
                        color: LabStyle.unvisited)
    }
}
