import TouchKit
import TouchLabEngine

/// The input gestures' values: `--tap X,Y`, `--drag X,Y:X,Y[:SECONDS]`, `--hold X,Y[:SECONDS]`.
extension CommandLineParser {
    /// The options that add a gesture, each as often as wanted.
    static let gestureOptions: Set<String> = ["--tap", "--drag", "--hold"]

    /// The longest drag or hold, in seconds: far past any recognizer's timing.
    static let longestGesture = 60.0

    static func gesture(_ option: String, _ text: String) throws -> ScriptedGesture {
        switch option {
        case "--drag": try drag(text)
        case "--hold": try hold(text)
        default: .tap(try point(text))
        }
    }

    static func drag(_ text: String) throws -> ScriptedGesture {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), let from = point(parts[0]), let to = point(parts[1]),
              let seconds = parts.count == 3 ? duration(parts[2]) : InputScript.dragSeconds else {
            throw CommandLineError("--drag: expected X,Y:X,Y[:SECONDS] with seconds above 0 and up to "
                                   + "\(Int(longestGesture)), e.g. 200,200:400,200:0.5, found \(quoting: text, mark: "'")")
        }
        return .drag(from: from, to: to, seconds: seconds)
    }

    static func hold(_ text: String) throws -> ScriptedGesture {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let point = point(parts[0]),
              let seconds = parts.count == 2 ? duration(parts[1]) : InputScript.holdSeconds else {
            throw CommandLineError("--hold: expected X,Y[:SECONDS] with seconds above 0 and up to "
                                   + "\(Int(longestGesture)), e.g. 150,200:0.8, found \(quoting: text, mark: "'")")
        }
        return .hold(point, seconds: seconds)
    }

    /// A gesture's length: above zero, at most `longestGesture`.
    private static func duration(_ text: Substring) -> Double? {
        guard let seconds = decimal(text), seconds > 0, seconds <= longestGesture else { return nil }
        return seconds
    }
}
