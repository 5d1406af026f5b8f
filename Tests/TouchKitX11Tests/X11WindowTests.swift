import CX11
import Foundation
import Testing
import TouchKit
@testable import TouchKitX11

/// A frame whose every pixel differs from its neighbours, so any misplaced copy shows.
private func testPattern(width: Int, height: Int, seed: UInt32) -> [UInt32] {
    (0..<(width * height)).map { index in
        0xff00_0000 | (UInt32(index) &* 2_654_435_761 &+ seed) & 0x00ff_ffff
    }
}

/// The window's pixels as 0x00RRGGBB, read back from the server.
private func capture(_ window: X11Window) -> [UInt32] {
    let display = window.display.handle
    guard let image = XGetImage(display, window.id, 0, 0, UInt32(window.width),
                                UInt32(window.height), ~0, ZPixmap) else { return [] }
    defer { _ = image.pointee.f.destroy_image(image) }
    let stride = Int(image.pointee.bytes_per_line)
    let bytes = UnsafeRawPointer(image.pointee.data!)
    return (0..<window.height).flatMap { y in
        (0..<window.width).map { x in
            bytes.loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0x00ff_ffff
        }
    }
}

private func present(_ pixels: [UInt32], width: Int, height: Int, in window: X11Window,
                     dirty: [Rect]? = nil) {
    pixels.withUnsafeBytes {
        window.present(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4, dirty: dirty)
    }
}

private func opaqueless(_ pixels: [UInt32]) -> [UInt32] { pixels.map { $0 & 0x00ff_ffff } }

@Suite(.serialized, .enabled(if: XServer.isAvailable, XServer.skipReason))
@MainActor struct X11WindowTests {
    private let origin = XServer.windowTestsOrigin

    @Test func windowManagersSeeClassPidAndTitle() throws {
        let (window, _) = try XServer.shownWindow(at: origin)
        window.title = "A-E scene"
        window.display.sync()
        let properties = try XServer.command(["xprop", "-id", String(window.id)])
        #expect(properties.contains("WM_CLASS(STRING) = \"touchlab\", \"touchlab\""))
        #expect(properties.contains("_NET_WM_PID(CARDINAL) = \(getpid())"))
        #expect(properties.contains("_NET_WM_NAME(UTF8_STRING) = \"A-E scene\""))
        #expect(properties.contains("WM_PROTOCOLS(ATOM): protocols  WM_DELETE_WINDOW"))
    }

    @Test func presentedPixelsAreTheWindowsPixelsThroughSharedMemory() throws {
        let (window, _) = try XServer.shownWindow(at: origin)
        let pixels = testPattern(width: 200, height: 150, seed: 1)
        present(pixels, width: 200, height: 150, in: window)
        #expect(window.usesSharedMemory)
        #expect(capture(window) == opaqueless(pixels))
    }

    @Test func presentedPixelsAreTheWindowsPixelsThroughPutImage() throws {
        let (window, _) = try XServer.shownWindow(at: origin)
        window.disableSharedMemory()
        let pixels = testPattern(width: 200, height: 150, seed: 2)
        present(pixels, width: 200, height: 150, in: window)
        #expect(!window.usesSharedMemory)
        #expect(capture(window) == opaqueless(pixels))
    }

    /// A frame drawn in the window's shared image is presented from there (no copy), and
    /// only its dirty rectangles reach the window.
    @Test func framesDrawnInTheSharedFrameArePresentedFromIt() throws {
        let (window, _) = try XServer.shownWindow(at: origin)
        let frame = try #require(window.sharedFrame(width: 200, height: 150))
        #expect(frame.stride >= 200 * 4)
        func draw(_ pattern: [UInt32]) {
            for y in 0..<150 {
                pattern[(y * 200)..<(y * 200 + 200)].withUnsafeBytes {
                    (frame.pixels + y * frame.stride).copyMemory(from: $0.baseAddress!, byteCount: $0.count)
                }
            }
        }
        let first = testPattern(width: 200, height: 150, seed: 7)
        let second = testPattern(width: 200, height: 150, seed: 8)
        draw(first)
        window.present(pixels: frame.pixels, width: 200, height: 150, stride: frame.stride)
        #expect(capture(window) == opaqueless(first))
        draw(second)
        window.present(pixels: frame.pixels, width: 200, height: 150, stride: frame.stride,
                       dirty: [Rect(x: 10, y: 20, width: 30, height: 40)])
        let expected = (0..<150).flatMap { y in
            (0..<200).map { x in
                let inside = (10..<40).contains(x) && (20..<60).contains(y)
                return (inside ? second : first)[y * 200 + x] & 0x00ff_ffff
            }
        }
        #expect(capture(window) == expected)
        #expect(window.sharedFrame(width: 200, height: 150)?.pixels == frame.pixels)
        // Without MIT-SHM the same memory still presents, through XPutImage.
        window.disableSharedMemory()
        #expect(window.sharedFrame(width: 200, height: 150) == nil)
        draw(first)
        window.present(pixels: frame.pixels, width: 200, height: 150, stride: frame.stride)
        #expect(capture(window) == opaqueless(first))
    }

    /// A frame with a wider stride than its width, as cairo may hand over.
    @Test func strideWiderThanTheRowIsHonoured() throws {
        let (window, _) = try XServer.shownWindow(at: origin, width: 100, height: 50)
        let padded = testPattern(width: 110, height: 50, seed: 3)
        padded.withUnsafeBytes {
            window.present(pixels: $0.baseAddress!, width: 100, height: 50, stride: 110 * 4)
        }
        let expected = (0..<50).flatMap { y in padded[(y * 110)..<(y * 110 + 100)] }
        #expect(capture(window) == opaqueless(expected))
    }

    @Test func onlyDirtyRectanglesAreSent() throws {
        for shared in [true, false] {
            let (window, _) = try XServer.shownWindow(at: origin)
            if !shared { window.disableSharedMemory() }
            let first = testPattern(width: 200, height: 150, seed: 4)
            let second = testPattern(width: 200, height: 150, seed: 5)
            present(first, width: 200, height: 150, in: window)
            present(second, width: 200, height: 150, in: window, dirty: [Rect(x: 10, y: 20, width: 30, height: 40)])
            let expected = (0..<150).flatMap { y in
                (0..<200).map { x in
                    let inside = (10..<40).contains(x) && (20..<60).contains(y)
                    return (inside ? second : first)[y * 200 + x] & 0x00ff_ffff
                }
            }
            #expect(capture(window) == expected, "shared memory: \(shared)")
        }
    }

    @Test func resizeIsReportedAndTheNextFrameHasTheNewSize() throws {
        let (window, loop) = try XServer.shownWindow(at: origin)
        let other = try X11Display()
        XResizeWindow(other.handle, window.id, 120, 90)
        other.sync()
        let events = XServer.run(loop) { $0.contains(.resize(width: 120, height: 90)) }
        #expect(events.contains(.resize(width: 120, height: 90)))
        #expect((window.width, window.height) == (120, 90))
        let pixels = testPattern(width: 120, height: 90, seed: 6)
        present(pixels, width: 120, height: 90, in: window)
        #expect(capture(window) == opaqueless(pixels))
    }
}
