// A tiny X11 client for TouchKitX11's tests and manual checks. Not part of the app.
//
//   x11-probe window [WxH]          open a window, print "ready <id>" once it is shown, then
//                                   one line per event; exit 0 on close
//   x11-probe bench [WxH] [FRAMES]  time full-frame presents, MIT-SHM and XPutImage
import Glibc
import TouchKit
import TouchKitX11

@MainActor
final class PrintingHandler: X11EventHandler {
    let loop: X11EventLoop
    let frame: Frame
    private var isReady = false

    init(loop: X11EventLoop, frame: Frame) {
        self.loop = loop
        self.frame = frame
    }

    func handle(_ event: X11Event) {
        switch event {
        case .expose:
            frame.present(in: loop.window)
            if !isReady { say("ready \(loop.window.id)") }
            isReady = true
        case .close, .destroyed, .terminate:
            say("\(event)")
            loop.stop()
        case .resize(let width, let height):
            say("resize \(width)x\(height)")
        case .input(let input):
            say("\(input.kind.rawValue) detail=\(input.detail) x=\(input.x) y=\(input.y) source=\(input.source)")
        }
    }

    func update() -> Double? { nil }

    private func say(_ line: String) {
        print(line)
        fflush(stdout)
    }
}

/// A frame of ARGB32 pixels: a horizontal gradient that a `shift` moves.
final class Frame {
    let width: Int, height: Int
    var pixels: [UInt32]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = Array(repeating: 0xff00_0000, count: width * height)
        paint(shift: 0)
    }

    func paint(shift: Int) {
        for y in 0..<height {
            for x in 0..<width {
                pixels[y * width + x] = 0xff00_0000 | UInt32((x + shift) & 0xff) << 16 | UInt32(y & 0xff)
            }
        }
    }

    func present(in window: X11Window) {
        pixels.withUnsafeBytes {
            window.present(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4)
        }
    }
}

@MainActor
func bench(_ window: X11Window, _ frame: Frame, frames: Int) -> Double {
    let clock = SystemClock()
    frame.present(in: window)
    let start = clock.now
    for index in 0..<frames {
        frame.pixels[index % frame.pixels.count] ^= 0xff
        frame.present(in: window)
    }
    return (clock.now - start) * 1000 / Double(frames)
}

func parseSize(_ text: String?) -> (Int, Int) {
    let parts = (text ?? "").split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : (320, 240)
}

MainActor.assumeIsolated {
    let arguments = CommandLine.arguments
    let mode = arguments.count > 1 ? arguments[1] : "window"
    let (width, height) = parseSize(arguments.count > 2 ? arguments[2] : nil)
    do {
        let window = try X11Window(size: Size(width: Double(width), height: Double(height)),
                                   title: "x11-probe")
        let frame = Frame(width: width, height: height)
        if mode == "bench" {
            let frames = arguments.count > 3 ? Int(arguments[3]) ?? 200 : 200
            let shared = bench(window, frame, frames: frames)
            print("MIT-SHM (\(window.usesSharedMemory)): \(shared) ms per \(width)x\(height) frame")
            window.disableSharedMemory()
            let plain = bench(window, frame, frames: frames)
            print("XPutImage: \(plain) ms per \(width)x\(height) frame")
        } else {
            let loop = X11EventLoop(window: window)
            loop.run(handler: PrintingHandler(loop: loop, frame: frame))
        }
    } catch {
        fputs("x11-probe: \(error)\n", stderr)
        exit(2)
    }
}
