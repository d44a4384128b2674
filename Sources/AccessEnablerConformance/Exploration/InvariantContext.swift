import AccessEnablerAdapter
import PassSimulator

/// What an invariant sees once an event is over.
struct InvariantContext {
    let world: ExploreWorld
    let history: ExploreHistory
    /// The event's index in the run, and the event.
    let index: Int
    let event: ExploreEvent
    /// The transcript entries it caused.
    let entries: Range<Int>
    /// The app steps meant by "the app" during the event, and whether its instance had a configuration
    /// (a 200 answer) and nothing was held when the event began.
    let app: String?
    let configuredBefore: Bool
    let holdsBefore: Bool
    /// How many contract breaches the world had recorded before the event.
    let breachesBefore: Int

    var transcript: [Transcript.Entry] { world.world.transcript.entries }
    var service: PassService { world.world.service }

    /// Whether the event wrote to storage (or may have changed what storage holds otherwise).
    var touchedStorage: Bool {
        if case .upgradeIOS = event { return true }
        return entries.contains { if case .storage = transcript[$0].event { true } else { false } }
    }

    /// The device ID `app`'s library must send (service-protocol.md).
    func deviceID(of app: String) -> String? {
        world.world.apps[app].map { $0.device.info(bundleID: $0.bundleID).deviceID }
    }
}
