import Foundation
import Testing
import TouchKit
import TouchLabFormats
import TouchLabEngine
@testable import TouchLab

struct CommandLineParserTests {
    func error(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func parsesEveryOption() throws {
        let options = try CommandLineParser.parse([
            "--scene", "seed-a-to-e", "--size=640x480", "--headless", "--tap", "470,140", "--tap=-1.5,2",
            "--record", "out.jsonl", "--trace", "--screenshot", "a.png", "--at", "1.5",
        ])
        var expected = CommandLineOptions()
        expected.scene = "seed-a-to-e"
        expected.size = Size(width: 640, height: 480)
        expected.headless = true
        expected.gestures = [.tap(Point(x: 470, y: 140)), .tap(Point(x: -1.5, y: 2))]
        expected.record = "out.jsonl"
        expected.trace = true
        expected.screenshot = "a.png"
        expected.screenshotTime = 1.5
        #expect(options == expected)
        #expect(try CommandLineParser.parse([]) == CommandLineOptions())
    }

    /// The edge: the flags become the run's own options, and nothing past it reads flags.
    @Test func mapsTheFlagsToTheRunsOptions() throws {
        let taps = try CommandLineParser.parse(["--tap", "470,140", "--trace", "--describe", "d.json", "--at", "2"]).run
        var expected = RunOptions()
        expected.input = .gestures([.tap(Point(x: 470, y: 140))])
        expected.trace = true
        expected.describe = "d.json"
        expected.frameTime = 2
        #expect(taps == expected)
        let replay = try CommandLineParser.parse(["--replay", "in.jsonl", "--record", "out.jsonl", "--screenshot", "a.png"]).run
        expected = RunOptions()
        expected.input = .replay(path: "in.jsonl")
        expected.record = "out.jsonl"
        expected.screenshot = "a.png"
        #expect(replay == expected)
    }

    @Test func rejectsBadArguments() throws {
        #expect(error(["--bogus"]) == "unknown option '--bogus' (see --help)")
        #expect(error(["scene.json"]) == "unexpected argument 'scene.json' (see --help)")
        #expect(error(["--scene"]) == "--scene needs a value: NAME or FILE")
        #expect(error(["--scene", "--trace"]) == "--scene needs a value: NAME or FILE")
        #expect(error(["--scene="]) == "--scene needs a value: NAME or FILE")
        #expect(error(["--scene", "a", "--scene", "b"]) == "--scene is given twice")
        #expect(error(["--trace=yes"]) == "--trace takes no value")
        #expect(error(["--size", "800"])
            == "--size: expected WxH with sides from 1 to 8192 (the largest scene TouchLab draws), e.g. 800x600, found '800'")
        #expect(error(["--size", "100380x100096"])
            == "--size: expected WxH with sides from 1 to 8192 (the largest scene TouchLab draws), e.g. 800x600, found '100380x100096'")
        #expect(error(["--size", "8193x600"]) != nil)
        #expect(try CommandLineParser.parse(["--size", "8192x1"]).size == Size(width: 8192, height: 1))
        #expect(error(["--size", "0x600"]) != nil)
        #expect(error(["--size", "1e300x600"]) != nil)
        #expect(error(["--tap", "1,2,3"]) == "--tap: expected X,Y numbers, e.g. 470,140, found '1,2,3'")
        #expect(error(["--tap", "nan,2"]) != nil)
        #expect(error(["--tap", "0x10,0x10"]) == "--tap: expected X,Y numbers, e.g. 470,140, found '0x10,0x10'")
        #expect(error(["--tap", "inf,2"]) != nil)
        #expect(error(["--tap", " 1,2"]) != nil)
        #expect(error(["--size", "0x20x600"]) != nil)
        #expect(error(["--screenshot", "a.png", "--at", "0x10"]) == "--at: expected seconds from 0 to 86400, e.g. 1.5, found '0x10'")
        #expect(error(["--screenshot", "a.png", "--at", "0x1p3"]) != nil)
        #expect(try CommandLineParser.parse(["--tap", "-5,1e2"]).gestures == [.tap(Point(x: -5, y: 100))])
        #expect(try CommandLineParser.parse(["--tap", "+.5,3."]).gestures == [.tap(Point(x: 0.5, y: 3))])
        #expect(error(["--at", "1"]) == "--at needs --screenshot FILE.png or --describe FILE.json")
        #expect(error(["--screenshot", "a.png", "--at", "-1"]) == "--at: expected seconds from 0 to 86400, e.g. 1.5, found '-1'")
        #expect(error(["--tap", "1,1", "--replay", "r.jsonl"])
            == "--tap and --replay cannot be combined: record the taps into the replay instead")
        #expect(error(["--replay", "r.jsonl", "--record", "r.jsonl"]) == "--record would overwrite the --replay file r.jsonl")
    }

    /// Taps, drags and holds keep the order they were given in.
    @Test func parsesGesturesInOrder() throws {
        let options = try CommandLineParser.parse(["--hold", "1,2", "--tap", "3,4", "--drag", "5,6:7,8", "--drag=0,0:9,9:1.5",
                                                   "--hold", "-1,2:0.2"])
        #expect(options.gestures == [
            .hold(Point(x: 1, y: 2), seconds: 0.8), .tap(Point(x: 3, y: 4)),
            .drag(from: Point(x: 5, y: 6), to: Point(x: 7, y: 8), seconds: 0.5),
            .drag(from: Point(x: 0, y: 0), to: Point(x: 9, y: 9), seconds: 1.5), .hold(Point(x: -1, y: 2), seconds: 0.2),
        ])
    }

    @Test func rejectsBadGestures() {
        let drag = "--drag: expected X,Y:X,Y[:SECONDS] with seconds above 0 and up to 60, e.g. 200,200:400,200:0.5, found "
        let hold = "--hold: expected X,Y[:SECONDS] with seconds above 0 and up to 60, e.g. 150,200:0.8, found "
        #expect(error(["--drag", "1,2"]) == drag + "'1,2'")
        #expect(error(["--drag", "1,2:3"]) == drag + "'1,2:3'")
        #expect(error(["--drag", "1,2:3,4:0"]) == drag + "'1,2:3,4:0'")
        #expect(error(["--drag", "1,2:3,4:61"]) == drag + "'1,2:3,4:61'")
        #expect(error(["--drag", "1,2:3,4:0.5:1"]) == drag + "'1,2:3,4:0.5:1'")
        #expect(error(["--drag", "1,2:3,4:nan"]) != nil)
        #expect(error(["--hold", "1,2:"]) == hold + "'1,2:'")
        #expect(error(["--hold", "1,2:-1"]) == hold + "'1,2:-1'")
        #expect(error(["--hold", "1:2"]) == hold + "'1:2'")
        #expect(error(["--hold"]) == "--hold needs a value: X,Y[:SECONDS][@T], e.g. 150,200:0.8")
        #expect(error(["--hold", "1,1", "--replay", "r.jsonl"])
            == "--hold and --replay cannot be combined: record the holds into the replay instead")
    }

    /// `@T` gives a gesture its start; a bad one is named with the whole value.
    @Test func parsesStarts() throws {
        let options = try CommandLineParser.parse(["--tap", "4,5", "--tap", "4,5@0.2", "--drag", "1,2:3,4:1@1.5", "--hold", "1,2@3"])
        #expect(options.gestures == [
            .tap(Point(x: 4, y: 5)), .tap(Point(x: 4, y: 5), at: 0.2),
            .drag(from: Point(x: 1, y: 2), to: Point(x: 3, y: 4), seconds: 1, at: 1.5), .hold(Point(x: 1, y: 2), seconds: 0.8, at: 3),
        ])
        let start = "expected @T with T the seconds from the first input's start, from 0 to 3600, e.g. 400,250@0.2, found "
        #expect(error(["--tap", "1,2@"]) == "--tap: " + start + "'1,2@'")
        #expect(error(["--tap", "1,2@-0.1"]) == "--tap: " + start + "'1,2@-0.1'")
        #expect(error(["--hold", "1,2:1@4000"]) == "--hold: " + start + "'1,2:1@4000'")
        #expect(error(["--drag", "1,2@1:3,4"]) == "--drag: " + start + "'1,2@1:3,4'")
        #expect(error(["--tap", "1,2@0.1@0.2"]) == "--tap: expected X,Y numbers, e.g. 470,140, found '1,2@0.1'")
    }

    /// A coordinate past the limit is named as such, not blamed on the seconds.
    @Test func namesTheCoordinateLimit() {
        #expect(error(["--drag", "1,1:1e7,1"]) == "--drag: coordinates must be from -100000 to 100000, found '1e7,1'")
        #expect(error(["--tap", "-200000,5"]) == "--tap: coordinates must be from -100000 to 100000, found '-200000,5'")
        #expect(error(["--hold", "5,1e6:2"]) == "--hold: coordinates must be from -100000 to 100000, found '5,1e6'")
    }

    /// The input is bounded before it is built: 20,000 minute-long drags are one line.
    @Test func boundsTheInputBeforeBuildingIt() throws {
        let drags = Array(repeating: ["--drag", "10,10:700,500:60"], count: 20_000).flatMap { $0 }
        #expect(error(drags) == "--tap, --drag and --hold would make 72020000 touch events, more than the 1000000 a run takes; "
            + "give fewer or shorter gestures")
        let fits = Array(repeating: ["--drag", "10,10:700,500:60"], count: 277).flatMap { $0 }
        #expect(try CommandLineParser.parse(fits).gestures.count == 277)
    }

    /// Language tags ignore case.
    @Test func languageTagsIgnoreCase() throws {
        #expect(try CommandLineParser.parse(["--lang", "zh-hans"]).language == .simplifiedChinese)
        #expect(try CommandLineParser.parse(["--lang", "EN"]).language == .english)
    }
}

struct HelpAndVersionTests {
    @Test func shortHelpIsHelp() throws {
        #expect(try CommandLineParser.parse(["-h"]).help)
        #expect(try CommandLineParser.parse(["--help"]).help)
        #expect(try CommandLineParser.parse(["--version"]).version)
        #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["-x"]) }
        #expect(throws: CommandLineError.self) { try CommandLineParser.parse(["--version=2"]) }
    }

    @MainActor @Test func helpAndVersionPrintAndExitZero() {
        for arguments in [["-h"], ["--help"], ["--version"]] {
            var out: [String] = []
            var errors: [String] = []
            let console = Console(out: { out.append($0) }, error: { errors.append($0) })
            #expect(TouchLabCommand(console: console, environment: [:]).run(arguments) == 0)
            #expect(errors.isEmpty)
            if arguments == ["--version"] {
                #expect(out == ["touchlab \(TouchLabVersion.current)"])
            } else {
                #expect(out == [CommandLineOptions.usage])
            }
        }
    }

    /// The version printed is the newest one CHANGELOG.md describes (changes not yet
    /// released come first, under Unreleased), and the manual page's.
    @Test func versionIsTheChangelogsNewest() throws {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Tests/TouchLabTests/CommandLineParserTests.swift
        let path = parts.joined(separator: "/") + "/CHANGELOG.md"
        let changelog = try String(contentsOfFile: path, encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        let version = newest?.dropFirst(3).split(separator: " ").first.map(String.init)
        #expect(version == TouchLabVersion.current, "CHANGELOG.md's newest version is \(version ?? "missing")")
        // The manual page states it too, in its header and under --version.
        let page = try String(contentsOfFile: parts.joined(separator: "/") + "/docs/touchlab.1", encoding: .utf8)
        #expect(page.contains("\"TouchLab \(TouchLabVersion.current)\""))
        #expect(page.contains("\"touchlab \(TouchLabVersion.current)\""))
    }
}

/// The manual page `make install` puts in share/man/man1 describes every flag of `--help`.
struct ManualPageTests {
    @Test func describesEveryFlagOfHelp() throws {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Tests/TouchLabTests/CommandLineParserTests.swift
        let page = try String(contentsOfFile: parts.joined(separator: "/") + "/docs/touchlab.1", encoding: .utf8)
            .replacingOccurrences(of: "\\-", with: "-")
        let flags = Set(CommandLineOptions.usage.split(whereSeparator: { " []|\n".contains($0) })
            .filter { $0.hasPrefix("-") }.map { String($0.prefix { $0 == "-" || $0.isLetter }) })
        #expect(flags.contains("--scene") && flags.contains("-h") && flags.contains("--version"))
        // The options' entries: the line after each `.TP` names the flags it describes.
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
        let described = Set(zip(lines, lines.dropFirst()).filter { $0.0 == ".TP" }.flatMap {
            $0.1.split(whereSeparator: { " \",".contains($0) }).filter { $0.hasPrefix("-") }.map(String.init)
        })
        for flag in flags.sorted() {
            #expect(described.contains(flag), "docs/touchlab.1 has no entry for \(flag)")
        }
    }
}
