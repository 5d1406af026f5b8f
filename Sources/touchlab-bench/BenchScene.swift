import Foundation
import TouchKit

/// A generated scene of any size for the benchmarks: a root holding a wide grid of cells
/// (70 % of the views, many siblings) and a deep chain of nested views (the rest), with a
/// pan on the root, a tap on the grid, a long press on the chain and a button every 50th
/// cell. The same description is written as a scene file, built as plain
/// TouchKit views, and built as the C baseline's tree, so all three are identical.
struct BenchScene {
    struct Node {
        var name: String
        var frame: Rect
        var parent: Int?
        var color: String
        var isButton = false
    }

    static let size = Size(width: 1280, height: 800)
    let viewCount: Int
    private(set) var nodes: [Node] = []

    init(viewCount: Int) {
        precondition(viewCount >= 10, "a bench scene needs at least 10 views")
        self.viewCount = viewCount
        let cells = Int((Double(viewCount - 3) * 0.7).rounded())
        let depth = viewCount - 3 - cells
        nodes.append(Node(name: "root", frame: Rect(origin: .zero, size: Self.size), color: "#e8eef7"))
        nodes.append(Node(name: "grid", frame: Rect(x: 0, y: 0, width: 960, height: 800), parent: 0,
                          color: "#f4f6fa"))
        nodes.append(Node(name: "chain", frame: Rect(x: 960, y: 0, width: 320, height: 800), parent: 0,
                          color: "#dde3ee"))
        addGrid(cells: cells, in: Size(width: 960, height: 800))
        addChain(depth: depth, in: Size(width: 320, height: 800))
    }

    private mutating func addGrid(cells: Int, in area: Size) {
        let columns = Int((Double(cells) * area.width / area.height).squareRoot().rounded(.up))
        let rows = (cells + columns - 1) / columns
        let width = area.width / Double(columns), height = area.height / Double(rows)
        for index in 0..<cells {
            let row = index / columns, column = index % columns
            let frame = Rect(x: Double(column) * width + 0.5, y: Double(row) * height + 0.5,
                             width: width - 1, height: height - 1)
            let shade = ["#c9daf8", "#d9ead3", "#fff2cc", "#f4cccc"][(row + column) % 4]
            nodes.append(Node(name: "c\(row)_\(column)", frame: frame, parent: 1, color: shade,
                              isButton: index % 50 == 49))
        }
    }

    private mutating func addChain(depth: Int, in area: Size) {
        let inset = 140.0 / Double(max(depth, 1))
        var parent = 2, size = area
        for level in 0..<depth {
            size = Size(width: size.width - 2 * inset, height: size.height - 2 * inset)
            let frame = Rect(x: inset, y: inset, width: size.width, height: size.height)
            let shade = level % 2 == 0 ? "#b4c7e7" : "#c5d5ef"
            nodes.append(Node(name: "d\(level)", frame: frame, parent: parent, color: shade))
            parent = nodes.count - 1
        }
    }

    /// Plain TouchKit views, the root first; `views[i]` is `nodes[i]`.
    @MainActor
    func makeViews() -> [View] {
        var views: [View] = []
        views.reserveCapacity(nodes.count)
        for node in nodes {
            let view = View(frame: node.frame, name: node.name)
            if let parent = node.parent { views[parent].addSubview(view) }
            views.append(view)
        }
        return views
    }

    /// The scene file: nested JSON, children in order.
    func json(name: String) -> String {
        var children = [[Int]](repeating: [], count: nodes.count)
        for (index, node) in nodes.enumerated() { if let parent = node.parent { children[parent].append(index) } }
        var out = "{\"name\": \"\(name)\", \"title\": \"Bench: \(viewCount) views\", "
        out += "\"summary\": \"A generated scene: a wide grid and a deep chain.\", "
        out += "\"size\": [\(Int(Self.size.width)), \(Int(Self.size.height))], \"root\": "
        // Iterative, as the chain nests thousands deep.
        var stack: [(index: Int, child: Int)] = [(0, -1)]
        while var top = stack.popLast() {
            if top.child == -1 {
                out += open(top.index, hasChildren: !children[top.index].isEmpty)
            }
            top.child += 1
            let list = children[top.index]
            if top.child < list.count {
                if top.child > 0 { out += ", " }
                stack.append(top)
                stack.append((list[top.child], -1))
            } else {
                out += list.isEmpty ? "}" : "]}"
            }
        }
        return out + "}\n"
    }

    private func open(_ index: Int, hasChildren: Bool) -> String {
        let node = nodes[index]
        let f = node.frame
        var text = "{\"name\": \"\(node.name)\", \"frame\": [\(f.origin.x), \(f.origin.y), \(f.size.width), "
            + "\(f.size.height)], \"color\": \"\(node.color)\""
        if node.isButton { text += ", \"kind\": \"button\", \"label\": \"OK\"" }
        switch node.name {
        case "root": text += ", \"gestures\": [{\"kind\": \"pan\", \"name\": \"drag\"}]"
        case "grid": text += ", \"handles\": [\"ended\"], \"gestures\": [{\"kind\": \"tap\", \"name\": \"tap\"}]"
        case "chain": text += ", \"controller\": \"ChainVC\", \"gestures\": [{\"kind\": \"longPress\", \"name\": \"hold\"}]"
        default: break
        }
        return text + (hasChildren ? ", \"children\": [" : "")
    }
}
