import Testing
@testable import TouchKitX11

@Suite struct XI2TimeMapperTests {
    @Test func firstEventHappenedWhenReadAndSpacingIsKept() {
        var mapper = XI2TimeMapper()
        #expect(mapper.milliseconds(serverTime: 90_000, readAt: 2.0) == 2000)
        #expect(mapper.milliseconds(serverTime: 90_080, readAt: 2.5) == 2080)
        #expect(mapper.milliseconds(serverTime: 90_500, readAt: 2.6) == 2500)
    }

    @Test func serverTimeWrapsAround32Bits() {
        var mapper = XI2TimeMapper()
        #expect(mapper.milliseconds(serverTime: UInt32.max - 9, readAt: 10) == 10_000)
        #expect(mapper.milliseconds(serverTime: 20, readAt: 11) == 10_030)
    }

    /// A first event read late anchors too late; the next prompt one pulls the anchor back,
    /// and no time runs backwards.
    @Test func eventsNeverLandInTheFutureNorRunBackwards() {
        var mapper = XI2TimeMapper()
        #expect(mapper.milliseconds(serverTime: 1000, readAt: 5.0) == 5000)
        #expect(mapper.milliseconds(serverTime: 1100, readAt: 5.05) == 5050)
        #expect(mapper.milliseconds(serverTime: 1150, readAt: 5.2) == 5100)
    }

    /// An event the server stamped later than it was read pulls the offset back, which is
    /// floating-point arithmetic; the next event with the same server time must not map a
    /// hair earlier, or a recording of them would be an invalid replay. (Seen in CI: a
    /// button release recorded 6.5e-11 ms before its press.)
    @Test func pullingTheOffsetBackNeverMapsTheSameServerTimeEarlier() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var backwards = 0
        for _ in 0..<20_000 {
            var mapper = XI2TimeMapper()
            let firstRead = 0.05 + next() * 0.02
            let serverStart = UInt32(next() * 1_000_000)
            _ = mapper.milliseconds(serverTime: serverStart, readAt: firstRead)
            let pressRead = firstRead + 0.001 + next() * 0.003
            let pressServer = serverStart &+ 5 + UInt32(next() * 20)
            let press = mapper.milliseconds(serverTime: pressServer, readAt: pressRead)
            let release = mapper.milliseconds(serverTime: pressServer, readAt: pressRead + next() * 0.0001)
            if release < press { backwards += 1 }
        }
        #expect(backwards == 0)
    }
}
