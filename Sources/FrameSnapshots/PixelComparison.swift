import TouchKitCairo

/// The result of comparing two images pixel by pixel under a tolerance.
public struct PixelComparison: Sendable {
    /// Pixels whose largest channel difference exceeds the tolerance's delta.
    public let differingPixels: Int
    /// The largest channel difference anywhere (0…255).
    public let largestChannelDelta: Int
    /// The two images have different sizes (then nothing else is compared).
    public let sizesDiffer: Bool
    public let tolerance: SnapshotTolerance

    /// Whether the images match under the tolerance.
    public var matches: Bool { !sizesDiffer && differingPixels <= tolerance.maximumDifferingPixels }

    /// Compares `actual` with `expected`, channel by channel in straight alpha.
    public init(expected: ImageSurface, actual: ImageSurface, tolerance: SnapshotTolerance) {
        self.tolerance = tolerance
        sizesDiffer = expected.width != actual.width || expected.height != actual.height
        var differing = 0, largest = 0
        if !sizesDiffer {
            forEachPixelPair(expected, actual) { old, new, _ in
                let delta = channelDelta(old, new)
                largest = max(largest, delta)
                if delta > tolerance.maximumChannelDelta { differing += 1 }
                return nil
            }
        }
        differingPixels = differing
        largestChannelDelta = largest
    }
}

/// Calls `body` with each pair of pixel words (expected, actual) over the area covering
/// both images (outside one of them: `inside` false, words 0), storing its non-nil answers
/// into `output` (which must cover that area) when given.
func forEachPixelPair(_ expected: ImageSurface, _ actual: ImageSurface, into output: ImageSurface? = nil,
                      _ body: (UInt32, UInt32, _ inside: Bool) -> UInt32?) {
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    let scratch = output ?? expected
    expected.withPixels { old, oldStride in
        actual.withPixels { new, newStride in
            scratch.withPixels { out, outStride in
                for y in 0..<height {
                    for x in 0..<width {
                        let inside = x < expected.width && y < expected.height
                            && x < actual.width && y < actual.height
                        let first = inside ? old.load(fromByteOffset: y * oldStride + x * 4, as: UInt32.self) : 0
                        let second = inside ? new.load(fromByteOffset: y * newStride + x * 4, as: UInt32.self) : 0
                        guard let value = body(first, second, inside), output != nil else { continue }
                        out.storeBytes(of: value, toByteOffset: y * outStride + x * 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}

/// The largest difference between the straight-alpha channels of two premultiplied words.
func channelDelta(_ first: UInt32, _ second: UInt32) -> Int {
    guard first != second else { return 0 }
    let a = straightChannels(first), b = straightChannels(second)
    return zip(a, b).map { abs($0 - $1) }.max() ?? 0
}

/// (alpha, red, green, blue) of a premultiplied `0xAARRGGBB` word, un-premultiplied.
func straightChannels(_ word: UInt32) -> [Int] {
    let alpha = Int(word >> 24)
    let premultiplied = [Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF)]
    guard alpha > 0 else { return [0, 0, 0, 0] }
    return [alpha] + premultiplied.map { min(255, ($0 * 255 + alpha / 2) / alpha) }
}
