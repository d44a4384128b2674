import AccessEnablerAdapter
import PassSimulator

/// A property of the documented behaviour that must hold after every event of every explored run, tied to
/// the requirements it comes from.
///
/// An invariant is a small named predicate: ``onEntry`` judges each transcript entry an event caused (a
/// callback, a request...) against the ``ExploreHistory`` as it stood before it; ``atEnd`` judges the world
/// once the event is over (what storage holds). `aecheck explore --list` lists them.
public struct Invariant: Sendable, Identifiable {
    /// A stable name, such as `no-media-token-stored`.
    public let id: String
    /// The requirement IDs it checks, the main one first (`CONTRACT` is the adapter contract every scenario
    /// enforces).
    public let requirements: [String]
    /// What must hold, in one line.
    public let statement: String
    /// The platforms it applies to (`nil`: both).
    public let platforms: Set<Platform>?
    /// The first SDK version it applies to (`nil`: every version), as the rules it comes from are scoped.
    public let since: SDKVersion?

    let onEntry: (@Sendable (InvariantEntry) -> Breach?)?
    let atEnd: (@Sendable (InvariantContext) -> Breach?)?

    init(
        _ id: String, _ requirements: [String], _ statement: String, platforms: Set<Platform>? = nil, since: SDKVersion? = nil,
        onEntry: (@Sendable (InvariantEntry) -> Breach?)? = nil, atEnd: (@Sendable (InvariantContext) -> Breach?)? = nil
    ) {
        self.id = id
        self.requirements = requirements
        self.statement = statement
        self.platforms = platforms
        self.since = since
        self.onEntry = onEntry
        self.atEnd = atEnd
    }

    /// Whether it applies to an implementation of `version` running on `platform`.
    public func applies(to platform: Platform, version: SDKVersion) -> Bool {
        (platforms?.contains(platform) ?? true) && (since.map { version >= $0 } ?? true)
    }

    /// Why it does not apply to an implementation of `version` on any of `platforms`, or `nil`.
    public func notApplicable(platforms candidates: [Platform], version: SDKVersion) -> String? {
        if let since, version < since { return "it applies from SDK \(since) on; the implementation declares \(version)" }
        if let platforms, candidates.allSatisfy({ !platforms.contains($0) }) {
            return "it applies to " + platforms.map(\.rawValue).sorted().joined(separator: ", ") + " only"
        }
        return nil
    }

    /// One line for `aecheck explore --list`: ID, requirements, scope, statement.
    public var listing: String {
        var scope: [String] = []
        if let platforms { scope.append(platforms.map(\.rawValue).sorted().joined(separator: ", ") + " only") }
        if let since { scope.append("SDK \(since) and later") }
        return "\(id)  [\(requirements.joined(separator: ", "))]\(scope.isEmpty ? "" : " (\(scope.joined(separator: "; ")))")\n    \(statement)"
    }
}

/// How an invariant was broken: what happened, and how a scenario checks it.
struct Breach: Equatable {
    /// The requirement this breach is about (one of its invariant's).
    var requirement: String
    /// What happened, in one line.
    var message: String
    var expected: String
    var actual: String
    /// `Then` steps of the vocabulary that fail on this breach (empty when none says it).
    var checks: [String] = []
    /// Other sets of steps that may say it where ``checks`` also fails on a correct implementation (the
    /// printer keeps the first set the suite confirms).
    var alternatives: [[String]] = []
    /// The check no step says yet, for the printed scenario.
    var missingCheck: String?
    /// The event the printed scenario's `When` block starts at (default: the event that broke it).
    var windowStart: Int?
}

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

/// One transcript entry, as an invariant judges it.
struct InvariantEntry {
    let context: InvariantContext
    let entry: Transcript.Entry
    /// Its index in the transcript.
    let index: Int

    var history: ExploreHistory { context.history }
    /// Virtual milliseconds since 1970 when it happened.
    var time: Int64 { VirtualClock.epoch + entry.time }
}
