import TouchLabUI

/// The values of the options that show or write lessons: `--step [LESSON:]STEP`,
/// `--lesson N`, `--speed F`.
extension CommandLineParser {
    /// The slowest and fastest `--speed`.
    static let speeds = 0.1...10.0

    static func lesson(_ text: String) throws -> Int {
        guard let number = stepNumber(text[...]) else {
            throw CommandLineError("--lesson: expected a lesson's number, a whole number from 1, e.g. 2, found \(quoting: text, mark: "'")")
        }
        return number
    }

    static func onOff(_ text: String, _ option: String) throws -> Bool {
        switch text {
        case "on": return true
        case "off": return false
        default: throw CommandLineError("\(option): expected on or off, found \(quoting: text, mark: "'")")
        }
    }

    static func speed(_ text: String) throws -> Double {
        guard let speed = decimal(text[...]), speeds.contains(speed) else {
            throw CommandLineError("--speed: expected a factor from 0.1 to 10, e.g. 2 or 0.5, found \(quoting: text, mark: "'")")
        }
        return speed
    }

    static func crop(_ text: String) throws -> Framing.Crop {
        switch text {
        case "full": return .full
        case "scene": return .scene
        case "scene+timeline": return .sceneAndTimeline
        default:
            let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { part in
                part.allSatisfy { $0.isASCII && $0.isNumber } && part.count <= 6 ? Int(part) : nil
            }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
                  width > 0, height > 0 else {
                throw CommandLineError("--crop: expected full, scene, scene+timeline or X,Y,W,H in window pixels with W and H "
                    + "above 0, e.g. 0,0,800,600, found \(quoting: text, mark: "'")")
            }
            return .rect(x: x, y: y, width: width, height: height)
        }
    }

    static func scale(_ text: String) throws -> Int {
        guard text.count == 1, let scale = Int(text), Framing.scales.contains(scale) else {
            throw CommandLineError("--scale: expected 1, 2 or 3, found \(quoting: text, mark: "'")")
        }
        return scale
    }

    /// `--lesson` picks what a file shows, so it needs one; it does not mix with a time, or
    /// with a `--step` of another lesson. `--speed` paces an export only.
    func checkLessonOptions() throws {
        if let lesson = options.lesson {
            if options.export == nil, options.steps == nil, options.screenshot == nil, options.describe == nil {
                throw CommandLineError("--lesson needs --export, --steps, --screenshot or --describe")
            }
            if options.screenshotTime != nil {
                throw CommandLineError("--at and --lesson cannot be combined: --at counts from the first input, not a lesson")
            }
            if let step = options.step, let stepLesson = step.lesson, stepLesson != lesson {
                throw CommandLineError("--step \(stepLesson):\(step.step) names lesson \(stepLesson), but --lesson is \(lesson)")
            }
        }
        if options.captions != nil, options.export == nil, options.steps == nil {
            throw CommandLineError("--captions needs --export or --steps: a screenshot has no caption")
        }
        for (option, given) in [("--crop", options.crop != nil), ("--scale", options.scale != nil)] where given
            && options.screenshot == nil && options.steps == nil && options.export == nil {
            throw CommandLineError("\(option) needs --screenshot, --steps or --export: it frames the pictures they write")
        }
        if options.speed != nil, options.export == nil {
            throw CommandLineError("--speed needs --export: it sets how fast the animation plays")
        }
    }

    /// The largest lesson or step number taken (far past any lesson the lab keeps).
    static let largestStepNumber = 1_000_000

    static func step(_ text: String) throws -> StepChoice {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        let numbers = parts.map(stepNumber)
        guard (1...2).contains(parts.count), !numbers.contains(nil) else {
            throw CommandLineError("--step: expected [LESSON:]STEP, whole numbers from 1, e.g. 1:3 or 3, found \(quoting: text, mark: "'")")
        }
        return StepChoice(lesson: numbers.count == 2 ? numbers[0] : nil, step: numbers.last!!)
    }

    private static func stepNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(text),
              (1...largestStepNumber).contains(number) else { return nil }
        return number
    }

    /// `--step` picks the frame as `--at` does, so it needs a frame to write and no time.
    func checkStep() throws {
        guard options.step != nil else { return }
        if options.screenshotTime != nil {
            throw CommandLineError("--at and --step cannot be combined: the frame is at a time or at a step")
        }
        if options.screenshot == nil, options.describe == nil {
            throw CommandLineError("--step needs --screenshot FILE or --describe FILE.json")
        }
    }
}
