import Testing
import TouchKit
@testable import TouchLabFormats

struct SceneReaderTests {
    /// A scene whose root is `root` (a JSON object's members, without braces).
    func scene(root: String) -> String {
        "{\"name\": \"t\", \"size\": [800, 600],\n \"root\": {\(root)}}"
    }

    func error(_ text: String) -> String? {
        do {
            _ = try SceneReader(file: "scenes/bad.json").read(Array(text.utf8), defaultName: "bad")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func readsTheSeedScene() throws {
        let path = SceneCatalog.standard.path(of: "seed-a-to-e")
        let scene = try SceneReader.load(path: try #require(path))
        #expect(scene.name == "seed-a-to-e")
        #expect(scene.title == "Hit test and responder chain: A to E")
        #expect(scene.size == Size(width: 800, height: 600))
        #expect(scene.views.map(\.name) == ["A", "B", "C", "D", "E"])
        #expect(scene.views.map(\.children) == [[1, 2], [], [3, 4], [], []])
        #expect(scene.views[2].controller == "DetailVC")
        #expect(scene.views[2].behavior.handles == [.ended])
        #expect(scene.views[0].color == Color(hex: "#e8eef7"))
    }

    @Test func readsEveryViewKey() throws {
        let text = scene(root: """
            "name": "R", "kind": "button", "color": "#00ff0080", "label": "Go", "hidden": true, "alpha": 0.5,
            "userInteractionEnabled": false, "clipsToBounds": true, "hitOutset": [1, 2, 3, 4],
            "minimumHitSize": 44, "pointInsideIncludes": ["K"], "handles": ["all"], "callsSuper": true,
            "gestures": [{"kind": "swipe", "name": "s", "direction": ["left", "up"], "touches": 2,
                          "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false,
                          "requiresToFail": "t", "simultaneousWith": ["t"]},
                         {"kind": "tap", "name": "t", "taps": 2}],
            "children": [{"name": "K", "frame": [-10, 0, 5, 5]}]
            """)
        let description = try SceneReader(file: "t.json").read(Array(text.utf8), defaultName: "t")
        let root = description.root
        #expect(root.frame == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(root.kind == .button && root.label == "Go" && root.isHidden && root.alpha == 0.5)
        #expect(root.isUserInteractionEnabled == false && root.clipsToBounds)
        #expect(root.color == Color(red: 0, green: 1, blue: 0, alpha: 128.0 / 255))
        #expect(root.behavior.hitOutset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(root.behavior.minimumHitSize == 44 && root.behavior.callsSuper)
        #expect(root.behavior.handles == Set(TouchMethod.allCases))
        #expect(root.gestures.map(\.name) == ["s", "t"])
        #expect(root.gestures[0].directions == [.left, .up] && root.gestures[0].touches == 2)
        #expect(root.gestures[0].requiresToFail == "t" && root.gestures[1].taps == 2)
        #expect(description.title == "t" && description.summary == "")
    }

    @Test func rejectsBrokenJSON() {
        #expect(error("{\"size\": [800, 600], \"root\": {\"name\": \"A\"")
            == "scenes/bad.json:1:42: expected ',' or '}', found end of file")
        #expect(error("{\"size\": [1, 2], \"size\": [3, 4]}") == "scenes/bad.json:1:18: duplicate key \"size\"")
        #expect(error("{\"size\": [1, 2], \"root\": {\"name\": \"A\", \"alpha\": 1e999}}")
            == "scenes/bad.json:1:49: number 1e999 is too large")
    }

    @Test func rejectsWrongTypesAndMissingKeys() {
        #expect(error(scene(root: "\"name\": 5")) == "scenes/bad.json:2:19: root.name: expected a string, found a number")
        #expect(error(scene(root: "\"frame\": [0, 0, 1, 1]"))
            == "scenes/bad.json:2:10: root: missing required key \"name\"")
        #expect(error("{\"size\": [800, 600]}") == "scenes/bad.json:1:1: missing required key \"root\"")
        #expect(error(scene(root: "\"name\": \"A\", \"children\": [{\"name\": \"B\"}]"))
            == "scenes/bad.json:2:37: root.children[0]: missing required key \"frame\"")
        #expect(error(scene(root: "\"name\": \"A\", \"children\": [{\"name\": \"B\", \"frame\": [0, 0, 1]}]"))
            == "scenes/bad.json:2:60: root.children[0].frame: expected 4 numbers, found 3")
        #expect(error(scene(root: "\"name\": \"A\", \"hidden\": \"yes\""))
            == "scenes/bad.json:2:34: root.hidden: expected true or false, found a string")
        #expect(error(scene(root: "\"name\": \"A\", \"handles\": [\"tapped\"]"))
            == "scenes/bad.json:2:36: root.handles[0]: expected \"began\", \"moved\", \"ended\", \"cancelled\" or \"all\", found \"tapped\"")
        #expect(error(scene(root: "\"name\": \"A\", \"kind\": \"table\""))
            == "scenes/bad.json:2:32: root.kind: expected one of \"view\", \"label\", \"button\", \"switch\", \"slider\", \"control\", \"image\", \"scroll\", found \"table\"")
        #expect(error(scene(root: "\"name\": \"A\", \"color\": \"#12345\""))
            == "scenes/bad.json:2:33: root.color: expected a colour #rgb, #rrggbb or #rrggbbaa, found \"#12345\"")
        #expect(error(scene(root: "\"name\": \"A\", \"color\": \"#+ff\"")) != nil)
    }

    @Test func rejectsUnknownKeys() {
        #expect(error(scene(root: "\"name\": \"A\", \"colour\": \"#fff\""))
            == "scenes/bad.json:2:24: root: unknown key \"colour\"")
        #expect(error("{\"size\": [8, 6], \"root\": {\"name\": \"A\"}, \"extra\": 1}")
            == "scenes/bad.json:1:41: unknown key \"extra\"")
        #expect(error(scene(root: "\"name\": \"A\", \"gestures\": [{\"kind\": \"tap\", \"name\": \"t\", \"speed\": 1}]"))
            == "scenes/bad.json:2:66: root.gestures[0]: unknown key \"speed\"")
    }

    @Test func rejectsAbsurdNumbers() {
        #expect(error(scene(root: "\"name\": \"A\", \"children\": [{\"name\": \"B\", \"frame\": [0, 0, 1e300, 1]}]"))
            == "scenes/bad.json:2:67: root.children[0].frame[2]: expected a number from -100000 to 100000, found 1e+300")
        #expect(error(scene(root: "\"name\": \"A\", \"children\": [{\"name\": \"B\", \"frame\": [0, 0, -5, 1]}]"))
            == "scenes/bad.json:2:60: root.children[0].frame: the width must not be negative, found -5")
        #expect(error("{\"size\": [0, 600], \"root\": {\"name\": \"A\"}}")
            == "scenes/bad.json:1:11: size[0]: expected a number from 1 to 8192, found 0")
        #expect(error(scene(root: "\"name\": \"A\", \"alpha\": 1.5"))
            == "scenes/bad.json:2:33: root.alpha: expected a number from 0 to 1, found 1.5")
        #expect(error(scene(root: "\"name\": \"A\", \"minimumHitSize\": -1")) != nil)
        #expect(error(scene(root: "\"name\": \"A\", \"gestures\": [{\"kind\": \"tap\", \"name\": \"t\", \"taps\": 0}]"))
            == "scenes/bad.json:2:74: root.gestures[0].taps: expected a whole number from 1 to 10, found 0")
    }

    @Test func rejectsEmptyAndDuplicateNames() {
        #expect(error(scene(root: "\"name\": \"\"")) == "scenes/bad.json:2:19: root.name: expected a name, found an empty string")
        #expect(error(scene(root: """
            "name": "A", "children": [{"name": "B", "frame": [0, 0, 1, 1]}, {"name": "A", "frame": [0, 0, 1, 1]}]
            """)) == "scenes/bad.json:2:75: root.children[1]: duplicate view name \"A\" (first used at root)")
        #expect(error(scene(root: """
            "name": "A", "gestures": [{"kind": "tap", "name": "g"}, {"kind": "pan", "name": "g"}]
            """)) == "scenes/bad.json:2:67: root.gestures[1]: duplicate gesture name \"g\" (first used at root.gestures[0])")
        #expect(error(scene(root: """
            "name": "A", "controller": "VC", "children": [{"name": "B", "frame": [0, 0, 1, 1], "controller": "VC"}]
            """)) == "scenes/bad.json:2:57: root.children[0]: duplicate controller name \"VC\" (first used at root)")
    }

    /// Errors found after reading (names used twice) name a view by the key path the reader
    /// would give it, nested or thousands of levels deep.
    @Test func errorsAfterReadingNameViewsAsTheReaderDoes() throws {
        #expect(error(scene(root: """
            "name": "A", "children": [{"name": "B", "frame": [0, 0, 1, 1], "children": [{"name": "C", "frame": [0, 0, 1, 1]}]}, \
            {"name": "D", "frame": [0, 0, 1, 1], "children": [{"name": "E", "frame": [0, 0, 1, 1], "controller": "VC"}, \
            {"name": "F", "frame": [0, 0, 1, 1], "controller": "VC"}]}]
            """))?.hasSuffix("root.children[1].children[1]: duplicate controller name \"VC\" (first used at root.children[1].children[0])") == true)
        func deep(leaf: String) -> String {
            var json = leaf
            for level in 0..<3000 {
                json = #"{"name": "v\#(level)", "frame": [0, 0, 10, 10], "children": [\#(json)]}"#
            }
            return #"{"size": [100, 100], "root": "# + json + "}"
        }
        let read = try #require(error(deep(leaf: #"{"name": "leaf", "frame": [0, 0, 1, 1], "bogus": 1}"#)))
        let validated = try #require(error(deep(leaf: #"{"name": "v2999", "frame": [0, 0, 1, 1]}"#)))
        // "file:line:column: path: problem"
        let readPath = read.split(separator: ": ")[1], validatedPath = validated.split(separator: ": ")[1]
        #expect(readPath.hasPrefix("root…children[0].children[0]"))
        #expect(validatedPath == readPath)
        #expect(validated.hasSuffix(": duplicate view name \"v2999\" (first used at root)"), "\(validated)")
    }

    /// A name could forge a trace line ("\n0.000 touch 99 began") or cut one short (NUL).
    @Test func rejectsNamesWithControlCharacters() {
        #expect(error(scene(root: #""name": "A\n0.000 touch 99 began (1.0, 1.0)""#))
            == "scenes/bad.json:2:19: root.name: a name cannot contain control characters, found U+000A")
        #expect(error(scene(root: #""name": "A\u0000B""#))
            == "scenes/bad.json:2:19: root.name: a name cannot contain control characters, found U+0000")
        #expect(error(scene(root: "\"name\": \"A\u{7F}\"")) != nil)
        #expect(error(scene(root: "\"name\": \"A\u{85}\"")) != nil)
        #expect(error(scene(root: #""name": "A", "children": [{"name": "B\tC", "frame": [0, 0, 1, 1]}]"#))
            == "scenes/bad.json:2:46: root.children[0].name: a name cannot contain control characters, found U+0009")
        #expect(error(scene(root: #""name": "A", "controller": "V\rC""#)) != nil)
        #expect(error(scene(root: #""name": "A", "gestures": [{"kind": "tap", "name": "t\u001b"}]"#)) != nil)
        #expect(error("{\"name\": \"s\\u001f\", \"size\": [8, 6], \"root\": {\"name\": \"A\"}}")
            == "scenes/bad.json:1:10: name: a name cannot contain control characters, found U+001F")
        #expect(error(scene(root: #""name": "Ä_B.✓-1""#)) == nil)
    }

    /// A name is printed in the trace as it is: one holding the trace's notation could pass
    /// for several views (`D(D) -> A(D)`).
    @Test func rejectsNamesHoldingTheTracesNotation() {
        #expect(error(scene(root: #""name": "A", "children": [{"name": "D(D)", "frame": [0, 0, 1, 1]}]"#))
            == "scenes/bad.json:2:46: root.children[0].name: a name cannot contain (, part of the trace's notation: ( ) [ ] * + , : ->")
        #expect(error(scene(root: #""name": "Ä B""#))
            == "scenes/bad.json:2:19: root.name: a name cannot contain whitespace (the trace separates names with it), found U+0020")
        #expect(error(scene(root: #""name": "A->B""#))
            == "scenes/bad.json:2:19: root.name: a name cannot contain ->, part of the trace's notation: ( ) [ ] * + , : ->")
        for bad in ["a)", "a[", "a]", "a*", "a+", "a,b", "a:b", "a\\u00a0b"] {
            #expect(error(scene(root: "\"name\": \"\(bad)\"")) != nil, "\(bad)")
        }
        #expect(error(scene(root: #""name": "A", "gestures": [{"kind": "tap", "name": "t ap"}]"#)) != nil)
        #expect(error(scene(root: #""name": "A", "controller": "V C""#)) != nil)
    }

    /// Sizes Cairo cannot draw are refused when read, naming the file, not at render time.
    @Test func rejectsScenesTooLargeToDraw() {
        #expect(error("{\"size\": [100380, 100096], \"root\": {\"name\": \"A\"}}")
            == "scenes/bad.json:1:11: size[0]: 100380 is larger than the largest scene TouchLab draws (8192 a side)")
        #expect(error("{\"size\": [800, 8193], \"root\": {\"name\": \"A\"}}")
            == "scenes/bad.json:1:16: size[1]: 8193 is larger than the largest scene TouchLab draws (8192 a side)")
        #expect(error("{\"size\": [8192, 8192], \"root\": {\"name\": \"A\"}}") == nil)
    }

    @Test func rejectsDanglingReferences() {
        #expect(error(scene(root: """
            "name": "A", "gestures": [{"kind": "tap", "name": "g", "requiresToFail": "h"}]
            """)) == "scenes/bad.json:2:37: root.gestures[0]: no gesture is named \"h\"")
        #expect(error(scene(root: """
            "name": "A", "gestures": [{"kind": "tap", "name": "g", "simultaneousWith": ["g"]}]
            """)) == "scenes/bad.json:2:37: root.gestures[0]: gesture \"g\" refers to itself")
        #expect(error(scene(root: """
            "name": "A", "children": [{"name": "B", "frame": [0, 0, 1, 1], "pointInsideIncludes": ["C"]},
                                      {"name": "C", "frame": [0, 0, 1, 1]}]
            """)) == "scenes/bad.json:2:37: root.children[0]: pointInsideIncludes: \"C\" is not a descendant of \"B\"")
        #expect(error(scene(root: "\"name\": \"A\", \"pointInsideIncludes\": [\"A\"]"))
            == "scenes/bad.json:2:10: root: pointInsideIncludes: \"A\" is not a descendant of \"A\"")
    }

    @Test func rejectsOptionsThatDoNotApply() {
        #expect(error(scene(root: "\"name\": \"A\", \"gestures\": [{\"kind\": \"pan\", \"name\": \"p\", \"taps\": 2}]"))
            == "scenes/bad.json:2:74: root.gestures[0].taps: \"taps\" does not apply to a pan gesture")
        #expect(error(scene(root: "\"name\": \"A\", \"gestures\": [{\"kind\": \"tap\", \"name\": \"p\", \"direction\": \"up\"}]"))
            == "scenes/bad.json:2:79: root.gestures[0].direction: \"direction\" does not apply to a tap gesture")
    }

    @Test func rejectsInvalidUTF8() {
        let bytes = Array("{\"size\": [8, 6],\n \"root\": {\"name\": \"".utf8) + [0xE2, 0x82] + Array("\"}}".utf8)
        #expect(throws: FileError(file: "s.json", position: SourcePosition(line: 2, column: 20), problem: "invalid UTF-8")) {
            try SceneReader(file: "s.json").read(bytes, defaultName: "s")
        }
    }

    @Test func rejectsNestingBeyondTheLimit() {
        let depth = 5_001
        let text = "{\"size\": [8, 6], \"root\": "
            + String(repeating: "{\"name\": \"v\", \"children\": [", count: depth) + "]"
            + String(repeating: "}]", count: depth - 1) + "}}"
        #expect(error(text)?.hasSuffix(": nesting deeper than 10000 levels") == true)
    }

    /// A view 3,000 levels deep keeps a short key path (start and end around "…"), so a deep
    /// file needs memory linear in its size, and an error there still says where it is.
    @Test func deepViewsKeepShortKeyPaths() throws {
        var json = #"{"name": "leaf", "frame": [0, 0, 1, 1], "bogus": 1}"#
        for level in 0..<3000 {
            json = #"{"name": "v\#(level)", "frame": [0, 0, 10, 10], "children": [\#(json)]}"#
        }
        let message = try #require(error(#"{"size": [100, 100], "root": "# + json + "}"))
        #expect(message.contains("root…children[0].children[0].children[0].children[0]"))
        #expect(message.contains("unknown key \"bogus\""), "\(message)")
        #expect(message.utf8.count < 300)
        #expect(JSONPath.abbreviated(String(repeating: "a.", count: 400) + "z").utf8.count <= JSONPath.lengthLimit)
    }
}
