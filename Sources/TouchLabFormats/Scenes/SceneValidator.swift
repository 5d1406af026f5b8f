/// The checks that span views: unique view, controller and gesture names, gesture
/// references that resolve, and `pointInsideIncludes` naming descendants only.
package struct SceneValidator {
    package let scene: SceneDescription

    package func validate() throws {
        let viewIndex = try uniqueViewNames()
        try uniqueControllerNames()
        let gestureNames = try uniqueGestureNames()
        try checkGestureReferences(gestureNames)
        try checkPointInsideIncludes(viewIndex)
        try checkIgnoredViews(viewIndex)
    }

    /// `ignoresTouchesIn` names views of the scene.
    private func checkIgnoredViews(_ viewIndex: [String: Int]) throws {
        for gesture in scene.gestures {
            for name in gesture.ignoresTouchesIn where viewIndex[name] == nil {
                throw error(at: gesture, "ignoresTouchesIn: no view is named \(quoting: name)")
            }
        }
    }

    private func uniqueViewNames() throws -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, view) in scene.views.enumerated() {
            if let first = index[view.name] {
                throw error(atView: position, "duplicate view name \(quoting: view.name) (first used at \(scene.path(ofView: first)))")
            }
            index[view.name] = position
        }
        return index
    }

    private func uniqueControllerNames() throws {
        var seen: [String: Int] = [:]
        for (index, view) in scene.views.enumerated() {
            guard let controller = view.controller else { continue }
            if let first = seen[controller] {
                throw error(atView: index, "duplicate controller name \(quoting: controller) (first used at \(scene.path(ofView: first)))")
            }
            seen[controller] = index
        }
    }

    private func uniqueGestureNames() throws -> Set<String> {
        var seen: [String: String] = [:]
        for gesture in scene.gestures {
            if let first = seen[gesture.name] {
                throw error(at: gesture, "duplicate gesture name \(quoting: gesture.name) (first used at \(first))")
            }
            seen[gesture.name] = gesture.path
        }
        return Set(seen.keys)
    }

    private func checkGestureReferences(_ names: Set<String>) throws {
        for gesture in scene.gestures {
            let references = (gesture.requiresToFail.map { [$0] } ?? []) + gesture.simultaneousWith
                + gesture.shouldRequireFailureOf + gesture.shouldBeRequiredToFailBy
            for name in references {
                guard names.contains(name) else {
                    throw error(at: gesture, "no gesture is named \(quoting: name)")
                }
                guard name != gesture.name else {
                    throw error(at: gesture, "gesture \(quoting: name) refers to itself")
                }
            }
        }
    }

    private func checkPointInsideIncludes(_ viewIndex: [String: Int]) throws {
        for (index, view) in scene.views.enumerated() {
            for name in view.behavior.pointInsideIncludes {
                guard let target = viewIndex[name], target != index, isDescendant(target, of: index) else {
                    throw error(atView: index, "pointInsideIncludes: \(quoting: name) is not a descendant of \(quoting: view.name)")
                }
            }
        }
    }

    private func isDescendant(_ candidate: Int, of ancestor: Int) -> Bool {
        var current = scene.views[candidate].parent
        while let index = current {
            if index == ancestor { return true }
            current = scene.views[index].parent
        }
        return false
    }

    private func error(atView index: Int, _ message: String) -> JSONValidationError {
        JSONValidationError(message, at: scene.views[index].position, path: scene.path(ofView: index))
    }

    private func error(at gesture: GestureDescription, _ message: String) -> JSONValidationError {
        JSONValidationError(message, at: gesture.position, path: gesture.path)
    }
}
