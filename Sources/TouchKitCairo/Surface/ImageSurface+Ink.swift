import Glibc
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

    /// The same squares as `inkedRects`, for a surface known to hold ink only inside
    /// `rects` (its own pixels): each square any of them touches, without reading a pixel.
    /// The rectangles never overlap, so painting through them paints each pixel once.
    public func tileRects(covering rects: [Rect], tile: Int = 32) -> [Rect] {
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var inked = [Bool](repeating: false, count: columns * rows)
        for rect in rects where rect.width > 0 && rect.height > 0 {
            // The first and last whole pixels the rectangle touches, then their squares.
            let minX = max(0, Int(rect.minX.rounded(.down))), maxX = min(width, Int(rect.maxX.rounded(.up))) - 1
            let minY = max(0, Int(rect.minY.rounded(.down))), maxY = min(height, Int(rect.maxY.rounded(.up))) - 1
            guard minX <= maxX, minY <= maxY else { continue }
            let (minColumn, maxColumn, minRow, maxRow) = (minX / tile, maxX / tile, minY / tile, maxY / tile)
            for row in minRow...maxRow {
                for column in minColumn...maxColumn { inked[row * columns + column] = true }
            }
        }
        return Self.joinedRows(inked, columns: columns, rows: rows, tile: tile, width: width, height: height)
    }

    /// Sets every pixel inside `rects` (whole pixels, clipped to the surface) to transparent,
    /// in memory.
    public func makeTransparent(_ rects: [Rect]) {
        withPixels { pixels, stride in
            for rect in rects {
                let minX = max(0, Int(rect.minX.rounded(.down))), maxX = min(width, Int(rect.maxX.rounded(.up)))
                let minY = max(0, Int(rect.minY.rounded(.down))), maxY = min(height, Int(rect.maxY.rounded(.up)))
                guard maxX > minX, maxY > minY else { continue }
                for y in minY..<maxY { memset(pixels + y * stride + minX * 4, 0, (maxX - minX) * 4) }
            }
        }
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
