/// What the gesture arena needs from the touch router: cancelling the views' touches when a
/// member wins, and releasing view messages held for members that have now decided.
/// `TouchRouter` is the real one; tests use a fake that records the calls.
@MainActor
protocol ArenaRouter: AnyObject {
    /// The application whose clock and trace the members use.
    var application: Application? { get }
    /// The views of `touches` get `touchesCancelled` (those that saw them begin).
    func cancelViewDeliveries(of touches: [Touch])
    /// Held view messages whose recognizers have decided are delivered.
    func releaseHeldDeliveries()
}
