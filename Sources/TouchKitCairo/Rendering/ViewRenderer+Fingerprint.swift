import TouchKit

extension ViewRenderer {
    /// A number that changes whenever anything `draw` would show of `root`'s tree changes:
    /// geometry, visibility, colours, text, control states, the order of subviews. Equal
    /// fingerprints mean a cached rendering of the tree can be reused.
    ///
    /// Walks the tree with an explicit stack, like `draw`; cost is linear in the views.
    public func fingerprint(of root: View) -> Int {
        var hasher = Hasher()
        hasher.combine(options.showsNames)
        var stack: [View] = [root]
        while let view = stack.popLast() {
            combine(view, into: &hasher)
            hasher.combine(view.subviews.count)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return hasher.finalize()
    }

    /// As `fingerprint`, of what the tree shows but not of which objects show it: a tree
    /// built again with the same content has the same content fingerprint. A view of a class
    /// other than TouchKit's own may draw anything of its own (`draw(in:)`), so it counts by
    /// identity. Without `includingSubviews`, of `root` alone.
    public func contentFingerprint(of root: View, includingSubviews: Bool = true) -> Int {
        var hasher = Hasher()
        hasher.combine(options.showsNames)
        var stack: [View] = [root]
        while let view = stack.popLast() {
            hasher.combine(ObjectIdentifier(type(of: view)))
            if !Self.drawnByKind.contains(ObjectIdentifier(type(of: view))) { hasher.combine(ObjectIdentifier(view)) }
            combine(view, into: &hasher, identity: false)
            guard includingSubviews else { break }
            hasher.combine(view.subviews.count)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return hasher.finalize()
    }

    /// TouchKit's classes, whose drawing is decided by what `combine` hashes.
    private static let drawnByKind: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Label.self), ObjectIdentifier(Button.self),
        ObjectIdentifier(Control.self), ObjectIdentifier(Switch.self), ObjectIdentifier(Slider.self),
        ObjectIdentifier(Window.self),
    ]

    private func combine(_ view: View, into hasher: inout Hasher, identity: Bool = true) {
        if identity { hasher.combine(ObjectIdentifier(view)) }
        hasher.combine(view.frame)
        hasher.combine(view.bounds)
        hasher.combine(view.transform)
        hasher.combine(view.isHidden)
        hasher.combine(view.alpha)
        hasher.combine(view.clipsToBounds)
        hasher.combine(view.backgroundColor)
        hasher.combine(view.borderColor)
        hasher.combine(view.borderWidth)
        hasher.combine(view.cornerRadius)
        hasher.combine(view.name)
        hasher.combine(view.displayGeneration)
        if let label = view as? Label {
            hasher.combine(label.text)
            hasher.combine(label.textColor)
            hasher.combine(label.fontSize)
        }
        if let control = view as? Control {
            hasher.combine(control.state.rawValue)
            hasher.combine((control as? Button)?.title)
            hasher.combine((control as? Switch)?.isOn)
            hasher.combine((control as? Slider)?.value)
            hasher.combine((control as? Slider)?.minimumValue)
            hasher.combine((control as? Slider)?.maximumValue)
        }
    }
}
