#if DEBUG
extension View {
    /// Tests only: told of every subview an unwatched search asks, in order, so a test can
    /// compare what the culling search asks with what the plain one asks.
    @exclusivity(unchecked) static var searchWatcher: ((View) -> Void)?
}
#endif
