/// Hit testing: which view should receive a touch at a point.
extension View {
    /// Why a view returned nil without searching its subviews.
    public enum HitTestRejection: Sendable, Equatable {
        /// `isHidden` is true.
        case hidden
        /// `isUserInteractionEnabled` is false.
        case userInteractionDisabled
        /// `alpha` is below 0.01.
        case transparent
        /// `point(inside:with:)` answered false.
        case outside

        /// A short phrase for traces and overlays.
        public var phrase: String {
            switch self {
            case .hidden: "hidden"
            case .userInteractionDisabled: "interaction disabled"
            case .transparent: "alpha < 0.01"
            case .outside: "outside its bounds"
            }
        }
    }

    /// The reason this view refuses a touch at `point` (its own coordinates), or nil when it
    /// takes part: hidden, interaction disabled, alpha below 0.01, or `point(inside:with:)`.
    public func hitTestRejection(at point: Point, with event: Event?) -> HitTestRejection? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < 0.01 { return .transparent }
        if !self.point(inside: point, with: event) { return .outside }
        return nil
    }
}

extension View {
    /// The default search of `hitTest(_:with:)`, reporting each step to the active probe.
    ///
    /// Unwatched, it skips the subviews whose answer box (`SubviewCulling`) cannot hold
    /// the point. Watched, it asks every subview: a probe records each view the search
    /// visits, refusals included, and that record is what the lab animates and the trace
    /// prints, the search as UIKit performs it. Reporting skipped subviews instead would
    /// cost one step each, the very work the boxes save.
    func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        guard let probe = HitTestProbe.current else {
            guard takesPart(at: point, with: event) else { return nil }
            return View.hitTestCulls ? cullingSearchFromTop(point, with: event) : searchSubviews(point, with: event)
        }
        if let rejection = hitTestRejection(at: point, with: event) {
            probe.rejected(self, at: point, because: rejection)
            return nil
        }
        probe.entered(self, at: point)
        var index = subviews.count
        while index > 0 {
            index -= 1
            let subview = subviews[index]
            if let hit = subview.probedHitTest(subview.convertFromSuperview(point), with: event, probe: probe) {
                probe.returned(self, hit)
                return hit
            }
        }
        probe.returned(self, self)
        return self
    }

    /// `hitTestRejection(at:with:) == nil`, reading the bounds itself when
    /// `point(inside:with:)` is known to answer exactly that.
    @inline(__always)
    private func takesPart(at point: Point, with event: Event?) -> Bool {
        if isHidden || !isUserInteractionEnabled || alpha < 0.01 { return false }
        return pointInsideIsBounds ? bounds.contains(point) : self.point(inside: point, with: event)
    }

    /// The unwatched search below a view that took part, with the same answer as the
    /// probed one: subviews front to back, the first that answers wins, else this view.
    private func searchSubviews(_ point: Point, with event: Event?) -> View {
        if subviews.isEmpty { return self }
        return subviews.withUnsafeBufferPointer { buffer in
            // `Unmanaged` has a reference's layout: reading the subviews through it costs no
            // retain and release per visit, while the array holds them for the search.
            let views = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: Unmanaged<View>.self)
            var index = buffer.count
            while index > 0 {
                index -= 1
                if let hit = views[index]._withUnsafeGuaranteedRef({ $0.visit(point, with: event) }) {
                    return hit
                }
            }
            return self
        }
    }

    /// One subview's part of its parent's search (`point` in the parent's coordinates): a
    /// class that keeps the default `hitTest` is searched here directly, with no call
    /// through the vtable; any other answers through its own `hitTest(_:with:)`.
    private func visit(_ point: Point, with event: Event?) -> View? {
        #if DEBUG
        View.searchWatcher?(self)
        #endif
        let local = convertFromSuperview(point)
        if hitTestOverrides.hitTest { return hitTest(local, with: event) }
        return takesPart(at: local, with: event) ? searchSubviews(local, with: event) : nil
    }
}

/// The culling search: the unwatched search, asking only the subviews whose answer box may
/// hold the point where a view has many subviews. It answers what the plain search answers
/// and calls every overridden method the plain search calls, in the same order: the
/// subviews it does not ask are exactly ones the plain search would ask and see refuse the
/// point outright, without looking inside them.
extension View {
    /// Whether the unwatched search culls (the default); the plain search asks every
    /// subview, as a watched one does. The benchmark and the fuzzer compare the two.
    @exclusivity(unchecked) package static var hitTestCulls = true

    /// How many culling searches are running (an override may start one inside another).
    @exclusivity(unchecked) private static var cullingSearches = 0
    /// The subview lists replaced while a culling search runs, kept until it ends.
    @exclusivity(unchecked) private static var subviewsKeptForSearch: [[View]] = []

    /// Called before `subviews` changes. A culling search reads each list it walks without
    /// retaining it (a retain and a release per view searched were a third of its time down
    /// a deep tree), so a list replaced while a search runs (only an override's code can do
    /// that) is kept alive until the search ends: the search walks the list as it found it,
    /// as the plain search walks its own copy.
    func subviewsWillChange() {
        if View.cullingSearches > 0 { View.subviewsKeptForSearch.append(subviews) }
    }

    private func cullingSearchFromTop(_ point: Point, with event: Event?) -> View {
        View.cullingSearches += 1
        defer {
            View.cullingSearches -= 1
            if View.cullingSearches == 0, !View.subviewsKeptForSearch.isEmpty { View.subviewsKeptForSearch = [] }
        }
        return cullingSearch(point, with: event)
    }

    /// `searchSubviews`, culling.
    private func cullingSearch(_ point: Point, with event: Event?) -> View {
        // The list's storage, unretained: `subviewsWillChange` keeps it alive.
        let (base, count) = subviews.withUnsafeBufferPointer { (UnsafeRawPointer($0.baseAddress), $0.count) }
        guard let base, count > 0 else { return self }
        let views = base.assumingMemoryBound(to: Unmanaged<View>.self)
        if count == 1 { return runSearch(point, with: event) }
        if count >= SubviewCulling.minimumSubviews {
            let culling = currentCulling()
            if culling.count == count {
                return culling.firstAnswer(at: point) { index in
                    views[index]._withUnsafeGuaranteedRef { $0.cullingVisit(point, with: event) }
                } ?? self
            }
        }
        var index = count
        while index > 0 {
            index -= 1
            if let hit = views[index]._withUnsafeGuaranteedRef({ $0.cullingVisit(point, with: event) }) {
                return hit
            }
        }
        return self
    }

    /// `cullingSearch` of a view with one subview, down its `SubviewRun`: the same views
    /// asked in the same order. A view whose checks call no code of its class (the default
    /// `hitTest`, a hit area of its bounds) and is not the run's last is checked here and
    /// the walk goes on to the next; any other is visited as `cullingSearch` visits it.
    private func runSearch(_ point: Point, with event: Event?) -> View {
        let run = currentSubviewRun()
        return run.views.withUnsafeBufferPointer { views in
            var point = point
            // The view whose search this is so far; the tree holds it (a list replaced
            // under it is kept alive by `subviewsWillChange`).
            var above = Unmanaged.passUnretained(self)
            let last = views.count - 1
            var index = 0
            while true {
                let view = views[index]
                let isPlain = index < last && view._withUnsafeGuaranteedRef {
                    !$0.hitTestOverrides.hitTest && $0.pointInsideIsBounds
                }
                guard isPlain else {
                    return view._withUnsafeGuaranteedRef { $0.cullingVisit(point, with: event) }
                        ?? above.takeUnretainedValue()
                }
                let takesPart = view._withUnsafeGuaranteedRef { view in
                    #if DEBUG
                    View.searchWatcher?(view)
                    #endif
                    point = view.convertFromSuperview(point)
                    return view.takesPart(at: point, with: event)
                }
                guard takesPart else { return above.takeUnretainedValue() }
                above = view
                index += 1
            }
        }
    }

    /// This view's run, built now if a change dropped it.
    private func currentSubviewRun() -> SubviewRun {
        if let run = subviewRun { return run }
        let run = SubviewRun(below: self)
        subviewRun = run
        return run
    }

    /// The subviews' boxes, built now if a change dropped them.
    private func currentCulling() -> SubviewCulling {
        if let culling = subviewCulling { return culling }
        let culling = SubviewCulling(subviews)
        subviewCulling = culling
        return culling
    }

    /// `visit`, culling below.
    private func cullingVisit(_ point: Point, with event: Event?) -> View? {
        #if DEBUG
        View.searchWatcher?(self)
        #endif
        let local = convertFromSuperview(point)
        if hitTestOverrides.hitTest { return hitTest(local, with: event) }
        return takesPart(at: local, with: event) ? cullingSearch(local, with: event) : nil
    }
}

extension View {
    /// `hitTest(_:with:)` as a search calls it: with a probe watching, it also reports when
    /// this view's own override answered something its default search did not.
    func probedHitTest(_ point: Point, with event: Event?, probe: HitTestProbe?) -> View? {
        guard let probe else { return hitTest(point, with: event) }
        let mark = probe.steps.count
        let hit = hitTest(point, with: event)
        probe.answered(self, hit, at: point, since: mark)
        return hit
    }
}
