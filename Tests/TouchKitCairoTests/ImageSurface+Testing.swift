import Glibc
import TouchKit
import TouchKitCairo

/// What only the tests use: writing one pixel, and comparing two surfaces word for word.
extension ImageSurface {
    /// Replaces the word at (`x`, `y`) with `value` (premultiplied `0xAARRGGBB`).
    func setPixel(x: Int, y: Int, to value: UInt32) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside")
        withPixels { base, stride in
            base.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }

    /// Whether both surfaces have the same size and the same pixel words (padding ignored).
    func hasSamePixels(as other: ImageSurface) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return withPixels { mine, myStride in
            other.withPixels { theirs, theirStride in
                (0..<height).allSatisfy { y in
                    memcmp(mine + y * myStride, theirs + y * theirStride, width * 4) == 0
                }
            }
        }
    }
}
