import SeededRandom
import Testing
import TouchKit
@testable import TouchKitCairo

/// The fingerprint and the drawing read one value per view (`DrawnProperties`): random
/// changes to random views of a tree, and after each, a rendering kept while the
/// fingerprint stays the same must have the pixels of a fresh one, and a change to what a
/// view draws must change the fingerprint.
@MainActor
@Suite struct DrawnPropertiesTests {
    let renderer: ViewRenderer

    init() throws {
        renderer = try ViewRenderer()
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aKeptRenderingIsFreshAfterRandomChanges(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let root = TestScenes.tree()
        var views = Self.all(root)
        var kept = try renderer.render(root)
        var keptFingerprint = renderer.fingerprint(of: root)
        for round in 1...60 {
            let view = random.pick(views)
            let before = DrawnProperties(view)
            let change = Self.change(view, in: root, &random)
            let fingerprint = renderer.fingerprint(of: root)
            if DrawnProperties(view) != before {
                #expect(fingerprint != keptFingerprint, "round \(round): \(change) of \(view.name ?? "?") kept the fingerprint")
            }
            if fingerprint != keptFingerprint {
                kept = try renderer.render(root)
                keptFingerprint = fingerprint
            }
            let fresh = try ViewRenderer().render(root)
            #expect(kept.hasSamePixels(as: fresh), "round \(round): after \(change) of \(view.name ?? "?")")
            views = Self.all(root)
        }
    }

    /// The views of `root`'s tree, root first.
    static func all(_ root: View) -> [View] {
        var views: [View] = [], stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            stack += view.subviews
        }
        return views
    }

    /// One random change to `view` (or to its place among its siblings); says which.
    static func change(_ view: View, in root: View, _ random: inout SplitMix64) -> String {
        let colors = [Color.white, Color.black, Color(red: 0.2, green: 0.6, blue: 0.9), Color(red: 1, green: 0.4, blue: 0)]
        switch random.int(0...13) {
        case 0: view.frame.origin.x += Double(random.int(-8...8)); return "x"
        case 1: view.frame.size.width = max(4, view.frame.size.width + Double(random.int(-20...20))); return "width"
        case 2: view.isHidden.toggle(); return "hidden"
        case 3: view.alpha = random.pick([0, 0.3, 0.7, 1]); return "alpha"
        case 4: view.clipsToBounds.toggle(); return "clip"
        case 5: view.backgroundColor = random.chance(0.2) ? nil : random.pick(colors); return "background"
        case 6: view.borderWidth = random.pick([0, 1, 3]); view.borderColor = random.pick(colors); return "border"
        case 7: view.cornerRadius = random.pick([0, 4, 12]); return "corners"
        case 8: view.name = random.pick(["A", "Longer name", "Root", ""]); return "name"
        case 9: view.transform = random.chance(0.5) ? .identity : AffineTransform(rotationAngle: 0.2); return "transform"
        case 10:
            guard let parent = view.superview else { return "nothing" }
            parent.addSubview(view)
            return "order"
        default: return changeKind(view, &random, colors: colors)
        }
    }

    /// A change to what the view's kind draws: text, title, state, value.
    private static func changeKind(_ view: View, _ random: inout SplitMix64, colors: [Color]) -> String {
        switch view {
        case let label as Label:
            if random.chance(0.5) { label.text = random.pick(["Hi", "Hello, TouchLab", "A much longer line of text"]) }
            else { label.textColor = random.pick(colors) }
            label.fontSize = random.pick([11, 14, 17])
            return "label"
        case let button as Button:
            if random.chance(0.5) { button.title = random.pick(["Go", "Stop", "Tap me"]) }
            else { button.isSelected.toggle() }
            return "button"
        case let toggle as Switch:
            if random.chance(0.5) { toggle.isOn.toggle() } else { toggle.isEnabled.toggle() }
            return "switch"
        case let slider as Slider:
            slider.value = random.double(0...1)
            return "slider"
        case let control as Control:
            control.isHighlighted.toggle()
            return "highlight"
        default:
            view.setNeedsDisplay()
            return "needs display"
        }
    }
}
