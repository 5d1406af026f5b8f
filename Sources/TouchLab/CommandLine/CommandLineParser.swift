import TouchKit
import TouchLabEngine
import TouchLabFormats

/// Parses `touchlab`'s arguments by hand; every mistake is one clear
/// `CommandLineError`.
///
/// Options take their value as the next argument or after `=` (`--scene=file.json`). Each
/// option but the input gestures (`--tap`, `--drag`, `--hold`) may appear once.
package struct CommandLineParser {
    private var arguments: [String]
    private var index = 0
    private(set) var options = CommandLineOptions()
    private var seen: Set<String> = []

    package init(_ arguments: [String]) {
        self.arguments = arguments
    }

    package static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var parser = CommandLineParser(arguments)
        return try parser.parse()
    }

    private mutating func parse() throws -> CommandLineOptions {
        while index < arguments.count {
            // `-h` is the one short option: the usual way to ask any program for help.
            let argument = arguments[index] == "-h" ? "--help" : arguments[index]
            index += 1
            guard argument.hasPrefix("--") else {
                throw CommandLineError("unexpected argument \(quoting: argument, mark: "'") (see --help)")
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            try apply(parts[0], inlineValue: parts.count == 2 ? parts[1] : nil)
        }
        try checkCombinations()
        return options
    }

    private mutating func apply(_ option: String, inlineValue: String?) throws {
        if !Self.gestureOptions.contains(option) {
            guard !seen.contains(option) else { throw CommandLineError("\(option) is given twice") }
            seen.insert(option)
        }
        if let flag = Self.flags[option] {
            guard inlineValue == nil else { throw CommandLineError("\(option) takes no value") }
            options[keyPath: flag] = true
            return
        }
        guard Self.valued.contains(option) else {
            throw CommandLineError("unknown option \(quoting: option, mark: "'") (see --help)")
        }
        try applyValue(option, try value(for: option, inline: inlineValue))
    }

    private static let flags: [String: WritableKeyPath<CommandLineOptions, Bool>] = [
        "--headless": \.headless, "--trace": \.trace, "--list-scenes": \.listScenes, "--help": \.help,
        "--version": \.version, "--no-output-limit": \.noOutputLimit,
    ]
    private static let valued: Set<String> = [
        "--scene", "--size", "--tap", "--drag", "--hold", "--replay", "--record", "--screenshot", "--describe", "--at",
        "--step", "--export", "--steps", "--select", "--lang", "--lesson", "--speed", "--captions",
        "--crop", "--scale",
    ]

    private mutating func value(for option: String, inline: String?) throws -> String {
        if let inline { return try nonEmpty(inline, option) }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw CommandLineError("\(option) needs a value: \(Self.placeholder(option))")
        }
        index += 1
        return try nonEmpty(arguments[index - 1], option)
    }

    private func nonEmpty(_ value: String, _ option: String) throws -> String {
        guard !value.isEmpty else { throw CommandLineError("\(option) needs a value: \(Self.placeholder(option))") }
        return value
    }

    private static func placeholder(_ option: String) -> String {
        switch option {
        case "--scene": "NAME or FILE"
        case "--select": "NAME, a view of the scene"
        case "--size": "WxH, e.g. 800x600"
        case "--tap": "X,Y[@T], e.g. 470,140"
        case "--at": "SECONDS, e.g. 1.5"
        case "--step": "[LESSON:]STEP, e.g. 1:3"
        case "--export": "FILE.gif, FILE.mp4 or FILE.html"
        case "--steps": "DIR"
        case "--drag": "X,Y:X,Y[:SECONDS][@T], e.g. 200,200:400,200"
        case "--hold": "X,Y[:SECONDS][@T], e.g. 150,200:0.8"
        case "--lang": Language.tags
        case "--lesson": "N, a lesson's number from 1"
        case "--speed": "F from 0.1 to 10, e.g. 2"
        case "--captions": "on or off"
        case "--crop": "full, scene, scene+timeline or X,Y,W,H"
        case "--scale": "1, 2 or 3"
        default: "FILE"
        }
    }

    private mutating func applyValue(_ option: String, _ value: String) throws {
        switch option {
        case "--scene": options.scene = value
        case "--size": options.size = try Self.size(value)
        case "--tap", "--drag", "--hold": options.gestures.append(try Self.gesture(option, value))
        case "--replay": options.replay = value
        case "--record": options.record = value
        case "--screenshot": options.screenshot = value
        case "--describe": options.describe = value
        case "--step": options.step = try Self.step(value)
        case "--export": options.export = value
        case "--steps": options.steps = value
        case "--select": options.select = value
        case "--lang": options.language = try Self.language(value)
        case "--lesson": options.lesson = try Self.lesson(value)
        case "--speed": options.speed = try Self.speed(value)
        case "--captions": options.captions = try Self.onOff(value, "--captions")
        case "--crop": options.crop = try Self.crop(value)
        case "--scale": options.scale = try Self.scale(value)
        default: options.screenshotTime = try Self.seconds(value)
        }
    }

    private func checkCombinations() throws {
        try checkStep()
        try checkLessonOptions()
        try checkInputSize()
        if options.screenshotTime != nil, options.screenshot == nil, options.describe == nil {
            throw CommandLineError("--at needs --screenshot FILE.png or --describe FILE.json")
        }
        if let gesture = options.gestures.first?.gesture, options.replay != nil {
            let name = switch gesture { case .tap: "tap"; case .drag: "drag"; case .hold: "hold" }
            throw CommandLineError("--\(name) and --replay cannot be combined: record the \(name)s into the replay instead")
        }
        if let record = options.record, record == options.replay {
            throw CommandLineError("--record would overwrite the --replay file \(record)")
        }
    }

    // MARK: Values

    static func size(_ text: String) throws -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        let limit = SceneReader.maximumSceneSide
        guard parts.count == 2, let width = decimal(parts[0]), let height = decimal(parts[1]),
              (1...limit).contains(width), (1...limit).contains(height) else {
            throw CommandLineError("--size: expected WxH with sides from 1 to \(Int(limit)) (the largest scene TouchLab draws), e.g. 800x600, found \(quoting: text, mark: "'")")
        }
        return Size(width: width, height: height)
    }

    static func point(_ text: String) throws -> Point {
        guard let point = point(text[...]) else {
            try checkCoordinates([text[...]], option: "--tap")
            throw CommandLineError("--tap: expected X,Y numbers, e.g. 470,140, found \(quoting: text, mark: "'")")
        }
        return point
    }

    /// `X,Y` within the coordinates a scene may use; nil for anything else.
    static func point(_ text: Substring) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let limit = SceneReader.maximumCoordinate
        guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]),
              (-limit...limit).contains(x), (-limit...limit).contains(y) else { return nil }
        return Point(x: x, y: y)
    }

    static func language(_ text: String) throws -> Language {
        guard let language = Language(tag: text) else {
            throw CommandLineError("--lang: unknown language \(quoting: text, mark: "'") (known: \(Language.tags))")
        }
        return language
    }

    static func seconds(_ text: String) throws -> Double {
        guard let seconds = decimal(text[...]), seconds >= 0, seconds <= 86_400 else {
            throw CommandLineError("--at: expected seconds from 0 to 86400, e.g. 1.5, found \(quoting: text, mark: "'")")
        }
        return seconds
    }

    /// A finite decimal number (`-12`, `0.5`, `1e3`); `Double.init` alone would also take
    /// hexadecimal (`0x10`), `inf` and `nan`.
    static func decimal(_ text: Substring) -> Double? {
        let allowed = Set("0123456789+-.eE")
        guard let first = text.first, first.isASCII, first.isNumber || "+-.".contains(first),
              text.allSatisfy(allowed.contains), let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
