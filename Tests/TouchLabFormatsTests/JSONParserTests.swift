import CAllocationCounter
import Testing
@testable import TouchLabFormats

struct JSONParserTests {
    /// The parser's error as `line:column: message`, or nil when the text parses.
    func error(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> String? {
        error(Array(text.utf8), maximumDepth: maximumDepth)
    }

    func error(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth) -> String? {
        do {
            _ = try JSONParser(maximumDepth: maximumDepth).parse(bytes)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func valuesKeepTheirPositions() throws {
        let value = try JSONParser().parse("{\n  \"a\": [1, true],\n  \"é\": \"x\"\n}")
        guard case .object(let object) = value.content else { Issue.record("not an object"); return }
        #expect(value.position == SourcePosition(line: 1, column: 1))
        #expect(object.members.map(\.key) == ["a", "é"])
        #expect(object.members[0].keyPosition == SourcePosition(line: 2, column: 3))
        guard case .array(let items) = object["a"]?.content else { Issue.record("not an array"); return }
        #expect(items.map(\.position) == [SourcePosition(line: 2, column: 9), SourcePosition(line: 2, column: 12)])
        #expect(object["é"]?.position == SourcePosition(line: 3, column: 8))
    }

    @Test func decodesEscapesAndNumbers() throws {
        let value = try JSONParser().parse(#"["a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", -0.5e2, 0]"#)
        guard case .array(let items) = value.content,
              case .string(let text) = items[0].content,
              case .number(let number) = items[1].content else { Issue.record("wrong shape"); return }
        #expect(text == "a\"\\/\u{08}\u{0C}\n\r\té😀")
        #expect(number == -50)
    }

    @Test func reportsSyntaxErrorsWithLineAndColumn() {
        #expect(error("{\"a\": 1,\n  }") == "2:3: expected a key in quotes, found '}'")
        #expect(error("{\"a\": 1") == "1:8: expected ',' or '}', found end of file")
        #expect(error("[1 2]") == "1:4: expected ',' or ']', found '2'")
        #expect(error("") == "1:1: expected a value, found end of file")
        #expect(error("[tru]") == "1:2: expected a value, found 't'")
        #expect(error("{\"a\": }") == "1:7: expected a value, found '}'")
        #expect(error("[01]") == "1:3: expected ',' or ']', found '1'")
        #expect(error("[1.]") == "1:4: expected a digit after '.', found ']'")
        #expect(error("[\"a\nb\"]") == "1:4: expected a character (control characters must be escaped), found end of line")
        #expect(error(#"["\x"]"#) == #"1:3: invalid escape '\x'"#)
    }

    @Test func rejectsTrailingGarbage() {
        #expect(error("{} {}") == "1:4: expected end of file after the value, found '{'")
        #expect(error("1\n\n x") == "3:2: expected end of file after the value, found 'x'")
        #expect(error("{}\n") == nil)
    }

    @Test func rejectsDuplicateKeys() {
        #expect(error("{\"a\": 1,\n \"b\": {\"a\": 2},\n \"a\": 3}") == "3:2: duplicate key \"a\"")
    }

    @Test func rejectsNumbersThatAreNotFinite() {
        #expect(error("[1e400]") == "1:2: number 1e400 is too large")
        #expect(error("[-1e309]") == "1:2: number -1e309 is too large")
        #expect(error("[NaN]") == "1:2: expected a value, found 'N'")
        #expect(error("[1e300]") == nil)
    }

    @Test func rejectsInvalidUTF8() {
        let bytes = Array("{\"a\":\n  \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        #expect(error(bytes) == "2:4: invalid UTF-8")
        #expect(error([0x5B, 0xED, 0xA0, 0x80, 0x5D]) == "1:2: invalid UTF-8")
        #expect(error([0x5B, 0xC0, 0xAF, 0x5D]) == "1:2: invalid UTF-8")
        #expect(error(#"["\udc00"]"#) == #"1:3: lone low surrogate in \u escape"#)
    }

    @Test func parsesDeepNestingWithoutRecursion() {
        let depth = JSONParser.defaultMaximumDepth
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(error(deep) == nil)
        let tooDeep = "[" + deep + "]"
        #expect(error(tooDeep) == "1:10001: nesting deeper than 10000 levels")
        #expect(error("[[{\"a\": 1}]]", maximumDepth: 2) == "1:3: nesting deeper than 2 levels")
    }

    /// Parsing is linear: the memory asked for while arrays and objects grow stays under a
    /// kilobyte an item, in a debug build too, however many items (copying the open
    /// container at each item, quadratic, asks for tens of kilobytes an item at a thousand
    /// items and megabytes at a hundred thousand). Measured from outside the parser, by the
    /// counting `malloc` this test process links.
    @Test(arguments: [1_000, 100_000])
    func growingContainersAllocateLinearly(count: Int) throws {
        let numbers = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
        let members = "{" + (0..<count).map { "\"k\($0)\": [0]" }.joined(separator: ",") + "}"
        let nested = "[" + Array(repeating: "[" + numbers + "]", count: 3).joined(separator: ",") + "]"
        for (text, items) in [(numbers, count), (members, 2 * count), (nested, 3 * count + 6)] {
            let bytes = Array(text.utf8)
            let before = allocated_bytes_on_this_thread()
            _ = try JSONParser().parse(bytes)
            let perItem = Double(allocated_bytes_on_this_thread() - before) / Double(items)
            #expect(perItem > 0, "the counting malloc is linked")
            #expect(perItem < 1024, "\(Int(perItem)) bytes asked for an item, \(items) items")
        }
    }
}
