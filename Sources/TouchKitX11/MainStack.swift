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
        lowest = min(lowest ?? stack.start, stack.start)
        let end = (frame - margin) & ~(Int(getpagesize()) - 1)
        guard end > stack.start,
              madvise(UnsafeMutableRawPointer(bitPattern: stack.start), end - stack.start, MADV_DONTNEED) == 0 else { return 0 }
        return (end - stack.start) / 1024
    }

    /// The stack's lowest address seen by `releaseUnusedPages`.
    nonisolated(unsafe) private static var lowest: Int?

    /// As `releaseUnusedPages`, cheaply enough for every frame: the deep tree's hit test
    /// recurses as deep as its first drawing (3,000 levels, 600 kB) at every touch on it,
    /// and the pages it touched would otherwise stay until the end. Asks the kernel which
    /// pages below the caller are resident (`mincore`, no file read) and gives them back
    /// only when there are at least `threshold` bytes of them. Does nothing before a first
    /// `releaseUnusedPages`. Returns the kilobytes given up.
    @discardableResult
    public static func releaseDeepPages(threshold: Int = 128 * 1024) -> Int {
        guard let lowest else { return 0 }
        return releaseResidentPages(above: lowest, threshold: threshold)
    }

    /// Gives back the resident pages of the calling thread's stack from `lowest` (a mapped
    /// address of it) up to the caller's frame and a margin, when at least `threshold`
    /// bytes of them are resident. Returns the kilobytes given up.
    @inline(never)
    static func releaseResidentPages(above lowest: Int, threshold: Int) -> Int {
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        let page = Int(getpagesize())
        let end = (frame - margin) & ~(page - 1)
        guard end - lowest >= threshold else { return 0 }
        let pages = (end - lowest) / page
        // The lowest resident page, when enough are resident (the stack fills from the top).
        let first = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pages) { resident -> Int? in
            guard mincore(UnsafeMutableRawPointer(bitPattern: lowest), end - lowest, resident.baseAddress) == 0,
                  resident.reduce(0, { $0 + Int($1 & 1) }) * page >= threshold else { return nil }
            return resident.firstIndex { $0 & 1 != 0 }
        }
        guard let first else { return 0 }
        let start = lowest + first * page
        guard madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_DONTNEED) == 0 else { return 0 }
        return (end - start) / 1024
    }
}
