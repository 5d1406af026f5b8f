import Testing
@testable import TouchLabFormats

/// Strict reading: every member of an object must be asked for, however many it has.
struct JSONFieldsTests {
    /// `{"k0": 0, …}` with `count` members, one per line.
    func object(_ count: Int) throws -> JSONValue {
        try JSONParser().parse("{\n" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n") + "\n}")
    }

    @Test(arguments: [3, 64, 65, 100])
    func theFirstMemberNeverAskedForIsUnknown(_ count: Int) throws {
        for left in Set([0, count / 2, count - 1]) {
            var fields = try JSONFields(object(count), path: "root")
            for index in 0..<count where index != left {
                #expect(fields.optional("k\(index)") != nil)
            }
            #expect(fields.optional("absent") == nil)
            #expect(throws: JSONValidationError("unknown key \"k\(left)\"",
                                                at: SourcePosition(line: left + 2, column: 1), path: "root")) {
                try fields.finish()
            }
            _ = try fields.required("k\(left)")
            try fields.finish()
        }
    }
}
