import TouchKit

/// Where the lab's parts sit in the window: the scene at the top-left at scale 1 (scene,
/// window and `--tap` coordinates agree), the delivery timeline under it, the inspector
/// panel to their right, the journey strip along the bottom edge. Panels never cover the
/// scene.
///
/// The timeline takes what is left of a 1366 × 768 screen under the scene, and never less
/// than `minimumTimelineHeight`: a scene up to 800 × 600 gives a window that fits such a
/// screen (800 × 600: 1180 × 768), a shorter scene a taller timeline.
package struct LabLayout: Sendable, Equatable {
    package static let panelWidth = 380.0
    package static let stripHeight = 80.0
    /// The panel needs at least this much height for its sections.
    package static let minimumPanelHeight = 640.0
    /// The height the window aims not to exceed (a laptop's 768-pixel screen).
    package static let screenHeight = 768.0
    package static let minimumTimelineHeight = 88.0

    package let sceneSize: Size

    package init(sceneSize: Size) {
        self.sceneSize = sceneSize
    }

    package var scene: Rect { Rect(origin: .zero, size: sceneSize) }

    /// Under the scene, as wide as the scene, down to the strip.
    package var timeline: Rect {
        Rect(x: 0, y: sceneSize.height, width: sceneSize.width, height: contentHeight - sceneSize.height)
    }

    package var panel: Rect {
        Rect(x: sceneSize.width, y: 0, width: Self.panelWidth, height: contentHeight)
    }

    package var strip: Rect {
        Rect(x: 0, y: contentHeight, width: windowSize.width, height: Self.stripHeight)
    }

    package var windowSize: Size {
        Size(width: sceneSize.width + Self.panelWidth, height: contentHeight + Self.stripHeight)
    }

    /// The scene and the timeline, or the panel if that is taller.
    private var contentHeight: Double {
        let timeline = max(Self.minimumTimelineHeight, Self.screenHeight - Self.stripHeight - sceneSize.height)
        return max(sceneSize.height + timeline, Self.minimumPanelHeight)
    }
}
