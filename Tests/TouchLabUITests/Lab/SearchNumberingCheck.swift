import GeometryTesting
import Testing
@testable import TouchLabUI

/// The search's numbers read as a sequence: while a step shows the search's badges, every
/// number from 1 to the highest shown stands on a disc, alone or inside a range ("3–1181").
/// A badge dropped from the middle leaves the learner a jump (1182 → 1184) to puzzle over.
@MainActor
enum SearchNumbering {
    static func numbers(_ texts: [String]) -> Set<Int> { BadgeNumbers.numbers(texts) }

    /// Whether `texts` show the search's badges unfolded: the root's visit, "✓ …", is told
    /// (once folded, the search is one label and a lone number is a finger's).
    static func showsBadges(_ texts: [String]) -> Bool { texts.contains { $0.hasPrefix("✓ ") } }

    /// The numbers missing below the highest shown (empty: none, or no badges shown).
    static func missing(_ texts: [String]) -> [Int] {
        guard showsBadges(texts), let highest = numbers(texts).max() else { return [] }
        return Array(Set(1...highest).subtracting(numbers(texts))).sorted()
    }

    static func check(_ frame: LessonWalk.Frame, name: String) {
        let texts = frame.description.labels.filter { $0.region == "scene" && $0.layer == LabRegion.labLayer }.map(\.text)
        let gaps = missing(texts)
        if !gaps.isEmpty {
            Issue.record("\(name), \(frame.place): no badge shows \(gaps.prefix(8).map(String.init).joined(separator: ", "))")
        }
    }
}
