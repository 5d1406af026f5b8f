/// Where each followed touch came down, in window coordinates: what a tap or long press
/// measures a finger's wandering from. A few fingers at most, so a short list searched by
/// identity costs less than hashing every touch into a dictionary on every move.
struct StartLocations {
    private var entries: [(touch: ObjectIdentifier, location: Point)] = []

    subscript(touch: Touch) -> Point? {
        get {
            let id = ObjectIdentifier(touch)
            for entry in entries where entry.touch == id { return entry.location }
            return nil
        }
        set {
            let id = ObjectIdentifier(touch)
            let index = entries.firstIndex { $0.touch == id }
            switch (index, newValue) {
            case let (index?, location?): entries[index].location = location
            case let (index?, nil): entries.remove(at: index)
            case let (nil, location?): entries.append((id, location))
            case (nil, nil): break
            }
        }
    }

    /// Forgets every touch, keeping the storage for the next sequence.
    mutating func removeAll() {
        entries.popAll()
    }
}
