import Testing
import TouchKit
@testable import TouchLabFormats

/// The `scroll` and `image` kinds in scene files.
struct ScrollSceneReaderTests {
    func scene(root: String) -> String {
        "{\"name\": \"t\", \"size\": [800, 600],\n \"root\": {\(root)}}"
    }

    func read(_ text: String) throws -> SceneDescription {
        try SceneReader(file: "scenes/bad.json").read(Array(text.utf8), defaultName: "bad")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsEveryScrollKey() throws {
        let root = try read(scene(root: """
            "name": "S", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 900],
            "contentOffset": [0, 50], "delaysContentTouches": false, "canCancelContentTouches": false,
            "touchesShouldCancel": true, "touchesShouldBegin": false
            """)).views[0]
        #expect(root.kind == .scroll)
        #expect(root.boundsOrigin == Point(x: 0, y: 50))
        #expect(root.clipsToBounds)
        var expected = ScrollDescription()
        expected.contentSize = Size(width: 200, height: 900)
        expected.delaysContentTouches = false
        expected.canCancelContentTouches = false
        expected.touchesShouldCancel = .always(true)
        expected.touchesShouldBegin = false
        #expect(root.scroll == expected)
    }

    @Test func aScrollViewDefaultsToUIKitsAnswers() throws {
        let root = try read(scene(root: #""name": "S", "kind": "scroll", "touchesShouldCancel": "default""#)).views[0]
        #expect(root.scroll == ScrollDescription())
    }

    @Test func anImageViewTakesNoTouchesUnlessSet() throws {
        let views = try read(scene(root: #""name": "R", "children": [{"name": "I", "kind": "image", "frame": [0, 0, 10, 10]}]"#)).views
        #expect(views[1].kind == .image)
        #expect(views[1].isUserInteractionEnabled == nil)
    }

    @Test func rejectsScrollKeysElsewhereAndBadAnswers() {
        #expect(error(scene(root: #""name": "A", "contentSize": [10, 10]"#))
            == "scenes/bad.json:2:39: root.contentSize: \"contentSize\" applies to a scroll view (\"kind\": \"scroll\"), not a view")
        #expect(error(scene(root: #""name": "A", "kind": "scroll", "touchesShouldCancel": "maybe""#))
            == "scenes/bad.json:2:65: root.touchesShouldCancel: expected \"default\", true or false, found \"maybe\"")
        #expect(error(scene(root: #""name": "A", "kind": "scroll", "contentSize": [10]"#))?
            .contains("root.contentSize: expected 2 numbers") == true)
        #expect(error(scene(root: #""name": "A", "kind": "scroll", "bounds": [0, 5, 800, 600], "contentOffset": [0, 1]"#))?
            .contains("give \"contentOffset\" or a \"bounds\" origin, not both") == true)
    }
}
