import TouchKit

/// A label stacked in rows: where one row is too wide beside its view, its pieces are laid
/// in two or three rows, still one label with one leader.
extension OverlayLabels {
    /// `pieces` with each tag of the form "name: what" (or "名：…") broken after its colon
    /// into two tags alike, for a label stacked in rows.
    static func brokenAtColons(_ pieces: [LabelPiece]) -> [LabelPiece] {
        pieces.flatMap { piece -> [LabelPiece] in
            guard case .pill(let text, let font, let fill, let ink) = piece else { return [piece] }
            // The first colon followed by more (a full-width one, or one before a space).
            guard let colon = text.indices.first(where: { index in
                let next = text.index(after: index)
                return next < text.endIndex && (text[index] == "：" || (text[index] == ":" && text[next] == " "))
            }) else { return [piece] }
            let head = String(text[...colon])
            let tail = String(text[text.index(after: colon)...].drop { $0 == " " })
            guard !tail.isEmpty else { return [piece] }
            return [.pill(head, font: font, fill: fill, textColor: ink), .pill(tail, font: font, fill: fill, textColor: ink)]
        }
    }

    /// Space between the rows of a stacked label.
    static let rowGap = 2.0

    /// A label's pieces stacked in `rows` rows, each piece's box from the label's top-left
    /// (pixels) and the label's size. A leading disc or tile (its number) stands at the
    /// left, centred on the rows (its centre stays where one row has it, for the arrows
    /// drawn from it); the rest are split where the widest row is narrowest, never right
    /// after a number (it stays with what it numbers).
    func stackedBoxes(_ pieces: [LabelPiece], rows: Int) -> (boxes: [Rect], size: Size) {
        let sizes = pieces.map(size(of:))
        let isNumber = pieces.map { piece -> Bool in
            if case .pill = piece { return false }
            return true
        }
        let lead = pieces.count > rows && isNumber[0] ? 1 : 0
        let rest = Array(lead..<pieces.count)
        func width(_ range: ArraySlice<Int>) -> Double {
            range.reduce(0) { $0 + sizes[$1].width } + Self.pieceGap * Double(max(0, range.count - 1))
        }
        // Every way to cut the rest into `rows` non-empty rows, none right after a number.
        var best: (width: Double, cuts: [Int])?
        func search(_ start: Int, _ cuts: [Int]) {
            if cuts.count == rows - 1 {
                let bounds = [0] + cuts + [rest.count]
                let widest = zip(bounds, bounds.dropFirst()).map { width(rest[$0..<$1]) }.max() ?? 0
                if best.map({ widest < $0.width }) ?? true { best = (widest, cuts) }
                return
            }
            guard start < rest.count else { return }
            for cut in start..<rest.count where !isNumber[rest[cut - 1]] { search(cut + 1, cuts + [cut]) }
        }
        search(1, [])
        // No way to stack them (never offered then): as wide as one row.
        guard let best else { return ([], pixelSize(of: pieces)) }
        let bounds = [0] + best.cuts + [rest.count]
        let lines = zip(bounds, bounds.dropFirst()).map { Array(rest[$0..<$1]) }
        let heights = lines.map { line in line.map { sizes[$0].height }.max() ?? 0 }
        let block = heights.reduce(0, +) + Self.rowGap * Double(lines.count - 1)
        let leadSize = lead == 1 ? sizes[0] : Size(width: 0, height: 0)
        let height = max(block, leadSize.height).rounded(.up)
        let left = lead == 1 ? leadSize.width + Self.pieceGap : 0
        var boxes = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: pieces.count)
        if lead == 1 {
            boxes[0] = Rect(x: 0, y: ((height - leadSize.height) / 2).rounded(), width: leadSize.width, height: leadSize.height)
        }
        var y = ((height - block) / 2).rounded()
        for (line, lineHeight) in zip(lines, heights) {
            var x = left
            for index in line {
                let size = sizes[index]
                boxes[index] = Rect(x: x, y: y + ((lineHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
                x += size.width + Self.pieceGap
            }
            y += lineHeight + Self.rowGap
        }
        let widest = left + (lines.map { width($0[...]) }.max() ?? 0)
        return (boxes, Size(width: widest.rounded(.up), height: height))
    }
}
