import TouchKit

/// Draws a tree of `View`s with Cairo, the same way for the window and for screenshots.
///
/// Contract: the root is drawn at scale 1 with its frame's origin at the canvas's current
/// origin; each view is drawn in its own bounds' coordinates (its `transform` applied about
/// its centre, its bounds origin shifting its subviews), below its subviews, in subview
/// order. Hidden views, views with alpha ≤ 0 and views with a singular transform are
/// skipped with their subtree. A
/// view with alpha < 1 is composited as a whole (a group), up to `Options.maximumGroupDepth`
/// nested groups; deeper translucent views multiply their alpha into their colours instead.
/// `clipsToBounds` clips the subviews (rounded by `cornerRadius`, turned with the view); the border is drawn over
/// the subviews, inside the bounds, as Core Animation does, and so is a clipping view's name
/// (its scrolled content passes under it).
///
/// Each view is drawn from its `DrawnProperties`, the value its fingerprint hashes.
///
/// The tree is walked with an explicit stack, not recursion, so trees thousands of levels
/// deep draw without exhausting the thread's stack. Fitted text and shadow sprites are kept
/// for the process, shared by every renderer.
@MainActor
public final class ViewRenderer {
    /// What to draw besides the views themselves.
    public struct Options: Sendable {
        /// Draw each plain view's name small in its top-left corner (not labels or controls).
        public var showsNames: Bool
        /// How many translucent views may nest as real groups (each one an offscreen buffer).
        public var maximumGroupDepth: Int
        /// Draw only the views' text (button titles, labels, names), where and as the whole
        /// tree draws it, on nothing: for laying the text again over a tint drawn across it.
        public var drawsTextOnly: Bool

        public init(showsNames: Bool = true, maximumGroupDepth: Int = 8, drawsTextOnly: Bool = false) {
            self.showsNames = showsNames
            self.maximumGroupDepth = maximumGroupDepth
            self.drawsTextOnly = drawsTextOnly
        }
    }

    public var options: Options
    let fonts: Fonts
    /// Shared by every renderer of the process: a new one (a resize, a scene switch, a
    /// language) draws the same names and controls as the last, and its first frame need
    /// not fit and shade them all again. Both are pure functions of their keys.
    let fitter = TextFitter.shared
    let shadows = ShadowSprites.shared

    /// A renderer with its fonts loaded.
    /// - Throws: `CairoError.font` when a DejaVu file is missing (fonts-dejavu-core).
    public init(options: Options = Options()) throws {
        self.options = options
        fonts = try Fonts()
    }

    /// Draws `root` and its visible descendants into `canvas`, leaving the canvas's state as
    /// it found it.
    public func draw(_ root: View, in canvas: Canvas) {
        draw(root, in: canvas, skipping: nil)
    }

    /// Draws `root` as `draw(_:in:)` does but leaves out each view for which `skip` is true,
    /// with its subtree (`skip` is asked for each view as the drawing reaches it, in drawing
    /// order). What is drawn is drawn exactly as in the whole tree: for drawing part of a
    /// kept rendering again under a clip.
    public func draw(_ root: View, in canvas: Canvas, skipping skip: ((View) -> Bool)?) {
        var walk = TreeWalk(canvas: canvas, maximumGroupDepth: options.maximumGroupDepth)
        walk.push(root, isRoot: true)
        while let step = walk.pop() {
            switch step {
            case let .enter(view, isRoot):
                if let skip, skip(view) { continue }
                let drawn = DrawnProperties(view)
                guard let exit = walk.begin(view, drawn, isRoot: isRoot) else { continue }
                if options.drawsTextOnly {
                    drawText(of: view, drawn, on: canvas)
                } else {
                    drawContent(of: view, drawn, on: canvas)
                }
                walk.descend(view, drawn, exit)
            case .exit:
                walk.end { border, named in
                    // The view is as it was on entering it: its drawn properties are too.
                    if options.showsNames, let named {
                        drawName(of: named, DrawnProperties(named), on: canvas, backed: !options.drawsTextOnly)
                    }
                    if !options.drawsTextOnly, let border { drawBorder(border, on: canvas) }
                }
            }
        }
    }

    /// A new surface the size of `root`'s bounds (rounded up), filled with `background`
    /// (transparent when nil), with `root` drawn on it.
    public func render(_ root: View, background: Color? = .white) throws -> ImageSurface {
        let width = Int(root.bounds.width.rounded(.up)), height = Int(root.bounds.height.rounded(.up))
        let surface = try ImageSurface(width: max(1, width), height: max(1, height))
        if let background { surface.clear(to: background) }
        draw(root, in: Canvas(surface: surface))
        surface.flush()
        return surface
    }
}

extension ViewRenderer {
    /// The faces the renderer draws with, loaded once.
    struct Fonts {
        let regular: FontFace
        let bold: FontFace

        init() throws {
            regular = try Typeface.sans.face()
            bold = try Typeface.sansBold.face()
        }
    }
}
