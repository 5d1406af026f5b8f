/// One step of event delivery, as the trace records it; `TraceRecord.line` is its text.
public enum TraceEntry {
    /// A touch changed: `touch 1 began (470.0, 140.0)`, window coordinates.
    case touch(id: Int, phase: Touch.Phase, location: Point)
    /// The hit test of a new touch at `point` (window coordinates), with every step.
    case hitTest(point: Point, steps: [HitTestStep], result: View?)
    /// A touch message and every responder that received it, in order; `handled` holds the
    /// indices of receivers that said they handled it (`noteHandled()`).
    case delivery(method: TouchMethod, touchIDs: [Int], receivers: [Responder], discarded: Bool,
                  handled: Set<Int>)
    /// A recognizer's state changed.
    /// `values`: what the recognizer reports with the change (none when it failed).
    case gesture(name: String, state: TracedGestureState, values: [GestureValue])
    /// A control sent one of its events (a single event).
    case control(name: String, event: Control.Event)
    /// A target's action ran.
    case action(name: String)
    /// A scroll view's `contentOffset` changed.
    case scroll(name: String, offset: Point)
    /// A press, motion or remote-control message and the responders that received it.
    case chain(label: String, receivers: [String], discarded: Bool)
}

/// A trace entry with its time in seconds from the first input.
@MainActor
public struct TraceRecord {
    /// Seconds from the first input to this step.
    public let time: Double
    /// The step itself.
    public let entry: TraceEntry

    /// A record of `entry` at `time` seconds from the first input.
    public init(time: Double, entry: TraceEntry) {
        self.time = time
        self.entry = entry
    }

    /// The trace line, e.g. `0.080 touchesEnded [1]: D -> C*`.
    public var line: String {
        formatFixed(time, decimals: 3) + " " + TraceFormatter.text(of: entry)
    }
}

/// Where the application sends trace records.
@MainActor
public protocol TraceSink: AnyObject {
    /// Receives one step of delivery, as it happens, in order.
    func record(_ record: TraceRecord)
}

/// A trace sink that keeps every record, for tests, `--trace` and the lab's overlays.
@MainActor
public final class TraceLog: TraceSink {
    /// The records kept, oldest first: every one, or with `capacity` set between that many
    /// and twice that many of the latest.
    public private(set) var records: [TraceRecord] = []
    /// Called after each record is added.
    public var onRecord: ((TraceRecord) -> Void)?
    /// Keeps at most this many of the latest records (nil: all). A long-running window sets
    /// it so memory stays flat however long it runs.
    public var capacity: Int?

    /// An empty log that keeps every record.
    public init() {}

    /// Keeps `record` (dropping the oldest when over capacity), then calls `onRecord`.
    public func record(_ record: TraceRecord) {
        if let capacity {
            if capacity > 0 { records.append(record) }
            if records.count > capacity * 2 { records.removeFirst(records.count - capacity) }
        } else {
            records.append(record)
        }
        onRecord?(record)
    }

    /// Every record as a trace line.
    public var lines: [String] { records.map(\.line) }

    /// Forgets every record.
    public func removeAll() { records.removeAll() }
}
