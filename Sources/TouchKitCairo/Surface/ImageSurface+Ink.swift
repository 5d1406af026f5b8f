import TouchKit

extension ImageSurface {
    /// Where the surface holds anything at all: the `tile`-pixel squares with at least one
    /// pixel that is not fully transparent, each row's neighbouring squares joined into one
    /// rectangle. Painting the surface over something through these rectangles only gives
    /// exactly the pixels painting all of it gives (a transparent pixel changes nothing
    /// under OVER), for a fraction of the work when the surface is mostly empty.
    public func inkedRects(tile: Int = 32) -> [Rect] {
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var inked = [Bool](repeating: false, count: columns * rows)
        withPixels { pixels, stride in
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                let band = (y / tile) * columns
                for column in 0..<columns where !inked[band + column] {
                    let start = column * tile
                    inked[band + column] = Self.anyInk(row + start, count: min(width, start + tile) - start)
                }
            }
        }
        return Self.joinedRows(inked, columns: columns, rows: rows, tile: tile, width: width, height: height)
    }

    /// Whether any of `count` pixels is not fully transparent: the pixels ORed together two
    /// at a time, with no early exit, so that the compiler vectorizes the loop.
    @inline(__always)
    private static func anyInk(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        let pairs = UnsafeRawPointer(pixels).assumingMemoryBound(to: UInt64.self)
        var bits: UInt64 = 0
        for index in 0..<(count / 2) { bits |= pairs[index] }
        if count % 2 == 1 { bits |= UInt64(pixels[count - 1]) }
        return bits != 0
    }

    private static func joinedRows(_ inked: [Bool], columns: Int, rows: Int, tile: Int, width: Int,
                                   height: Int) -> [Rect] {
        var rects: [Rect] = []
        for band in 0..<rows {
            var column = 0
            while column < columns {
                guard inked[band * columns + column] else { column += 1; continue }
                let start = column
                while column < columns, inked[band * columns + column] { column += 1 }
                let minX = start * tile, minY = band * tile
                rects.append(Rect(x: Double(minX), y: Double(minY), width: Double(min(width, column * tile) - minX),
                                  height: Double(min(height, minY + tile) - minY)))
            }
        }
        return rects
    }
}
