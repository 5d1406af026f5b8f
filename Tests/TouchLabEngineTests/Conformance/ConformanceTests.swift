import Foundation
import Testing

/// Runs every behaviour of the conformance suite by its id. A `matches` row must hold; a
/// `differs` or `not modelled` row with a probe must still fail it, so a row that starts
/// to behave as UIKit does is noticed and its status changed.
@MainActor
struct ConformanceTests {
    nonisolated static let ids = Catalog.all.map(\.id)

    @Test(arguments: ids)
    func behaviour(_ id: String) throws {
        let row = try #require(Catalog.behaviour(id))
        guard let probe = row.probe else {
            #expect(row.status != .matches, "\(id) matches but has no probe to check it")
            return
        }
        let problems = probe.run()
        if row.status == .matches {
            #expect(problems.isEmpty, "\(id) \(row.statement) — \(problems.joined(separator: "; "))")
        } else {
            #expect(!problems.isEmpty,
                    "\(id) now behaves as UIKit does: make its status .matches, then run `make conformance`")
        }
    }
}

/// The suite's own shape, and the committed table kept equal to what the suite generates.
struct ConformanceTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized
    static let tablePath = root.appendingPathComponent("docs/CONFORMANCE.md").path
    static let readmePath = root.appendingPathComponent("README.md").path

    @Test func rowsAreWellFormed() {
        let all = Catalog.all
        #expect(all.count >= 100)
        #expect(Set(all.map(\.id)).count == all.count, "ids must be unique")
        for row in all {
            #expect(!row.statement.contains("\n") && !row.statement.contains("|"), "\(row.id): one line, no |")
            if row.status == .matches { #expect(row.probe != nil, "\(row.id) matches without a probe") }
            if let probe = row.probe { #expect(!probe.expect.isEmpty, "\(row.id): a probe must expect some line, not only forbid") }
        }
    }

    static var writing: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["TOUCHLAB_WRITE_CONFORMANCE"] == "1" && environment["CI"] == nil
    }

    static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `make conformance` (TOUCHLAB_WRITE_CONFORMANCE=1) writes the table; refused under CI.
    @Test func committedTableIsCurrent() throws {
        let generated = ConformanceTable.markdown(Catalog.all)
        if Self.writing {
            try generated.write(toFile: Self.tablePath, atomically: true, encoding: .utf8)
            return
        }
        let current = Self.read(Self.tablePath) == generated
        #expect(current, "docs/CONFORMANCE.md differs from what the conformance suite generates: run `make conformance` and commit it")
    }

    /// The README's "How close to UIKit" section carries the same counts.
    @Test func readmeSummaryIsCurrent() throws {
        let readme = try #require(Self.read(Self.readmePath))
        let updated = try #require(ConformanceTable.replacingSection(in: readme, with: ConformanceTable.readmeSection(Catalog.all)),
                                   "README.md has no \"## How close to UIKit\" section")
        if Self.writing {
            try updated.write(toFile: Self.readmePath, atomically: true, encoding: .utf8)
            return
        }
        let current = readme == updated
        #expect(current, "README.md's \"How close to UIKit\" table is out of date: run `make conformance` and commit it")
    }
}
