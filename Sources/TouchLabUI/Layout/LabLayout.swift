import TouchKit

/// Where the lab's parts sit in the window: the scene at the top-left, the delivery
/// timeline under it, the inspector panel to their right and the journey strip, a column
/// of stages read from top to bottom, along the right edge. Panels never cover the scene.
///
/// The default window fits a 1366 × 768 screen: a scene up to 800 × 600 is drawn at scale
/// 1 (scene, window and `--tap` coordinates agree) and the timeline takes the height left
/// under it; a larger scene is drawn scaled down to fit 800 × 600, while its input, trace
/// and `--tap` stay in scene points (`scenePoint(fromWindow:)` maps window pixels back).
/// A window made larger (the live window resized) gives its extra width to the panel, up
/// to `maximumPanelWidth`, then to the scene's column, and its extra height to the
/// timeline, or to a scaled scene until it reaches scale 1. A window made smaller than the
/// default is narrower first: there the scene is bound by its column's width, not by the
/// height, so in a window at least `yieldingHeight` tall the panel gives the column the
/// width the scene could fill at the height left over, down to `smallestPanelWidth`; the
/// rest comes from the scene's column (the scene
/// scaled further down, the timeline narrower) and the height from the scene, the strip
/// keeping its width, down to `smallestWindow`; the window asks the window manager for no
/// less. Where the column beside the strip would be narrower than `stripBelowColumnWidth`,
/// the strip lies under the scene, right of the timeline, and the scene takes its width. A
/// window given less all the same (no window manager) is laid out at `smallestWindow`,
/// which it cannot show: `fits` is false and the renderer says so in the window instead.
package struct LabLayout: Sendable, Equatable {
    package static let panelWidth = 380.0
    package static let maximumPanelWidth = 640.0
    /// The panel in a window narrower than the default, at the least: its sections still
    /// hold a switch's row and the trace's lines wrap.
    package static let smallestPanelWidth = 320.0
    /// The panel yields width only in a window at least this tall.
    package static let yieldingHeight = 700.0
    package static let stripWidth = 186.0
    /// A scene's column narrower than this beside the strip gets the strip's width: the
    /// strip moves under the scene.
    package static let stripBelowColumnWidth = 450.0
    /// The strip under the scene, at the least: its header and three stages in view.
    package static let minimumStripHeight = 220.0
    /// The screen the default window fits.
    package static let screen = Size(width: 1366, height: 768)
    /// The largest scene drawn at scale 1 in the default window.
    package static let sceneBox = Size(width: 800, height: 600)
    /// Under the scene, whatever its size: an axis and nine lanes.
    package static let minimumTimelineHeight = 168.0
    /// The scene's column in the default window is never narrower, so the timeline under a
    /// narrow scene has room.
    package static let minimumColumnWidth = 560.0
    /// The scene's column in a window made smaller, at the least: the timeline's lane names
    /// and a few tenths of a second.
    package static let smallestColumnWidth = 320.0
    /// The smallest window laid out: the panel's sections and the strip's ten stages (drawn
    /// compact, `JourneyStrip`) need its height, the panel and the strip its width.
    package static let smallestWindow = Size(width: smallestColumnWidth + panelWidth + stripWidth, height: 640)

    package let sceneSize: Size
    /// The size the lab is laid out at: the window's, or the default, never below the minimum.
    package let windowSize: Size
    /// The window's content as the server gave it, which may be below the minimum.
    package let window: Size
    /// Whether the window shows the whole layout.
    package var fits: Bool { window.width >= windowSize.width && window.height >= windowSize.height }
    /// Window pixels per scene point (1 unless the scene had to shrink to fit).
    package let scale: Double
    private let columnWidth: Double
    /// Whether the strip lies under the scene, right of the timeline, rather than along
    /// the window's right edge.
    package let stripBelow: Bool

    /// The default window for `sceneSize`, or the layout of a window of `windowSize`.
    package init(sceneSize: Size, windowSize: Size? = nil) {
        self.sceneSize = sceneSize
        let fitted = Self.scale(sceneSize, into: Self.sceneBox)
        let defaultColumn = max(Self.minimumColumnWidth, (sceneSize.width * fitted).rounded(.up))
        let asked = windowSize ?? Size(width: defaultColumn + Self.panelWidth + Self.stripWidth, height: Self.screen.height)
        let window = Size(width: max(Self.smallestWindow.width, asked.width.rounded()),
                          height: max(Self.smallestWindow.height, asked.height.rounded()))
        self.windowSize = window
        self.window = Size(width: max(1, asked.width.rounded()), height: max(1, asked.height.rounded()))
        let spare = window.width - defaultColumn - Self.panelWidth - Self.stripWidth
        var panel = min(Self.maximumPanelWidth, Self.panelWidth + max(0, spare))
        var height = window.height - Self.minimumTimelineHeight
        // A narrow window: the panel gives the column the width the scene could fill at
        // the height left over, down to `smallestPanelWidth`. A shorter panel keeps its
        // width: narrower, its inspector's lines would wrap past the window's foot.
        func yielding(besideStrip strip: Double) -> Double {
            let wanted = (sceneSize.width * Self.scale(sceneSize, into: Size(width: sceneSize.width, height: height))).rounded(.up)
            let yielded = window.width - strip - max(wanted, Self.smallestColumnWidth)
            return min(Self.panelWidth, max(Self.smallestPanelWidth, yielded))
        }
        let yields = spare < 0 && window.height >= Self.yieldingHeight
        if yields { panel = yielding(besideStrip: Self.stripWidth) }
        // Still too narrow a column: the strip moves under the scene, beside the timeline,
        // and its width goes to the scene.
        stripBelow = window.width - panel - Self.stripWidth < Self.stripBelowColumnWidth
        if stripBelow {
            height = window.height - Self.minimumStripHeight
            if yields { panel = yielding(besideStrip: 0) }
        }
        let side = stripBelow ? 0 : Self.stripWidth
        let box = Size(width: window.width - panel - side, height: height)
        scale = Self.scale(sceneSize, into: box)
        columnWidth = window.width - panel - side
    }

    /// The largest scale up to 1 at which `size` fits in `box`.
    private static func scale(_ size: Size, into box: Size) -> Double {
        guard size.width > 0, size.height > 0 else { return 1 }
        return min(1, box.width / size.width, box.height / size.height)
    }

    /// The scene as shown, in window pixels.
    package var scene: Rect {
        Rect(x: 0, y: 0, width: sceneSize.width * scale, height: sceneSize.height * scale)
    }

    /// Under the scene, as wide as the scene's column (less the strip when it lies there),
    /// down to the window's bottom.
    package var timeline: Rect {
        let top = scene.maxY.rounded(.up)
        return Rect(x: 0, y: top, width: columnWidth - (stripBelow ? Self.stripWidth : 0), height: windowSize.height - top)
    }

    /// The scene's own rectangle, in scene points.
    package var sceneBounds: Rect { Rect(origin: .zero, size: sceneSize) }

    /// Right of the scene's column, the window's full height.
    package var panel: Rect {
        Rect(x: columnWidth, y: 0, width: windowSize.width - columnWidth - (stripBelow ? 0 : Self.stripWidth),
             height: windowSize.height)
    }

    /// Along the right edge, the window's full height; in a narrow window, under the scene
    /// at the column's right, down to the window's bottom (its stages then scroll to keep
    /// the current one in view, `JourneyStrip`).
    package var strip: Rect {
        if stripBelow {
            let top = scene.maxY.rounded(.up)
            return Rect(x: columnWidth - Self.stripWidth, y: top, width: Self.stripWidth, height: windowSize.height - top)
        }
        return Rect(x: windowSize.width - Self.stripWidth, y: 0, width: Self.stripWidth, height: windowSize.height)
    }

    /// The point of the scene under `point` (window pixels).
    package func scenePoint(fromWindow point: Point) -> Point {
        Point(x: point.x / scale, y: point.y / scale)
    }

    /// Where the scene point `point` is drawn in the window.
    package func windowPoint(fromScene point: Point) -> Point {
        Point(x: point.x * scale, y: point.y * scale)
    }
}
