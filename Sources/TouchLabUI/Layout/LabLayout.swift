import TouchKit

/// Where the lab's parts sit in the window: the scene at the top-left at scale 1 (scene,
/// window and `--tap` coordinates agree), the inspector panel to its right, the journey
/// strip along the bottom edge. Panels never cover the scene.
package struct LabLayout: Sendable, Equatable {
    package static let panelWidth = 380.0
    package static let stripHeight = 96.0
    /// The panel needs at least this much height for its sections.
    package static let minimumPanelHeight = 640.0

    package let sceneSize: Size

    package init(sceneSize: Size) {
        self.sceneSize = sceneSize
    }

    package var scene: Rect { Rect(origin: .zero, size: sceneSize) }

    package var panel: Rect {
        Rect(x: sceneSize.width, y: 0, width: Self.panelWidth, height: contentHeight)
    }

    package var strip: Rect {
        Rect(x: 0, y: contentHeight, width: windowSize.width, height: Self.stripHeight)
    }

    package var windowSize: Size {
        Size(width: sceneSize.width + Self.panelWidth, height: contentHeight + Self.stripHeight)
    }

    private var contentHeight: Double { max(sceneSize.height, Self.minimumPanelHeight) }
}
