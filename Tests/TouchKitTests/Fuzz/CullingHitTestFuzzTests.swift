import Testing
@testable import TouchKit
import SeededRandom

/// The culling hit test against the plain one on random trees that change between
/// searches: for every point, the same answer, the same calls of overridden methods in the
/// same order, the subviews it asks a subsequence of those the plain search asks (each one
/// left out refused the point without being searched), and with a probe watching, the
/// very same steps. `TOUCHLAB_FUZZ_ITERATIONS` and `TOUCHLAB_FUZZ_SEED` lengthen the run
/// (`make fuzz`).
@MainActor
struct CullingHitTestFuzzTests {
    static let defaultIterations: UInt64 = 120
    static let changesPerSeed = 4
    static let pointsPerChange = 12

    /// What one search did, as a user's code and a test can see it.
    struct Search {
        var answer: View?
        var asked: [View]
        var log: [String]
    }

    @Test func cullingAnswersAndAsksAsThePlainSearchDoes() {
        let first = FuzzSettings.integer("TOUCHLAB_FUZZ_SEED", default: 1)
        let iterations = FuzzSettings.integer("TOUCHLAB_FUZZ_ITERATIONS", default: Self.defaultIterations)
        var failures = 0, skipped = 0, searches = 0
        defer { View.hitTestCulls = true }
        for seed in first..<(first + iterations) where failures < 3 {
            var random = SplitMix64(seed: seed)
            let tree = RandomHitTestTree(random: &random)
            for change in 0...Self.changesPerSeed where failures < 3 {
                if change > 0 { tree.mutate(random: &random) }
                for _ in 0..<Self.pointsPerChange {
                    let point = tree.randomPoint(random: &random)
                    let plain = search(tree, point, culling: false)
                    let culled = search(tree, point, culling: true)
                    searches += 1
                    skipped += plain.asked.count - culled.asked.count
                    if let failure = compare(plain, culled) ?? compareProbes(tree, point) {
                        failures += 1
                        Issue.record("seed \(seed), change \(change), point \(point): \(failure)")
                    }
                }
            }
        }
        // The fuzzer must reach what it proves: searches where culling left subviews out.
        #if DEBUG
        #expect(skipped > searches, "culling skipped only \(skipped) asks in \(searches) searches")
        #endif
    }

    /// An override that empties its superview while the search runs (which UIKit's contract
    /// forbids, but must not crash): both searches go on through the subviews as they were.
    @Test func aSearchWalksTheSubviewsAsItFoundThem() {
        defer { View.hitTestCulls = true }
        for culling in [false, true] {
            View.hitTestCulls = culling
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 100), name: "root")
            for index in 0..<20 {
                let frame = Rect(x: index > 15 ? 300 : 0, y: 0, width: 100, height: 100)
                root.addSubview(index == 15 ? EmptyingView(frame: frame, name: "emptying")
                                            : View(frame: frame, name: "v\(index)"))
            }
            #expect(root.hitTest(Point(x: 5, y: 5), with: nil)?.name == "v14", "culling: \(culling)")
            #expect(root.subviews.isEmpty)
        }
    }

    private func search(_ tree: RandomHitTestTree, _ point: Point, culling: Bool) -> Search {
        View.hitTestCulls = culling
        var asked: [View] = []
        // The asks are watched in debug builds only (`make fuzz` runs this in release, where
        // the hook would cost every search).
        #if DEBUG
        View.searchWatcher = { asked.append($0) }
        defer { View.searchWatcher = nil }
        #endif
        tree.log.removeAll()
        let answer = tree.root.hitTest(point, with: nil)
        return Search(answer: answer, asked: asked, log: tree.log)
    }

    /// Nil when the culling search did what the plain one did, less asks it could skip.
    private func compare(_ plain: Search, _ culled: Search) -> String? {
        guard plain.answer === culled.answer else {
            return "answered \(name(culled.answer)), the plain search \(name(plain.answer))"
        }
        guard plain.log == culled.log else {
            return "overridden methods called as \(culled.log), the plain search \(plain.log)"
        }
        var next = 0
        for (index, view) in plain.asked.enumerated() {
            if next < culled.asked.count, culled.asked[next] === view {
                next += 1
                continue
            }
            // Left out: the plain search must not have searched inside it.
            if index + 1 < plain.asked.count, plain.asked[index + 1].isDescendant(of: view) {
                return "left out \(name(view)), which the plain search searched"
            }
        }
        guard next == culled.asked.count else {
            return "asked \(culled.asked.map(name)), not a subsequence of \(plain.asked.map(name))"
        }
        return nil
    }

    /// A probe sees the same steps whether the unwatched search culls or not.
    private func compareProbes(_ tree: RandomHitTestTree, _ point: Point) -> String? {
        func steps(culling: Bool) -> [String] {
            View.hitTestCulls = culling
            let (answer, steps) = HitTestProbe.observe { tree.root.hitTest(point, with: nil) }
            return steps.map { "\(name($0.view)) \(kind($0.kind)) \($0.point)" } + [name(answer)]
        }
        let plain = steps(culling: false), culled = steps(culling: true)
        return plain == culled ? nil : "watched steps \(culled), the plain search's \(plain)"
    }

    private func kind(_ kind: HitTestStep.Kind) -> String {
        switch kind {
        case .entered: "entered"
        case .rejected(let reason): "rejected \(reason.phrase)"
        case .returned(let result): "returned \(name(result))"
        case .overridden(let result): "overridden \(name(result))"
        }
    }

    private func name(_ view: View?) -> String {
        view.map { $0.name ?? "?" } ?? "nil"
    }
}

/// Removes every subview of its superview, itself included, and answers nil.
@MainActor
private final class EmptyingView: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
        for view in superview?.subviews ?? [] { view.removeFromSuperview() }
        return nil
    }
}
