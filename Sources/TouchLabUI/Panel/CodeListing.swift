import TouchKit
import TouchLabEngine

/// What the code pane lists: `hitTest(_:with:)` as UIKit documents it, written out in
/// Swift, and the `point(inside:with:)` the search is asking — the default one, or the
/// view's own where its scene gives it one (an enlarged area, children counted as inside,
/// an override in code) — with the line the step shown runs marked.
///
/// The listings are the lab's own wording of the documented algorithm: nil for a hidden,
/// non-interactive or nearly transparent view, or when `point(inside:with:)` says no;
/// otherwise the subviews from last to first, each asked with the point converted into
/// its coordinates; the first answer wins, else the view itself.
@MainActor
package struct CodeListing: Equatable {
    /// What a line does, so a step can say which line it runs.
    package enum Role: Equatable, Sendable {
        case visibility, pointInside, loop, returnHit, returnSelf, contains
        /// An override's lines that say yes beyond the bounds (the included children).
        case beyond
        /// A hit test overridden in code: its answer.
        case custom
    }

    /// One line of code: its text and the role it plays (nil: nothing a step runs alone).
    package struct Line: Equatable, Sendable {
        package let text: String
        package let role: Role?
    }

    /// How the step shown ran a line: the search going on, refused, or answering.
    package enum Verdict: Equatable, Sendable {
        case passed, refused, answered
    }

    /// One function: a comment saying whose it is, then its lines.
    package struct Function: Equatable, Sendable {
        package let lines: [Line]
    }

    /// What the step shown does with the code, for the line above it.
    package enum Running: Equatable, Sendable {
        /// No hit test step is shown.
        case idle
        /// The search is at `view` with `point` (its coordinates), which passed or was refused.
        case visiting(view: String, point: Point, verdict: Verdict)
        /// `view` answers `result` to its caller.
        case returned(view: String, result: String)
    }

    /// The role of the line lit, in which function, and how it ran.
    package struct Lit: Equatable, Sendable {
        package let function: Int
        package let role: Role
        package let verdict: Verdict
    }

    /// The hit test, then the point(inside:) in question.
    package let functions: [Function]
    /// The line the step shown runs (nil: none runs).
    package let lit: Lit?
    package let running: Running

    /// The listing for the step `shown` shows, `selection` being the view inspected: the
    /// point(inside:) of the view the step visits, else of the selection.
    package init(shown: ShownLesson, selection: View?) {
        let step = shown.sceneMoment.map { moment -> LessonStep.Kind in
            // A run of refusals runs the code of the visit it is at, as each visit would.
            guard moment.step.isRefusedRun, let visit = moment.visitInFocus else { return moment.step.kind }
            return .visit(view: visit.view, point: visit.point, outcome: visit.outcome)
        }
        var focus = selection
        var search = Self.hitTest
        var lit: Lit?
        var running = Running.idle
        switch step {
        case let .visit(view, point, outcome)?:
            focus = view
            switch outcome {
            case .inside: lit = Lit(function: 0, role: .loop, verdict: .passed)
            case .rejected(.outside): lit = Lit(function: 1, role: .contains, verdict: .refused)
            case .rejected: lit = Lit(function: 0, role: .visibility, verdict: .refused)
            }
            running = .visiting(view: view.traceName, point: point, verdict: lit?.verdict ?? .passed)
        case let .override(view, point, kind)?:
            focus = view
            switch kind {
            case .pointInside(let inside):
                lit = Lit(function: 1, role: .beyond, verdict: inside ? .passed : .refused)
                running = .visiting(view: view.traceName, point: point, verdict: inside ? .passed : .refused)
            case .hitTest(let result):
                search = Self.customHitTest(of: view.traceName, answer: result?.traceName ?? "nil")
                lit = Lit(function: 0, role: .custom, verdict: .answered)
                running = .returned(view: view.traceName, result: result?.traceName ?? "nil")
            }
        case let .returned(view, result)?:
            focus = view
            lit = Lit(function: 0, role: result === view ? .returnSelf : .returnHit, verdict: .answered)
            running = .returned(view: view.traceName, result: result.traceName)
        default:
            break
        }
        functions = [search, Self.pointInside(of: focus)]
        if let found = lit, found.role == .beyond, !functions[1].lines.contains(where: { $0.role == .beyond }) {
            lit = Lit(function: 1, role: .contains, verdict: found.verdict)
        }
        self.lit = lit
        self.running = running
    }

    // MARK: The listings

    /// UIKit's documented search, in Swift.
    static let hitTest = Function(lines: [
        Line(text: "// UIKit's hit test, as Apple documents it", role: nil),
        Line(text: "func hitTest(_ point: Point, with event: Event?) -> View? {", role: nil),
        Line(text: "    guard !isHidden, isUserInteractionEnabled,", role: .visibility),
        Line(text: "          alpha >= 0.01 else { return nil }", role: .visibility),
        Line(text: "    guard self.point(inside: point, with: event)", role: .pointInside),
        Line(text: "    else { return nil }", role: .pointInside),
        Line(text: "    for subview in subviews.reversed() {", role: .loop),
        Line(text: "        let local = subview.convert(point, from: self)", role: .loop),
        Line(text: "        if let hit = subview.hitTest(local, with: event) {", role: .loop),
        Line(text: "            return hit", role: .returnHit),
        Line(text: "        }", role: nil),
        Line(text: "    }", role: nil),
        Line(text: "    return self", role: .returnSelf),
        Line(text: "}", role: nil),
    ])

    /// A view's own `hitTest(_:with:)`, written in code: the lab shows what it answered.
    static func customHitTest(of name: String, answer: String) -> Function {
        Function(lines: [
            Line(text: "// \(name)'s own hitTest(_:with:), written in Swift", role: nil),
            Line(text: "override func hitTest(_ point: Point,", role: nil),
            Line(text: "                      with event: Event?) -> View? {", role: nil),
            Line(text: "    // its own search, instead of (or before) super's", role: nil),
            Line(text: "    return \(answer)   // what it answered here", role: .custom),
            Line(text: "}", role: nil),
        ])
    }

    /// The `point(inside:with:)` `view` answers with: its scene's enlargements written as
    /// the override a programmer would write, or the default.
    static func pointInside(of view: View?) -> Function {
        let signature = "func point(inside point: Point, with event: Event?) -> Bool {"
        guard let view else { return defaultPointInside(signature) }
        guard let behavior = (view as? any SceneBehaving)?.behavior else {
            return TouchAreaProbe.area(of: view) != view.bounds ? Function(lines: [
                Line(text: "// \(view.traceName): its class's own point(inside:with:)", role: nil),
                Line(text: "override func point(inside point: Point,", role: nil),
                Line(text: "                    with event: Event?) -> Bool {", role: nil),
                Line(text: "    // written in Swift; the lab probes its answers", role: .contains),
                Line(text: "}", role: nil),
            ]) : defaultPointInside(signature, of: view.traceName)
        }
        let outset = behavior.hitOutset, minimum = behavior.minimumHitSize, included = behavior.pointInsideIncludes
        guard outset != .zero || minimum > 0 || !included.isEmpty else {
            return defaultPointInside(signature, of: view.traceName)
        }
        var lines = [Line(text: "// \(view.traceName)'s own point(inside:with:)", role: nil),
                     Line(text: "override func point(inside point: Point,", role: nil),
                     Line(text: "                    with event: Event?) -> Bool {", role: nil)]
        var area = "bounds"
        if outset != .zero {
            let (top, left) = (GeometryText.short(outset.top), GeometryText.short(outset.left))
            let (bottom, right) = (GeometryText.short(outset.bottom), GeometryText.short(outset.right))
            lines.append(Line(text: "    // hitOutset: top \(top), left \(left), bottom \(bottom), right \(right)", role: nil))
            lines.append(Line(text: "    var area = bounds.outset(by: hitOutset)", role: .contains))
            area = "area"
        }
        if minimum > 0 {
            if area == "bounds" { lines.append(Line(text: "    var area = bounds", role: .contains)) }
            lines.append(Line(text: "    area = area.grown(toAtLeast: \(GeometryText.short(minimum)))", role: .contains))
            area = "area"
        }
        if included.isEmpty {
            lines.append(Line(text: "    return \(area).contains(point)", role: .contains))
        } else {
            lines.append(Line(text: "    if \(area).contains(point) { return true }", role: .contains))
            lines.append(Line(text: "    // pointInsideIncludes: " + included.joined(separator: ", "), role: nil))
            lines.append(Line(text: "    return included.contains { child in", role: .beyond))
            lines.append(Line(text: "        child.point(inside: convert(point, to: child),", role: .beyond))
            lines.append(Line(text: "                    with: event)", role: .beyond))
            lines.append(Line(text: "    }", role: nil))
        }
        lines.append(Line(text: "}", role: nil))
        return Function(lines: lines)
    }

    private static func defaultPointInside(_ signature: String, of name: String? = nil) -> Function {
        Function(lines: [
            Line(text: name.map { "// \($0): the default point(inside:with:)" } ?? "// the default point(inside:with:)", role: nil),
            Line(text: signature, role: nil),
            Line(text: "    bounds.contains(point)", role: .contains),
            Line(text: "}", role: nil),
        ])
    }
}
