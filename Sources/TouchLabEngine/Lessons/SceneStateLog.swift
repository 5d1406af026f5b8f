import TouchKit

/// What input changes of a scene's views, as a value: each scroll view's content offset,
/// each control's highlight and selection, a switch's `isOn`, a slider's `value`. Nothing
/// else of a view changes as touches are delivered (the inspector's changes make the
/// lessons before them stale, and stale lessons show the scene as it is).
@MainActor
package struct SceneViewState: Equatable {
    fileprivate var offsets: [Point]
    fileprivate var flags: [UInt8]
    fileprivate var values: [Double]
}

/// The scene's view state at every trace record that changed it, so a frame of a lesson
/// step draws the views as they were at that step rather than as the run left them.
///
/// Positions order the captures: `2 × n` is the state as trace record `n` was made, `2 × n
/// + 1` the state once the change that made record `n` (a delivery, timers, cancelling,
/// finishing) was over, silent changes included. Only a state unlike the one before it is
/// kept, and only for the views that hold one (scroll views and controls), so a capture
/// costs a comparison of a few values.
@MainActor
final class SceneStateLog {
    private let scrollViews: [ScrollView]
    private let controls: [Control]
    private(set) var entries: [(position: Int, time: Double, state: SceneViewState)] = []

    init(scene: Scene) {
        scrollViews = scene.allViews.compactMap { $0 as? ScrollView }
        controls = scene.allViews.compactMap { $0 as? Control }
    }

    /// The views' state now.
    var current: SceneViewState {
        SceneViewState(offsets: scrollViews.map(\.contentOffset), flags: controls.map(Self.flags),
                       values: controls.map { ($0 as? Slider)?.value ?? 0 })
    }

    private static func flags(_ control: Control) -> UInt8 {
        var flags: UInt8 = control.isHighlighted ? 1 : 0
        if control.isSelected { flags |= 2 }
        if (control as? Switch)?.isOn == true { flags |= 4 }
        return flags
    }

    /// Whether the views are in `state` now; compares without building the state, as a
    /// capture asks it at every record.
    func isCurrent(_ state: SceneViewState) -> Bool {
        for (index, view) in scrollViews.enumerated() where view.bounds.origin != state.offsets[index] { return false }
        for (index, control) in controls.enumerated()
        where Self.flags(control) != state.flags[index] || ((control as? Slider)?.value ?? 0) != state.values[index] {
            return false
        }
        return true
    }

    /// Keeps the state now at `position` (trace time `time`) unless it is the latest kept.
    func capture(at position: Int, time: Double) {
        guard !(scrollViews.isEmpty && controls.isEmpty) else { return }
        if let last = entries.last, isCurrent(last.state) { return }
        let state = current
        if let last = entries.last, last.position == position {
            entries[entries.count - 1] = (position, time, state)
        } else {
            entries.append((position, time, state))
        }
    }

    /// The state at `position`: the latest kept at or before it (nil: none kept by then).
    /// With `time`, no later than that trace time either, unless that is before `floor`
    /// (the start of a run of moves: its state then).
    func state(at position: Int, time: Double? = nil, floor: Int = 0) -> SceneViewState? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].position <= position { low = middle + 1 } else { high = middle }
        }
        var index = low - 1
        if let time {
            while index > 0, entries[index].time > time, entries[index].position > floor { index -= 1 }
        }
        return index >= 0 ? entries[index].state : nil
    }

    /// `scrollView`'s content offset at `position` (nil: not one of the scene's scroll
    /// views, or no state kept by then).
    func contentOffset(of scrollView: ScrollView, at position: Int) -> Point? {
        guard let index = scrollViews.firstIndex(where: { $0 === scrollView }), let state = state(at: position) else { return nil }
        return state.offsets[index]
    }

    /// Drops the states no position from `position` on needs, keeping the one then shown.
    func forget(before position: Int) {
        guard let keep = entries.lastIndex(where: { $0.position <= position }), keep > 0 else { return }
        entries.removeFirst(keep)
    }

    /// Sets the views to `state` without tracing: showing a past moment is not input.
    func apply(_ state: SceneViewState) {
        for (view, offset) in zip(scrollViews, state.offsets) where view.bounds.origin != offset {
            view.setBounds(Rect(origin: offset, size: view.bounds.size))
        }
        for (index, control) in controls.enumerated() {
            let flags = state.flags[index]
            control.isHighlighted = flags & 1 != 0
            control.isSelected = flags & 2 != 0
            (control as? Switch)?.isOn = flags & 4 != 0
            (control as? Slider)?.value = state.values[index]
        }
    }
}
