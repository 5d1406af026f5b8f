import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The input gestures' values: `--tap X,Y`, `--drag X,Y:X,Y[:SECONDS]`, `--hold X,Y[:SECONDS]`,
/// each with an optional `@T`, its start.
extension CommandLineParser {
    /// The options that add a gesture, each as often as wanted.
    static let gestureOptions: Set<String> = ["--tap", "--drag", "--hold"]

    /// The longest drag or hold, in seconds: far past any recognizer's timing.
    static let longestGesture = 60.0
    /// The latest start `@T` takes, in seconds: an hour.
    static let latestStart = 3600.0

    static func gesture(_ option: String, _ text: String) throws -> ScheduledGesture {
        let (body, start) = try split(option, text)
        let gesture: ScriptedGesture = switch option {
        case "--drag": try drag(body)
        case "--hold": try hold(body)
        default: .tap(try point(body))
        }
        return ScheduledGesture(gesture, start: start)
    }

    /// The gesture's text and its `@T` start, if it has one.
    private static func split(_ option: String, _ text: String) throws -> (String, Double?) {
        guard let at = text.lastIndex(of: "@") else { return (text, nil) }
        let value = text[text.index(after: at)...]
        guard let start = decimal(value), start >= 0, start <= latestStart else {
            throw CommandLineError("\(option): expected @T with T the seconds from the first input's start, from 0 to "
                                   + "\(Int(latestStart)), e.g. 400,250@0.2, found \(quoting: text, mark: "'")")
        }
        return (String(text[..<at]), start)
    }

    static func drag(_ text: String) throws -> ScriptedGesture {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let expected = "expected X,Y:X,Y[:SECONDS] with seconds above 0 and up to \(Int(longestGesture)), "
            + "e.g. 200,200:400,200:0.5, found \(quoting: text, mark: "'")"
        guard (2...3).contains(parts.count) else { throw CommandLineError("--drag: \(expected)") }
        guard let from = point(parts[0]), let to = point(parts[1]) else {
            try checkCoordinates(parts[0..<2], option: "--drag")
            throw CommandLineError("--drag: \(expected)")
        }
        guard let seconds = parts.count == 3 ? duration(parts[2]) : InputScript.dragSeconds else {
            throw CommandLineError("--drag: \(expected)")
        }
        return .drag(from: from, to: to, seconds: seconds)
    }

    /// Throws the coordinate limit when a part of `parts` is two numbers past it.
    static func checkCoordinates(_ parts: ArraySlice<Substring>, option: String) throws {
        let limit = SceneReader.maximumCoordinate
        for part in parts {
            let numbers = part.split(separator: ",", omittingEmptySubsequences: false).compactMap { decimal($0) }
            if numbers.count == 2, numbers.contains(where: { abs($0) > limit }) {
                throw CommandLineError("\(option): coordinates must be from \(Int(-limit)) to \(Int(limit)), found \(quoting: part, mark: "'")")
            }
        }
    }

    static func hold(_ text: String) throws -> ScriptedGesture {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        if (1...2).contains(parts.count), point(parts[0]) == nil { try checkCoordinates(parts[0..<1], option: "--hold") }
        guard (1...2).contains(parts.count), let point = point(parts[0]),
              let seconds = parts.count == 2 ? duration(parts[1]) : InputScript.holdSeconds else {
            throw CommandLineError("--hold: expected X,Y[:SECONDS] with seconds above 0 and up to "
                                   + "\(Int(longestGesture)), e.g. 150,200:0.8, found \(quoting: text, mark: "'")")
        }
        return .hold(point, seconds: seconds)
    }

    /// The most touch events the input gestures may make together: every one is kept for
    /// the lessons, about 70 bytes each, so this bounds a run near 100 MB.
    static let maximumInputEvents = 1_000_000

    /// Refuses gestures that would make more than `maximumInputEvents`, before any is built.
    func checkInputSize() throws {
        let total = options.gestures.reduce(0.0) { $0 + Self.eventCount($1.gesture) }
        guard total > Double(Self.maximumInputEvents) else { return }
        throw CommandLineError("--tap, --drag and --hold would make \(Int(total)) touch events, more than the "
                               + "\(Self.maximumInputEvents) a run takes; give fewer or shorter gestures")
    }

    /// How many touch events `InputScript` makes for `gesture`.
    static func eventCount(_ gesture: ScriptedGesture) -> Double {
        switch gesture {
        case .tap, .hold: 2
        case .drag(_, _, let seconds): max(1, (seconds * InputScript.rate).rounded()) + 1
        }
    }

    /// A gesture's length: above zero, at most `longestGesture`.
    private static func duration(_ text: Substring) -> Double? {
        guard let seconds = decimal(text), seconds > 0, seconds <= longestGesture else { return nil }
        return seconds
    }
}
