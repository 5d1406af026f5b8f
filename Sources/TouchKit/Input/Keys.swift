/// X11 keycodes of the evdev keymap (US layout) that the translator gives meaning to.
enum Keys {
    static let altLeft = 64, altRight = 108
    static let shiftLeft = 50, shiftRight = 62
    /// Alt emulates two fingers; Shift, pressed while Alt is held, makes them move together.
    static let alt: Set<Int> = [altLeft, altRight]
    static let shift: Set<Int> = [shiftLeft, shiftRight]
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

    /// X keysym names (as `XKeysymToString` gives them) of the evdev keycodes, at the
    /// first shift level of a US layout: a trace names a key the same live and replayed,
    /// with no X server to ask.
    private static let names: [Int: String] = {
        var table: [Int: String] = [
            9: "Escape", 20: "minus", 21: "equal", 22: "BackSpace", 23: "Tab", 34: "bracketleft",
            35: "bracketright", 36: "Return", 37: "Control_L", 47: "semicolon", 48: "apostrophe", 49: "grave",
            50: "Shift_L", 51: "backslash", 59: "comma", 60: "period", 61: "slash", 62: "Shift_R",
            63: "KP_Multiply", 64: "Alt_L", 65: "space", 66: "Caps_Lock", 77: "Num_Lock", 78: "Scroll_Lock",
            79: "KP_Home", 80: "KP_Up", 81: "KP_Prior", 82: "KP_Subtract", 83: "KP_Left", 84: "KP_Begin",
            85: "KP_Right", 86: "KP_Add", 87: "KP_End", 88: "KP_Down", 89: "KP_Next", 90: "KP_Insert",
            91: "KP_Delete", 92: "ISO_Level3_Shift", 94: "less", 95: "F11", 96: "F12", 97: "Romaji",
            98: "Katakana", 99: "Hiragana", 100: "Henkan_Mode", 101: "Hiragana_Katakana", 102: "Muhenkan",
            104: "KP_Enter", 105: "Control_R", 106: "KP_Divide", 107: "Print", 108: "Alt_R", 109: "Linefeed",
            110: "Home", 111: "Up", 112: "Prior", 113: "Left", 114: "Right", 115: "End", 116: "Down",
            117: "Next", 118: "Insert", 119: "Delete", 121: "XF86AudioMute", 122: "XF86AudioLowerVolume",
            123: "XF86AudioRaiseVolume", 124: "XF86PowerOff", 125: "KP_Equal", 126: "plusminus", 127: "Pause",
            128: "XF86LaunchA", 129: "KP_Decimal", 130: "Hangul", 131: "Hangul_Hanja", 133: "Super_L",
            134: "Super_R", 135: "Menu", 136: "Cancel", 137: "Redo", 139: "Undo", 141: "XF86Copy",
            143: "XF86Paste", 144: "Find", 145: "XF86Cut", 146: "Help", 147: "XF86MenuKB",
            148: "XF86Calculator", 150: "XF86Sleep", 151: "XF86WakeUp", 152: "XF86Explorer", 155: "XF86Mail",
            158: "XF86WWW", 163: "XF86Mail", 164: "XF86Favorites", 165: "XF86MyComputer", 166: "XF86Back",
            167: "XF86Forward", 169: "XF86Eject", 171: "XF86AudioNext", 172: "XF86AudioPlay",
            173: "XF86AudioPrev", 174: "XF86AudioStop", 175: "XF86AudioRecord", 176: "XF86AudioRewind",
            177: "XF86Phone", 179: "XF86Tools", 180: "XF86HomePage", 181: "XF86Reload", 182: "XF86Close",
            187: "parenleft", 188: "parenright", 190: "Redo", 208: "XF86AudioPlay", 209: "XF86AudioPause",
            210: "XF86Launch3", 211: "XF86Launch4", 213: "XF86Suspend", 214: "XF86Close", 215: "XF86AudioPlay",
            216: "XF86AudioForward", 218: "Print", 220: "XF86WebCam", 223: "XF86Mail", 225: "XF86Search",
            232: "XF86MonBrightnessDown", 233: "XF86MonBrightnessUp", 235: "XF86Display", 236: "XF86KbdLightOnOff",
            237: "XF86KbdBrightnessDown", 238: "XF86KbdBrightnessUp", 246: "XF86WLAN",
        ]
        let rows: [(Int, String)] = [(10, "1234567890"), (24, "qwertyuiop"), (38, "asdfghjkl"), (52, "zxcvbnm")]
        for (start, letters) in rows {
            for (offset, letter) in letters.enumerated() { table[start + offset] = String(letter) }
        }
        for number in 1...10 { table[66 + number] = "F\(number)" }
        for number in 13...24 { table[178 + number] = "F\(number)" }
        return table
    }()

    /// The key's X keysym name (`Return`, `a`, `F11`, `Prior`); `NoSymbol`, as X says it,
    /// for a keycode the layout leaves without one.
    static func name(of keyCode: Int) -> String {
        names[keyCode] ?? "NoSymbol"
    }
}
