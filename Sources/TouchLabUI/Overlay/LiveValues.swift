import TouchKit
import TouchLabEngine
import TouchLabFormats

/// The values each continuous recognizer of the lesson reported by the moment shown, as the
/// scene draws them beside its view and `--describe` lists them (`values`): a pan's
/// translation and velocity, a pinch's scale and velocity, a rotation's angle in degrees and
/// velocity. Read from the lesson's record of each state change, so a step shown again shows
/// the values of that step, not the recognizer's now; a run of moves shows its last
/// `changed` once played, and each in turn while it plays.
///
/// A recognizer shows its values from `began` through `ended`; one cancelled, failed or not
/// yet begun shows none.
@MainActor
package struct LiveValues: Equatable {
    /// One recognizer's values, already rounded as drawn.
    package struct Entry: Equatable, Sendable {
        package let recognizer: String
        package let translation: Point?
        /// A pan's velocity in points per second.
        package let pointVelocity: Point?
        /// A pinch's (scale per second) or rotation's (degrees per second) velocity.
        package let rateVelocity: Double?
        package let scale: Double?
        package let rotationDegrees: Double?
        /// The same angle in radians, as the trace prints it (two decimals), so the readout
        /// and the trace's `rotation 0.61` read together.
        package var rotationRadians: Double?
        /// A rotation's velocity in radians per second, as the trace prints it.
        package var rateRadians: Double? = nil
        /// The state change these values came with (began, changed or ended).
        package var state: TracedGestureState? = nil
    }

    package let entries: [Entry]

    /// The values `moment` has reached, in the order the lesson met the recognizers: each
    /// recognizer's last state change played (`LessonMoment.played`), the last `changed`
    /// of a run of moves once the run has played.
    package init(_ moment: LessonMoment) {
        var order: [String] = []
        var latest: [String: (state: TracedGestureState, values: [GestureValue])] = [:]
        for played in moment.played {
            guard case .gesture(let name, let state) = played.kind else { continue }
            if latest[name] == nil { order.append(name) }
            latest[name] = (state, played.gestureValues)
        }
        entries = order.compactMap { name in
            guard let (state, values) = latest[name], state.isContinuous,
                  [.began, .changed, .ended].contains(state.state) else { return nil }
            var entry = Self.entry(name, values)
            entry?.state = state
            return entry
        }
    }

    private static func entry(_ name: String, _ values: [GestureValue]) -> Entry? {
        var translation: Point?, pointVelocity: Point?, rate: Double?, scale: Double?, degrees: Double?
        var radians: Double?
        for value in values {
            switch value {
            case .translation(let point): translation = rounded(point, 1)
            case .velocity(let point): pointVelocity = rounded(point, 1)
            case .scale(let value): scale = rounded(value, 2)
            case .rotation(let value): (degrees, radians) = (rounded(value * 180 / .pi, 1), rounded(value, 2))
            case .rate(let value): rate = value
            case .location: break
            }
        }
        guard translation != nil || scale != nil || degrees != nil else { return nil }
        // A rotation's rate is in radians per second in the model; drawn in degrees.
        let rateVelocity = rate.map { degrees != nil ? rounded($0 * 180 / .pi, 1) : rounded($0, 2) }
        var entry = Entry(recognizer: name, translation: translation, pointVelocity: pointVelocity,
                          rateVelocity: rateVelocity, scale: scale, rotationDegrees: degrees, rotationRadians: radians)
        if degrees != nil { entry.rateRadians = rate.map { rounded($0, 2) } }
        return entry
    }

    static func rounded(_ value: Double, _ decimals: Int) -> Double {
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let result = (value * factor).rounded() / factor
        return result == 0 ? 0 : result
    }

    static func rounded(_ point: Point, _ decimals: Int) -> Point {
        Point(x: rounded(point.x, decimals), y: rounded(point.y, decimals))
    }

    /// The entry of `recognizer`, if it shows values.
    package func entry(for recognizer: String) -> Entry? { entries.first { $0.recognizer == recognizer } }
}

extension LiveValues.Entry {
    /// The values as drawn beside the view, a short readout with each unit on its number:
    /// `zoom: scale 1.40× · velocity 3.13/s`, `rotation 35.0° (0.61 rad) · velocity 12.0°/s
    /// (0.21 rad/s)` (a recognizer named as its quantity is not named twice; the angle and its
    /// rate also in the trace's radians), `drag: translation (40.0, 0.0) pt · velocity (250.0, 0.0) pt/s`; in Chinese
    /// `zoom: 缩放 1.40× · 速度 3.13/秒`, `旋转 35.0°（0.61 弧度）`.
    ///
    /// With `state` (the state's word), it follows the name: `zoom: changed · scale 1.40× ·
    /// velocity 3.13/s`, `rotation: changed · 35.0° (0.61 rad) · …`, so one tag says which
    /// recognizer runs, in what state and with what values.
    func text(_ language: Language, state: String? = nil) -> String {
        let chinese = language != .english
        var quantity: (word: String, value: String)?
        var rate: String?
        if let translation {
            quantity = (chinese ? "位移" : "translation", "\(translation) " + (chinese ? "点" : "pt"))
        }
        if let pointVelocity { rate = "\(pointVelocity) " + (chinese ? "点/秒" : "pt/s") }
        if let scale { quantity = (chinese ? "缩放" : "scale", Self.fixed(scale, 2) + "×") }
        if let rotationDegrees {
            let radians = rotationRadians.map { chinese ? "（\(Self.fixed($0, 2)) 弧度）" : " (\(Self.fixed($0, 2)) rad)" }
            quantity = (chinese ? "旋转" : "rotation", Self.fixed(rotationDegrees, 1) + "°" + (radians ?? ""))
        }
        if let rateVelocity {
            // A turn's rate also in the trace's radians per second, as its angle is.
            let radians = rateRadians.map { chinese ? "（\(Self.fixed($0, 2)) 弧度/秒）" : " (\(Self.fixed($0, 2)) rad/s)" } ?? ""
            rate = rotationDegrees != nil ? Self.fixed(rateVelocity, 1) + (chinese ? "°/秒" : "°/s") + radians
                : Self.fixed(rateVelocity, 2) + (chinese ? "/秒" : "/s")
        }
        var text = ""
        if let quantity {
            text = quantity.word + " " + quantity.value
            if let state {
                let named = recognizer.lowercased() == quantity.word ? quantity.value : text
                text = recognizer + ": " + state + " · " + named
            } else if recognizer.lowercased() != quantity.word {
                text = recognizer + ": " + text
            }
        } else {
            text = recognizer + ":" + (state.map { " " + $0 } ?? "")
        }
        // Named as UIKit's property and the trace name it, so the rate is not read as the quantity's.
        if let rate { text += " · " + (chinese ? "速度 " : "velocity ") + rate }
        return text
    }

    /// `value` with exactly `decimals` decimals, no locale.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        let negative = value < 0
        var factor = 1.0
        for _ in 0..<decimals { factor *= 10 }
        let scaled = Int((abs(value) * factor).rounded())
        let whole = scaled / Int(factor), fraction = String(scaled % Int(factor))
        let text = decimals == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
        return (negative && scaled != 0 ? "-" : "") + text
    }
}

@MainActor
extension LiveValues.Entry {
    /// The entry as `--describe` writes it in `values`: the numbers the label shows, and
    /// for a pinch or rotation where its view's picture is drawn.
    func json(outline: FrameLessonFacts.ValuesOutline?) -> String {
        var fields = ["\"recognizer\": " + FrameDescription.quoted(recognizer)]
        if let translation { fields.append("\"translation\": " + Self.pair(translation)) }
        if let pointVelocity { fields.append("\"velocity\": " + Self.pair(pointVelocity)) }
        if let rateVelocity { fields.append("\"velocity\": " + Self.fixed(rateVelocity, rotationDegrees != nil ? 1 : 2)) }
        if let scale { fields.append("\"scale\": " + Self.fixed(scale, 2)) }
        if let rotationDegrees { fields.append("\"rotationDegrees\": " + Self.fixed(rotationDegrees, 1)) }
        if let outline {
            fields.append("\"outline\": { \"view\": " + FrameDescription.quoted(outline.view) + ", \"rect\": "
                          + FrameDescription.rectJSON(outline.rect) + ", \"corners\": ["
                          + outline.corners.map(Self.pair).joined(separator: ", ") + "], \"cutOff\": \(outline.cutOff) }")
        }
        return "\n    { " + fields.joined(separator: ", ") + " }"
    }

    private static func pair(_ point: Point) -> String { "[\(fixed(point.x, 1)), \(fixed(point.y, 1))]" }
}
