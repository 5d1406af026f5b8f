import TouchKit
import TouchLabEngine

/// The lab's own keys, taken before the scene sees any key (X11 keycodes, evdev layout).
enum LabShortcut: Equatable {
    case help, pauseOrPlay, stepBack, stepForward, replay, faster, slower, instant
    case scene(Int), nextView, screenshot, quit

    static func forKey(_ keyCode: Int) -> LabShortcut? {
        switch keyCode {
        case 43: .help
        case 65: .pauseOrPlay
        case 113: .stepBack
        case 114: .stepForward
        case 27: .replay
        case 21, 86: .faster
        case 20, 82: .slower
        case 19: .instant
        case 10...18: .scene(keyCode - 10)
        case 23: .nextView
        case 39: .screenshot
        case 24, 9: .quit
        default: nil
        }
    }
}

extension LabSession {
    /// Applies a playback or inspector shortcut; scene switching, screenshots and quitting
    /// are the window's business and return false here.
    func apply(_ shortcut: LabShortcut) -> Bool {
        switch shortcut {
        case .help: showsHelp.toggle()
        case .pauseOrPlay: playback.isPaused.toggle()
        case .stepBack: step(by: -1)
        case .stepForward: step(by: 1)
        case .replay: replayLesson()
        case .faster: playback.faster()
        case .slower: playback.slower()
        case .instant: playback.setSpeed(index: Playback.speeds.count - 1)
        case .nextView: selectNextView()
        case .scene, .screenshot, .quit: return false
        }
        touch()
        return true
    }

    private func selectNextView() {
        let views = scene.allViews
        guard !views.isEmpty else { return }
        let index = selectedView.flatMap { current in views.firstIndex { $0 === current } } ?? -1
        selectedView = views[(index + 1) % views.count]
    }
}
