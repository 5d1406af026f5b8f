import TouchKitCairo

/// One frame of an MP4 as ffmpeg is given it: YUV 4:2:0 planes (the luma plane, then the
/// two chroma planes at half the size each way), BT.601 limited range as ffmpeg's own
/// conversion makes them, both sides even (an odd side padded with black, as H.264 in
/// 4:2:0 needs).
///
/// Converting here rather than in ffmpeg spares ffmpeg a frame of BGRA and its scaler's
/// buffers (about 8 MB at 1366 × 826), and the picture and its caption bar are read where
/// they are drawn, never put together on a surface of their own.
struct VideoFrame {
    let width: Int, height: Int
    /// The planes, one after the other.
    private(set) var bytes: [UInt8]

    /// `value` rounded up to even.
    static func even(_ value: Int) -> Int { value + value % 2 }

    /// A black frame for pictures of `width` × `height` (caption bar included).
    init(width: Int, height: Int) {
        (self.width, self.height) = (Self.even(width), Self.even(height))
        let luma = self.width * self.height
        bytes = [UInt8](repeating: 16, count: luma) + [UInt8](repeating: 128, count: luma / 2)
    }

    /// Converts `picture` with `bar` under it (Cairo's opaque `0xAARRGGBB` words).
    mutating func fill(_ picture: ImageSurface, bar: ImageSurface?) {
        let width = self.width, height = self.height
        picture.withPixels { top, topStride in
            func convert(_ bottom: UnsafeMutableRawPointer?, _ bottomStride: Int, _ bottomHeight: Int) {
                let columns = min(picture.width, width)
                let rows = picture.height + bottomHeight
                /// Row `y` of the frame, nil in the padding.
                func row(_ y: Int) -> UnsafePointer<UInt32>? {
                    if y < picture.height { return UnsafePointer((top + y * topStride).assumingMemoryBound(to: UInt32.self)) }
                    guard let bottom, y < rows else { return nil }
                    return UnsafePointer((bottom + (y - picture.height) * bottomStride).assumingMemoryBound(to: UInt32.self))
                }
                bytes.withUnsafeMutableBufferPointer { planes in
                    let luma = planes.baseAddress!
                    let blue = luma + width * height, red = blue + width * height / 4
                    for pair in 0..<(height / 2) {
                        let upper = row(pair * 2), lower = row(pair * 2 + 1)
                        for half in 0..<(width / 2) {
                            var sums = (0, 0, 0)
                            for corner in 0..<4 {
                                let y = pair * 2 + corner / 2, x = half * 2 + corner % 2
                                var (r, g, b) = (0, 0, 0)
                                if let line = corner < 2 ? upper : lower, x < columns {
                                    let word = line[x]
                                    (r, g, b) = (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
                                }
                                luma[y * width + x] = UInt8((66 * r + 129 * g + 25 * b + 128) >> 8 + 16)
                                sums = (sums.0 + r, sums.1 + g, sums.2 + b)
                            }
                            let (r, g, b) = ((sums.0 + 2) >> 2, (sums.1 + 2) >> 2, (sums.2 + 2) >> 2)
                            blue[pair * (width / 2) + half] = UInt8((-38 * r - 74 * g + 112 * b + 128) >> 8 + 128)
                            red[pair * (width / 2) + half] = UInt8((112 * r - 94 * g - 18 * b + 128) >> 8 + 128)
                        }
                    }
                }
            }
            if let bar {
                bar.withPixels { pixels, stride in convert(pixels, stride, bar.height) }
            } else {
                convert(nil, 0, 0)
            }
        }
    }
}
