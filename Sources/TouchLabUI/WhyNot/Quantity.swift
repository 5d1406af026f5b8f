import TouchLabFormats

/// How the lab's answers and inspector write a recognizer's numbers, the unit in the
/// sentence's language: `45 pt`, `0.35 s`; in Chinese `45 点`, `0.35 秒`.
package enum Quantity {
    /// Points, one decimal at most: `45 pt`, `12.5 pt`.
    package static func points(_ value: Double, in language: Language = .english) -> String {
        let unit = language.pick(" pt", " 点")
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" + unit }
        let tenths = Int64((value * 10).rounded())
        let whole = String(tenths / 10)
        return (tenths % 10 == 0 ? whole : whole + "." + String(abs(tenths % 10))) + unit
    }

    /// Seconds, up to three decimals without trailing zeros: `0.35 s`, `1 s`.
    package static func seconds(_ value: Double, in language: Language = .english) -> String {
        let unit = language.pick(" s", " 秒")
        guard value.isFinite, abs(value) < 1e12 else { return "\(value)" + unit }
        let thousandths = Int64((value * 1000).rounded())
        var fraction = String(abs(thousandths % 1000))
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        // A value that rounds to zero has no sign ("0 s", never "-0 s").
        let whole = (thousandths < 0 && thousandths / 1000 == 0 ? "-" : "") + String(thousandths / 1000)
        return whole + (fraction.isEmpty ? "" : "." + fraction) + unit
    }
}
