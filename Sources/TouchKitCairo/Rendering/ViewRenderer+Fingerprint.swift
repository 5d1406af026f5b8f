import TouchKit

extension ViewRenderer {
    /// A number that changes whenever anything `draw` would show of `root`'s tree changes:
    /// each view's `DrawnProperties` (the one value drawing reads) and the order of
    /// subviews. Equal fingerprints mean a cached rendering of the tree can be reused.
    ///
    /// Walks the tree with an explicit stack, like `draw`; cost is linear in the views.
    public func fingerprint(of root: View) -> Int {
        var hasher = FingerprintHasher()
        hasher.combine(options.showsNames)
        var stack: [View] = [root]
        while let view = stack.popLast() {
            combine(view, into: &hasher)
            Self.push(view.subviews, on: &stack, into: &hasher)
        }
        return hasher.finalize()
    }

    /// As `fingerprint`, of what the tree shows but not of which objects show it: a tree
    /// built again with the same content has the same content fingerprint. A view of a class
    /// other than TouchKit's own may draw anything of its own (`draw(in:)`), so it counts by
    /// identity. Without `includingSubviews`, of `root` alone.
    public func contentFingerprint(of root: View, includingSubviews: Bool = true) -> Int {
        var hasher = FingerprintHasher()
        hasher.combine(options.showsNames)
        var stack: [View] = [root]
        while let view = stack.popLast() {
            let kind = ObjectIdentifier(type(of: view))
            hasher.combine(Self.word(kind))
            if !Self.drawnByKind.contains(kind) { hasher.combine(Self.word(ObjectIdentifier(view))) }
            combine(view, into: &hasher, identity: false)
            guard includingSubviews else { break }
            Self.push(view.subviews, on: &stack, into: &hasher)
        }
        return hasher.finalize()
    }

    /// TouchKit's classes, whose drawing is decided by their `DrawnProperties` (few enough
    /// to look through faster than a set is hashed).
    private static let drawnByKind: [ObjectIdentifier] = [
        ObjectIdentifier(View.self), ObjectIdentifier(Label.self), ObjectIdentifier(Button.self),
        ObjectIdentifier(Control.self), ObjectIdentifier(Switch.self), ObjectIdentifier(Slider.self),
        ObjectIdentifier(Window.self),
    ]

    /// Counts `subviews` and stacks them so that the first is walked first.
    @inline(__always)
    private static func push(_ subviews: [View], on stack: inout [View], into hasher: inout FingerprintHasher) {
        hasher.combine(subviews.count)
        var index = subviews.count
        while index > 0 {
            index -= 1
            stack.append(subviews[index])
        }
    }

    private static func word(_ identity: ObjectIdentifier) -> UInt64 {
        UInt64(UInt(bitPattern: identity))
    }

    /// The view's identity (when asked) and what it draws (`DrawnProperties`, the value the
    /// renderer draws from).
    private func combine(_ view: View, into hasher: inout FingerprintHasher, identity: Bool = true) {
        if identity { hasher.combine(Self.word(ObjectIdentifier(view))) }
        DrawnProperties(view).combine(into: &hasher)
    }
}
