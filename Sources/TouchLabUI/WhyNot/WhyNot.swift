import TouchKit

/// Why a view did, or did not, get the last touch: the inspector's "Why not NAME?" answer.
///
/// Pure logic over a `HitTestReport` and the views' geometry; the search is never run again,
/// so the answer explains the touch that happened even after toggles changed the views.
@MainActor
package enum WhyNot {
    /// The reason, structured, for overlays and tests; `sentence` words it.
    package enum Answer {
        /// It is the hit view.
        case hitView
        /// The search came to the view and it refused the touch, at `point` (its coordinates).
        case rejected(View.HitTestRejection, point: Point)
        /// It contained the point, but `subview` (on the way to `hitView`) took the touch.
        case subviewTookIt(subview: View, hitView: View)
        /// An ancestor refused the touch, so the search never came down to the view;
        /// `isDrawnThere`: the touch lies on the view all the same (it sticks out).
        case ancestorRejected(ancestor: View, isParent: Bool, reason: View.HitTestRejection, isDrawnThere: Bool)
        /// `sibling`, in front of `branch` (the view itself or its ancestor), returned
        /// `result` first, so the search stopped before reaching the view.
        case frontSiblingWon(sibling: View, result: View, branch: View)
        /// The view is not in the tree that was searched.
        case notInTree
    }

    /// The answer for `view` about the hit test in `report`.
    package static func answer(for view: View, in report: HitTestReport) -> Answer {
        if report.hitView === view { return .hitView }
        if let visit = report.visit(of: view) {
            if case .rejected(let reason) = visit.outcome { return .rejected(reason, point: visit.point) }
            if let hit = report.result(of: view), let subview = child(of: view, toward: hit) {
                return .subviewTookIt(subview: subview, hitView: hit)
            }
            return .notInTree
        }
        return unreachedAnswer(for: view, in: report)
    }

    /// The answer as one sentence, e.g. "E was not hit: the touch (-110.0, 80.0 in E's
    /// coordinates) is outside its bounds.", in the language of `words`.
    package static func sentence(for view: View, in report: HitTestReport?,
                                 words: WhyNotWords = Words().whyNot) -> String {
        let name = view.traceName
        guard let report else { return words.noTouchYet }
        switch answer(for: view, in: report) {
        case .hitView:
            return words.hitView(name)
        case let .rejected(reason, point):
            let clause = reason == .outside ? outsideClause(view, point: point, name: name, words: words)
                : words.rejection(reason)
            return words.refused(name, clause)
        case let .subviewTookIt(subview, hit):
            return words.subviewTookIt(name, subview: subview.traceName, hitView: subview === hit ? nil : hit.traceName)
        case let .ancestorRejected(ancestor, isParent, reason, isDrawnThere):
            return words.unreached(name, ancestor: ancestor.traceName, isParent: isParent, reason: reason,
                                   isDrawnThere: isDrawnThere)
        case let .frontSiblingWon(sibling, result, branch):
            return words.frontSiblingWon(name, sibling: sibling.traceName, result: result.traceName,
                                         ancestor: branch === view ? nil : branch.traceName)
        case .notInTree:
            return words.notInTree(name)
        }
    }

    // MARK: Views the search never came to

    private static func unreachedAnswer(for view: View, in report: HitTestReport) -> Answer {
        let ancestors = Array(view.ancestry.dropFirst())
        guard let index = ancestors.firstIndex(where: { report.visit(of: $0) != nil }) else { return .notInTree }
        let ancestor = ancestors[index]
        let branch = index == 0 ? view : ancestors[index - 1]
        let visit = report.visit(of: ancestor)!
        if case .rejected(let reason) = visit.outcome {
            let drawn = isDrawn(view, at: report.location)
            return .ancestorRejected(ancestor: ancestor, isParent: index == 0, reason: reason, isDrawnThere: drawn)
        }
        guard let result = report.result(of: ancestor),
              let sibling = child(of: ancestor, toward: result), sibling !== branch else { return .notInTree }
        return .frontSiblingWon(sibling: sibling, result: result, branch: branch)
    }

    /// `x, y` with one decimal each.
    package static func coordinates(_ point: Point) -> String {
        let text = point.description
        return String(text.dropFirst().dropLast())
    }

    /// The subview of `view` that is `descendant` or contains it.
    private static func child(of view: View, toward descendant: View) -> View? {
        var current = descendant
        while let parent = current.superview {
            if parent === view { return current }
            current = parent
        }
        return nil
    }
}
