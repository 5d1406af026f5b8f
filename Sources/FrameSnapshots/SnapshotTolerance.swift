/// How far an image may stray from its reference and still match.
///
/// A pixel differs when any of its four channels (straight-alpha 8-bit values, as stored
/// in PNG) is more than `maximumChannelDelta` away; the image matches when at most
/// `maximumDifferingPixels` pixels differ. Sizes must always be equal.
public struct SnapshotTolerance: Hashable, Sendable, CustomStringConvertible {
    public var maximumDifferingPixels: Int
    public var maximumChannelDelta: Int

    public init(maximumDifferingPixels: Int = 0, maximumChannelDelta: Int = 0) {
        self.maximumDifferingPixels = max(0, maximumDifferingPixels)
        self.maximumChannelDelta = min(255, max(0, maximumChannelDelta))
    }

    /// Every pixel identical: the default, and what references should normally need.
    public static let exact = SnapshotTolerance()

    public var description: String {
        "at most \(maximumDifferingPixels) differing pixels, channel delta ≤ \(maximumChannelDelta)"
    }
}
