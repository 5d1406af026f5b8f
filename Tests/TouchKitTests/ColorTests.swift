import Testing
import TouchKit

/// Colours as scene files and code write them: `#rgb`, `#rrggbb`, `#rrggbbaa`.
struct ColorTests {
    @Test func readsEveryFormInEitherCase() {
        #expect(Color(hex: "#e8eef7") == Color(red: 0xe8 / 255.0, green: 0xee / 255.0, blue: 0xf7 / 255.0))
        #expect(Color(hex: "#E8EEF7") == Color(hex: "#e8eef7"))
        #expect(Color(hex: "#0f8") == Color(hex: "#00ff88"))
        #expect(Color(hex: "#00ff8880") == Color(red: 0, green: 1, blue: 0x88 / 255.0, alpha: 0x80 / 255.0))
    }

    @Test(arguments: ["", "#", "e8eef7", "#e8eef", "#e8eef7a", "#e8eef7a0f", "#+f+f+f", "#ｅ８ｅ", "#e8 ef7", "#é8eef7"])
    func refusesAnythingElse(_ text: String) {
        #expect(Color(hex: text) == nil)
    }
}
