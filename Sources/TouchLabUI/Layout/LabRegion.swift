/// The named areas of the lab's window, as a frame description lists them.
package enum LabRegion: String, Sendable, CaseIterable {
    /// The scene at the top-left, with the overlays over it.
    case scene
    /// The inspector beside the scene.
    case panel
    /// The delivery timeline under the scene.
    case timeline
    /// The journey strip along the right edge.
    case strip
    /// The help card, over everything while shown.
    case help
    /// The legend card, over everything while shown.
    case legend

    /// The layer of text a scene's own views drew (names, labels, button titles)…
    package static let contentLayer = "content"
    /// …and of the text the lab drew (overlays, panel, strip, help).
    package static let labLayer = "lab"
    /// The code pane's name in `--describe`: a part of the panel's area, listed as a
    /// region of its own while shown, its lines tagged with it.
    package static let code = "code"
}
