import TouchKit
import TouchLabFormats

/// Turns a view tree built in code (`LabApp.run`) into a `Scene`, as `SceneBuilder` does for
/// a scene file: the same engine, overlays and trace then run it.
///
/// Traces and overlays name views and recognizers, so each needs a unique name. An unnamed
/// one is called by its class name; when several unnamed ones share a class, they are
/// numbered in depth-first order (root first, subviews back to front): `View#1`, `View#2`.
@MainActor
package struct CodeSceneBuilder {
    package let title: String
    package let summary: String
    /// The scene's name, used for screenshot files (the program's name).
    package let name: String

    package init(name: String, title: String, summary: String) {
        self.name = name
        self.title = title
        self.summary = summary
    }

    /// The scene of `root`, in a window of `size` (nil: large enough for the root's frame).
    /// Throws when two views, or two recognizers, end up with the same name, a name holds
    /// what could forge or reorder a trace line, the title or summary a control character
    /// (`SceneText`), or a view's geometry cannot be shown (`checkGeometry`).
    package func build(_ root: View, size: Size? = nil) throws -> Scene {
        let views = Self.depthFirst(root)
        Self.nameUnnamed(views, name: { $0.name }, setName: { $0.name = $1 })
        let recognizers = views.flatMap(\.gestureRecognizers)
        Self.nameUnnamed(recognizers, name: { $0.name }, setName: { $0.name = $1 })
        try Self.checkNames(views.map { $0.name ?? "" }, of: "views")
        try Self.checkNames(recognizers.map { $0.name ?? "" }, of: "gesture recognizers")
        for (field, text) in [("title", title), ("summary", summary)] {
            if let problem = SceneText.problem(inText: text) { throw CodeSceneError("the \(field): \(problem)") }
        }
        let windowSize = size ?? Size(width: root.frame.maxX, height: root.frame.maxY)
        try Self.checkGeometry(views, windowSize: windowSize, sizeGiven: size != nil)
        let window = Window(frame: Rect(origin: .zero, size: windowSize))
        let controllers = views.compactMap(\.viewController)
        if let controller = root.viewController {
            window.rootViewController = controller
        } else {
            window.rootView = root
        }
        let byName = Dictionary(uniqueKeysWithValues: recognizers.map { ($0.name ?? "", $0) })
        return Scene(source: nil, name: name, title: title, summary: summary, size: windowSize, window: window,
                     views: views, controllers: controllers, recognizers: byName)
    }

    /// Root first, then each subview's subtree, back to front: the order of a scene file.
    static func depthFirst(_ root: View) -> [View] {
        var views: [View] = []
        var stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return views
    }

    /// Gives each unnamed object its class name, numbered when the class has several (a
    /// generic class's `<A, B>` made a valid name: `Box<A_B>`).
    static func nameUnnamed<T: AnyObject>(_ objects: [T], name: (T) -> String?, setName: (T, String) -> Void) {
        let unnamed = objects.filter { name($0) == nil }
        var counts: [String: Int] = [:]
        func typeName(_ object: T) -> String {
            String(String(describing: type(of: object)).unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return nil }
                return "()[]*+,:".unicodeScalars.contains(scalar) ? "_" : Character(scalar)
            })
        }
        for object in unnamed { counts[typeName(object), default: 0] += 1 }
        var numbers: [String: Int] = [:]
        for object in unnamed {
            let type = typeName(object)
            guard counts[type, default: 0] > 1 else { setName(object, type); continue }
            numbers[type, default: 0] += 1
            setName(object, "\(type)#\(numbers[type]!)")
        }
    }

    static func checkNames(_ names: [String], of kind: String) throws {
        var seen: Set<String> = []
        for name in names {
            if let problem = SceneText.problem(inName: name) {
                throw CodeSceneError("the \(kind): \(quoting: name): \(problem)")
            }
            if !seen.insert(name).inserted { throw CodeSceneError("two \(kind) are named \(quoting: name); names must be unique") }
        }
    }
}

/// A view tree that cannot run in the lab, with the reason.
package struct CodeSceneError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
