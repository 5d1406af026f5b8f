import TouchKit

extension LabSession {
    /// Shows the lesson `offset` places away in the history (-1: the one before); false
    /// when there is none. Its playback is the caller's to start again.
    @discardableResult
    package func showLesson(offset: Int) -> Bool {
        history.show(offset: offset)
    }

    /// Runs `inputs` as `--headless` does, with playback following the clock from
    /// `playback`: up to `stopTime` seconds after the first input, or to the end, after
    /// which the lesson is shown finished. Returns the playback then.
    package func run(_ inputs: [XI2Input], until stopTime: Double? = nil, from playback: Playback = Playback())
        -> Playback {
        var playback = playback
        let stop = SceneEngine.forEachBatch(of: inputs, until: stopTime) { deliver($0, following: &playback) }
        if let stop {
            advance(to: stop, following: &playback)
        } else {
            playback.follow(finish(playback: playback), shown: lesson)
            if let lesson { playback.jump(to: lesson.duration) }
        }
        return playback
    }
}

extension LabSession {
    /// Delivers `inputs` while the shown lesson is at `playback`, which then follows what
    /// the delivery did.
    package func deliver(_ inputs: ArraySlice<XI2Input>, following playback: inout Playback) {
        playback.follow(deliver(inputs, playback: playback), shown: lesson)
    }

    /// Moves lab time to `time` while the shown lesson is at `playback`, which then follows.
    package func advance(to time: Double, following playback: inout Playback) {
        playback.follow(advance(to: time, playback: playback), shown: lesson)
    }
}
