/// Turns XInput2-level events into the neutral input the application queue consumes,
/// for live input and replays alike.
///
/// - Pointer events the server emulated from a touch are dropped, or every touch would
///   arrive twice.
/// - Touches are keyed by (source device, touch id); a begin for a live touch, or an update
///   or end for an unknown one, is skipped with a warning, as live input would be.
/// - Button 1 pressed, dragged and released is one touch. With Alt held at the press, the
///   mouse drives two touches mirrored around `mirrorCenter` (pinch and rotate); with
///   Alt+Shift both move together, as in the iOS Simulator.
/// - A removed device cancels its live touches; `finish(at:)` cancels every touch left.
/// - Keys become presses, except media keys (remote control) and Ctrl+Alt+Z (shake).
public struct XI2InputTranslator {
    /// A touch id for the mouse, apart from any real touch id (the server's are positive).
    static let mouseDetail = -1
    static let mirroredDetail = -2

    /// The point, in window coordinates, the mouse's second finger mirrors the first around
    /// while Alt is held; the window sets it to its centre.
    public var mirrorCenter: Point
    /// Warnings about skipped input, oldest first; the caller reports and clears them.
    public private(set) var warnings: [String] = []

    private var liveTouches: [TouchKey: Point] = [:]
    private var mouse: MouseTouch?
    private var heldKeys: Set<Int> = []
    /// Keys down whose press steered the emulation instead of becoming a press: their
    /// release is withheld too.
    private var withheldKeys: Set<Int> = []

    /// The mouse's touch (and its mirrored partner while emulating two fingers).
    struct MouseTouch {
        var key: TouchKey
        var mirror: MirrorMode
        var offset: Point
    }

    enum MirrorMode { case single, mirrored, together }

    /// A translator with no touches down, mirroring two-finger emulation around `mirrorCenter`.
    public init(mirrorCenter: Point = .zero) {
        self.mirrorCenter = mirrorCenter
    }

    /// Forgets the warnings, once the caller has reported them.
    public mutating func clearWarnings() { warnings.removeAll() }

    /// The touches the translator considers down, with their last window location.
    var activeTouchLocations: [TouchKey: Point] { liveTouches }

    /// Whether Alt is held: the window draws the mirrored touch points while it is.
    public var isEmulatingTwoTouches: Bool { heldKeys.contains(Keys.altLeft) || heldKeys.contains(Keys.altRight) }

    /// The neutral input for one XInput2 event: none (an emulated pointer event, input that is
    /// skipped with a warning), one, or two (both fingers of mouse emulation). Times are
    /// converted from milliseconds to seconds.
    public mutating func translate(_ input: XI2Input) -> [InputEvent] {
        let timestamp = input.time / 1000
        switch input.kind {
        case .touchBegin, .touchUpdate, .touchEnd:
            return translateTouch(input, timestamp)
        case .buttonPress, .buttonRelease, .motion:
            if input.flags.contains(.pointerEmulated) { return [] }
            return translatePointer(input, timestamp)
        case .keyPress, .keyRelease:
            return translateKey(input, timestamp)
        case .deviceRemoved:
            return cancelTouches(at: timestamp) { $0.device == input.device }
        }
    }

    /// Cancels every touch still down, as when the input source goes away.
    public mutating func finish(at milliseconds: Double) -> [InputEvent] {
        cancelTouches(at: milliseconds / 1000) { _ in true }
    }

    // MARK: Touches

    private mutating func translateTouch(_ input: XI2Input, _ timestamp: Double) -> [InputEvent] {
        let key = TouchKey(device: input.source, detail: input.detail)
        let location = Point(x: input.x, y: input.y)
        guard location.isFinite else {
            warn(input, "has a coordinate that is not a finite number")
            return []
        }
        switch input.kind {
        case .touchBegin:
            guard liveTouches[key] == nil else {
                warn(input, "begins touch \(input.detail), which is already down")
                return []
            }
            liveTouches[key] = location
            return [touch(key, .began, location, timestamp)]
        case .touchUpdate:
            guard liveTouches[key] != nil else {
                warn(input, "updates touch \(input.detail), which never began")
                return []
            }
            liveTouches[key] = location
            return [touch(key, .moved, location, timestamp)]
        default:
            guard liveTouches.removeValue(forKey: key) != nil else {
                warn(input, "ends touch \(input.detail), which never began")
                return []
            }
            return [touch(key, .ended, location, timestamp)]
        }
    }

    private mutating func cancelTouches(at timestamp: Double,
                                        where predicate: (TouchKey) -> Bool) -> [InputEvent] {
        let keys = liveTouches.keys.filter(predicate).sorted {
            ($0.device, $0.detail) < ($1.device, $1.detail)
        }
        var events: [InputEvent] = []
        for key in keys {
            let location = liveTouches.removeValue(forKey: key) ?? .zero
            events.append(touch(key, .cancelled, location, timestamp))
        }
        if let mouse, !liveTouches.keys.contains(mouse.key) { self.mouse = nil }
        return events
    }

    private func touch(_ key: TouchKey, _ phase: TouchInput.Phase, _ location: Point,
                       _ timestamp: Double) -> InputEvent {
        .touch(TouchInput(key: key, phase: phase, location: location, timestamp: timestamp))
    }

    private mutating func warn(_ input: XI2Input, _ problem: String) {
        warnings.append("\(input.kind.rawValue) at \(formatFixed(input.time, decimals: 0)) ms \(problem); skipped")
    }

    // MARK: Pointer

    private mutating func translatePointer(_ input: XI2Input, _ timestamp: Double) -> [InputEvent] {
        let location = Point(x: input.x, y: input.y)
        guard location.isFinite else {
            warn(input, "has a coordinate that is not a finite number")
            return []
        }
        switch input.kind {
        case .buttonPress:
            guard input.detail == 1 else { return [] }
            guard mouse == nil else {
                warn(input, "presses button 1, which is already down")
                return []
            }
            return beginMouseTouch(input, location, timestamp)
        case .motion:
            guard let mouse else { return [] }
            return moveMouseTouch(mouse, .moved, location, timestamp)
        default:
            guard input.detail == 1, let current = mouse else { return [] }
            let events = moveMouseTouch(current, .ended, location, timestamp)
            mouse = nil
            return events
        }
    }

    private mutating func beginMouseTouch(_ input: XI2Input, _ location: Point,
                                          _ timestamp: Double) -> [InputEvent] {
        let key = TouchKey(device: input.source, detail: Self.mouseDetail)
        var mode = MirrorMode.single
        if isEmulatingTwoTouches {
            mode = heldKeys.contains(Keys.shiftLeft) || heldKeys.contains(Keys.shiftRight) ? .together : .mirrored
        }
        let partner = Point(x: 2 * mirrorCenter.x - location.x, y: 2 * mirrorCenter.y - location.y)
        let offset = Point(x: partner.x - location.x, y: partner.y - location.y)
        mouse = MouseTouch(key: key, mirror: mode, offset: offset)
        liveTouches[key] = location
        var events = [touch(key, .began, location, timestamp)]
        if mode != .single {
            let mirroredKey = TouchKey(device: input.source, detail: Self.mirroredDetail)
            liveTouches[mirroredKey] = partner
            events.append(touch(mirroredKey, .began, partner, timestamp))
        }
        return events
    }

    private mutating func moveMouseTouch(_ mouse: MouseTouch, _ phase: TouchInput.Phase,
                                         _ location: Point, _ timestamp: Double) -> [InputEvent] {
        guard liveTouches[mouse.key] != nil else { return [] }
        var events: [InputEvent] = []
        let mirroredKey = TouchKey(device: mouse.key.device, detail: Self.mirroredDetail)
        if phase == .ended { liveTouches[mouse.key] = nil } else { liveTouches[mouse.key] = location }
        events.append(touch(mouse.key, phase, location, timestamp))
        if mouse.mirror != .single, liveTouches[mirroredKey] != nil {
            let partner = mouse.mirror == .mirrored
                ? Point(x: 2 * mirrorCenter.x - location.x, y: 2 * mirrorCenter.y - location.y)
                : Point(x: location.x + mouse.offset.x, y: location.y + mouse.offset.y)
            if phase == .ended { liveTouches[mirroredKey] = nil } else { liveTouches[mirroredKey] = partner }
            events.append(touch(mirroredKey, phase, partner, timestamp))
        }
        return events
    }

    // MARK: Keys

    private mutating func translateKey(_ input: XI2Input, _ timestamp: Double) -> [InputEvent] {
        let isDown = input.kind == .keyPress
        let wasHeld = heldKeys.contains(input.detail)
        if isDown { heldKeys.insert(input.detail) } else { heldKeys.remove(input.detail) }
        // Alt, and Shift pressed while Alt is held, steer the two-finger emulation: they
        // belong to the input device, not to the app, so neither they nor their release
        // become presses. Shift pressed alone is a press like any other key.
        if isDown, !wasHeld, steersEmulation(input.detail) { withheldKeys.insert(input.detail) }
        if withheldKeys.contains(input.detail) {
            if !isDown { withheldKeys.remove(input.detail) }
            return []
        }
        if let remote = Keys.remoteControl[input.detail] {
            return isDown && !wasHeld ? [.remoteControl(remote, timestamp: timestamp)] : []
        }
        if input.detail == Keys.z, isControlAltHeld {
            return wasHeld && isDown ? [] : [.motion(.motionShake, began: isDown, timestamp: timestamp)]
        }
        if isDown && wasHeld { return [] }
        if !isDown && !wasHeld { return [] }
        return [.key(KeyInput(keyCode: input.detail, keyName: Keys.name(of: input.detail),
                              isDown: isDown, timestamp: timestamp))]
    }

    /// Holds `keyCode` as down already, its press withheld (a modifier held before this
    /// translator took the input over): it steers the emulation and makes no event, nor
    /// does its release.
    public mutating func holdWithheld(_ keyCode: Int) {
        heldKeys.insert(keyCode)
        withheldKeys.insert(keyCode)
    }

    private func steersEmulation(_ keyCode: Int) -> Bool {
        Keys.alt.contains(keyCode) || Keys.shift.contains(keyCode) && isEmulatingTwoTouches
    }

    private var isControlAltHeld: Bool {
        (heldKeys.contains(Keys.controlLeft) || heldKeys.contains(Keys.controlRight))
            && isEmulatingTwoTouches
    }
}
