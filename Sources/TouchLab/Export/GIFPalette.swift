/// The 127 colours of an exported GIF (index 127 is left free, so that every image has an
/// index to make transparent), chosen as the frames come so that a lesson is encoded in one
/// pass, a frame at a time.
///
/// The lab draws few colours: flat fills, text and lines, with anti-aliased edges between
/// them. A colour that covers many pixels of a frame's change (a fill) gets an entry of its
/// own, exactly; a rarer one gets an entry only when no entry is near it (a new shade of an
/// edge); every other colour is drawn with its nearest entry. So a flat fill stays one
/// colour, with no dithering grain, and an edge pixel is off by a shade at most. Once the
/// palette is full, new colours take their nearest entry.
///
/// A colour drawn with another's entry is looked at again whenever it comes back: it takes
/// the entry nearest it then. Met first as a few edge pixels, before the entries near it
/// existed, it would otherwise keep a far one for good, and cover a whole view that way
/// when a transformed view brings it back as a fill (a pinched view's tint drawn 22 units
/// off, a frame 1.7 from its own on the mean).
///
/// 128 entries rather than 256: LZW codes start a bit shorter, which makes the A–E lesson
/// 7 % smaller, and its frames decode alike to the eye. A fill within a few units of an
/// entry (a highlight's fade between two frames) takes that entry, so a fade changes the
/// picture every few frames rather than at each one.
struct GIFPalette {
    /// The index no colour takes: transparent (the previous frame shows through) in an
    /// image that uses every other.
    static let transparent: UInt8 = 127
    /// Entries before the transparent index.
    static let capacity = 127
    /// The colour table's size (a power of two) and its bits.
    static let tableSize = 128, tableBits = 7
    /// A colour covering this many pixels of one frame's change is a fill: its own entry,
    /// unless one is within `fillDistance`.
    static let fillPixels = 256
    static let fillDistance = 6
    /// A colour covering this many pixels gets an entry when none is within `nearDistance`.
    static let shadePixels = 16
    /// The distance (in 0–255 RGB units) under which a rare colour is drawn with the entry:
    /// 32 rather than 16 gives anti-aliased text fewer shades to code (the A–E lesson
    /// 0.9× the size) while a frame stays within a mean of one unit of the lab's (48 would
    /// make it 0.99× but put a frame of the large grid's lesson 1.02 off).
    static let nearDistance = 32

    /// The entries, as `0xRRGGBB`.
    private(set) var colours: [UInt32] = []
    /// Every colour met so far and its index (entries and the colours drawn with them).
    private var table = ColourTable()

    /// The index colour `rgb` (`0xRRGGBB`) is drawn with, when it has been met (`learn`).
    func index(of rgb: UInt32) -> UInt8? { table[rgb].map { $0 & ~Self.approximate } }

    /// Whether `rgb` is an entry: false while it is not met or is drawn with another.
    func isEntry(_ rgb: UInt32) -> Bool { table[rgb].map { $0 & Self.approximate == 0 } ?? false }

    /// Marks, in `table`, a colour drawn with another's entry.
    private static let approximate: UInt8 = 0x80

    /// Takes the colours of one frame's change that are not entries, with how many pixels
    /// each covers, and gives each an index: a new entry for a colour not met yet, or the
    /// nearest one.
    mutating func learn(_ counts: [UInt32: Int]) {
        // Most pixels first; equal counts by colour, so the same frames give the same file.
        let order = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        // A colour met before gets no entry of its own later: that made the A–E lesson's
        // GIF 1.02× the size for a mean difference 0.94× as large.
        for (rgb, count) in order where count >= Self.shadePixels && colours.count < Self.capacity && table[rgb] == nil {
            let nearest = self.nearest(rgb)
            let distance = nearest.map { Self.squaredDistance(colours[Int($0)], rgb) } ?? .max
            let fill = count >= Self.fillPixels && distance > Self.fillDistance * Self.fillDistance
            guard fill || distance > Self.nearDistance * Self.nearDistance else { continue }
            table[rgb] = UInt8(colours.count)
            colours.append(rgb)
        }
        for (rgb, _) in order where !isEntry(rgb) {
            table[rgb] = (nearest(rgb) ?? 0) | Self.approximate
        }
    }

    /// The entry nearest `rgb` (the first of equals); nil while there is none.
    private func nearest(_ rgb: UInt32) -> UInt8? {
        var best: (index: Int, distance: Int)?
        for (index, entry) in colours.enumerated() {
            let distance = Self.squaredDistance(entry, rgb)
            if best == nil || distance < best!.distance { best = (index, distance) }
            if distance == 0 { break }
        }
        return best.map { UInt8($0.index) }
    }

    static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let red = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
        let green = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
        let blue = Int(a & 0xFF) - Int(b & 0xFF)
        return red * red + green * green + blue * blue
    }

    /// The palette as the GIF's colour table: `tableSize` entries of red, green, blue (the
    /// last, the transparent index's, and those not used black).
    var tableBytes: [UInt8] {
        var bytes = [UInt8](repeating: 0, count: Self.tableSize * 3)
        for (index, rgb) in colours.enumerated() {
            bytes[index * 3] = UInt8((rgb >> 16) & 0xFF)
            bytes[index * 3 + 1] = UInt8((rgb >> 8) & 0xFF)
            bytes[index * 3 + 2] = UInt8(rgb & 0xFF)
        }
        return bytes
    }
}

/// Colours (`0xRRGGBB`) to indices: open addressing over a power-of-two array, since every
/// changed pixel of every frame looks its colour up and a Dictionary's hashing costs
/// several times more.
struct ColourTable {
    /// No 24-bit colour has this key.
    private static let empty: UInt32 = .max
    private var keys = [UInt32](repeating: ColourTable.empty, count: 1 << 12)
    private var values = [UInt8](repeating: 0, count: 1 << 12)
    private var count = 0

    subscript(rgb: UInt32) -> UInt8? {
        get {
            let slot = find(rgb)
            return keys[slot] == rgb ? values[slot] : nil
        }
        set {
            guard let newValue else { return }
            let slot = find(rgb)
            if keys[slot] != rgb {
                keys[slot] = rgb
                count += 1
            }
            values[slot] = newValue
            if count * 2 > keys.count { grow() }
        }
    }

    /// The slot of `rgb`, or the empty one where it would go.
    private func find(_ rgb: UInt32) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: (rgb &* 0x9E37_79B1) >> 8) & mask
        while keys[slot] != rgb && keys[slot] != Self.empty { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != Self.empty }
        keys = [UInt32](repeating: Self.empty, count: keys.count * 2)
        values = [UInt8](repeating: 0, count: keys.count)
        count = 0
        for (key, value) in old { self[key] = value }
    }
}
