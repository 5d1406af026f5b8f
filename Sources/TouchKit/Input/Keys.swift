/// X11 keycodes of the evdev keymap (US layout) that the translator gives meaning to.
enum Keys {
    static let altLeft = 64, altRight = 108
    static let shiftLeft = 50, shiftRight = 62
    /// The keys that steer the two-finger emulation: Alt emulates, Alt+Shift moves both.
    static let emulationModifiers: Set<Int> = [altLeft, altRight, shiftLeft, shiftRight]
    static let controlLeft = 37, controlRight = 105
    static let z = 52

    /// Media keys: XF86AudioPlay/Pause, Next, Prev, and the separate play and pause keys.
    static let remoteControl: [Int: Event.Subtype] = [
        172: .remoteControlTogglePlayPause,
        171: .remoteControlNextTrack,
        173: .remoteControlPreviousTrack,
        208: .remoteControlPlay,
        209: .remoteControlPause,
    ]

    private static let names: [Int: String] = {
        var table: [Int: String] = [
            9: "Escape", 22: "BackSpace", 23: "Tab", 36: "Return", 65: "space",
            37: "Control_L", 105: "Control_R", 50: "Shift_L", 62: "Shift_R",
            64: "Alt_L", 108: "Alt_R", 111: "Up", 113: "Left", 114: "Right", 116: "Down",
        ]
        let rows: [(Int, String)] = [(10, "1234567890"), (24, "qwertyuiop"), (38, "asdfghjkl"), (52, "zxcvbnm")]
        for (start, letters) in rows {
            for (offset, letter) in letters.enumerated() { table[start + offset] = String(letter) }
        }
        for number in 1...10 { table[66 + number] = "F\(number)" }
        return table
    }()

    /// The key's name (`Return`, `a`), or `key<code>` when it has none here.
    static func name(of keyCode: Int) -> String {
        names[keyCode] ?? "key\(keyCode)"
    }
}
