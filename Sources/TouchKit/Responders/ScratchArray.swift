/// An array's storage kept between deliveries, so a delivery of one finger allocates no new
/// array for its working lists.
///
/// `take()` hands out the storage, empty; `give(back:)` empties it (touches are not kept
/// alive by it) and keeps it for the next delivery. A delivery that starts while another is
/// under way (an action that processes events) finds it taken and gets a new, empty array.
struct ScratchArray<Element> {
    private var storage: [Element] = []

    mutating func take() -> [Element] {
        var array: [Element] = []
        swap(&array, &storage)
        return array
    }

    /// Takes `array`'s storage back, emptied in place (it must be the only reference, or
    /// emptying it would copy), and leaves `array` empty.
    mutating func give(back array: inout [Element]) {
        array.popAll()
        swap(&array, &storage)
    }
}

extension Array {
    /// Removes every element, keeping the capacity. For the few elements of a delivery,
    /// popping them is cheaper than `removeAll(keepingCapacity:)`, which goes through the
    /// general `replaceSubrange`.
    mutating func popAll() {
        guard !isEmpty else { return }  // an empty array need not be made unique first
        while popLast() != nil {}
    }
}
