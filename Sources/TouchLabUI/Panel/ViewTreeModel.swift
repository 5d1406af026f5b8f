import TouchKit
import TouchLabEngine

/// What the "View tree" section shows: every view of the scene indented by depth, each
/// marked with what the last hit test did with it so far in playback; or, collapsed, only
/// the path to one view (the selection, else the lesson's hit view): its ancestors, itself
/// and its siblings. The section shows the rows that fit and scrolls the rest.
package struct ViewTreeModel {
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
        case rejected(View.HitTestRejection)
        /// The hit view.
        case hit
    }

    /// The rows, each made when the section asks for it: at 10,000 views a row for every
    /// view, made at every step of playback, was 560 kB (twice that while the next was made).
    package let rows: Rows
    /// The row (position in `rows`) the tree brings into sight: the view the search is
    /// visiting or returning from at the step shown, else the lesson's hit view (the whole
    /// lesson's, whatever step is shown) — in a large scene the rows follow the search.
    package var hitIndex: Int?
    /// The row of the selected view, if any.
    package var selectedIndex: Int?
    /// The scene's views in all, shown or collapsed away.
    package var viewCount = 0

    /// The tree's rows: the views listed (all, or the collapsed path's), marked.
    @MainActor
    package struct Rows {
        fileprivate let views: [View]
        /// The listed views' indices in `views`; nil: every view.
        fileprivate let listed: [Int]?
        fileprivate let depths: [Int32]
        fileprivate let marks: HitPathMarks
        fileprivate let selection: View?

        package var count: Int { listed?.count ?? views.count }

        /// Every row, made at once.
        package var all: [Row] { (0..<count).map { self[$0] } }

        package subscript(position: Int) -> Row {
            let index = listed?[position] ?? position, view = views[index]
            return Row(index: index, name: view.traceName, controller: view.viewController?.traceName,
                       depth: Int(depths[index]), mark: marks.mark(for: view), isSelected: view === selection)
        }

        /// The row listing `view`, if any.
        fileprivate func position(of view: View) -> Int? {
            guard let index = views.firstIndex(where: { $0 === view }) else { return nil }
            guard let listed else { return index }
            return listed.firstIndex(of: index)
        }
    }

    /// The rows for `session` with the lesson `shown`, `selection` marked; only the path to
    /// the selection (else the hit view, else the root's children) when `collapsed`.
    @MainActor
    package static func make(for session: LabSession, shown: ShownLesson, selection: View?,
                             collapsed: Bool = false) -> ViewTreeModel {
        let views = session.scene.allViews
        let hitView = shown.lesson?.hitTest?.result
        var listed: [Int]?
        if collapsed {
            let kept = path(to: selection ?? hitView, in: views)
            listed = views.indices.filter { kept(views[$0]) }
        }
        let rows = Rows(views: views, listed: listed, depths: depthsOf(session.scene), marks: HitPathMarks(shown: shown),
                        selection: selection)
        let selected = selection.flatMap { rows.position(of: $0) }
        let focus = searched(at: shown) ?? hitView
        let hit = focus.flatMap { rows.position(of: $0) }
        return ViewTreeModel(rows: rows, hitIndex: hit, selectedIndex: selected, viewCount: views.count)
    }

    /// The view the step shown visits, returns from or answers for with its own override,
    /// while the search runs.
    @MainActor
    private static func searched(at shown: ShownLesson) -> View? {
        guard let moment = shown.sceneMoment, moment.lesson.steps.indices.contains(moment.current) else { return nil }
        switch moment.lesson.steps[moment.current].kind {
        case .visit(let view, _, _), .returned(let view, _), .override(let view, _, _): return view
        case .refusals: return moment.visitInFocus?.view
        default: return nil
        }
    }

    /// Whether a view is on the path to `focus`: one of its ancestors, itself or a sibling.
    /// With no focus, the root and its subviews.
    @MainActor
    private static func path(to focus: View?, in views: [View]) -> (View) -> Bool {
        guard let focus else {
            let root = views.first
            return { view in view === root || (view.superview != nil && view.superview === root) }
        }
        var ancestors = Set<ObjectIdentifier>()
        var next = focus.superview
        while let view = next {
            ancestors.insert(ObjectIdentifier(view))
            next = view.superview
        }
        let parent = focus.superview
        return { view in
            view === focus || ancestors.contains(ObjectIdentifier(view)) || (parent != nil && view.superview === parent)
        }
    }

    /// How many rows the tree shows collapsed for `selection` (`make` with `collapsed`),
    /// without marking them: the panel's layout asks it.
    @MainActor
    package static func collapsedCount(in scene: Scene, selection: View?, hitView: View?) -> Int {
        let kept = path(to: selection ?? hitView, in: scene.allViews)
        return scene.allViews.filter(kept).count
    }

    /// Each view's depth below the root, `allViews` being depth-first: when a view comes,
    /// its ancestors are the path walked down to it, so one pass with that path (no table
    /// of every view's depth: this runs at every step of playback) finds every depth. A
    /// view whose superview is not on the path (not among `allViews`) is at depth 0.
    @MainActor
    private static func depthsOf(_ scene: Scene) -> [Int32] {
        var path: [View] = []
        return scene.allViews.map { view in
            let superview = view.superview
            while let last = path.last, last !== superview { path.removeLast() }
            path.append(view)
            return Int32(path.count - 1)
        }
    }
}

/// The marks of the latest hit test among the steps playback has reached.
@MainActor
package struct HitPathMarks {
    private var visits: [ObjectIdentifier: ViewTreeModel.Mark] = [:]
    private var hitView: View?
    private var hasHitTest = false

    /// None for a lesson begun before an inspector change: its search was of another scene.
    package init(shown: ShownLesson) {
        guard let moment = shown.sceneMoment else { return }
        var complete = false
        for (index, step) in zip(moment.shownSteps.indices, moment.shownSteps) {
            switch step.kind {
            case let .refusals(run, reason):
                if complete { visits.removeAll(); hitView = nil; complete = false }
                hasHitTest = true
                for visit in run.prefix(moment.revealedRefusals(at: index)) {
                    visits[ObjectIdentifier(visit.view)] = .rejected(reason)
                }
            case let .visit(view, _, outcome):
                if complete { visits.removeAll(); hitView = nil; complete = false }
                hasHitTest = true
                if case .rejected(let reason) = outcome {
                    visits[ObjectIdentifier(view)] = .rejected(reason)
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
