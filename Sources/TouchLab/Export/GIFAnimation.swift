import Glibc

/// Frames of the lab made into an animated GIF as they come, without holding more than the
/// previous frame: each frame is written as the rectangle around the pixels that changed,
/// the unchanged pixels in it free to be written transparent (`GIFCoder`), and a frame equal
/// to the one before lengthens that one's delay instead of being written.
///
/// Images are coded and written on a thread of their own (`WorkerThread`), in order, while
/// the next frame is drawn and mapped.
///
/// A written image waits until the next different frame says how long it shows; delays are
/// in hundredths of a second, each image's from the frames' own times rounded, so that they
/// add up to the animation's length.
final class GIFAnimation {
    let width: Int, height: Int
    /// Frames per second of what is added.
    let rate: Double
    private let file: GIFFile
    /// Codes and writes the images while the next frame is drawn and mapped.
    private let coding = WorkerThread()
    private var palette = GIFPalette()
    /// The previous frame's pixels (`0xAARRGGBB`, rows of `width`).
    private var previous: [UInt32]
    /// The index each pixel of the picture shows so far.
    private var shown: [UInt8]
    /// Each row's first and last pixel that differ from the previous frame (-1: none), as
    /// `changedBox` found them: the passes after it look only there, and copy the rest.
    private var spanFirst: [Int], spanLast: [Int]
    private var frames = 0
    /// The image waiting for its delay: its rectangle, indices and when it shows, in
    /// hundredths of a second.
    private var pending: Image?

    private struct Image {
        var box: Box
        var indices: [UInt8]
        var start: Int
    }

    typealias Box = (x: Int, y: Int, width: Int, height: Int)

    init(path: String, width: Int, height: Int, rate: Double) throws {
        (self.width, self.height, self.rate) = (width, height, rate)
        file = try GIFFile(path: path, width: width, height: height)
        previous = [UInt32](repeating: 0, count: width * height)
        shown = [UInt8](repeating: 0, count: width * height)
        spanFirst = [Int](repeating: -1, count: height)
        spanLast = [Int](repeating: -1, count: height)
    }

    /// Adds a frame equal to the previous one.
    func repeatFrame() {
        frames += 1
    }

    /// Adds the frame in `pixels`: `height` rows of `stride` bytes of Cairo's `0xAARRGGBB`
    /// words, opaque. `rows`, when given, holds every row that may differ from the frame
    /// added before (the others are not compared).
    func add(_ pixels: UnsafeRawPointer, stride: Int, rows: Range<Int>? = nil) throws {
        defer { frames += 1 }
        guard let box = changedBox(pixels, stride: stride, rows: rows) else { return }
        let first = frames == 0
        var counts: [UInt32: Int] = [:]
        forEachChanged(in: box, pixels, stride: stride, all: first) { rgb, run in
            if !self.palette.isEntry(rgb) { counts[rgb, default: 0] += run }
        }
        if !counts.isEmpty { palette.learn(counts) }
        guard let image = mapped(box, pixels, stride: stride, all: first) else { return }
        let time = centiseconds(frames)
        // Two parts straddle the frame's time by a hundredth each way, when the image before
        // still shows for two hundredths (the shortest delay players honour) before them.
        if let pending, pending.start + 2 <= time - 1, let (one, other) = Self.split(image.box, image.indices) {
            try show(Image(box: one.box, indices: one.indices, start: time - 1))
            try show(Image(box: other.box, indices: other.indices, start: time + 1))
        } else {
            try show(Image(box: image.box, indices: image.indices, start: time))
        }
    }

    /// Writes the image waiting (its delay ends as `image` starts) and keeps `image` waiting.
    private func show(_ image: Image) throws {
        try flushPending(until: image.start)
        pending = image
    }

    /// The rectangle `box` (its `indices`, those not marked `GIFCoder.either` changed)
    /// as two images side by side or one above the other, each the rectangle around its
    /// changes, when that leaves much less to code: the far-apart changes of one frame (the
    /// scene, the panel, the caption) would otherwise sit in one image of unchanged
    /// pixels, which cost codes even when transparent (a run grows a pixel per code). Nil
    /// when one image is as good.
    static func split(_ box: Box, _ indices: [UInt8]) -> ((box: Box, indices: [UInt8]), (box: Box, indices: [UInt8]))? {
        let width = box.width, height = box.height
        guard width * height >= splitArea else { return nil }
        // Each row's and column's changed extent.
        var rowFirst = [Int](repeating: width, count: height), rowLast = [Int](repeating: -1, count: height)
        var columnFirst = [Int](repeating: height, count: width), columnLast = [Int](repeating: -1, count: width)
        rowFirst.withUnsafeMutableBufferPointer { rowFirst in
            rowLast.withUnsafeMutableBufferPointer { rowLast in
                columnFirst.withUnsafeMutableBufferPointer { columnFirst in
                    columnLast.withUnsafeMutableBufferPointer { columnLast in
                        indices.withUnsafeBufferPointer { indices in
                            let bytes = UnsafeRawPointer(indices.baseAddress!)
                            // Eight unchanged indices at once: every byte's `either` bit set.
                            let unchanged = UInt64(GIFCoder.either) &* 0x0101_0101_0101_0101
                            for row in 0..<height {
                                let base = row * width
                                var column = 0
                                while column < width {
                                    if column &+ 8 <= width,
                                       bytes.loadUnaligned(fromByteOffset: base &+ column, as: UInt64.self) & unchanged == unchanged {
                                        column &+= 8
                                        continue
                                    }
                                    if indices[base &+ column] & GIFCoder.either == 0 {
                                        if rowFirst[row] > column { rowFirst[row] = column }
                                        rowLast[row] = column
                                        if columnFirst[column] > row { columnFirst[column] = row }
                                        columnLast[column] = row
                                    }
                                    column &+= 1
                                }
                            }
                        }
                    }
                }
            }
        }
        // The best cut across each way: the area of the rectangles around what lies each side.
        func best(_ first: [Int], _ last: [Int], across: Int) -> (cut: Int, area: Int) {
            let count = first.count
            var before = [Int](repeating: 0, count: count + 1)
            var low = across, high = -1, start = -1
            for line in 0..<count {
                if last[line] >= 0 {
                    low = min(low, first[line]); high = max(high, last[line])
                    if start < 0 { start = line }
                }
                before[line + 1] = start < 0 ? 0 : (line - start + 1) * (high - low + 1)
            }
            var best = (cut: 0, area: Int.max)
            low = across; high = -1
            var end = -1
            for line in stride(from: count - 1, through: 1, by: -1) {
                if last[line] >= 0 {
                    low = min(low, first[line]); high = max(high, last[line])
                    if end < 0 { end = line }
                }
                let after = end < 0 ? 0 : (end - line + 1) * (high - low + 1)
                if end >= 0, before[line] > 0, before[line] + after < best.area { best = (line, before[line] + after) }
            }
            return best
        }
        let rows = best(rowFirst, rowLast, across: width), columns = best(columnFirst, columnLast, across: height)
        let byRows = rows.area <= columns.area
        let cut = byRows ? rows : columns
        guard cut.area < width * height * splitShare / 100 else { return nil }
        func part(_ lines: Range<Int>) -> (box: Box, indices: [UInt8]) {
            var top = height, bottom = -1, left = width, right = -1
            for line in lines where (byRows ? rowLast : columnLast)[line] >= 0 {
                if byRows {
                    top = min(top, line); bottom = line
                    left = min(left, rowFirst[line]); right = max(right, rowLast[line])
                } else {
                    left = min(left, line); right = line
                    top = min(top, columnFirst[line]); bottom = max(bottom, columnLast[line])
                }
            }
            var out = [UInt8]()
            out.reserveCapacity((right - left + 1) * (bottom - top + 1))
            for row in top...bottom { out += indices[(row * width + left)...(row * width + right)] }
            return ((box.x + left, box.y + top, right - left + 1, bottom - top + 1), out)
        }
        return (part(0..<cut.cut), part(cut.cut..<(byRows ? height : width)))
    }

    /// Images smaller than this are not split, and a split must leave at most this share
    /// (percent) of the area to code.
    static let splitArea = 4096, splitShare = 95

    /// The indices of `box`, cut to the rectangle around those that show another index than
    /// the picture so far; the others are marked `GIFCoder.either` (the coder may write them
    /// transparent). The picture and the previous frame take the new pixels. Nil when no
    /// index changes: a change of shade that maps to the same entries is no new image.
    private func mapped(_ box: (x: Int, y: Int, width: Int, height: Int), _ pixels: UnsafeRawPointer, stride: Int,
                        all: Bool) -> (box: (x: Int, y: Int, width: Int, height: Int), indices: [UInt8])? {
        var indices = [UInt8](repeating: 0, count: box.width * box.height)
        var top = -1, bottom = -1, left = box.width, right = -1
        let known = palette, width = self.width
        // Neighbours mostly share a colour: the last one looked up is kept.
        var lastRGB: UInt32 = .max, lastIndex: UInt8 = 0
        indices.withUnsafeMutableBufferPointer { indices in
            previous.withUnsafeMutableBufferPointer { previous in
                shown.withUnsafeMutableBufferPointer { shown in
                    for row in 0..<box.height {
                        let y = box.y + row
                        let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                        let out = indices.baseAddress! + row * box.width
                        let before = previous.baseAddress! + y * width, picture = shown.baseAddress! + y * width
                        // Outside the row's span every pixel is as before: its index, either way.
                        let first = spanFirst[y], last = spanLast[y]
                        let end = first < 0 ? box.x + box.width : first
                        for x in box.x..<end { out[x &- box.x] = picture[x] | GIFCoder.either }
                        guard first >= 0 else { continue }
                        for x in (last + 1)..<(box.x + box.width) { out[x &- box.x] = picture[x] | GIFCoder.either }
                        for x in first...last {
                            let colour = words[x]
                            var index = picture[x]
                            if all || colour != before[x] {
                                before[x] = colour
                                let rgb = colour & 0xFF_FFFF
                                if rgb != lastRGB { (lastRGB, lastIndex) = (rgb, known.index(of: rgb) ?? 0) }
                                index = lastIndex
                            }
                            guard all || index != picture[x] else {
                                out[x &- box.x] = index | GIFCoder.either
                                continue
                            }
                            picture[x] = index
                            out[x &- box.x] = index
                            let column = x - box.x
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
        try flushPending(until: centiseconds(frames))
        try coding.finish()
        try file.close(palette: palette.tableBytes)
    }

    /// Writes the image waiting, shown until `end` (hundredths of a second).
    private func flushPending(until end: Int) throws {
        guard let image = pending else { return }
        pending = nil
        let file = self.file, colours = palette.colours, delay = end - image.start
        try coding.run {
            try file.addImage(x: image.box.x, y: image.box.y, width: image.box.width, height: image.box.height,
                              indices: image.indices, delay: delay, opaque: image.start == 0, colours: colours)
        }
    }

    /// The time of frame `index` in hundredths of a second.
    private func centiseconds(_ index: Int) -> Int { Int((Double(index) * 100 / rate).rounded()) }

    /// The smallest rectangle holding every pixel that differs from the previous frame (the
    /// whole frame first); nil when none does. Sets each row's span.
    private func changedBox(_ pixels: UnsafeRawPointer, stride: Int,
                            rows: Range<Int>?) -> (x: Int, y: Int, width: Int, height: Int)? {
        let width = self.width, height = self.height
        if frames == 0 {
            for y in 0..<height { (spanFirst[y], spanLast[y]) = (0, width - 1) }
            return (0, 0, width, height)
        }
        let rows = rows?.clamped(to: 0..<height) ?? 0..<height
        var top = -1, bottom = -1, left = width, right = -1
        let rowBytes = width * 4
        previous.withUnsafeBufferPointer { previous in
            spanFirst.withUnsafeMutableBufferPointer { spanFirst in
                spanLast.withUnsafeMutableBufferPointer { spanLast in
                    let previous = previous.baseAddress!
                    for y in 0..<height where !rows.contains(y) { (spanFirst[y], spanLast[y]) = (-1, -1) }
                    for y in rows {
                        let words = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                        let before = previous + y * width
                        guard memcmp(words, before, rowBytes) != 0 else {
                            (spanFirst[y], spanLast[y]) = (-1, -1)
                            continue
                        }
                        if top < 0 { top = y }
                        bottom = y
                        var x = 0
                        while words[x] == before[x] { x &+= 1 }
                        var end = width &- 1
                        while words[end] == before[end] { end &-= 1 }
                        (spanFirst[y], spanLast[y]) = (x, end)
                        left = min(left, x)
                        right = max(right, end)
                    }
                }
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
        let width = self.width
        previous.withUnsafeBufferPointer { previous in
            let previous = previous.baseAddress!
            var last: UInt32 = .max, run = 0
            for y in box.y..<(box.y + box.height) where spanFirst[y] >= 0 {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                let before = previous + y * width
                for x in spanFirst[y]...spanLast[y] {
                    let colour = row[x]
                    guard all || colour != before[x] else { continue }
                    let rgb = colour & 0xFF_FFFF
                    if rgb == last {
                        run &+= 1
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
