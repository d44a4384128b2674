import AccessEnablerConformance
import PassSimulator

/// One transcript entry, as an invariant judges it.
struct InvariantEntry {
    let context: InvariantContext
    let entry: Transcript.Entry
    /// Its index in the transcript.
    let index: Int

    var history: TranscriptHistory { context.history }
    /// Virtual milliseconds since 1970 when it happened.
    var time: Int64 { VirtualClock.epoch + entry.time }
}
