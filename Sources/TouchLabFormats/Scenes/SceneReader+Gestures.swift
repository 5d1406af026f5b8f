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
        gesture.cancelsTouchesInView = try flag("cancelsTouchesInView", &fields)
        gesture.delaysTouchesBegan = try flag("delaysTouchesBegan", &fields)
        gesture.delaysTouchesEnded = try flag("delaysTouchesEnded", &fields)
        gesture.requiresToFail = try fields.optional("requiresToFail")?.name(path: fields.path(of: "requiresToFail"))
        gesture.simultaneousWith = try fields.optional("simultaneousWith")?
            .names(path: fields.path(of: "simultaneousWith")) ?? []
        try fields.finish()
        return gesture
    }

    /// `taps` (tap only) and `touches` (not pinch or rotation, which take two).
    private func readCounts(_ gesture: inout GestureDescription, _ fields: inout JSONFields) throws {
        if let taps = fields.optional("taps") {
            try require(gesture.kind == .tap, "taps", of: taps, fields)
            gesture.taps = try taps.integer(in: 1...10, path: fields.path(of: "taps"))
        }
        if let touches = fields.optional("touches") {
            try require(![.pinch, .rotation].contains(gesture.kind), "touches", of: touches, fields)
            gesture.touches = try touches.integer(in: 1...10, path: fields.path(of: "touches"))
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
        if case .string = value.content {
            return [try oneOf(value, GestureDescription.Direction.self, path: path)]
        }
        let items = try value.array(path: path)
        guard !items.isEmpty else { throw value.fail("expected at least one direction", path: path) }
        return try items.enumerated().map { index, item in
            try oneOf(item, GestureDescription.Direction.self, path: JSONPath.element(index, of: path))
        }
    }
}
