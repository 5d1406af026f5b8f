import TouchKit

/// Reading one view's keys.
extension SceneReader {
    /// Reads the view object at `path` and returns it with its unread `children` values.
    /// `defaultFrame` is the root's (the whole window); other views must give a frame.
    package func readView(_ value: JSONValue, path: String,
                  defaultFrame: Rect?) throws -> (ViewDescription, [JSONValue]) {
        var fields = try JSONFields(value, path: path)
        let name = try fields.required("name").name(path: fields.path(of: "name"))
        let frameValue = defaultFrame == nil ? try fields.required("frame") : fields.optional("frame")
        let frame = try frameValue.map { try readFrame($0, path: fields.path(of: "frame")) } ?? defaultFrame!
        var view = ViewDescription(name: name, frame: frame, position: value.position)
        try readGeometry(&view, &fields)
        try readAppearance(&view, &fields)
        view.behavior = try readBehavior(&fields)
        view.controller = try fields.optional("controller")?.name(path: fields.path(of: "controller"))
        if let gestures = fields.optional("gestures") {
            view.gestures = try readGestures(gestures, path: fields.path(of: "gestures"))
        }
        let children = try fields.optional("children")?.array(path: fields.path(of: "children")) ?? []
        try fields.finish()
        return (view, children)
    }

    private func readFrame(_ value: JSONValue, path: String) throws -> Rect {
        let limit = Self.maximumCoordinate
        let numbers = try value.numbers(count: 4, in: -limit...limit, path: path)
        for index in 2...3 where numbers[index] < 0 {
            let side = index == 2 ? "width" : "height"
            throw value.fail("the \(side) must not be negative, found \(JSONValue.format(numbers[index]))", path: path)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func readAppearance(_ view: inout ViewDescription, _ fields: inout JSONFields) throws {
        if let kind = fields.optional("kind") {
            view.kind = try oneOf(kind, ViewDescription.Kind.self, path: fields.path(of: "kind"))
        }
        if let color = fields.optional("color") {
            view.color = try readColor(color, path: fields.path(of: "color"))
        }
        view.label = try fields.optional("label")?.text(path: fields.path(of: "label"))
        view.isHidden = try fields.optional("hidden")?.bool(path: fields.path(of: "hidden")) ?? false
        view.alpha = try fields.optional("alpha")?.number(in: 0...1, path: fields.path(of: "alpha")) ?? 1
        view.isUserInteractionEnabled = try fields.optional("userInteractionEnabled")?
            .bool(path: fields.path(of: "userInteractionEnabled"))
        // A scroll view clips its content unless told not to, as UIScrollView does.
        view.clipsToBounds = try fields.optional("clipsToBounds")?
            .bool(path: fields.path(of: "clipsToBounds")) ?? (view.kind == .scroll)
        try readTouchRouting(&view, &fields)
        try readScroll(&view, &fields)
    }

    static let scrollKeys = ["contentSize", "contentOffset", "delaysContentTouches", "canCancelContentTouches",
                             "touchesShouldCancel", "touchesShouldBegin"]

    /// The keys of a `scroll` view; each is refused, with its path, on any other kind.
    private func readScroll(_ view: inout ViewDescription, _ fields: inout JSONFields) throws {
        guard view.kind == .scroll else {
            for key in Self.scrollKeys {
                if let value = fields.optional(key) {
                    throw value.fail("\"\(key)\" applies to a scroll view (\"kind\": \"scroll\"), not a \(view.kind.rawValue)",
                                     path: fields.path(of: key))
                }
            }
            return
        }
        var scroll = ScrollDescription()
        let limit = Self.maximumCoordinate
        if let value = fields.optional("contentSize") {
            let numbers = try value.numbers(count: 2, in: 0...limit, path: fields.path(of: "contentSize"))
            scroll.contentSize = Size(width: numbers[0], height: numbers[1])
        }
        if let value = fields.optional("contentOffset") {
            let path = fields.path(of: "contentOffset")
            if view.boundsOrigin != .zero {
                throw value.fail("give \"contentOffset\" or a \"bounds\" origin, not both (they are the same thing)", path: path)
            }
            let numbers = try value.numbers(count: 2, in: -limit...limit, path: path)
            view.boundsOrigin = Point(x: numbers[0], y: numbers[1])
        }
        scroll.delaysContentTouches = try fields.optional("delaysContentTouches")?
            .bool(path: fields.path(of: "delaysContentTouches")) ?? true
        scroll.canCancelContentTouches = try fields.optional("canCancelContentTouches")?
            .bool(path: fields.path(of: "canCancelContentTouches")) ?? true
        if let value = fields.optional("touchesShouldCancel") {
            let path = fields.path(of: "touchesShouldCancel")
            if case .string = value.content {
                guard try value.string(path: path) == "default" else {
                    throw value.fail("expected \"default\", true or false, found \(quoting: try value.string(path: path))", path: path)
                }
            } else {
                scroll.touchesShouldCancel = .always(try value.bool(path: path))
            }
        }
        scroll.touchesShouldBegin = try fields.optional("touchesShouldBegin")?
            .bool(path: fields.path(of: "touchesShouldBegin")) ?? true
        view.scroll = scroll
    }

    /// `enabled` (controls only), `multipleTouchEnabled` and `exclusiveTouch`.
    private func readTouchRouting(_ view: inout ViewDescription, _ fields: inout JSONFields) throws {
        if let enabled = fields.optional("enabled") {
            guard view.kind.isControl else {
                throw enabled.fail("\"enabled\" applies to controls (button, switch, slider, control); use \"userInteractionEnabled\" for a \(view.kind.rawValue)",
                                   path: fields.path(of: "enabled"))
            }
            view.isEnabled = try enabled.bool(path: fields.path(of: "enabled"))
        }
        view.isMultipleTouchEnabled = try fields.optional("multipleTouchEnabled")?
            .bool(path: fields.path(of: "multipleTouchEnabled")) ?? false
        view.isExclusiveTouch = try fields.optional("exclusiveTouch")?
            .bool(path: fields.path(of: "exclusiveTouch")) ?? false
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa`.
    private func readColor(_ value: JSONValue, path: String) throws -> Color {
        let text = try value.string(path: path)
        guard let color = Color(hex: text) else {
            throw value.fail("expected a colour #rgb, #rrggbb or #rrggbbaa, found \(quoting: text)", path: path)
        }
        return color
    }

    private func readBehavior(_ fields: inout JSONFields) throws -> SceneBehavior {
        var behavior = SceneBehavior()
        if let outset = fields.optional("hitOutset") {
            behavior.hitOutset = try readOutset(outset, path: fields.path(of: "hitOutset"))
        }
        behavior.minimumHitSize = try fields.optional("minimumHitSize")?
            .number(in: 0...Self.maximumCoordinate, path: fields.path(of: "minimumHitSize")) ?? 0
        behavior.pointInsideIncludes = try fields.optional("pointInsideIncludes")?
            .names(path: fields.path(of: "pointInsideIncludes")) ?? []
        if let handles = fields.optional("handles") {
            behavior.handles = try readHandles(handles, path: fields.path(of: "handles"))
        }
        behavior.callsSuper = try fields.optional("callsSuper")?.bool(path: fields.path(of: "callsSuper")) ?? false
        return behavior
    }

    /// A number for all four sides, or [top, left, bottom, right].
    private func readOutset(_ value: JSONValue, path: String) throws -> EdgeInsets {
        let range = -Self.maximumCoordinate...Self.maximumCoordinate
        if case .number = value.content {
            return EdgeInsets(all: try value.number(in: range, path: path))
        }
        guard case .array = value.content else {
            throw value.fail("expected a number or [top, left, bottom, right], found \(value.typeName)", path: path)
        }
        let sides = try value.numbers(count: 4, in: range, path: path)
        return EdgeInsets(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
    }

    private func readHandles(_ value: JSONValue, path: String) throws -> Set<TouchMethod> {
        let words: [String: [TouchMethod]] = [
            "began": [.began], "moved": [.moved], "ended": [.ended], "cancelled": [.cancelled],
            "all": TouchMethod.allCases,
        ]
        var methods: Set<TouchMethod> = []
        for (index, item) in try value.array(path: path).enumerated() {
            let itemPath = JSONPath.element(index, of: path)
            let word = try item.string(path: itemPath)
            guard let matched = words[word] else {
                throw item.fail("expected \"began\", \"moved\", \"ended\", \"cancelled\" or \"all\", found \(quoting: word)", path: itemPath)
            }
            methods.formUnion(matched)
        }
        return methods
    }

    /// A string naming one case of `type`.
    package func oneOf<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ type: Choice.Type, path: String
    ) throws -> Choice where Choice.RawValue == String {
        let word = try value.string(path: path)
        guard let choice = Choice(rawValue: word) else {
            let choices = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw value.fail("expected one of \(choices), found \(quoting: word)", path: path)
        }
        return choice
    }
}
