import TouchKit
import TouchLabUI

/// Decides, per finger, whether live input belongs to the scene or to the panel: a touch
/// or a mouse drag stays with the part it began in until it ends, as a window system's
/// implicit grab does.
struct InputRouter {
    enum Destination { case scene, panel, timeline, none }

    private(set) var layout: LabLayout
    private var owners: [TouchKey: Destination] = [:]
    private var mouseOwner: Destination?

    init(layout: LabLayout) {
        self.layout = layout
    }

    /// The window was laid out anew (resized, or the scene's size changed): new fingers are
    /// placed by `layout`, and those down keep their part until they lift.
    mutating func relayout(_ layout: LabLayout) {
        self.layout = layout
    }

    /// The scene's touches were cancelled (it was switched): the rest of their fingers'
    /// input goes nowhere, not to the next scene.
    mutating func disownScene() {
        for (key, owner) in owners where owner == .scene { owners[key] = Destination.none }
        if mouseOwner == .scene { mouseOwner = Destination.none }
    }

    mutating func destination(of input: XI2Input) -> Destination {
        let here = Point(x: input.x, y: input.y)
        switch input.kind {
        case .touchBegin:
            let owner = place(here)
            owners[TouchKey(device: input.source, detail: input.detail)] = owner
            return owner
        case .touchUpdate, .touchEnd:
            let key = TouchKey(device: input.source, detail: input.detail)
            let owner = owners[key] ?? .scene
            if input.kind == .touchEnd { owners[key] = nil }
            return owner
        case .buttonPress:
            if mouseOwner == nil { mouseOwner = place(here) }
            return mouseOwner ?? .none
        case .motion:
            return mouseOwner ?? .scene
        case .buttonRelease:
            let owner = mouseOwner ?? place(here)
            mouseOwner = nil
            return owner
        case .keyPress, .keyRelease, .deviceRemoved:
            return .scene
        }
    }

    private func place(_ point: Point) -> Destination {
        guard layout.fits else { return .none }  // the window shows only why it shows nothing
        if layout.scene.contains(point) { return .scene }
        if layout.panel.contains(point) { return .panel }
        if layout.timeline.contains(point) { return .timeline }
        return .none
    }
}
