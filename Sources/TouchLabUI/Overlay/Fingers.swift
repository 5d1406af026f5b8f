import TouchKit
import TouchLabEngine

/// The fingers as the scene region draws them at one moment: each finger of the shown
/// lesson with its samples up to the time shown and its contact if one shows, where the
/// trails are seen from, and the two fingers Alt would put down. A value, built once a
/// frame from the session; equal values draw the same pixels.
@MainActor
package struct Fingers: @MainActor Equatable {
    package struct Finger: Equatable {
        package let id: Int
        /// Its samples up to the time shown (never empty).
        package let samples: [TouchSample]
        /// Where its contact shows, and with what alpha; nil when it shows none.
        package let contact: Contact?
        /// Where the touch began on what it began on: the first sample's place, moved as the
        /// scroll views holding its hit view have scrolled since; nil once scrolled out of
        /// their sight.
        package var start: Point?
        /// Its hit view where that content has scrolled since it began (its start mark then
        /// lies off the point the finger came down on), else nil.
        package var scrolledFrom: String?
    }

    /// Where a finger's contact shows: where it is while down, where it lifted while its
    /// marker fades, with that fading alpha.
    package struct Contact: Equatable {
        package let location: Point
        package let alpha: Double
        /// The outline of the frontmost view drawn under it, which its readout keeps clear of.
        package let under: Rect?
        /// Lifted: drawn as a ring alone, whatever lies under it, so an ended touch looks
        /// the same in every lesson and a control's change (a switch flipping) shows
        /// through while the ring still marks the touch point.
        package var hollow = false
    }

    /// How faint a lifted finger's trail and ring get: they fade to it, never out, so every
    /// step of the lesson shown still tells where its touches went.
    package static let keptAlpha = 0.35
    /// How faint a lifted finger's readout gets: its white text stays legible.
    static let keptReadoutAlpha = 0.7

    /// In id order.
    package let fingers: [Finger]
    /// The trace time the trails are drawn at (`TouchOverlay.fingerTime`).
    package let time: Double
    /// The pointer and the scene's centre while Alt shows the fingers a drag would put down
    /// (only while no finger is down).
    package let emulation: (pointer: Point, center: Point)?
    /// Each pan's movement threshold while it is still possible (`ValuesOverlay.thresholdCircles`):
    /// drawn over the contacts, since a finger's marker is larger than the circle it must leave.
    package let thresholds: [ThresholdCircle]

    /// A circle of `radius` scene points around where a pan's finger came down.
    package struct ThresholdCircle: Equatable {
        package let recognizer: String
        package let center: Point
        package let radius: Double

        /// Its bounding square.
        package var rect: Rect { Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius) }
    }

    /// - Parameter under: the outline of the frontmost view drawn at a point, as
    ///   `TouchOverlay.innermostView` finds it (a frame may have worked it out already).
    package init(_ session: LabSession, shown: ShownLesson, emulatedPointer: Point?, under: (Point) -> Rect?) {
        let time = TouchOverlay.fingerTime(session, shown: shown)
        self.time = time
        emulation = emulatedPointer.flatMap { session.application.activeTouches.isEmpty ? ($0, session.scene.center) : nil }
        thresholds = shown.sceneMoment.map { ValuesOverlay.thresholdCircles($0, scene: session.scene) } ?? []
        guard let lesson = shown.lesson else {
            fingers = []
            return
        }
        let stepping = time < session.traceNow
        let live = Dictionary(session.application.activeTouches.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var fingers: [Finger] = []
        for id in lesson.paths.keys.sorted() {
            guard var samples = lesson.paths[id] else { continue }
            if stepping { samples = samples.filter { $0.time <= time + 0.0005 } }
            guard let last = samples.last else { continue }
            let contact: Contact?
            if let touch = live[id], !stepping {
                contact = Contact(location: touch.location(in: nil), alpha: 1, under: under(touch.location(in: nil)))
            } else if stepping, last.phase != .ended, last.phase != .cancelled {
                contact = Contact(location: last.location, alpha: 1, under: under(last.location))
            } else {
                let alpha = max(Self.keptAlpha, 1 - (time - last.time) / LabSession.trailFade)
                contact = Contact(location: last.location, alpha: alpha, under: under(last.location), hollow: true)
            }
            var finger = Finger(id: id, samples: samples, contact: contact, start: samples[0].location)
            if let moment = shown.sceneMoment { finger.followContent(session, moment: moment) }
            fingers.append(finger)
        }
        self.fingers = fingers
    }

    /// Each finger whose readout shows, in id order, with where it shows and the alpha its
    /// contact shows with.
    package var readouts: [Readout] {
        fingers.compactMap { finger in
            finger.contact.map {
                Readout(id: finger.id, location: $0.location, alpha: max($0.alpha, Self.keptReadoutAlpha), under: $0.under,
                        lifted: $0.hollow)
            }
        }
    }

    package struct Readout: Equatable {
        package let id: Int
        package let location: Point
        package let alpha: Double
        package let under: Rect?
        /// The finger has lifted: its ring alone marks the point.
        package var lifted = false
    }

    /// Whether a trail still fades at `time` (a margin: a trail counted as fading a little
    /// longer than it shows costs a redraw, never a stale frame).
    private var isFading: Bool {
        fingers.contains { time - ($0.samples.last?.time ?? -.infinity) < LabSession.trailFade * 1.01 }
    }

    /// The same fingers drawn alike: the time matters only while a trail fades with it.
    package static func == (a: Fingers, b: Fingers) -> Bool {
        a.fingers == b.fingers && a.emulation?.pointer == b.emulation?.pointer && a.emulation?.center == b.emulation?.center
            && a.thresholds == b.thresholds
            && (a.time == b.time || !a.isFading && !b.isFading)
    }
}

extension Fingers.Finger {
    /// Moves the start mark with the content the touch began on: a list scrolled by a
    /// drag carries the row it began on away from the point on the screen, and a ring left
    /// there would name the row scrolled under it.
    @MainActor
    mutating func followContent(_ session: LabSession, moment: LessonMoment) {
        let began = samples[0].location
        var beganAt: Int?
        for step in moment.shownSteps {
            switch step.kind {
            case .touch(let touch, .began, _) where touch == id:
                beganAt = step.sequence
            case .hit(let view?, let location) where location == began:
                guard let beganAt else { continue }
                let shift = session.contentShift(of: view, since: beganAt)
                guard shift.x != 0 || shift.y != 0 else { return }
                let moved = Point(x: began.x + shift.x, y: began.y + shift.y)
                var scroll = view.superview
                while let current = scroll, !(current is ScrollView) { scroll = current.superview }
                start = scroll.map { HitTestOverlay.windowRect(of: $0).contains(moved) } ?? true ? moved : nil
                scrolledFrom = view.traceName
                return
            default: continue
            }
        }
    }
}

extension TouchSample: Equatable {
    package static func == (a: TouchSample, b: TouchSample) -> Bool {
        a.time == b.time && a.location == b.location && a.phase == b.phase
    }
}
