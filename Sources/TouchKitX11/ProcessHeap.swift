import CX11

/// The process's heap, for a window that has just drawn its costly first frame.
public enum ProcessHeap {
    /// Gives the heap's freed pages back to the system (glibc's `malloc_trim`): the first
    /// frame of a large scene leaves megabytes freed behind, which would otherwise stay
    /// resident for the whole run.
    public static func releaseFreedMemory() {
        _ = malloc_trim(0)
    }

    /// Has every block of `threshold` bytes or more (a layer's pixels, a large buffer) mapped
    /// apart from the heap, as glibc does only until it frees the first such block: a new
    /// block is then zero pages that take memory only where written (a layer holding a few
    /// labels costs the rows they lie on), and a freed one goes back to the system.
    public static func mapLargeBlocksApart(from threshold: Int = 1 << 20) {
        _ = mallopt(M_MMAP_THRESHOLD, Int32(threshold))
    }
}
