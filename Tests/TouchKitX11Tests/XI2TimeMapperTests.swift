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
}
