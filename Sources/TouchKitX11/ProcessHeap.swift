import CX11

/// The process's heap, for a window that has just drawn its costly first frame.
public enum ProcessHeap {
    /// Gives the heap's freed pages back to the system (glibc's `malloc_trim`): the first
    /// frame of a large scene leaves megabytes freed behind, which would otherwise stay
    /// resident for the whole run.
    public static func releaseFreedMemory() {
        _ = malloc_trim(0)
    }
}
