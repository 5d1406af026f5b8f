import TouchKitCairo

/// Builds the picture a person looks at when a snapshot fails: the expected image faded
/// towards white, with every differing pixel in solid red.
///
/// When the sizes differ the diff covers both, and pixels outside either image are red.
enum DiffImage {
    static let red: UInt32 = 0xFFFF_0000

    static func make(expected: ImageSurface, actual: ImageSurface,
                     tolerance: SnapshotTolerance) throws -> ImageSurface {
        let diff = try ImageSurface(width: max(expected.width, actual.width),
                                    height: max(expected.height, actual.height))
        forEachPixelPair(expected, actual, into: diff) { old, new, inside in
            guard inside, channelDelta(old, new) <= tolerance.maximumChannelDelta else { return red }
            return faded(old)
        }
        return diff
    }

    /// `word` composited over white, then three quarters of the way to white, opaque.
    static func faded(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        var result: UInt32 = 0xFF00_0000
        for shift: UInt32 in [16, 8, 0] {
            let overWhite = min(255, (word >> shift & 0xFF) + (255 - alpha))
            let toward = 255 - (255 - overWhite) / 4
            result |= toward << shift
        }
        return result
    }
}
