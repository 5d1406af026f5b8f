@testable import TouchKit
import SeededRandom

/// A random view tree for comparing the culling hit test with the plain one: a few wide
/// parents (enough subviews to be culled) laid out as grids or scattered, nested a few
/// levels, with transforms (some singular, some far away), scrolled bounds, negative sizes,
/// hidden, disabled and transparent views, and views whose `point(inside:with:)` or
/// `hitTest(_:with:)` is their own code, each call of which is written to `log`.
@MainActor
final class RandomHitTestTree {
    static let size = Size(width: 400, height: 300)

    let root: View
    private(set) var views: [View]
    /// Every call of an overridden method, in order: what a user's code sees of a search.
    var log: [String] = []

    init(random: inout SplitMix64) {
        root = View(frame: Rect(origin: .zero, size: Self.size), name: "root")
        views = [root]
        for index in 0..<random.int(1...4) {
            let parent = random.pick(views)
            let wide = random.chance(0.5) ? parent : addView("W\(index)", to: parent, random: &random)
            addChildren(to: wide, count: random.int(SubviewCulling.minimumSubviews...50), random: &random)
        }
        for index in 0..<random.int(0...20) {
            addView("N\(index)", to: random.pick(views), random: &random)
        }
        if random.chance(0.5) { addNesting(random: &random) }
    }

    // MARK: Building

    @discardableResult
    private func addView(_ name: String, to parent: View, frame: Rect? = nil, random: inout SplitMix64) -> View {
        let size = parent.bounds.size
        let frame = frame ?? Rect(x: random.double(-40...max(-40, abs(size.width) - 10)),
                                  y: random.double(-40...max(-40, abs(size.height) - 10)),
                                  width: random.double(4...160) * (random.chance(0.04) ? -1 : 1),
                                  height: random.double(4...120))
        let view = makeView(name, frame: frame, random: &random)
        Self.reshape(view, random: &random)
        Self.setFlags(view, random: &random)
        parent.addSubview(view)
        views.append(view)
        return view
    }

    /// Views nested one in another, each the only subview of the one before, more than a
    /// `SubviewRun` holds, so searches walk runs and their ends.
    private func addNesting(random: inout SplitMix64) {
        var parent = random.pick(views)
        for level in 0..<random.int(2...(2 * SubviewRun.maximumLength + 8)) {
            let size = parent.bounds.size
            let inset = random.double(0...1.5)
            let frame = Rect(x: inset, y: inset, width: max(abs(size.width) - 2 * inset, 4),
                             height: max(abs(size.height) - 2 * inset, 4))
            // Mostly plain views, so that points reach deep; now and then any kind.
            guard random.chance(0.97) else {
                parent = addView("D\(level)", to: parent, frame: frame, random: &random)
                continue
            }
            let view = View(frame: frame, name: "D\(level)")
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
    }

    /// `count` subviews of `parent`: a grid in its bounds or scattered anywhere.
    private func addChildren(to parent: View, count: Int, random: inout SplitMix64) {
        let grid = random.chance(0.6)
        let columns = random.int(2...8)
        let width = max(abs(parent.bounds.width), 40) / Double(columns)
        let height = max(abs(parent.bounds.height), 40) / Double((count + columns - 1) / columns)
        for index in 0..<count {
            let frame = grid
                ? Rect(x: Double(index % columns) * width, y: Double(index / columns) * height,
                       width: width - random.double(0...2), height: height - random.double(0...2))
                : nil
            addView("\(parent.name ?? "")_\(index)", to: parent, frame: frame, random: &random)
        }
    }

    private func makeView(_ name: String, frame: Rect, random: inout SplitMix64) -> View {
        switch random.weighted([80, 6, 5, 5, 4]) {
        case 1: return LoggingEnlargedView(frame: frame, name: name, tree: self)
        case 2: return LoggingPassThroughView(frame: frame, name: name, tree: self)
        case 3: return LoggingFrontChildView(frame: frame, name: name, tree: self)
        case 4:
            // Keeps the default method but says it may not answer its bounds exactly.
            let view = View(frame: frame, name: name)
            view.pointInsideIsBounds = false
            return view
        default: return View(frame: frame, name: name)
        }
    }

    /// Transforms of every kind (a few singular or far off), scrolled bounds.
    static func reshape(_ view: View, random: inout SplitMix64) {
        if random.chance(0.25) {
            let angle = random.chance(0.5) ? Double(random.int(0...3)) * .pi / 2 : random.double(-3.2...3.2)
            let sx = random.chance(0.03) ? 0 : random.double(0.3...2) * (random.chance(0.15) ? -1 : 1)
            let far = random.chance(0.05) ? 1e7 : 40
            view.transform = AffineTransform(scaleX: sx, y: random.chance(0.5) ? sx : random.double(0.3...2))
                .concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: random.double(-far...far), y: random.double(-40...40)))
        } else if random.chance(0.1) {
            view.transform = .identity
        }
        if random.chance(0.15) {
            let far = random.chance(0.05) ? 1e9 : 60
            view.setBounds(Rect(origin: Point(x: random.double(-far...far), y: random.double(-60...60)),
                                size: view.bounds.size))
        }
    }

    static func setFlags(_ view: View, random: inout SplitMix64) {
        view.isHidden = random.chance(0.06)
        view.isUserInteractionEnabled = !random.chance(0.06)
        view.alpha = random.chance(0.05) ? 0.005 : 1
    }

    // MARK: Changing

    /// One random change of the kind a running app makes: geometry, order, membership.
    func mutate(random: inout SplitMix64) {
        let view = random.pick(views)
        switch random.int(0...8) {
        case 0: view.frame = view.frame.offsetBy(dx: random.double(-80...80), dy: random.double(-80...80))
        case 1: view.setBounds(Rect(origin: view.bounds.origin, size: Size(width: random.double(4...200),
                                                                           height: random.double(4...150))))
        case 2, 3: Self.reshape(view, random: &random)
        case 4: Self.setFlags(view, random: &random)
        case 5:
            guard let parent = view.superview else { return }
            switch random.int(0...3) {
            case 0: parent.bringSubviewToFront(view)
            case 1: parent.sendSubviewToBack(view)
            case 2: parent.exchangeSubview(at: random.int(0...parent.subviews.count - 1),
                                           withSubviewAt: random.int(0...parent.subviews.count - 1))
            default: parent.insertSubview(view, at: random.int(0...parent.subviews.count))
            }
        case 6:
            // Moves a view (with its subtree) under another that is not inside it.
            let target = random.pick(views)
            guard view !== root, !target.isDescendant(of: view) else { return }
            target.insertSubview(view, at: random.int(0...target.subviews.count))
        case 7:
            guard view !== root else { return }
            view.removeFromSuperview()
            views.removeAll { $0.isDescendant(of: view) }
        default:
            if !view.hitTestOverrides.pointInside { view.pointInsideIsBounds.toggle() }
        }
    }

    // MARK: Points

    /// A point in the root's coordinates: mostly anywhere around the root, often exactly on
    /// an edge or a corner of some view, where rounding decides.
    func randomPoint(random: inout SplitMix64) -> Point {
        guard random.chance(0.4) else {
            return Point(x: random.double(-60...460), y: random.double(-60...360))
        }
        let view = random.pick(views)
        let bounds = view.bounds
        let x = [bounds.minX, bounds.maxX, bounds.midX, random.double(bounds.minX...bounds.maxX)][random.int(0...3)]
        let y = [bounds.minY, bounds.maxY, bounds.midY, random.double(bounds.minY...bounds.maxY)][random.int(0...3)]
        return view.convert(Point(x: x, y: y), to: root)
    }
}

/// Answers inside a square of at least 44 × 44 about its centre (an enlarged touch area).
@MainActor
final class LoggingEnlargedView: View {
    unowned let tree: RandomHitTestTree

    init(frame: Rect, name: String, tree: RandomHitTestTree) {
        self.tree = tree
        super.init(frame: frame, name: name)
    }

    override func point(inside point: Point, with event: Event?) -> Bool {
        tree.log.append("\(name ?? "") point(inside:) \(point)")
        let width = max(bounds.width, 44), height = max(bounds.height, 44)
        return Rect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
            .contains(point)
    }
}

/// Lets touches through to what lies behind unless one of its subviews takes them.
@MainActor
final class LoggingPassThroughView: View {
    unowned let tree: RandomHitTestTree

    init(frame: Rect, name: String, tree: RandomHitTestTree) {
        self.tree = tree
        super.init(frame: frame, name: name)
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        tree.log.append("\(name ?? "") hitTest \(point)")
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// Gives its frontmost subview every point that subview's `point(inside:with:)` accepts,
/// even outside this view's bounds (a protruding tab-bar button), then searches as usual.
@MainActor
final class LoggingFrontChildView: View {
    unowned let tree: RandomHitTestTree

    init(frame: Rect, name: String, tree: RandomHitTestTree) {
        self.tree = tree
        super.init(frame: frame, name: name)
    }

    override func hitTest(_ point: Point, with event: Event?) -> View? {
        tree.log.append("\(name ?? "") hitTest \(point)")
        if let front = subviews.last, !front.isHidden, front.point(inside: front.convert(point, from: self), with: event) {
            return front
        }
        return super.hitTest(point, with: event)
    }
}
