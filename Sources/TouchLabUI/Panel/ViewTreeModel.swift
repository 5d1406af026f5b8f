import TouchKit
import TouchLabEngine

/// What the "View tree" section shows: the scene's views indented by depth, each marked
/// with what the last hit test did with it so far in playback, and a window of rows around
/// the selection (or the hit view) when the scene is too large to list whole.
package struct ViewTreeModel: Equatable {
    package struct Row: Equatable {
        /// The view's index in `Scene.allViews`.
        package let index: Int
        package let name: String
        /// The view controller whose root view this is.
        package let controller: String?
        package let depth: Int
        package let mark: Mark
        package let isSelected: Bool
    }

    package enum Mark: Equatable {
        /// No hit test shown yet.
        case none
        /// The search has not come to this view (yet).
        case unvisited
        /// `point(inside:)` and the other checks passed: its subviews were searched.
        case inside
        case rejected(String)
        /// The hit view.
        case hit
    }

    package var rows: [Row]
    /// Rows left out above and below the window.
    package var hiddenAbove = 0
    package var hiddenBelow = 0

    /// The rows for `session` as playback shows it now, at most `maxRows` including the
    /// "more above/below" lines.
    @MainActor
    package static func make(for session: LabSession, maxRows: Int) -> ViewTreeModel {
        let views = session.scene.allViews
        let marks = HitPathMarks(session: session)
        let depths = depthsOf(session.scene)
        let focus = session.selectedView.flatMap { selected in views.firstIndex { $0 === selected } }
            ?? marks.hitIndex(in: views) ?? 0
        let range = window(count: views.count, focus: focus, maxRows: maxRows)
        let rows = range.map { index in
            let view = views[index]
            return Row(index: index, name: view.traceName, controller: view.viewController?.traceName,
                       depth: depths[index], mark: marks.mark(for: view), isSelected: view === session.selectedView)
        }
        return ViewTreeModel(rows: rows, hiddenAbove: range.lowerBound, hiddenBelow: views.count - range.upperBound)
    }

    /// The indices to list: everything when it fits, else `maxRows` minus the lines that
    /// say how many are left out, centred on `focus`.
    package static func window(count: Int, focus: Int, maxRows: Int) -> Range<Int> {
        guard count > maxRows else { return 0..<count }
        let nearEdge = max(1, maxRows - 1)
        if focus - nearEdge / 2 <= 0 { return 0..<nearEdge }
        if focus - nearEdge / 2 + nearEdge >= count { return (count - nearEdge)..<count }
        let middle = max(1, maxRows - 2)
        let start = min(max(1, focus - middle / 2), count - middle - 1)
        return start..<(start + middle)
    }

    /// Each view's depth below the root, `allViews` being depth-first: a view's superview
    /// comes before it, so one pass finds every depth.
    @MainActor
    private static func depthsOf(_ scene: Scene) -> [Int] {
        var depthByView: [ObjectIdentifier: Int] = [:]
        return scene.allViews.map { view in
            let depth = view.superview.flatMap { depthByView[ObjectIdentifier($0)] }.map { $0 + 1 } ?? 0
            depthByView[ObjectIdentifier(view)] = depth
            return depth
        }
    }
}

/// The marks of the latest hit test among the steps playback has reached.
@MainActor
package struct HitPathMarks {
    private var visits: [ObjectIdentifier: ViewTreeModel.Mark] = [:]
    private var hitView: View?
    private var hasHitTest = false

    package init(session: LabSession) {
        guard let moment = session.moment else { return }
        var complete = false
        for step in moment.shownSteps {
            switch step.kind {
            case let .visit(view, _, outcome):
                if complete { visits.removeAll(); hitView = nil; complete = false }
                hasHitTest = true
                if case .rejected(let reason) = outcome {
                    visits[ObjectIdentifier(view)] = .rejected(reason.phrase)
                } else {
                    visits[ObjectIdentifier(view)] = .inside
                }
            case let .hit(view, _):
                hasHitTest = true
                complete = true
                hitView = view
            default:
                break
            }
        }
    }

    package func mark(for view: View) -> ViewTreeModel.Mark {
        guard hasHitTest else { return .none }
        if view === hitView { return .hit }
        return visits[ObjectIdentifier(view)] ?? .unvisited
    }

    package func hitIndex(in views: [View]) -> Int? {
        guard let hitView else { return nil }
        return views.firstIndex { $0 === hitView }
    }
}
