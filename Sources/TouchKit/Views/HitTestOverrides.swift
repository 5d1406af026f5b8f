/// Which of the hit test's two overridable methods a view class overrides, decided once per
/// class, so the search can read a plain view's state directly instead of calling
/// `hitTest(_:with:)` and `point(inside:with:)` through the vtable for every visit.
///
/// Swift offers no API to ask whether a method is overridden, and calling an override to
/// find out would run the subclass's code (a side effect in a pure query). So the answer is
/// read from the class metadata: the vtable slot of each method is found once by comparing
/// the metadata of private probe subclasses that override one method or neither, and a
/// class overrides a method when its slot holds a different implementation than `View`'s.
/// If the slots cannot be found unambiguously (a different runtime layout), every class
/// counts as overriding both: the search is then the plain virtual one, slower but the same.
struct HitTestOverrides: Equatable {
    var hitTest: Bool
    var pointInside: Bool

    static let both = HitTestOverrides(hitTest: true, pointInside: true)

    /// The answer for `type`, computed on its first view and remembered.
    @MainActor
    static func of(_ type: View.Type) -> HitTestOverrides {
        let key = ObjectIdentifier(type)
        if let known = known[key] { return known }
        let answer = slots.map { $0.overrides(in: type) } ?? .both
        known[key] = answer
        return answer
    }

    @MainActor private static var known: [ObjectIdentifier: HitTestOverrides] = [:]
    @MainActor private static let slots = VTableSlots.find()
}

/// The word indexes, in a `View` class's metadata, of the `hitTest` and `point(inside:)`
/// vtable entries.
private struct VTableSlots {
    let hitTest: Int
    let pointInside: Int
    let base: [UInt]

    func overrides(in type: View.Type) -> HitTestOverrides {
        let words = MetadataWords(type)
        return HitTestOverrides(hitTest: words[hitTest] != base[hitTest],
                                pointInside: words[pointInside] != base[pointInside])
    }

    /// A word that differs between two probes overriding nothing is a per-class header field
    /// (descriptor, name), not a method; a slot differs only in the probe overriding it.
    @MainActor
    static func find() -> VTableSlots? {
        guard let view = MetadataWords(View.self).all(),
              let neither = MetadataWords(ProbeOverridingNeither.self).prefix(view.count),
              let neitherAgain = MetadataWords(ProbeOverridingNothingEither.self).prefix(view.count),
              let hitTest = MetadataWords(ProbeOverridingHitTest.self).prefix(view.count),
              let pointInside = MetadataWords(ProbeOverridingPointInside.self).prefix(view.count)
        else { return nil }
        let methodWords = view.indices.filter { neither[$0] == neitherAgain[$0] && neither[$0] == view[$0] }
        let hitTestSlots = methodWords.filter { hitTest[$0] != view[$0] && pointInside[$0] == view[$0] }
        let pointInsideSlots = methodWords.filter { pointInside[$0] != view[$0] && hitTest[$0] == view[$0] }
        guard hitTestSlots.count == 1, pointInsideSlots.count == 1 else { return nil }
        return VTableSlots(hitTest: hitTestSlots[0], pointInside: pointInsideSlots[0], base: view)
    }
}

/// A class's metadata read as machine words from its address point, within the extent the
/// metadata records for itself (the class size less the address point).
private struct MetadataWords {
    let start: UnsafePointer<UInt>

    init(_ type: AnyClass) {
        start = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
    }

    subscript(index: Int) -> UInt { start[index] }

    /// How many words the metadata records for itself past its address point.
    var extent: Int {
        // Class metadata without Objective-C interop: kind, superclass, flags and instance
        // address point, instance size and alignment, then the class size and the class
        // address point as two 32-bit fields in word 4.
        let sizes = UnsafeRawPointer(start).load(fromByteOffset: 4 * MemoryLayout<UInt>.size,
                                                 as: (UInt32, UInt32).self)
        return (Int(sizes.0) - Int(sizes.1)) / MemoryLayout<UInt>.size
    }

    /// The words from the address point to the end; nil when the recorded size is implausible.
    func all() -> [UInt]? {
        guard extent > 8, extent < 4096 else { return nil }
        return prefix(extent)
    }

    /// The first `count` words; nil when this class's own metadata is shorter.
    func prefix(_ count: Int) -> [UInt]? {
        guard extent >= count else { return nil }
        return (0..<count).map { start[$0] }
    }
}

// The probes: never instantiated, only their metadata is read.
private final class ProbeOverridingNeither: View {}
private final class ProbeOverridingNothingEither: View {}

private final class ProbeOverridingHitTest: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? { nil }
}

private final class ProbeOverridingPointInside: View {
    override func point(inside point: Point, with event: Event?) -> Bool { false }
}
