/// Finds the first byte that breaks UTF-8 (RFC 3629: no overlong forms, no surrogates,
/// nothing above U+10FFFF), so a reader can say exactly where a file is corrupt.
package enum UTF8Validator {
    /// The offset of the first byte of the first ill-formed sequence, or nil when all of
    /// `bytes` is well-formed UTF-8.
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            guard let length = sequenceLength(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed sequence starting at `index`, or nil.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }
}
