/// Packing queued input into events.
extension Application {
    func deliver(_ batch: [InputEvent]) {
        if traceOrigin == nil { traceOrigin = batch[0].timestamp }
        switch batch[0] {
        case .touch:
            deliverTouches(batch)
        case .key(let key):
            deliverKey(key)
        case .motion(let subtype, let began, let timestamp):
            let event = Event(type: .motion, subtype: subtype, timestamp: timestamp)
            event.motionBegan = began
            sendEvent(event)
        case .remoteControl(let subtype, let timestamp):
            sendEvent(Event(type: .remoteControl, subtype: subtype, timestamp: timestamp))
        }
    }

    /// Delivers a batch of touch inputs (a batch is all touches or a single other input).
    private func deliverTouches(_ batch: [InputEvent]) {
        for touch in touchEvent.touches { touch.phase = .stationary }
        var changed = changedScratch.take()
        defer { changedScratch.give(back: &changed) }
        for case .touch(let input) in batch {
            guard let touch = apply(input) else { continue }
            changed.append(touch)
        }
        guard !changed.isEmpty else { return }
        touchEvent.timestamp = batch[0].timestamp
        if let tracer {
            for touch in changed {
                record(.touch(id: touch.id, phase: touch.phase, location: touch.locationInWindow),
                       to: tracer)
            }
        }
        sendEvent(touchEvent)
        finish(changed)
    }

    /// Updates (or creates) the touch for one input; nil when the input makes no sense for
    /// the current state (the translator filters these, so this is a last defence).
    private func apply(_ input: TouchInput) -> Touch? {
        let location = input.location.isFinite ? input.location : nil
        switch input.phase {
        case .began:
            guard liveTouch(for: input.key) == nil, let location else { return nil }
            let window = window(at: location)
            let tapCount = tapHistory.tapCount(at: location, time: input.timestamp)
            let touch = Touch(id: nextTouchID, location: location, timestamp: input.timestamp,
                              tapCount: tapCount, window: window)
            nextTouchID += 1
            touch.force = input.force
            touch.majorRadius = input.majorRadius
            touch.inputKey = input.key
            liveTouches.append(touch)
            liveTouchIndex[input.key] = touch
            touchEvent.touches.append(touch)
            return touch
        case .moved, .ended, .cancelled:
            guard let touch = liveTouch(for: input.key) else { return nil }
            touch.timestamp = input.timestamp
            touch.previousLocationInWindow = touch.locationInWindow
            if let location { touch.locationInWindow = location }
            touch.force = input.force
            touch.majorRadius = input.majorRadius
            touch.phase = input.phase == .moved ? .moved : (input.phase == .ended ? .ended : .cancelled)
            return touch
        }
    }

    /// Forgets the touches that ended or were cancelled, all at once: one pass over the
    /// event's touches however many lift together. Only this delivery's inputs made touches
    /// final, so the event's final touches are exactly the changed ones that ended.
    private func finish(_ changed: [Touch]) {
        guard changed.contains(where: { $0.phase.isFinal }) else { return }
        for touch in changed where touch.phase == .ended {
            tapHistory.ended(touch)
        }
        touchEvent.touches.removeAll { $0.phase.isFinal }
        liveTouches.removeAll { touch in
            guard touch.phase.isFinal else { return false }
            if let key = touch.inputKey { liveTouchIndex[key] = nil }
            return true
        }
    }

    private func liveTouch(for key: TouchKey) -> Touch? {
        if liveTouches.count > Self.shortList { return liveTouchIndex[key] }
        // By index: only the touch found is retained, not each one looked at.
        guard let index = liveTouches.firstIndex(where: { $0.inputKey == key }) else { return nil }
        return liveTouches[index]
    }

    /// The frontmost window whose frame contains `location` (the key window otherwise).
    private func window(at location: Point) -> Window? {
        windows.last { !$0.isHidden && $0.frame.contains(location) } ?? keyWindow
    }

    private func deliverKey(_ key: KeyInput) {
        let press: Press
        if key.isDown {
            guard livePresses[key.keyCode] == nil else { return }
            press = Press(keyCode: key.keyCode, keyName: key.keyName, phase: .began,
                          timestamp: key.timestamp)
            livePresses[key.keyCode] = press
        } else {
            guard let live = livePresses.removeValue(forKey: key.keyCode) else { return }
            press = live
            press.phase = .ended
            press.timestamp = key.timestamp
        }
        let event = Event(type: .presses, timestamp: key.timestamp)
        event.presses = [press]
        sendEvent(event)
    }

    /// Cancels every press still down, lowest key code first: each is sent as a
    /// `pressesCancelled` event and traced as `press cancelled NAME`, so every press that
    /// began ends once (the scene is going away, or the run is ending). A release of the key
    /// afterwards finds no press and is dropped.
    public func cancelPresses() {
        let presses = livePresses.values.sorted { $0.keyCode < $1.keyCode }
        livePresses.removeAll()
        for press in presses {
            press.phase = .cancelled
            press.timestamp = clock.now
            let event = Event(type: .presses, timestamp: clock.now)
            event.presses = [press]
            sendEvent(event)
        }
    }

    /// Location-less events start at the first responder (else the key window) and go up.
    func sendToFirstResponder(_ event: Event) {
        guard let start: Responder = firstResponder ?? keyWindow ?? self as Responder? else { return }
        let message: ChainMessage
        let label: String
        switch event.type {
        case .presses:
            let presses = event.allPresses
            let press = event.presses[0]
            switch press.phase {
            case .began: message = .pressesBegan(presses)
            case .cancelled: message = .pressesCancelled(presses)
            default: message = .pressesEnded(presses)
            }
            let phase = press.phase == .began ? "began" : press.phase == .cancelled ? "cancelled" : "ended"
            label = "press \(phase) \(press.keyName)"
        case .motion:
            message = event.motionBegan ? .motionBegan(event.subtype) : .motionEnded(event.subtype)
            label = "motion \(event.motionBegan ? "began" : "ended") \(event.subtype.name)"
        case .remoteControl, .touches:
            message = .remoteControl
            label = "remote \(event.subtype.name)"
        }
        let recorder = DeliveryRecorder.record(enabled: tracer != nil) {
            start.receive(message, event)
        }
        if let recorder {
            traceDelivery(.chain(label: label, receivers: recorder.receivers.map(\.traceName),
                                 discarded: recorder.wasDiscarded), causing: recorder.caused)
        }
    }
}

/// Remembers recent taps so a touch can count as the second (third, …) of a multi-tap.
@MainActor
struct TapHistory {
    /// A new touch within this time of the last tap's end, and this close, continues it.
    static let interval = 0.35
    static let distance = 45.0

    private var lastEnd: (location: Point, time: Double, count: Int)?

    func tapCount(at location: Point, time: Double) -> Int {
        guard let last = lastEnd, time - last.time <= Self.interval,
              location.distance(to: last.location) <= Self.distance else { return 1 }
        return last.count + 1
    }

    mutating func ended(_ touch: Touch) {
        lastEnd = (touch.locationInWindow, touch.timestamp, touch.tapCount)
    }
}
