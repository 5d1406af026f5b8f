import Testing
import TouchKit
import TouchLabFormats
@testable import TouchLabEngine
@testable import TouchLabUI

/// The step's caption and the scene's key share the band above the time axis: beside a
/// caption of one line the key may sit at its right, but a caption that wraps keeps its
/// lines to itself and the key goes under its last line, never beside it nor over it. At
/// every step, in both languages, in the default window and the smallest.
@MainActor
struct CaptionBandTests {
    @Test(arguments: ["double-tap-single-tap-taps", "transforms-and-bounds-taps"], Language.allCases)
    func theKeyNeverSharesALineWithAWrappedCaption(_ replay: String, language: Language) throws {
        let (description, inputs) = try BuiltInReplay.load(replay)
        var wrapped = 0
        for window in [nil, LabLayout.smallestWindow] {
            try LessonWalk.forEveryStep(of: { SceneBuilder().build(description) }, inputs: inputs, windowSize: window,
                                        language: language) { frame in
                let place = "\(replay), \(frame.place), window \(window.map { "\($0)" } ?? "default")"
                let (caption, key) = Self.band(frame.description)
                for entry in key {
                    for line in caption where entry.rect.intersection(line.rect) != nil {
                        Issue.record("\(place): \"\(entry.text)\" at \(entry.rect) over \"\(line.text)\" at \(line.rect)")
                    }
                }
                guard caption.count >= 2, let last = caption.map(\.rect.maxY).max() else { return }
                wrapped += 1
                for entry in key where entry.rect.minY < last - 1 {
                    Issue.record("\(place): \"\(entry.text)\" at \(entry.rect) beside the caption, which ends at y \(last)")
                }
            }
        }
        #expect(wrapped > 0, "\(replay): no caption wraps")
    }

    /// The caption's lines and the key's words drawn in the band: the timeline's text above
    /// its heading, less the step's number and the key's swatch letters.
    static func band(_ description: FrameDescription) -> (caption: [FrameDescription.Label], key: [FrameDescription.Label]) {
        let timeline = description.labels.filter { $0.region == LabRegion.timeline.rawValue }
        let headings = ["timeline", "时间线"]
        guard let heading = timeline.first(where: { headings.contains($0.text) }) else { return ([], []) }
        let keyWords = Set(description.legend.map(\.text))
        let band = timeline.filter { $0.rect.maxY <= heading.rect.minY && $0.fontSize > 9 }
        let key = band.filter { keyWords.contains($0.text) }
        let caption = band.filter { !keyWords.contains($0.text) && !Self.isStepNumber($0.text) }
        return (caption, key)
    }

    static func isStepNumber(_ text: String) -> Bool {
        let parts = text.split(separator: "/")
        return parts.count == 2 && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }
}
