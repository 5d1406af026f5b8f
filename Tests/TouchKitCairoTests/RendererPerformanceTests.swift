import Foundation
import Testing
import TouchKit
import TouchKitCairo

/// The frame budget: a 1280×800 scene in under 4 ms. Timing depends on the machine and
/// the build, so this runs only when asked: `TOUCHLAB_BENCH=1 swift test -c release
/// --filter RendererPerformanceTests`.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TOUCHLAB_BENCH"] == "1"))
struct RendererPerformanceTests {
    /// A busy screen: a grid of cards, each with a label, a button, a switch and a slider.
    static func scene() -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 1280, height: 800), name: "Root")
        root.backgroundColor = Color(hex: "#f2f2f7")
        for index in 0..<24 {
            let card = View(frame: Rect(x: 20 + Double(index % 6) * 210, y: 20 + Double(index / 6) * 195,
                                        width: 190, height: 175), name: "Card \(index)")
            card.backgroundColor = .white
            card.cornerRadius = 12
            card.alpha = index % 5 == 0 ? 0.6 : 1
            card.clipsToBounds = true
            card.addSubview(Label(frame: Rect(x: 10, y: 24, width: 170, height: 24), text: "Item number \(index)"))
            card.addSubview(Button(frame: Rect(x: 10, y: 56, width: 100, height: 36), title: "Open"))
            let toggle = Switch(frame: Rect(x: 120, y: 58, width: 51, height: 31))
            toggle.isOn = index % 2 == 0
            card.addSubview(toggle)
            let slider = Slider(frame: Rect(x: 10, y: 110, width: 170, height: 34))
            slider.value = Double(index) / 24
            card.addSubview(slider)
            root.addSubview(card)
        }
        return root
    }

    @Test func drawsAFullFrameWithinBudget() throws {
        let renderer = try ViewRenderer()
        let surface = try ImageSurface(width: 1280, height: 800)
        let canvas = Canvas(surface: surface)
        let scene = Self.scene()
        let frames = 100
        renderer.draw(scene, in: canvas)
        let start = ContinuousClock.now
        for _ in 0..<frames {
            surface.clear(to: .white)
            renderer.draw(scene, in: canvas)
            surface.flush()
        }
        let perFrame = (ContinuousClock.now - start) / frames
        print("ViewRenderer: \(perFrame) per 1280×800 frame (\(frames) frames)")
        #expect(perFrame < .milliseconds(4))
    }
}
