/// The pixel memory of a window's MIT-SHM image (`X11Window.sharedFrame`), handed out so
/// frames are drawn where the server reads them instead of in a second buffer copied at
/// every present: one frame's worth of memory less (4 MiB for a 1366×768 window).
///
/// Pixels are 32-bit native-endian `0x??RRGGBB` words, `stride` bytes per row, as cairo's
/// ARGB32 lays them out. The memory stays mapped while this value (or its `owner`) is kept,
/// even after the window replaced its image; draw only between presents, since the server
/// reads it until `present` returns.
public struct X11SharedFrame {
    public let pixels: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    public let stride: Int
    /// Keeps the segment attached: hold it for as long as `pixels` is used.
    public let owner: AnyObject

    init(_ image: X11SharedImage) {
        pixels = image.pixels
        width = image.width
        height = image.height
        stride = image.stride
        owner = image
    }
}
