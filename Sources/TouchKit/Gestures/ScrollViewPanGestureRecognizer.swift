/// A scroll view's own pan: moves its `contentOffset` by the fingers' travel from where the
/// pan began (so the content does not jump by the hysteresis), clamped.
///
/// It fails instead of beginning when the content has a touch it may not lose
/// (`ScrollView.canCancelContentTouches`, `touchesShouldCancel(in:)`), and when the content
/// fits the bounds, so there is nothing to scroll.
@MainActor
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    private var startOffset = Point.zero
    private var startTranslation = Point.zero

    var scrollView: ScrollView? { view as? ScrollView }

    override func mayBeginPanning() -> Cause? {
        guard let scrollView else { return nil }
        if !scrollView.canScroll { return .movement }
        return scrollView.contentKeeps(trackedTouches)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let wasActive = state.isActive
        super.touchesMoved(touches, with: event)
        guard let scrollView, state.isActive else { return }
        if !wasActive {
            startOffset = scrollView.contentOffset
            startTranslation = translation(in: nil)
        }
        let travel = translation(in: nil)
        let wanted = Point(x: startOffset.x - (travel.x - startTranslation.x),
                           y: startOffset.y - (travel.y - startTranslation.y))
        scrollView.contentOffset = scrollView.clamped(wanted)
    }
}

/// Holds the content's `touchesBegan` (`delaysTouchesBegan`) until scrolling is ruled out:
/// it fails when the fingers lift or `ScrollView.contentTouchHoldDuration` passes, and is
/// failed by the pan when scrolling begins. It never recognizes.
@MainActor
final class ContentTouchDelayRecognizer: GestureRecognizer {
    override init(name: String? = nil) {
        super.init(name: name)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
        isTraced = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard trackedTouches.count == touches.count else { return }
        schedule(after: ScrollView.contentTouchHoldDuration) { [unowned self] in
            if self.state == .possible { self.fail(.timing) }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if !hasLiveTouches, state == .possible { fail(.timing) }
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}
