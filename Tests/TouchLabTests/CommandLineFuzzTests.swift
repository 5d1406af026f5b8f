import Foundation
import Glibc
import Testing
@testable import TouchLab
import SeededRandom

/// Random command lines built from hostile pieces (hexadecimal and out-of-range numbers,
/// sizes nothing can draw, special files as inputs and outputs), run headless: each exits
/// 0, or 2 with exactly one line on standard error, and no special file is replaced.
@MainActor
final class CommandLineFuzzTests {
    static let directory = NSTemporaryDirectory() + "touchlab-clifuzz-\(getpid())"
    static let values: [String: [String]] = [
        "--size": ["40x300", "43x600", "1x1", "8192x1", "8193x600", "0x600", "100380x100096", "0x10x0x10", "1e400x2",
                   "-1x5", "x", "nanxnan", "800x600"],
        "--tap": ["470,140", "0x10,0x10", "nan,1", "1,", ",", "-0,-0", "1e5,1e5", "100001,0", "inf,2", "20,20"],
        "--at": ["0.05", "-1", "inf", "0x1p3", "86401", "0x10", "1e-300"],
        "--scene": ["seed-a-to-e", "pan-cancels-touches", "/dev/null", "/", "no-such-scene", "/proc/self/status"],
        "--replay": ["/dev/null", "/", "no-such.jsonl", "/proc/self/status"],
        "--record": ["/dev/null", "/proc/x.jsonl", directory + "/", directory + "/r.jsonl", directory + "/../" + "r.jsonl"],
        "--screenshot": ["/dev/full", "/proc/x.png", directory + "/s.png", directory + "/" + String(repeating: "s", count: 260)],
    ]

    @Test func randomCommandLinesExitCleanly() throws {
        try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: Self.directory) }
        var random = SplitMix64(seed: UInt64(ProcessInfo.processInfo.environment["TOUCHLAB_FUZZ_SEED"] ?? "") ?? 15)
        let options = Self.values.keys.sorted()
        for _ in 0..<40 {
            var arguments = ["--headless"]
            for _ in 0..<(1 + random.next() % 4) {
                let option = random.pick(options)
                arguments += [option, random.pick(Self.values[option]!)]
            }
            if random.next() % 2 == 0 { arguments.append("--trace") }
            var errors: [String] = []
            let console = Console(out: { _ in }, error: { errors.append($0) })
            let status = TouchLabCommand(console: console, environment: [:]).run(arguments)
            #expect(status == 0 || status == 2, "\(arguments)")
            if status == 2 {
                #expect(errors.count == 1 && errors[0].hasPrefix("touchlab: ") && !errors[0].contains("\n")
                        && !errors[0].contains("NSCocoaErrorDomain"), "\(arguments): \(errors)")
            }
        }
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }
}
