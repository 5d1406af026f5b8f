/// The application: owns the event queue and the windows, and ends every responder chain
/// (just before its delegate).
///
/// Input is appended to a FIFO queue with `enqueue(_:)`; `processEvents()` takes it out in
/// order, packs it into events and sends each with `sendEvent(_:)`. Touch changes with the
/// same timestamp for different fingers travel together in one delivery.
@MainActor
open class Application: Responder {
    /// The clock every timestamp and timer reads: a virtual clock in tests and headless runs.
    public let clock: Clock
    /// The timers of recognizers, held touch deliveries and animations; the owner's run loop
    /// fires them when they are due.
    public let timers = TimerQueue()
    /// The app delegate: the last responder of every chain.
    @exclusivity(unchecked) public var delegate: Responder?
    /// Receives the trace; nil (the default) costs nothing.
    @exclusivity(unchecked) public var tracer: TraceSink? {
        didSet { countsAsTracing = tracer != nil }
    }
    /// Where location-less events (presses, motion, remote control) start; nil sends them to
    /// the key window. Set by `becomeFirstResponder()`.
    public internal(set) weak var firstResponder: Responder?
    /// The windows added with `addWindow(_:)`, back to front by `windowLevel`.
    @exclusivity(unchecked) public private(set) var windows: [Window] = []

    @exclusivity(unchecked) var queue = EventQueue()
    let touchEvent: Event
    /// The touches down, each found by its input's finger key: with a few fingers, a short
    /// array searched in place costs less than hashing the key; past `shortList` fingers
    /// the index finds it, so thousands of simultaneous fingers cost linear time.
    @exclusivity(unchecked) var liveTouches: [Touch] = []
    @exclusivity(unchecked) var liveTouchIndex: [TouchKey: Touch] = [:]
    /// The most fingers searched in place.
    static let shortList = 8
    @exclusivity(unchecked) var nextTouchID = 1
    @exclusivity(unchecked) var traceOrigin: Double?
    @exclusivity(unchecked) var tapHistory = TapHistory()
    var livePresses: [Int: Press] = [:]
    /// Working lists reused from delivery to delivery (see `ScratchArray`).
    @exclusivity(unchecked) var batchScratch = ScratchArray<InputEvent>()
    @exclusivity(unchecked) var changedScratch = ScratchArray<Touch>()
    /// The timestamp of the input being delivered: trace steps caused by it carry its time
    /// even when the queue is drained late.
    @exclusivity(unchecked) var deliveryTime: Double?

    /// An application with no windows, reading time from `clock`.
    public init(clock: Clock) {
        self.clock = clock
        self.touchEvent = Event(type: .touches, timestamp: clock.now)
        super.init()
    }

    deinit {
        if countsAsTracing { Self.tracingApplications -= 1 }
        // Windows name their application without a weak reference (`Window.application`);
        // each window listed here names this one (`addWindow` takes it from any other). The
        // link is not read: reading an unowned reference to an object being destroyed traps.
        for window in windows { window.applicationLink = nil }
    }

    // MARK: Whether anyone traces

    /// How many live applications have a tracer. While none has, a recognizer or control
    /// can skip a trace step with this one check instead of finding its application (up
    /// its view's superviews, through weak references) only to find no tracer there.
    /// Kept exactly by `tracer`'s observer and `deinit` (nonisolated, hence the plain
    /// storage: every change happens on the main actor, as all of TouchKit's work does).
    @exclusivity(unchecked) nonisolated(unsafe) private static var tracingApplications = 0
    @exclusivity(unchecked) nonisolated(unsafe) private var countsAsTracing = false {
        didSet {
            if countsAsTracing != oldValue { Self.tracingApplications += countsAsTracing ? 1 : -1 }
        }
    }

    /// False only when no application has a tracer: no trace step can be recorded.
    static var anyoneTraces: Bool { tracingApplications != 0 }

    open override var traceName: String { "Application" }
    open override var next: Responder? { delegate }

    /// Adds `window`; windows are kept ordered by `windowLevel`, back to front.
    public func addWindow(_ window: Window) {
        // A window belongs to one application: the one it was in no longer lists it.
        if let previous = window.application, previous !== self { previous.windows.removeAll { $0 === window } }
        windows.removeAll { $0 === window }
        window.application = self
        let index = windows.firstIndex { $0.windowLevel > window.windowLevel } ?? windows.endIndex
        windows.insert(window, at: index)
    }

    /// Removes `window`, which no longer receives input from this application.
    public func removeWindow(_ window: Window) {
        windows.removeAll { $0 === window }
        if window.application === self { window.application = nil }
    }

    /// The frontmost window, which gets location-less events when nothing is first responder.
    public var keyWindow: Window? { windows.last }

    /// Appends input to the queue; nothing is delivered until `processEvents()`.
    public func enqueue(_ input: InputEvent) {
        queue.append(input)
    }

    /// How many inputs wait in the queue.
    var pendingEventCount: Int { queue.count }

    /// The inputs waiting in the queue, oldest first.
    public var pendingEvents: [InputEvent] { queue.contents }

    /// Touches currently down, ordered by id.
    public var activeTouches: [Touch] { touchEvent.touches.sortedByID }

    /// How many touches are down, without sorting them (asked once per began touch).
    public var activeTouchCount: Int { touchEvent.touches.count }

    /// The touch numbered `id`, while it is down (until its ended or cancelled delivery is
    /// over). The event keeps its touches in the order they began, which is their ids'
    /// order, so this is a binary search, not a sort.
    public func activeTouch(id: Int) -> Touch? {
        let touches = touchEvent.touches
        var low = 0, high = touches.count
        while low < high {
            let middle = (low + high) / 2
            if touches[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < touches.count && touches[low].id == id ? touches[low] : nil
    }

    /// Delivers everything queued, oldest first, then fires timers that are due.
    public func processEvents() {
        var batch = batchScratch.take()
        while queue.takeBatch(into: &batch) {
            deliveryTime = batch[0].timestamp
            deliver(batch)
            deliveryTime = nil
        }
        batchScratch.give(back: &batch)
        timers.fireDue(at: clock.now)
    }

    /// Sends `event` to the windows its touches belong to, or up the first responder's chain.
    open func sendEvent(_ event: Event) {
        switch event.type {
        case .touches:
            // Front to back, each window lent from this snapshot of the list (see
            // `forEachBorrowed`).
            let windows = self.windows
            for index in windows.indices.reversed() {
                Unmanaged.passUnretained(windows[index])._withUnsafeGuaranteedRef { window in
                    if event.touches.containsBorrowed(where: { $0.window === window }) { window.sendEvent(event) }
                }
            }
        case .presses, .motion, .remoteControl:
            sendToFirstResponder(event)
        }
    }

    func record(_ entry: TraceEntry, to sink: TraceSink) {
        let now = deliveryTime ?? clock.now
        let origin = traceOrigin ?? now
        emit(TraceRecord(time: max(0, now - origin), entry: entry), to: sink)
    }

    /// Steps made while a message is being delivered wait for the delivery's own line.
    private func emit(_ record: TraceRecord, to sink: TraceSink) {
        if let recorder = DeliveryRecorder.current {
            recorder.hold(record)
        } else {
            sink.record(record)
        }
    }

    /// Traces a finished delivery, then the steps it caused, in order.
    func traceDelivery(_ entry: TraceEntry, causing caused: [TraceRecord]) {
        guard let tracer else { return }
        record(entry, to: tracer)
        for step in caused { emit(step, to: tracer) }
    }

    /// Records `entry` when a trace sink listens.
    public func trace(_ entry: @autoclosure () -> TraceEntry) {
        guard let tracer else { return }
        record(entry(), to: tracer)
    }
}
