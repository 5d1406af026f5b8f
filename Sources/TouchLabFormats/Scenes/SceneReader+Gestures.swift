/// Reading a view's `gestures` list.
extension SceneReader {
    package func readGestures(_ value: JSONValue, path: String) throws -> [GestureDescription] {
        try value.array(path: path).enumerated().map { index, item in
            try readGesture(item, path: JSONPath.element(index, of: path))
        }
    }

    private func readGesture(_ value: JSONValue, path: String) throws -> GestureDescription {
        var fields = try JSONFields(value, path: path)
        let kindValue = try fields.required("kind")
        let kind = try oneOf(kindValue, GestureDescription.Kind.self, path: fields.path(of: "kind"))
        let name = try fields.required("name").name(path: fields.path(of: "name"))
        var gesture = GestureDescription(kind: kind, name: name, path: path, position: value.position)
        try readCounts(&gesture, &fields)
        if let direction = fields.optional("direction") {
            try require(kind == .swipe, "direction", of: direction, fields)
            gesture.directions = try readDirections(direction, path: fields.path(of: "direction"))
        }
        try readOptions(&gesture, &fields)
        gesture.cancelsTouchesInView = try flag("cancelsTouchesInView", &fields)
        gesture.delaysTouchesBegan = try flag("delaysTouchesBegan", &fields)
        gesture.delaysTouchesEnded = try flag("delaysTouchesEnded", &fields)
        gesture.requiresToFail = try fields.optional("requiresToFail")?.name(path: fields.path(of: "requiresToFail"))
        gesture.simultaneousWith = try fields.optional("simultaneousWith")?
            .names(path: fields.path(of: "simultaneousWith")) ?? []
        gesture.shouldBegin = try flag("shouldBegin", &fields)
        gesture.shouldRequireFailureOf = try nameOrNames("shouldRequireFailureOf", &fields)
        gesture.shouldBeRequiredToFailBy = try nameOrNames("shouldBeRequiredToFailBy", &fields)
        gesture.ignoresTouchesIn = try fields.optional("ignoresTouchesIn")?
            .names(path: fields.path(of: "ignoresTouchesIn")) ?? []
        try fields.finish()
        return gesture
    }

    /// `taps` (tap: at least 1; long press: taps before the press, 0 or more) and
    /// `touches` (tap, long press, swipe).
    private func readCounts(_ gesture: inout GestureDescription, _ fields: inout JSONFields) throws {
        if let taps = fields.optional("taps") {
            try require([.tap, .longPress].contains(gesture.kind), "taps", of: taps, fields)
            let least = gesture.kind == .tap ? 1 : 0
            gesture.taps = try taps.integer(in: least...10, path: fields.path(of: "taps"))
        }
        if let touches = fields.optional("touches") {
            try require([.tap, .longPress, .swipe, .pan].contains(gesture.kind), "touches", of: touches, fields)
            gesture.touches = try touches.integer(in: 1...10, path: fields.path(of: "touches"))
        }
        let pans: [GestureDescription.Kind] = [.pan, .screenEdgePan]
        if let least = fields.optional("minimumNumberOfTouches") {
            try require(pans.contains(gesture.kind), "minimumNumberOfTouches", of: least, fields)
            gesture.minimumNumberOfTouches = try least.integer(in: 1...10, path: fields.path(of: "minimumNumberOfTouches"))
        }
        if let most = fields.optional("maximumNumberOfTouches") {
            try require(pans.contains(gesture.kind), "maximumNumberOfTouches", of: most, fields)
            let least = gesture.minimumNumberOfTouches ?? 1
            gesture.maximumNumberOfTouches = try most.integer(in: least...10, path: fields.path(of: "maximumNumberOfTouches"))
        }
    }

    /// `enabled`, the long press's `minimumPressDuration` and `allowableMovement`, and the
    /// screen-edge pan's `edges`.
    private func readOptions(_ gesture: inout GestureDescription, _ fields: inout JSONFields) throws {
        gesture.isEnabled = try flag("enabled", &fields)
        if let duration = fields.optional("minimumPressDuration") {
            try require(gesture.kind == .longPress, "minimumPressDuration", of: duration, fields)
            gesture.minimumPressDuration = try duration.number(in: 0...60, path: fields.path(of: "minimumPressDuration"))
        }
        if let movement = fields.optional("allowableMovement") {
            try require(gesture.kind == .longPress, "allowableMovement", of: movement, fields)
            gesture.allowableMovement = try movement.number(in: 0...Self.maximumCoordinate,
                                                           path: fields.path(of: "allowableMovement"))
        }
        if let edges = fields.optional("edges") {
            try require(gesture.kind == .screenEdgePan, "edges", of: edges, fields)
            gesture.edges = try readChoices(edges, GestureDescription.Edge.self, path: fields.path(of: "edges"))
        } else if gesture.kind == .screenEdgePan {
            throw JSONValidationError("a screenEdgePan needs \"edges\" (\"left\", \"right\", \"top\", \"bottom\" or \"all\")",
                                      at: fields.position, path: fields.path)
        }
    }

    private func require(_ applies: Bool, _ key: String, of value: JSONValue, _ fields: JSONFields) throws {
        guard applies else {
            let kind = (fields.object["kind"].flatMap { try? $0.string(path: "") }) ?? ""
            throw value.fail("\"\(key)\" does not apply to a \(kind) gesture", path: fields.path(of: key))
        }
    }

    private func flag(_ key: String, _ fields: inout JSONFields) throws -> Bool? {
        try fields.optional(key)?.bool(path: fields.path(of: key))
    }

    /// One direction, or a non-empty list of them.
    private func readDirections(_ value: JSONValue, path: String) throws -> [GestureDescription.Direction] {
        try readChoices(value, GestureDescription.Direction.self, path: path)
    }

    /// One word of `type`, or a non-empty list of them.
    private func readChoices<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ type: Choice.Type, path: String
    ) throws -> [Choice] where Choice.RawValue == String {
        if case .string = value.content {
            return [try oneOf(value, type, path: path)]
        }
        let items = try value.array(path: path)
        guard !items.isEmpty else { throw value.fail("expected at least one word", path: path) }
        return try items.enumerated().map { index, item in
            try oneOf(item, type, path: JSONPath.element(index, of: path))
        }
    }

    /// A gesture's name or a list of names (none when the key is absent).
    private func nameOrNames(_ key: String, _ fields: inout JSONFields) throws -> [String] {
        guard let value = fields.optional(key) else { return [] }
        if case .string = value.content { return [try value.name(path: fields.path(of: key))] }
        return try value.names(path: fields.path(of: key))
    }
}
