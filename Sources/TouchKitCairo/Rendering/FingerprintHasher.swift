import TouchKit

/// The hash behind the views' fingerprints: a fingerprint walks every view every frame to
/// learn that nothing changed, and the standard `Hasher` (SipHash, one library call per
/// value) made that walk cost more than the rest of an unchanged frame. This one mixes
/// each 64-bit word inline with one full-width multiply, as wyhash does; a change to any
/// word gives another value as surely as 64 bits allow. Not for untrusted keys (nothing is
/// seeded).
struct FingerprintHasher {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    @inline(__always)
    mutating func combine(_ word: UInt64) {
        let product = (state ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: word ^ 0xE703_7ED1_A0B4_28DB)
        state = product.high ^ product.low
    }

    @inline(__always)
    mutating func combine(_ value: Int) { combine(UInt64(bitPattern: Int64(value))) }

    @inline(__always)
    mutating func combine(_ value: Double) { combine(value.bitPattern) }

    @inline(__always)
    mutating func combine(_ value: Bool) { combine(value ? 1 as UInt64 : 2) }

    mutating func combine(_ rect: Rect) {
        combine(rect.origin.x)
        combine(rect.origin.y)
        combine(rect.size.width)
        combine(rect.size.height)
    }

    mutating func combine(_ color: Color?) {
        guard let color else { return combine(3 as UInt64) }
        combine(color.red)
        combine(color.green)
        combine(color.blue)
        combine(color.alpha)
    }

    mutating func combine(_ transform: AffineTransform) {
        combine(transform.a)
        combine(transform.b)
        combine(transform.c)
        combine(transform.d)
        combine(transform.tx)
        combine(transform.ty)
    }

    /// The text's bytes eight at a time, then its length (so "a" and "a\0" differ).
    mutating func combine(_ text: String?) {
        guard var text else { return combine(4 as UInt64) }
        let count = text.withUTF8 { bytes in
            var index = 0
            while index + 8 <= bytes.count {
                combine(UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index,
                                                                                         as: UInt64.self)))
                index += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in bytes[index...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
            combine(tail)
            return bytes.count
        }
        combine(count)
    }

    func finalize() -> Int {
        var mixed = self
        mixed.combine(0x5851_F42D_4C95_7F2D as UInt64)
        return Int(truncatingIfNeeded: mixed.state)
    }
}
