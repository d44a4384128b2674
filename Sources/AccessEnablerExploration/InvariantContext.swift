import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

/// What an invariant sees once an event is over.
struct InvariantContext {
    let world: ExploreWorld
    let history: TranscriptHistory
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
    /// How many calls of that app's instance were waiting for their answer when the event began (a flow in
    /// progress whose next steps may fall due during the event).
    let pendingBefore: Int
    /// How many contract breaches the world had recorded before the event.
    let breachesBefore: Int

    var transcript: [Transcript.Entry] { world.world.transcript.entries }
    var service: PassService { world.world.service }

    /// Whether the event wrote to storage (or may have changed what storage holds otherwise).
    var touchedStorage: Bool {
        if case .upgradeIOS = event { return true }
        return entries.contains { if case .storage = transcript[$0].event { true } else { false } }
    }

    /// The device ID a library of the current SDK version sends from `app` by default (service-protocol.md).
    func deviceID(of app: String) -> String? {
        world.world.apps[app].map { $0.device.info(bundleID: $0.bundleID).deviceID }
    }

    /// The device IDs `app`'s library may send, or `nil` when any one will do (``DeviceIdentity``).
    func acceptedDeviceIDs(of app: String) -> [String]? {
        world.world.apps[app].flatMap { DeviceIdentity.accepted(on: $0.device.info(bundleID: $0.bundleID), sdk: world.sdk) }
    }

    /// Every device ID `app`'s device could stand for.
    func everyDeviceID(of app: String) -> [String] {
        world.world.apps[app].map { DeviceIdentity.every(on: $0.device.info(bundleID: $0.bundleID)) } ?? []
    }
}
