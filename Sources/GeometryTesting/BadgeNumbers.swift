/// The numbers a frame's search badges hold, for tests that count along them: a disc's
/// number ("7") or range ("3–1181"); any other text holds none.
public enum BadgeNumbers {
    public static func numbers(_ texts: [String]) -> Set<Int> {
        var numbers = Set<Int>()
        for text in texts {
            let ends = text.split(separator: "–", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), let low = Int(ends[0]), let high = Int(ends[ends.count - 1]),
                  low >= 1, low <= high else { continue }
            numbers.formUnion(low...high)
        }
        return numbers
    }
}
