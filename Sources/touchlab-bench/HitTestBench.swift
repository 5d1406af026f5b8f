import CHitTestBaseline
import TouchKit
import TouchLab
import TouchLabFormats
import TouchLabEngine
import SeededRandom

/// `View.hitTest` on a generated scene against the C baseline over the identical tree and
/// the identical random points, side by side in the same run: the plain search, which asks
/// every subview as the C walk does, and the culling search, which skips the subviews whose
/// answer box cannot hold the point.
@MainActor
struct HitTestBench {
    let scene: BenchScene
    let pointCount: Int
    let runs: Int

    struct Result {
        let swift: Measurement
        let c: Measurement
        /// Per-run Swift ÷ C, each pair timed back to back.
        let ratio: Measurement
        /// The culling search over the same plain views, and per run its time ÷ C.
        let culled: Measurement
        let culledRatio: Measurement
        /// The same search over the scene as the lab builds it (`SceneView`s, buttons).
        let sceneViews: Measurement?
        /// Per-run scene views ÷ C, timed in the same run as the C pass.
        let sceneRatio: Measurement?
    }

    func run(includeSceneViews: Bool = false) throws -> Result {
        let views = scene.makeViews()
        let tree = makeBaselineTree(views)
        defer { cht_tree_destroy(tree) }
        var random = SplitMix64(seed: 6)
        let xs = (0..<pointCount).map { _ in Double.random(in: 0..<BenchScene.size.width, using: &random) }
        let ys = (0..<pointCount).map { _ in Double.random(in: 0..<BenchScene.size.height, using: &random) }
        let points = zip(xs, ys).map { Point(x: $0, y: $1) }
        var answers = [Int32](repeating: -1, count: pointCount)
        try check(views, tree: tree, points: points, xs: xs, ys: ys, answers: &answers)
        var swift: [Double] = [], c: [Double] = [], ratio: [Double] = [], built: [Double] = []
        var culled: [Double] = [], culledRatio: [Double] = []
        var sceneRatio: [Double] = []
        let sceneRoot = includeSceneViews ? try builtSceneRoot() : nil
        if let sceneRoot { try checkScene(sceneRoot, against: views[0], points: points) }
        for _ in 0..<runs {
            let s = timeSwift(views[0], points, culling: false)
            let b = timeC(tree, xs, ys, &answers)
            let k = timeSwift(views[0], points, culling: true)
            swift.append(s)
            c.append(b)
            ratio.append(s / b)
            culled.append(k)
            culledRatio.append(k / b)
            if let sceneRoot {
                built.append(timeSwift(sceneRoot, points, culling: false))
                sceneRatio.append(built[built.count - 1] / b)
            }
        }
        return Result(swift: Measurement("hit test, \(scene.viewCount) views (Swift)", unit: "ns", samples: swift),
                      c: Measurement("hit test, \(scene.viewCount) views (C baseline)", unit: "ns", samples: c),
                      ratio: Measurement("hit test Swift ÷ C, \(scene.viewCount) views", unit: "×", samples: ratio),
                      culled: Measurement("hit test culling, \(scene.viewCount) views (Swift)", unit: "ns",
                                          samples: culled),
                      culledRatio: Measurement("hit test culling ÷ C, \(scene.viewCount) views", unit: "×",
                                               samples: culledRatio),
                      sceneViews: built.isEmpty ? nil
                          : Measurement("hit test, \(scene.viewCount) scene views (SceneView)", unit: "ns",
                                        samples: built),
                      sceneRatio: sceneRatio.isEmpty ? nil
                          : Measurement("hit test SceneViews ÷ C, \(scene.viewCount) views", unit: "×",
                                        samples: sceneRatio))
    }

    /// The lab's scene must find the view of the same name as the plain views for every point.
    private func checkScene(_ sceneRoot: View, against root: View, points: [Point]) throws {
        View.hitTestCulls = false
        defer { View.hitTestCulls = true }
        for point in points where sceneRoot.hitTest(point, with: nil)?.name != root.hitTest(point, with: nil)?.name {
            throw BenchError("hit test: the scene views and the plain views disagree at \(point)")
        }
    }

    private func makeBaselineTree(_ views: [View]) -> OpaquePointer {
        let tree = cht_tree_create(Int32(views.count))!
        var index: [ObjectIdentifier: Int32] = [:]
        for view in views {
            let parent = view.superview.flatMap { index[ObjectIdentifier($0)] } ?? -1
            let f = view.frame, b = view.bounds
            index[ObjectIdentifier(view)] = cht_tree_add(
                tree, parent, f.origin.x, f.origin.y, f.size.width, f.size.height,
                b.origin.x, b.origin.y, b.size.width, b.size.height, view.alpha,
                view.isHidden ? 1 : 0, view.isUserInteractionEnabled ? 1 : 0)
        }
        cht_tree_finish(tree)
        return tree
    }

    /// Every implementation must find the same view for every point, or the race is void.
    /// (The culling search builds its boxes here, before it is timed.)
    private func check(_ views: [View], tree: OpaquePointer, points: [Point], xs: [Double], ys: [Double],
                       answers: inout [Int32]) throws {
        let index = Dictionary(uniqueKeysWithValues: views.enumerated().map { (ObjectIdentifier($1), Int32($0)) })
        cht_hit_test_many(tree, xs, ys, Int64(points.count), &answers)
        defer { View.hitTestCulls = true }
        for culling in [false, true] {
            View.hitTestCulls = culling
            for (offset, point) in points.enumerated() {
                let hit = views[0].hitTest(point, with: nil).flatMap { index[ObjectIdentifier($0)] } ?? -1
                guard hit == answers[offset] else {
                    throw BenchError("hit test at \(point): Swift (culling: \(culling)) found view \(hit), "
                        + "C found \(answers[offset])")
                }
            }
        }
    }

    private func builtSceneRoot() throws -> View {
        let description = try SceneReader(file: "bench-\(scene.viewCount).json")
            .read(Array(scene.json(name: "bench").utf8), defaultName: "bench")
        let built = SceneBuilder().build(description)
        retained.append(built)
        return built.allViews[0]
    }

    /// Nanoseconds per hit test, by the culling or the plain search.
    private func timeSwift(_ root: View, _ points: [Point], culling: Bool) -> Double {
        View.hitTestCulls = culling
        defer { View.hitTestCulls = true }
        var checksum = 0
        let start = monotonicSeconds()
        for point in points {
            if let hit = root.hitTest(point, with: nil) { checksum &+= ObjectIdentifier(hit).hashValue }
        }
        let elapsed = monotonicSeconds() - start
        blackHole(checksum)
        return elapsed * 1e9 / Double(points.count)
    }

    private func timeC(_ tree: OpaquePointer, _ xs: [Double], _ ys: [Double], _ answers: inout [Int32]) -> Double {
        let start = monotonicSeconds()
        cht_hit_test_many(tree, xs, ys, Int64(xs.count), &answers)
        let elapsed = monotonicSeconds() - start
        blackHole(Int(answers[answers.count / 2]))
        return elapsed * 1e9 / Double(xs.count)
    }
}

/// Keeps built scenes alive while their views are timed.
@MainActor var retained: [AnyObject] = []

/// Keeps a computed value observable so the optimiser cannot drop the work behind it.
@inline(never) func blackHole(_ value: Int) {
    if value == 0x5eed_f00d { print("") }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
