/// The values of the options that show or write lessons: `--step [LESSON:]STEP`.
extension CommandLineParser {
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
