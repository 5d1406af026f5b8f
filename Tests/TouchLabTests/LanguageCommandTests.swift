import Foundation
import Testing
import TouchLabFormats
import XServerTesting
@testable import TouchLab

/// The lab's language: `--lang` or the locale picks it, it changes what the frame says and
/// never the trace, and an unknown one is refused before anything runs.
@MainActor
final class LanguageCommandTests {
    var out: [String] = []
    var errors: [String] = []

    func run(_ arguments: [String], environment: [String: String] = [:]) -> Int32 {
        let console = Console(out: { self.out.append($0) }, error: { self.errors.append($0) })
        return TouchLabCommand(console: console, environment: environment).run(arguments)
    }

    static let seedTap = ["--headless", "--scene", "seed-a-to-e", "--tap", "470,140"]

    /// The labels drawn in `region` of the frame described after the seed tap.
    func labels(in region: String, arguments: [String] = [], environment: [String: String] = [:]) throws -> [String] {
        let path = NSTemporaryDirectory() + "touchlab-lang-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        out = []
        #expect(run(Self.seedTap + arguments + ["--describe", path, "--trace"], environment: environment) == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                as? [String: Any])
        let labels = try #require(json["labels"] as? [[String: Any]])
        return labels.filter { $0["region"] as? String == region }.compactMap { $0["text"] as? String }
    }

    /// The share of the lab's own words among `texts` that hold CJK: of the labels with a
    /// letter, less those quoting the trace (`out`, the run's trace: the API's notation in
    /// every language, names included).
    func chineseShare(_ texts: [String]) -> Double {
        let trace = out.joined(separator: "\n")
        let words = texts.filter { text in
            let quoted = text.replacingOccurrences(of: "\u{2605} ", with: "").replacingOccurrences(of: "\u{2192} ", with: "")
            return text.contains(where: \.isLetter) && !trace.contains(quoted)
        }
        let chinese = words.filter { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }
        return words.isEmpty ? 0 : Double(chinese.count) / Double(words.count)
    }

    @Test func langZhHansShowsTheLabInChinese() throws {
        let panel = try labels(in: "panel", arguments: ["--lang", "zh-Hans"])
        let strip = try labels(in: "strip", arguments: ["--lang", "zh-Hans"])
        #expect(chineseShare(panel) > 0.5, "panel: \(panel)")
        #expect(chineseShare(strip) > 0.5, "strip: \(strip)")
        #expect(panel.contains("命中测试与响应者链：A 到 E"))
        #expect(try labels(in: "scene", arguments: ["--lang", "zh-Hans"]).contains("命中测试视图：D"))
    }

    @Test func aChineseLocaleShowsTheLabInChinese() throws {
        let panel = try labels(in: "panel", environment: ["LANG": "zh_CN.UTF-8"])
        #expect(chineseShare(panel) > 0.5, "panel: \(panel)")
    }

    @Test func langEnglishWinsOverAChineseLocale() throws {
        let panel = try labels(in: "panel", arguments: ["--lang", "en"], environment: ["LC_ALL": "zh_CN.UTF-8"])
        #expect(chineseShare(panel) == 0, "panel: \(panel)")
        #expect(panel.contains("Hit test and responder chain: A to E"))
    }

    @Test func theFirstLocaleVariableSetDecides() {
        #expect(Language(locale: ["LC_ALL": "C", "LANG": "zh_CN.UTF-8"]) == .english)
        #expect(Language(locale: ["LC_ALL": "", "LC_MESSAGES": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]) == .simplifiedChinese)
        #expect(Language(locale: ["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
        #expect(Language(locale: ["LANG": "de_DE.UTF-8"]) == .english)
        #expect(Language(locale: [:]) == .english)
    }

    @Test func anUnknownLanguageIsRefusedAndNothingIsWritten() {
        let path = NSTemporaryDirectory() + "touchlab-lang-unknown-\(getpid()).png"
        #expect(run(Self.seedTap + ["--lang", "fr", "--screenshot", path, "--trace"]) == 2)
        #expect(errors == ["touchlab: --lang: unknown language 'fr' (known: en, zh-Hans)"])
        #expect(out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `--steps` in Chinese: the same files as in English, one per step, and an index whose
    /// title, lesson headings and captions are Chinese (names and API words as traced).
    @Test func stepsAreCaptionedInTheRunsLanguage() throws {
        var files: [[String]] = [], indexes: [String] = []
        for language in Language.allCases {
            let folder = NSTemporaryDirectory() + "touchlab-lang-steps-\(getpid())-\(language.rawValue)"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(run(Self.seedTap + ["--steps", folder, "--lang", language.rawValue]) == 0)
            files.append(try FileManager.default.contentsOfDirectory(atPath: folder).sorted())
            indexes.append(try String(contentsOfFile: folder + "/index.md", encoding: .utf8))
        }
        #expect(files[0] == files[1])
        #expect(files[0].filter { $0.hasSuffix(".png") }.count > 10)
        let chinese = indexes[1].split(separator: "\n").filter { !$0.isEmpty }
        #expect(chinese.first == "# 命中测试与响应者链：A 到 E")
        #expect(chinese.contains("## 第 1 课（共 1 课）"))
        let captions = chinese.filter { $0.hasPrefix("![") }
        #expect(!captions.isEmpty)
        for caption in captions {
            #expect(caption.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(caption)")
        }
        #expect(indexes[0].contains("## Lesson 1 of 1"))
        #expect(!indexes[0].unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })
    }

    /// `--describe`'s outcomes keep the recorded cause as the model's word and say it in the
    /// run's language.
    @Test func outcomesSayTheirCauseInTheRunsLanguage() throws {
        var outcomes: [[String: Any]] = []
        for language in Language.allCases {
            let path = NSTemporaryDirectory() + "touchlab-lang-outcome-\(getpid()).json"
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(run(["--headless", "--scene", "button-in-tapped-view", "--tap", "400,235", "--describe", path,
                         "--lang", language.rawValue]) == 0)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                    as? [String: Any])
            let all = try #require(json["outcomes"] as? [[String: Any]])
            outcomes.append(try #require(all.first { $0["recognizer"] as? String == "panelTap" }))
        }
        #expect(outcomes.map { $0["cause"] as? String } == ["control", "control"])
        #expect(outcomes[0]["text"] as? String == "Buy, a button, took the touch")
        #expect(outcomes[1]["text"] as? String == "Buy（按钮）拿走了这次触摸")
    }

    /// An unknown language stops `--steps` and `--export` before they make anything.
    @Test func anUnknownLanguageWritesNoStepsNorExport() {
        let folder = NSTemporaryDirectory() + "touchlab-lang-refused-\(getpid())"
        let export = folder + ".gif"
        #expect(run(Self.seedTap + ["--lang", "zh-Hant", "--steps", folder, "--export", export]) == 2)
        #expect(errors.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(!FileManager.default.fileExists(atPath: export))
    }

    nonisolated static let replays: [String] = {
        let directory = SceneCatalog.assetsDirectory + "/replays"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
    }()

    /// The trace is the API's notation: byte for byte the same in every language, with the
    /// frame drawn and described in each.
    @Test(arguments: replays)
    func theTraceIsTheSameInEveryLanguage(_ replay: String) throws {
        let catalog = SceneCatalog.standard
        let scene = try #require(catalog.names().filter { replay.hasPrefix($0 + "-") }.max { $0.count < $1.count })
        let path = NSTemporaryDirectory() + "touchlab-lang-trace-\(getpid()).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var traces: [[String]] = []
        for language in Language.allCases {
            out = []
            #expect(run(["--headless", "--scene", scene, "--replay", SceneCatalog.assetsDirectory + "/replays/\(replay).jsonl",
                         "--trace", "--describe", path, "--lang", language.rawValue]) == 0)
            traces.append(out)
            if language == .simplifiedChinese { try expectNoEnglishStateWords(at: path, replay: replay) }
        }
        #expect(!traces[0].isEmpty)
        #expect(Set(traces.map { $0.joined(separator: "\n") }).count == 1, "\(replay): the trace changed with the language")
    }

    /// The phase and state words the lab says in Chinese (开始, 识别成功, …); as whole
    /// lowercase words, so API names such as `touchesBegan` do not count.
    static let englishStateWord = #/\b(began|moved|ended|cancelled|recognized|failed|changed|possible)\b/#

    /// No label of the Chinese frame described at `path` says a phase or state in English,
    /// except where it quotes the trace (`out`: the API's notation in every language).
    func expectNoEnglishStateWords(at path: String, replay: String) throws {
        let trace = out.joined(separator: "\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
                                as? [String: Any])
        let labels = try #require(json["labels"] as? [[String: Any]]).compactMap { $0["text"] as? String }
        for text in labels where !trace.contains(text) {
            #expect(text.firstMatch(of: Self.englishStateWord) == nil, "\(replay), zh-Hans: \(text)")
        }
    }

    /// A locale fontconfig cannot parse, or a huge one, draws as any other: no warning on
    /// standard error, nothing of it echoed.
    @Test(arguments: ["zh-Hant", String(repeating: "a", count: 120_000)])
    func anOddLocaleSaysNothing(_ locale: String) throws {
        let path = NSTemporaryDirectory() + "touchlab-locale-\(getpid())-\(locale.count).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try PrivateXvfb.builtExecutable("touchlab"))
        process.arguments = Self.seedTap + ["--screenshot", path]
        process.environment = ["LANG": locale, "PATH": "/usr/bin:/bin"]
        let standardError = Pipe()
        process.standardError = standardError
        try process.run()
        let said = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(said.isEmpty, "\(String(decoding: said.prefix(200), as: UTF8.self))")
    }
}
