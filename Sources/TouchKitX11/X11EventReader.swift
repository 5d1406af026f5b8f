import CX11
import TouchKit

/// Reads one X event for a window into `X11Event`s: a table from the core event type to a
/// short handler, as suckless st's `x.c` does. XInput2 events arrive as generic-event
/// cookies; `readCookie` is the one place that fetches, reads and frees their data.
struct X11EventReader {
    private unowned let window: X11Window

    init(window: X11Window) {
        self.window = window
    }

    private static let handlers: [Int32: (X11EventReader, inout XEvent) -> [X11Event]] = [
        Expose: { $0.expose($1.xexpose) },
        ConfigureNotify: { $0.configure($1.xconfigure) },
        ClientMessage: { $0.clientMessage($1.xclient) },
        DestroyNotify: { $0.destroyed($1.xdestroywindow) },
        GenericEvent: { $0.readCookie(&$1) },
    ]

    func read(_ event: inout XEvent) -> [X11Event] {
        Self.handlers[event.type]?(self, &event) ?? []
    }

    private func expose(_ event: XExposeEvent) -> [X11Event] {
        [.expose(Rect(x: Double(event.x), y: Double(event.y),
                      width: Double(event.width), height: Double(event.height)))]
    }

    private func configure(_ event: XConfigureEvent) -> [X11Event] {
        let width = Int(event.width), height = Int(event.height)
        guard event.window == window.id, width != window.width || height != window.height else {
            return []
        }
        window.width = width
        window.height = height
        return [.resize(width: width, height: height)]
    }

    private func destroyed(_ event: XDestroyWindowEvent) -> [X11Event] {
        guard event.window == window.id else { return [] }
        window.isDestroyed = true
        return [.destroyed]
    }

    private func clientMessage(_ event: XClientMessageEvent) -> [X11Event] {
        guard event.format == 32, Atom(bitPattern: event.data.l.0) == window.deleteWindowAtom else {
            return []
        }
        return [.close]
    }

    /// The cookie's data is valid only between `XGetEventData` and `XFreeEventData`; the
    /// translations copy what they need out of it.
    private func readCookie(_ event: inout XEvent) -> [X11Event] {
        let display = window.display
        guard event.xcookie.extension == display.xi2Opcode,
              XGetEventData(display.handle, &event.xcookie) != 0 else { return [] }
        defer { XFreeEventData(display.handle, &event.xcookie) }
        guard let data = event.xcookie.data else { return [] }
        let type = event.xcookie.evtype
        if type == XI_HierarchyChanged {
            let hierarchy = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            return XI2EventTranslation.hierarchyChanged(hierarchy).map { .input($0) }
        }
        guard let translate = XI2EventTranslation.deviceEvents[type] else { return [] }
        return [.input(translate(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee))]
    }
}
