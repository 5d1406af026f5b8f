/// A rectangle on screen that draws, holds subviews and receives touches.
///
/// Geometry follows UIKit: `bounds` is the view's own coordinate space (its origin shifts
/// what the subviews show, as scrolling does); `transform` maps it into the superview about
/// the centre, UIKit's default anchor point. `frame` is the *untransformed* frame in the
/// superview's coordinates (where the view would be with the identity transform); UIKit
/// answers the transformed bounding box instead, which cannot be set back meaningfully.
@MainActor
open class View: Responder {
    // The hit test's fields come first, in declaration order (Swift keeps it for a class):
    // a search visits thousands of views, and these share the object's first two cache
    // lines, as a C struct's fields would.
    /// The view's rectangle in its superview's coordinates, as if its transform were the
    /// identity. Setting it gives `bounds` the new size and keeps the bounds' origin, as
    /// UIKit does; `center` moves the view without resizing it.
    @exclusivity(unchecked) public var frame: Rect {
        didSet { bounds.size = frame.size }
    }
    /// The view's own coordinate space: what `hitTest(_:with:)`, `point(inside:with:)` and
    /// `draw(in:)` receive points in. Its size follows the frame's; its origin, changed with
    /// `setBounds(_:)`, shifts what the subviews show, as scrolling does.
    @exclusivity(unchecked) public private(set) var bounds: Rect {
        // Set with every frame too. Its origin counts: the rounding margin of the
        // superview's box for this view grows with it.
        didSet { superviewCullingIsStale() }
    }
    /// A hidden view and its subtree are not drawn, and the hit test skips them: touches go to
    /// whatever lies behind.
    @exclusivity(unchecked) public var isHidden = false
    /// When false, the hit test skips this view and its subtree, so touches go to whatever lies
    /// behind; the view is still drawn. Labels start with it false.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// False for the identity transform: the hit test's fast path is one branch on it.
    @exclusivity(unchecked) public private(set) var isTransformed = false
    /// True while `point(inside:with:)` answers exactly `bounds.contains`: the class keeps
    /// the default, or its override says it currently agrees (a scene view with no hit-area
    /// keys). The search then checks the bounds without calling the method.
    @exclusivity(unchecked) package var pointInsideIsBounds: Bool {
        didSet { superviewCullingIsStale() }
    }
    /// Which hit-test methods this view's class overrides, decided once per class: the
    /// search reads a view's state itself when they are the defaults.
    let hitTestOverrides: HitTestOverrides
    /// Whether some view's `subviewRun` relies on this view's subview list (here, it takes
    /// the padding before `alpha`).
    @exclusivity(unchecked) var isInSubviewRun = false
    /// Opacity 0…1; below 0.01 the view no longer receives touches.
    @exclusivity(unchecked) public var alpha = 1.0
    /// The subviews, back to front: the last one is drawn on top and asked first by the hit
    /// test. Change it with `addSubview(_:)` and its siblings.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = [] {
        didSet {
            subviewCulling = nil
            if isInSubviewRun { subviewRunsAreStale() }
        }
    }
    /// The subviews' answer boxes for the search, while this view has many subviews and
    /// none has moved since the last search built them (see `SubviewCulling`).
    @exclusivity(unchecked) var subviewCulling: SubviewCulling?
    /// The views below this one while each has exactly one subview, for the search to walk
    /// as an array (see `SubviewRun`); dropped when any of their subview lists changes.
    @exclusivity(unchecked) var subviewRun: SubviewRun?

    /// The view's name in scenes, traces and overlays.
    @exclusivity(unchecked) public var name: String?
    /// Applied about the centre (`center` stays put): scale, rotate and translate as a
    /// `CGAffineTransform` is. Drawing, hit testing and conversion all honour it; a
    /// singular transform (e.g. scale 0) makes the view draw nothing and catch no point.
    public var transform: AffineTransform {
        get { transformed?.transform ?? .identity }
        set {
            isTransformed = !newValue.isIdentity
            transformed = isTransformed ? Transformed(transform: newValue, inverse: newValue.inverted()) : nil
            superviewCullingIsStale()
        }
    }
    /// Cached for the hit test; nil when `transform` is singular.
    var inverseTransform: AffineTransform? { transformed.map(\.inverse) ?? .identity }
    /// The transform and its inverse, nil for the identity: most views are not transformed,
    /// and both inline would make every view about 100 bytes larger.
    @exclusivity(unchecked) private var transformed: Transformed?

    private final class Transformed {
        let transform: AffineTransform
        let inverse: AffineTransform?

        init(transform: AffineTransform, inverse: AffineTransform?) {
            self.transform = transform
            self.inverse = inverse
        }
    }
    /// The view this one is a subview of.
    public internal(set) final var superview: View? {
        get { superviewLink?.takeUnretainedValue() }
        set { superviewLink = newValue.map(Unmanaged.passUnretained) }
    }
    /// The controller whose root view this is; set by `ViewController.view`.
    public internal(set) final var viewController: ViewController? {
        get { viewControllerLink }
        set {
            viewControllerLink?.holdsViewLink = false
            viewControllerLink = newValue
            newValue?.holdsViewLink = true
        }
    }
    // The two back references are not `weak`: a weak reference to an object gives it a side
    // table, and then every retain and release of it takes the runtime's slow path (a
    // superview is retained on every hop of a responder chain). They cannot dangle: the
    // object they name holds this view strongly for as long as they are set (a superview
    // in `subviews`, a controller as its `view`), both change together, and that object
    // clears them in its `deinit`, which is when a weak reference would have become nil.
    // nonisolated(unsafe) because that `deinit` is nonisolated (it runs on the main actor,
    // where every TouchKit object lives). The superview is kept as `Unmanaged`, so a walk
    // up the tree (`window`) reads each link without retaining the view it names.
    @exclusivity(unchecked) nonisolated(unsafe) private var superviewLink: Unmanaged<View>?
    @exclusivity(unchecked) nonisolated(unsafe) unowned var viewControllerLink: ViewController?

    /// This view's answer box may have changed (its frame, transform or hit area): the
    /// superview's boxes are dropped, for the next search that needs them to build again.
    /// Nothing further up changes, as a view's box never depends on its subviews.
    private func superviewCullingIsStale() {
        superviewLink?._withUnsafeGuaranteedRef { $0.subviewCulling = nil }
    }

    /// This view's subview list changed while a `SubviewRun` relies on it: drops every run
    /// that may, going up while views are marked (a run's views form one line of
    /// superviews, each marked when it was built, so no run is missed).
    private func subviewRunsAreStale() {
        var link: Unmanaged<View>? = Unmanaged.passUnretained(self)
        while let view = link {
            link = view._withUnsafeGuaranteedRef { view in
                guard view.isInSubviewRun else { return nil }
                view.isInSubviewRun = false
                view.subviewRun = nil
                return view.superviewLink
            }
        }
    }

    /// Whether the view's drawing and its subviews are cut to its bounds (rounded by
    /// `cornerRadius`). Hit testing does not read it: a point outside the bounds misses the
    /// subviews anyway unless `point(inside:with:)` is overridden.
    @exclusivity(unchecked) public var clipsToBounds = false
    /// Whether the view accepts more than one touch at once (UIKit's default: false).
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// An exclusive-touch view gets a touch only while no other view of its window has one,
    /// and while it has one, no other view of the window gets a new touch (default false).
    /// A rule of delivery to views: gesture recognizers still see a withheld touch.
    @exclusivity(unchecked) public var isExclusiveTouch = false

    // Appearance, read by the renderer.
    /// The colour that fills the bounds, rounded by `cornerRadius`, under everything the view
    /// draws; nil fills nothing.
    @exclusivity(unchecked) public var backgroundColor: Color?
    /// The colour of the border; nil uses the renderer's default grey. Drawn only when
    /// `borderWidth` is above zero, and never on a button, which draws its own outline.
    public var borderColor: Color? {
        get { outline?.color }
        set { setOutline(color: newValue, width: borderWidth, cornerRadius: cornerRadius) }
    }
    /// The border's width in points, drawn inside the bounds over the content; 0 (the default)
    /// draws none.
    public var borderWidth: Double {
        get { outline?.width ?? 0 }
        set { setOutline(color: borderColor, width: newValue, cornerRadius: cornerRadius) }
    }
    /// The radius of the corners of the background, the border and the clip; 0 for square
    /// corners.
    public var cornerRadius: Double {
        get { outline?.cornerRadius ?? 0 }
        set { setOutline(color: borderColor, width: borderWidth, cornerRadius: newValue) }
    }
    /// Border and corners, nil while all are at their defaults: most views have neither,
    /// and inline they would make every view about 50 bytes larger.
    @exclusivity(unchecked) private var outline: Outline?

    private final class Outline {
        let color: Color?
        let width: Double
        let cornerRadius: Double

        init(color: Color?, width: Double, cornerRadius: Double) {
            self.color = color
            self.width = width
            self.cornerRadius = cornerRadius
        }
    }

    private func setOutline(color: Color?, width: Double, cornerRadius: Double) {
        let isDefault = color == nil && width == 0 && cornerRadius == 0
        outline = isDefault ? nil : Outline(color: color, width: width, cornerRadius: cornerRadius)
    }

    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order added.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Creates a view with `frame` in its superview's coordinates (its bounds start at the
    /// origin with the frame's size) and `name` for scenes, traces and overlays.
    public init(frame: Rect = .zero, name: String? = nil) {
        self.frame = frame
        self.bounds = Rect(origin: .zero, size: frame.size)
        self.name = name
        hitTestOverrides = HitTestOverrides.of(Self.self)
        pointInsideIsBounds = !hitTestOverrides.pointInside
        super.init()
    }

    /// Clears the back references to this view that it alone keeps valid (see
    /// `superviewLink`): its subviews' superview and its recognizers' view become nil.
    deinit {
        for view in subviews where view.superviewLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
            view.superviewLink = nil
        }
        for recognizer in gestureRecognizers
        where recognizer.viewLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
            recognizer.viewLink = nil
        }
    }

    open override var traceName: String { name ?? String(describing: type(of: self)) }

    /// A view's next responder: its view controller when it is that controller's root
    /// view, otherwise its superview.
    open override var next: Responder? {
        if let viewController { return viewController }
        return superview
    }

    /// The window at the top of this view's tree, if it is in one.
    public var window: Window? {
        topOfTree._withUnsafeGuaranteedRef { $0 as? Window }
    }

    /// The application of the window at the top of this view's tree: what a recognizer
    /// reads the clock from on every move, found without retaining any view on the way.
    var windowApplication: Application? {
        topOfTree._withUnsafeGuaranteedRef { top in
            guard top is Window else { return nil }
            return unsafeDowncast(top, to: Window.self).application
        }
    }

    /// Appends this view and its ancestors, nearest first (`ancestry`), to `list`.
    func appendAncestry(to list: inout [View]) {
        var current = Unmanaged.passUnretained(self)
        while true {
            list.append(current.takeUnretainedValue())
            guard let parent = current._withUnsafeGuaranteedRef({ $0.superviewLink }) else { return }
            current = parent
        }
    }

    /// The last superview up from this view (the view itself when it has none). The tree
    /// holds every view on the way while we look, so none is retained.
    private var topOfTree: Unmanaged<View> {
        var top = Unmanaged.passUnretained(self)
        while let parent = top._withUnsafeGuaranteedRef({ $0.superviewLink }) { top = parent }
        return top
    }

    /// Sets `frame`, as assigning it does: `bounds` gets the new size and keeps its origin.
    public func setFrame(_ frame: Rect) {
        self.frame = frame
    }

    /// Sets the bounds; a new size resizes the frame about its centre (as UIKit does), a
    /// new origin alone only scrolls the subviews and leaves the frame exactly as it was.
    public func setBounds(_ bounds: Rect) {
        guard bounds.size != self.bounds.size else {
            self.bounds = bounds
            return
        }
        let center = frame.center
        self.bounds = bounds
        frame = Rect(x: center.x - bounds.size.width / 2, y: center.y - bounds.size.height / 2,
                     width: bounds.size.width, height: bounds.size.height)
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - frame.size.width / 2,
                                 y: newValue.y - frame.size.height / 2)
        }
    }

    // MARK: Hit testing

    /// The farthest descendant (or this view) that contains `point`, given in this view's
    /// coordinates; nil when this view refuses the point.
    ///
    /// Nil when hidden, interaction disabled, alpha < 0.01 or `point(inside:with:)` says no;
    /// otherwise the subviews are asked from last (frontmost) to first, the point converted
    /// into each one's coordinates, and the first non-nil answer wins; failing that, this
    /// view. A pure query that changes nothing: it may be called any number of times.
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point`, in this view's coordinates, counts as inside it; by default, inside
    /// `bounds`. Override to enlarge the touch area or to accept a child sticking out.
    open func point(inside point: Point, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Drawing

    /// Draws the view's own content, in its bounds' coordinates. The renderer calls it for
    /// every visible view after the background (and a control's or label's own content),
    /// before the subviews. The default draws nothing. After changing what it draws, call
    /// `setNeedsDisplay()`, or the renderer may keep showing the old frame.
    open func draw(in context: DrawingContext) {}

    /// The generation of what `draw(in:)` draws: `setNeedsDisplay()` moves it on, so a
    /// renderer that compares it knows to draw the view again.
    @exclusivity(unchecked) public internal(set) var displayGeneration = 0

    // MARK: Gesture recognizers

    /// Asked when one of this view's recognizers is about to begin; false makes it fail.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Attaches `recognizer`; it sees every touch that hits this view or a descendant.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer`; an ongoing gesture is cancelled (or failed when still possible).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.detach()
    }
}
