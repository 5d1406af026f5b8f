import Glibc

/// Frames of the lab made into an animated GIF as they come, without holding more than the
/// previous frame: each frame is written as the rectangle around the pixels that changed,
/// the unchanged pixels in it transparent (so they code into long runs), and a frame equal
/// to the one before lengthens that one's delay instead of being written.
///
/// A written image waits until the next different frame says how long it shows; delays are
/// in hundredths of a second, each image's from the frames' own times rounded, so that they
/// add up to the animation's length.
final class GIFAnimation {
    let width: Int, height: Int
    /// Frames per second of what is added.
    let rate: Double
    private let file: GIFFile
    private var palette = GIFPalette()
    /// The previous frame's pixels (`0xAARRGGBB`, rows of `width`).
    private var previous: [UInt32]
    /// The index each pixel of the picture shows so far.
    private var shown: [UInt8]
    private var frames = 0
    /// The image waiting for its delay: its rectangle, indices and first frame.
    private var pending: (x: Int, y: Int, width: Int, height: Int, indices: [UInt8], frame: Int)?

    init(path: String, width: Int, height: Int, rate: Double) throws {
        (self.width, self.height, self.rate) = (width, height, rate)
        file = try GIFFile(path: path, width: width, height: height)
        previous = [UInt32](repeating: 0, count: width * height)
        shown = [UInt8](repeating: 0, count: width * height)
    }

    /// Adds a frame equal to the previous one.
    func repeatFrame() {
        frames += 1
    }

    /// Adds the frame in `pixels`: `height` rows of `stride` bytes of Cairo's `0xAARRGGBB`
    /// words, opaque.
    func add(_ pixels: UnsafeRawPointer, stride: Int) throws {
        defer { frames += 1 }
        guard let box = changedBox(pixels, stride: stride) else { return }
        let first = frames == 0
        var counts: [UInt32: Int] = [:]
        forEachChanged(in: box, pixels, stride: stride, all: first) { rgb, run in
            if self.palette.index(of: rgb) == nil { counts[rgb, default: 0] += run }
        }
        if !counts.isEmpty { palette.learn(counts) }
        guard var image = mapped(box, pixels, stride: stride, all: first) else { return }
        if first { image.indices = image.indices.map { $0 == GIFPalette.transparent ? 0 : $0 } }
        try flushPending()
        pending = (image.box.x, image.box.y, image.box.width, image.box.height, image.indices, frames)
    }

    /// The indices of `box` whose pixels show another index than the picture so far (the
    /// rest transparent), cut to the rectangle around them; the picture and the previous
    /// frame take the new pixels. Nil when no index changes: a change of shade that maps to
    /// the same entries is no new image.
    private func mapped(_ box: (x: Int, y: Int, width: Int, height: Int), _ pixels: UnsafeRawPointer, stride: Int,
                        all: Bool) -> (box: (x: Int, y: Int, width: Int, height: Int), indices: [UInt8])? {
        var indices = [UInt8](repeating: GIFPalette.transparent, count: box.width * box.height)
        var top = -1, bottom = -1, left = box.width, right = -1
        let known = palette
        indices.withUnsafeMutableBufferPointer { indices in
            previous.withUnsafeMutableBufferPointer { previous in
                shown.withUnsafeMutableBufferPointer { shown in
                    for row in 0..<box.height {
                        let y = box.y + row
                        let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                        var last = GIFPalette.transparent
                        for column in 0..<box.width {
                            let at = y * width + box.x + column
                            let colour = words[box.x + column]
                            var index = shown[at]
                            if all || colour != previous[at] {
                                previous[at] = colour
                                index = known.index(of: colour & 0xFF_FFFF) ?? 0
                            }
                            guard all || index != shown[at] else {
                                // An unchanged pixel continuing a run of its index codes
                                // shorter as that index than as a transparent one.
                                if index == last { indices[row * box.width + column] = index } else { last = GIFPalette.transparent }
                                continue
                            }
                            last = index
                            shown[at] = index
                            indices[row * box.width + column] = index
                            if top < 0 { top = row }
                            bottom = row
                            left = min(left, column)
                            right = max(right, column)
                        }
                    }
                }
            }
        }
        guard top >= 0 else { return nil }
        let cut = (x: box.x + left, y: box.y + top, width: right - left + 1, height: bottom - top + 1)
        if cut.width == box.width && cut.height == box.height { return (box, indices) }
        var out = [UInt8]()
        out.reserveCapacity(cut.width * cut.height)
        for row in top...bottom {
            out += indices[(row * box.width + left)...(row * box.width + right)]
        }
        return (cut, out)
    }

    /// Writes the last image and the palette; the file is complete.
    func finish() throws {
        try flushPending()
        try file.close(palette: palette.tableBytes)
    }

    private func flushPending() throws {
        guard var image = pending else { return }
        pending = nil
        let delay = centiseconds(frames) - centiseconds(image.frame)
        try file.addImage(x: image.x, y: image.y, width: image.width, height: image.height, indices: &image.indices,
                          delay: delay, opaque: image.frame == 0)
    }

    /// The time of frame `index` in hundredths of a second.
    private func centiseconds(_ index: Int) -> Int { Int((Double(index) * 100 / rate).rounded()) }

    /// The smallest rectangle holding every pixel that differs from the previous frame (the
    /// whole frame first); nil when none does.
    private func changedBox(_ pixels: UnsafeRawPointer, stride: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        if frames == 0 { return (0, 0, width, height) }
        var top = -1, bottom = -1, left = width, right = -1
        let rowBytes = width * 4
        previous.withUnsafeBufferPointer { previous in
            for y in 0..<height {
                let row = pixels + y * stride
                let before = UnsafeRawPointer(previous.baseAddress! + y * width)
                guard memcmp(row, before, rowBytes) != 0 else { continue }
                if top < 0 { top = y }
                bottom = y
                let words = row.assumingMemoryBound(to: UInt32.self)
                var x = 0
                while x < left, words[x] == previous[y * width + x] { x += 1 }
                left = min(left, x)
                var end = width - 1
                while end > right, words[end] == previous[y * width + end] { end -= 1 }
                right = max(right, end)
            }
        }
        guard top >= 0 else { return nil }
        return (left, top, right - left + 1, bottom - top + 1)
    }

    /// Calls `body` with the colour (`0xRRGGBB`) of the pixels of `box` that differ from
    /// the previous frame (all of them when `all`), a run of one colour at a time, and the
    /// run's length.
    private func forEachChanged(in box: (x: Int, y: Int, width: Int, height: Int), _ pixels: UnsafeRawPointer,
                                stride: Int, all: Bool, _ body: (UInt32, Int) -> Void) {
        previous.withUnsafeBufferPointer { previous in
            var last: UInt32 = .max, run = 0
            for y in box.y..<(box.y + box.height) {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in box.x..<(box.x + box.width) {
                    let colour = row[x]
                    guard all || colour != previous[y * width + x] else { continue }
                    let rgb = colour & 0xFF_FFFF
                    if rgb == last {
                        run += 1
                        continue
                    }
                    if run > 0 { body(last, run) }
                    (last, run) = (rgb, 1)
                }
            }
            if run > 0 { body(last, run) }
        }
    }
}
