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
    /// coordinates) is outside its bounds."
    package static func sentence(for view: View, in report: HitTestReport?) -> String {
        let name = view.traceName
        guard let report else { return "No touch yet: tap the scene, then ask again." }
        switch answer(for: view, in: report) {
        case .hitView:
            return "\(name) got it: it is the hit view."
        case let .rejected(reason, point):
            return "\(name) refused it: " + rejectionClause(reason, point: point, view: view) + "."
        case let .subviewTookIt(subview, hit):
            let tail = subview === hit ? "" : " (the hit view is \(hit.traceName))"
            return "\(name) contained the point, but its subview \(subview.traceName) took it\(tail)."
        case let .ancestorRejected(ancestor, isParent, reason, isDrawnThere):
            return unreachedSentence(name, ancestor: ancestor, isParent: isParent, reason: reason,
                                     isDrawnThere: isDrawnThere)
        case let .frontSiblingWon(sibling, result, branch):
            let whose = branch === view ? "it" : "its ancestor \(branch.traceName)"
            return "\(name) was never reached: \(sibling.traceName), in front of \(whose), returned \(result.traceName) first."
        case .notInTree:
            return "\(name) is not in the tree the last touch searched."
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

    private static func unreachedSentence(_ name: String, ancestor: View, isParent: Bool,
                                          reason: View.HitTestRejection, isDrawnThere: Bool) -> String {
        let who = (isParent ? "its parent " : "its ancestor ") + ancestor.traceName
        let ancestorName = ancestor.traceName
        switch reason {
        case .hidden:
            return "\(name) was never reached: \(who) is hidden."
        case .userInteractionDisabled:
            return "\(name) was never reached: \(who) has user interaction disabled."
        case .transparent:
            return "\(name) was never reached: \(who) has alpha below 0.01."
        case .outside where isDrawnThere:
            return "\(name) was never reached: \(who) rejected the touch — outside \(ancestorName)'s bounds, though \(name) is drawn there."
        case .outside:
            return "\(name) was never reached: \(who) rejected the touch as outside its bounds (and it is not on \(name) either)."
        }
    }

    private static func rejectionClause(_ reason: View.HitTestRejection, point: Point, view: View) -> String {
        switch reason {
        case .hidden: "it is hidden"
        case .userInteractionDisabled: "user interaction is disabled"
        case .transparent: "its alpha is below 0.01"
        case .outside: outsideClause(view, point: point, name: view.traceName)
        }
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
