/// An sRGB colour with straight (not premultiplied) alpha, each component 0…1.
public struct Color: Hashable, Sendable {
    /// The red component, 0…1.
    public var red: Double
    /// The green component, 0…1.
    public var green: Double
    /// The blue component, 0…1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from sRGB components and opacity, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (ASCII hex digits); nil for anything else.
    public init?(hex: String) {
        // Read as bytes, not characters: a scene file gives a colour per view.
        guard hex.utf8.first == UInt8(ascii: "#"), hex.utf8.count <= 9 else { return nil }
        var nibbles: [UInt8] = []
        for byte in hex.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        if nibbles.count == 3 { nibbles = nibbles.flatMap { [$0, $0] } }
        guard nibbles.count == 6 || nibbles.count == 8 else { return nil }
        func component(_ index: Int) -> Double { Double(nibbles[2 * index] << 4 | nibbles[2 * index + 1]) / 255 }
        self.init(red: component(0), green: component(1), blue: component(2),
                  alpha: nibbles.count == 8 ? component(3) : 1)
    }

    /// The same colour with the opacity `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Fully transparent (black with alpha 0): draws nothing.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
