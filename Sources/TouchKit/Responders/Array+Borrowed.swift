extension Array where Element: AnyObject {
    /// Calls `body` with each element, in order, without retaining and releasing each one.
    ///
    /// `self` is this call's own copy of the array (a snapshot: changes to the array it was
    /// read from during the loop do not affect it, as with `for element in array`), and it
    /// holds every element strongly until the call returns, so each can be lent to `body`
    /// as is. A plain `for` loop retains every element around any call the compiler cannot
    /// see into (a recognizer's or responder's overridable methods): on the dispatch path
    /// that was a good part of the reference counting per event.
    @inline(__always)
    func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
        for index in indices {
            try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef { try body($0) }
        }
    }

    /// Whether some element satisfies `predicate`, asked of each element in order without
    /// retaining it (see `forEachBorrowed`); stops at the first that does.
    @inline(__always)
    func containsBorrowed(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for index in indices {
            if try Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef({ try predicate($0) }) {
                return true
            }
        }
        return false
    }
}
