import TouchKit

/// Where `--screenshot` meets the renderer: writes the frame a runner's scene shows now
/// (scene and overlays) as a PNG.
@MainActor
public enum HeadlessScreenshot {
    /// Whether `write` can produce an image; checked before any input runs, so that a
    /// refused `--screenshot` writes nothing.
    public static var isAvailable: Bool { false }

    /// Renders `runner.scene` as it is now and writes it to `path`.
    public static func write(_ runner: HeadlessRunner, to path: String) throws {
        throw CommandLineError("--screenshot needs the renderer, which is not wired in yet")
    }
}
