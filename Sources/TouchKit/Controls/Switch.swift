/// An on/off switch: a tap toggles `isOn` and sends `valueChanged`.
@MainActor
open class Switch: Control {
    public var isOn = false
}
