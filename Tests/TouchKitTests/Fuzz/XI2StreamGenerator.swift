@testable import TouchKit
import SeededRandom

/// A random, repeatable stream of XInput2-level input: up to 10 fingers from two touch
/// devices, begun, moved and lifted in any order; updates and ends for touches that never
/// began and duplicate begins; coordinates far outside the window, huge, NaN or infinite;
/// bursts with one timestamp; the mouse pressed, dragged and released, with and without
/// Alt (two mirrored touches); pointer events the server emulated from touches; keys,
/// media keys and Ctrl+Alt+Z; and a device removed while its touches are down.
struct XI2StreamGenerator {
    static let touchSources = [11, 12]
    static let mouseSource = 13
    static let maximumFingers = 10

    private var random: SplitMix64
    private let size: Size
    /// Milliseconds, as the server reports them.
    private(set) var time = 1000.0
    private var fingers: [TouchKey: Point] = [:]
    /// Fingers that move; the others rest where they came down (taps, long presses).
    private var restless: Set<TouchKey> = []
    private var nextDetail = 1
    private var mouse: Point?
    private var heldKeys: Set<Int> = []

    init(random: SplitMix64, size: Size) {
        self.random = random
        self.size = size
    }

    /// The next inputs: one, or a burst of several with the same timestamp that the caller
    /// enqueues together before processing.
    mutating func next() -> [XI2Input] {
        advanceTime()
        guard random.chance(0.08) else { return [input()] }
        return (0..<random.int(2...12)).map { _ in input() }
    }

    private mutating func advanceTime() {
        switch random.weighted([35, 45, 12, 8]) {
        case 0: break
        case 1: time += Double(random.int(1...30))
        case 2: time += Double(random.int(40...400))
        default: time += Double(random.int(500...1500))
        }
    }

    private mutating func input() -> XI2Input {
        let down = !fingers.isEmpty
        let weights = [
            fingers.count < Self.maximumFingers ? 12 : 0, restless.isEmpty ? 0 : 35, down ? 10 : 0,
            1, down ? 1 : 0, 1,
            mouse == nil ? 3 : 0, mouse == nil ? 1 : 6, mouse == nil ? 0 : 3, 1, 2,
            4, 1,
        ]
        switch random.weighted(weights) {
        case 0: return beginTouch()
        case 1: return moveTouch()
        case 2: return endTouch()
        case 3: return XI2Input(time: time, kind: .touchUpdate, detail: 900 + random.int(0...9),
                                x: 10, y: 10, source: random.pick(Self.touchSources))
        case 4: return duplicateBegin()
        case 5: return XI2Input(time: time, kind: .touchEnd, detail: 900 + random.int(0...9),
                                x: 10, y: 10, source: random.pick(Self.touchSources))
        case 6: return pressMouse()
        case 7: return moveMouse()
        case 8: return releaseMouse()
        case 9: return otherButton()
        case 10: return emulatedPointer()
        case 11: return key()
        default: return removeDevice()
        }
    }

    // MARK: Touches

    private mutating func beginTouch() -> XI2Input {
        let source = random.pick(Self.touchSources)
        var detail = nextDetail
        if random.chance(0.2) {
            let free = (1...12).filter { fingers[TouchKey(device: source, detail: $0)] == nil }
            detail = free.first ?? detail
        } else {
            nextDetail += 1
        }
        let location = randomLocation()
        let key = TouchKey(device: source, detail: detail)
        if location.isFinite {
            fingers[key] = location
            if random.chance(0.6) { restless.insert(key) }
        }
        let flags: XI2Input.Flags = fingers.count == 1 && random.chance(0.5) ? .touchEmulatingPointer : []
        return XI2Input(time: time, kind: .touchBegin, detail: detail, x: location.x, y: location.y,
                        flags: flags, source: source)
    }

    private mutating func moveTouch() -> XI2Input {
        let key = random.pick(restless.sorted { ($0.device, $0.detail) < ($1.device, $1.detail) })
        let location = moved(fingers[key] ?? .zero)
        if location.isFinite { fingers[key] = location }
        return XI2Input(time: time, kind: .touchUpdate, detail: key.detail, x: location.x, y: location.y,
                        source: key.device)
    }

    private mutating func endTouch() -> XI2Input {
        let key = randomFinger()
        let location = random.chance(0.8) ? fingers[key] ?? .zero : moved(fingers[key] ?? .zero)
        if location.isFinite {
            fingers[key] = nil
            restless.remove(key)
        }
        return XI2Input(time: time, kind: .touchEnd, detail: key.detail, x: location.x, y: location.y,
                        source: key.device)
    }

    private mutating func duplicateBegin() -> XI2Input {
        let key = randomFinger()
        let location = randomLocation()
        return XI2Input(time: time, kind: .touchBegin, detail: key.detail, x: location.x, y: location.y,
                        source: key.device)
    }

    private mutating func randomFinger() -> TouchKey {
        random.pick(fingers.keys.sorted { ($0.device, $0.detail) < ($1.device, $1.detail) })
    }

    private mutating func removeDevice() -> XI2Input {
        let source = random.pick(Self.touchSources + [Self.mouseSource])
        fingers = fingers.filter { $0.key.device != source }
        restless = restless.filter { $0.device != source }
        if source == Self.mouseSource { mouse = nil }
        return XI2Input(time: time, kind: .deviceRemoved, detail: 0, device: source, source: source)
    }

    // MARK: Mouse and keys

    private mutating func pressMouse() -> XI2Input {
        let location = randomLocation()
        if location.isFinite { mouse = location }
        return pointer(.buttonPress, detail: 1, at: location)
    }

    private mutating func moveMouse() -> XI2Input {
        let location = moved(mouse ?? Point(x: size.width / 2, y: size.height / 2))
        if location.isFinite, mouse != nil { mouse = location }
        return pointer(.motion, detail: 0, at: location)
    }

    private mutating func releaseMouse() -> XI2Input {
        let location = mouse ?? .zero
        mouse = nil
        return pointer(.buttonRelease, detail: 1, at: location)
    }

    private mutating func otherButton() -> XI2Input {
        pointer(random.chance(0.5) ? .buttonPress : .buttonRelease, detail: random.int(2...5), at: randomLocation())
    }

    /// A pointer event the server made up from a touch: the translator must drop it.
    private mutating func emulatedPointer() -> XI2Input {
        let kind = random.pick([XI2Input.Kind.buttonPress, .motion, .buttonRelease])
        let location = randomLocation()
        return XI2Input(time: time, kind: kind, detail: kind == .motion ? 0 : 1, x: location.x, y: location.y,
                        flags: .pointerEmulated, source: random.pick(Self.touchSources))
    }

    private func pointer(_ kind: XI2Input.Kind, detail: Int, at location: Point) -> XI2Input {
        XI2Input(time: time, kind: kind, detail: detail, x: location.x, y: location.y, source: Self.mouseSource)
    }

    /// Modifiers most often, so that Alt-drags and Ctrl+Alt+Z happen; media keys; letters.
    private mutating func key() -> XI2Input {
        let code: Int
        switch random.weighted([40, 20, 20, 20]) {
        case 0: code = random.pick([Keys.altLeft, Keys.altRight, Keys.controlLeft, Keys.shiftLeft])
        case 1: code = Keys.z
        case 2: code = random.pick([172, 171, 173, 208, 209])
        default: code = random.pick([9, 36, 38, 65, 111, 200])
        }
        let release = heldKeys.contains(code) && random.chance(0.6)
        if release { heldKeys.remove(code) } else { heldKeys.insert(code) }
        return XI2Input(time: time, kind: release ? .keyRelease : .keyPress, detail: code, source: 14)
    }

    // MARK: Places

    /// Mostly inside the window; sometimes around it, far away, huge, NaN or infinite.
    private mutating func randomLocation() -> Point {
        switch random.weighted([80, 8, 5, 3, 4]) {
        case 0: return Point(x: random.double(0...size.width), y: random.double(0...size.height))
        case 1: return Point(x: random.double(-100...size.width + 100), y: random.double(-100...size.height + 100))
        case 2: return Point(x: random.double(-1e6...1e6), y: random.double(-1e6...1e6))
        case 3: return Point(x: random.pick([1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]),
                             y: random.double(0...size.height))
        default:
            let odd = random.pick([Double.nan, .infinity, -.infinity])
            return random.chance(0.5) ? Point(x: odd, y: 10) : Point(x: 10, y: odd)
        }
    }

    /// Usually a small step, sometimes a bigger one or a jump anywhere.
    private mutating func moved(_ point: Point) -> Point {
        switch random.weighted([40, 30, 20, 10]) {
        case 0: return Point(x: point.x + random.double(-1.5...1.5), y: point.y + random.double(-1.5...1.5))
        case 1: return Point(x: point.x + random.double(-6...6), y: point.y + random.double(-6...6))
        case 2: return Point(x: point.x + random.double(-40...40), y: point.y + random.double(-40...40))
        default: return randomLocation()
        }
    }
}
