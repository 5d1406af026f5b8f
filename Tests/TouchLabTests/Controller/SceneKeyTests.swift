import Testing
import TouchKit
import TouchLabEngine
import TouchLabFormats
@testable import TouchLab

/// Which keys reach the scene as presses, read from the window's trace: every key but a
/// lab shortcut and the emulation's modifiers, and each press that began there ends once.
@MainActor
struct SceneKeyTests {
    static let shift = 50, control = 37, alt = 64, superKey = 133, slash = 61, f1 = 67
    static let legend = 46, two = 11

    /// The trace lines of every session the window shows, in order.
    final class Lines { var all: [String] = [] }

    let lines = Lines()
    let controller: LabController
    private var now = 1000.0

    init() throws {
        let catalog = SceneCatalog.standard
        let description = try SceneReader.load(path: catalog.resolve("seed-a-to-e"))
        let lines = lines
        controller = try LabController(origin: .file(description), catalog: catalog,
                                       console: Console(out: { lines.all.append($0) }, error: { _ in }),
                                       tracing: true)
    }

    mutating func press(_ code: Int) { send(.keyPress, code) }
    mutating func release(_ code: Int) { send(.keyRelease, code) }

    private mutating func send(_ kind: XI2Input.Kind, _ code: Int) {
        now += 16
        controller.handle(XI2Input(time: now, kind: kind, detail: code, x: 0, y: 0))
    }

    /// "began Shift_L", "ended Shift_L" … for each press line of the trace.
    var presses: [String] {
        lines.all.compactMap { line in
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "press"), at + 2 < words.count,
                  ["began", "ended", "cancelled"].contains(words[at + 1]) else { return nil }
            return "\(words[at + 1]) \(words[at + 2].prefix { $0 != ":" })"
        }
    }

    @Test mutating func modifiersAloneReachTheSceneButAlt() {
        for code in [Self.shift, Self.control, Self.superKey, Self.alt] {
            press(code)
            release(code)
        }
        #expect(presses == ["began Shift_L", "ended Shift_L", "began Control_L", "ended Control_L",
                            "began Super_L", "ended Super_L"])
    }

    /// Ctrl+L is the lab's L: Control reaches the scene, L does not, down or up. `?` and
    /// F1 are the lab's help, as H is: neither reaches the scene (Shift, which makes `?`,
    /// does).
    @Test mutating func onlyTheKeyThatIsALabShortcutIsWithheld() {
        press(Self.control)
        press(Self.legend)
        release(Self.legend)
        release(Self.control)
        #expect(controller.ui.showsLegend)
        press(Self.shift)
        press(Self.slash)
        release(Self.slash)
        release(Self.shift)
        #expect(controller.ui.showsHelp)
        press(Self.f1)
        release(Self.f1)
        #expect(!controller.ui.showsHelp)
        #expect(presses == ["began Control_L", "ended Control_L", "began Shift_L", "ended Shift_L"])
    }

    /// Shift pressed while Alt is held makes the emulated fingers move together: it is the
    /// emulation's, and so is its release, whichever key comes up first.
    @Test mutating func shiftSteeringTheEmulationIsWithheldUntilReleased() {
        press(Self.alt)
        press(Self.shift)
        release(Self.alt)
        release(Self.shift)
        #expect(presses.isEmpty)
        // Pressed first, Shift is the scene's, and stays so when Alt joins it.
        press(Self.shift)
        press(Self.alt)
        release(Self.shift)
        release(Self.alt)
        #expect(presses == ["began Shift_L", "ended Shift_L"])
    }

    /// Shift+2 switches scenes: the Shift press the old scene saw is cancelled with it, and
    /// the new scene, which never saw it go down, does not see it come up.
    @Test mutating func aSceneSwitchEndsEveryPressOnce() throws {
        press(Self.shift)
        press(Self.two)
        release(Self.two)
        release(Self.shift)
        press(Self.control)
        release(Self.control)
        let names = SceneCatalog.standard.names()
        #expect(controller.session.scene.name == names[10])
        #expect(presses == ["began Shift_L", "cancelled Shift_L", "began Control_L", "ended Control_L"])
    }
}
