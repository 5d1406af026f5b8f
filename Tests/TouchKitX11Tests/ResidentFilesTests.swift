import Glibc
import Testing
@testable import TouchKitX11

@Suite struct ResidentFilesTests {
    @Test func mappingLinesAreRead() throws {
        let code = try #require(ProcMaps.Header(Array("55b710d69000-55b7114ed000 r-xp 001b1000 fe:01 16433186   /usr/bin/touchlab".utf8)[...]))
        #expect(code.start == 0x55b7_10d6_9000 && code.end == 0x55b7_114e_d000)
        #expect(code.isFile && !code.isWritable)
        #expect(code.path.elementsEqual("/usr/bin/touchlab".utf8))
        let heap = try #require(ProcMaps.Header(Array("55c8590c9000-55c859ee7000 rw-p 00000000 00:00 0  [heap]".utf8)[...]))
        #expect(!heap.isFile && heap.isWritable)
        #expect(ProcMaps.Header(Array("Rss:                 228 kB".utf8)[...]) == nil)
        #expect(ProcMaps.number(in: Array("Anonymous:           276 kB".utf8)[...]) == 276)
    }

    /// Code, read-only data and the stack below the caller come back on use: the process runs
    /// on, its written memory untouched.
    @Test func releasedPagesComeBackOnUse() {
        let kept = [UInt8](repeating: 7, count: 1 << 20)
        #expect(ResidentFiles.release() > 0)
        MainStack.releaseUnusedPages()
        #expect(kept.allSatisfy { $0 == 7 })
        #expect(String(describing: 42.5) == "42.5")
    }

    /// After a deep recursion (a hit test down a 3,000-level chain) returns, the stack pages
    /// it touched are given back at the next frame, and the stack works as before.
    @Test func deepStackPagesAreGivenBack() throws {
        // The mapping of this thread's stack: the one holding a local.
        var local = 0
        let here = withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
        let maps = try #require(ProcMaps.contents(of: "/proc/self/maps"))
        let stack = try #require(maps.split(separator: UInt8(ascii: "\n")).lazy.compactMap(ProcMaps.Header.init)
            .first { $0.start <= here && here < $0.end })
        let lowest = stack.start
        #expect(Self.recurse(128) == 128 * 31)
        #expect(MainStack.releaseResidentPages(above: lowest, threshold: 128 * 1024) >= 256)
        #expect(MainStack.releaseResidentPages(above: lowest, threshold: 128 * 1024) == 0)
        #expect(Self.recurse(128) == 128 * 31)
    }

    /// Recurses `depth` levels of 4 kB of stack each.
    @inline(never)
    private static func recurse(_ depth: Int) -> Int {
        var frame = InlineArray<4096, UInt8>(repeating: 31)
        frame[depth % 4096] = 31
        return depth == 0 ? 0 : Int(frame[(depth * 7) % 4096]) + recurse(depth - 1)
    }
}
