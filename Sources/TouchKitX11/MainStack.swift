import Glibc

/// The main thread's stack. Building and first drawing a deep view tree (the large bench
/// scene nests 3,000 levels) recurse once to a depth the run never reaches again, and the
/// pages it touched would stay resident for the whole run.
public enum MainStack {
    /// Room kept below the caller's frame: the red zone and the calls this one makes.
    private static let margin = 64 * 1024

    /// Gives back the pages of the main thread's stack below the caller's frame and a margin:
    /// nothing lives there between calls, and a page used again comes back zeroed, as a
    /// stack's new page does. Call it from the main thread. Returns the kilobytes given up.
    @inline(never)
    @discardableResult
    public static func releaseUnusedPages() -> Int {
        guard let maps = ProcMaps.contents(of: "/proc/self/maps"),
              let stack = maps.split(separator: UInt8(ascii: "\n")).lazy.compactMap(ProcMaps.Header.init)
                  .first(where: { $0.path.elementsEqual("[stack]".utf8) }) else { return 0 }
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        // Only from the main thread's own stack, well below this frame.
        guard frame > stack.start, frame < stack.end else { return 0 }
        let end = (frame - margin) & ~(Int(getpagesize()) - 1)
        guard end > stack.start,
              madvise(UnsafeMutableRawPointer(bitPattern: stack.start), end - stack.start, MADV_DONTNEED) == 0 else { return 0 }
        return (end - stack.start) / 1024
    }
}
