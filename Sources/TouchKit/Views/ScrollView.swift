/// A view whose content, its subviews, scrolls under its own pan (UIScrollView's touch
/// behaviour, without bounce or deceleration).
///
/// - `contentOffset` is `bounds.origin`: the point of the content shown at the top left.
///   The pan (`panGestureRecognizer`, traced as `NAME.pan`) moves it, clamped so the
///   content never leaves the bounds (`contentSize`).
/// - `delaysContentTouches` (default true): a touch's `touchesBegan` is held from the
///   content until scrolling is ruled out. A pan that begins first means the content never
///   sees the touch; a lift first delivers began and ended together; otherwise it goes out
///   after `contentTouchDelay` seconds without scrolling.
/// - `canCancelContentTouches` (default true): when the pan would begin after the content
///   got the touch, the content gets `touchesCancelled` if `touchesShouldCancel(in:)` says
///   yes; if it says no, or this is false, the pan fails and the content keeps the touch.
/// - `touchesShouldBegin(_:with:in:)` may refuse the content a touch as it comes down.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content, in points; the offset stays within it.
    public var contentSize = Size(width: 0, height: 0)
    /// Whether the content's touches wait until scrolling is ruled out (default true).
    public var delaysContentTouches: Bool {
        get { contentTouchDelay.isEnabled }
        set { contentTouchDelay.isEnabled = newValue }
    }
    /// Whether a pan that begins may take a touch the content already has (default true).
    public var canCancelContentTouches = true
    /// The pan that scrolls this view (named `NAME.pan` after the view).
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer
    /// Holds the content's touchesBegan while scrolling may still begin (UIKit's private
    /// delayed-touches recognizer); untraced, as its state is UIKit's bookkeeping.
    let contentTouchDelay: ContentTouchDelayRecognizer
    /// How long a touch that does not scroll is held from the content: 0.15 s, a figure
    /// observed on iOS (Apple documents only that the scroll view waits "until it can
    /// determine if scrolling is the intent").
    public static let contentTouchHoldDuration = 0.15

    public override var name: String? {
        didSet { nameRecognizers() }
    }

    public override init(frame: Rect = .zero, name: String? = nil) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        contentTouchDelay = ContentTouchDelayRecognizer()
        super.init(frame: frame, name: name)
        clipsToBounds = true
        addGestureRecognizer(contentTouchDelay)
        addGestureRecognizer(panGestureRecognizer)
        nameRecognizers()
    }

    private func nameRecognizers() {
        panGestureRecognizer.name = name.map { $0 + ".pan" }
        contentTouchDelay.name = name.map { $0 + ".delay" }
    }

    /// The content's point shown at the bounds' top left: `bounds.origin`. Setting it
    /// scrolls (unclamped, as UIKit's setter) and traces `scroll NAME contentOffset (X, Y)`.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            setBounds(Rect(origin: newValue, size: bounds.size))
            if Application.anyoneTraces { windowApplication?.trace(.scroll(name: traceName, offset: newValue)) }
        }
    }

    /// The largest offset that keeps the content covering the bounds (zero where it fits).
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - bounds.size.width), y: max(0, contentSize.height - bounds.size.height))
    }

    /// Whether the content is larger than the bounds along either axis.
    public var canScroll: Bool {
        let maximum = maximumContentOffset
        return maximum.x > 0 || maximum.y > 0
    }

    /// `offset` moved within 0…`maximumContentOffset` on each axis.
    public func clamped(_ offset: Point) -> Point {
        let maximum = maximumContentOffset
        return Point(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y))
    }

    /// Whether the content view `view` may have `touches` as they come down (default true).
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Whether a pan that begins may cancel the touches `view` already has: by default yes,
    /// unless the view is a control, which keeps its touch (UIKit's documented default).
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Why the pan may not take `touches` now, nil when it may: the content has one of
    /// them and may not lose it.
    func contentKeeps(_ touches: [Touch]) -> GestureRecognizer.Cause? {
        guard let router = window?.touchRouter else { return nil }
        for touch in touches where !touch.phase.isFinal {
            guard let view = touch.view, view !== self, router.viewHasTouch(touch) else { continue }
            if !canCancelContentTouches { return .contentTouchesNotCancellable }
            if !touchesShouldCancel(in: view) { return .contentTouchNotCancelled }
        }
        return nil
    }
}
