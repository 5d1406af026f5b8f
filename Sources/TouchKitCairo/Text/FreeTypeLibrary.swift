import CCairo
import Synchronization

/// The process's one FreeType library instance, created on first use.
///
/// Faces loaded from it live as long as the process (see `FontFace`), so it is never freed.
final class FreeTypeLibrary: Sendable {
    /// The `FT_Library`; immutable after creation.
    nonisolated(unsafe) let handle: OpaquePointer

    private init?() {
        var library: OpaquePointer?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }

    /// The shared library, or nil when FreeType cannot start (out of memory).
    static let shared: FreeTypeLibrary? = FreeTypeLibrary()

    /// FreeType calls on one library must not overlap: faces are opened under this lock.
    static let lock = Mutex(())
}
