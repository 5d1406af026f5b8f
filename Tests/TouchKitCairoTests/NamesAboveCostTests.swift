import Testing
@testable import TouchKit
@testable import TouchKitCairo

/// Placing a view's name below its ancestors' costs work in proportion to its depth: the
/// lab draws every name of a chain thousands deep in one frame, and converting each
/// ancestor to the window on its own (a walk to the root each) made that frame take
/// minutes. Work is counted as reads of the views' frames, which every conversion step
/// makes, so the guard does not depend on the machine's speed.
@MainActor
@Suite struct NamesAboveCostTests {
    /// A view that counts how often its frame is read.
    final class CountingView: View {
        static var frameReads = 0
        override var frame: Rect {
            get {
                Self.frameReads += 1
                return super.frame
            }
            set { super.frame = newValue }
        }
    }

    /// A window holding a chain `depth` views deep, every one named and at its parent's
    /// top-left corner (the worst case: no ancestor's name is ever out of the way), and its
    /// deepest view.
    static func chain(depth: Int) -> (window: Window, deepest: View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        var parent: View = window
        for level in 0..<depth {
            let view = CountingView(frame: Rect(x: level == 0 ? 20 : 0, y: level == 0 ? 30 : 0, width: 400, height: 300),
                                    name: "v\(level)")
            parent.addSubview(view)
            parent = view
        }
        return (window, parent)
    }

    @Test func everyAncestorAtTheSameCornerPushesTheNameDown() {
        let (window, deepest) = Self.chain(depth: 5)
        #expect(ViewRenderer.namesAbove(deepest) == 4)
        // A view away from its parent's corner starts its own column of names.
        let apart = View(frame: Rect(x: 200, y: 150, width: 50, height: 50), name: "apart")
        deepest.addSubview(apart)
        #expect(ViewRenderer.namesAbove(apart) == 0)
        _ = window
    }

    @Test func workGrowsLinearlyWithTheDepth() {
        var reads: [Int] = []
        for depth in [500, 1000, 2000] {
            let (window, deepest) = Self.chain(depth: depth)
            CountingView.frameReads = 0
            #expect(ViewRenderer.namesAbove(deepest) == depth - 1)
            reads.append(CountingView.frameReads)
            #expect(CountingView.frameReads <= 8 * depth, "\(CountingView.frameReads) frame reads at depth \(depth)")
            _ = window
        }
        for (shallower, deeper) in zip(reads, reads.dropFirst()) {
            #expect(deeper <= shallower * 9 / 4, "frame reads \(reads) at depths 500, 1000, 2000")
        }
    }
}
