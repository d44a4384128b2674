import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

/// Checks every invariant that applies after every event of one explored world.
final class ExploreMonitor {
    /// An invariant broken at one event.
    struct Finding {
        var invariant: Invariant
        var breach: Breach
        /// The event that broke it.
        var event: Int
    }

    let world: ExploreWorld
    let history = TranscriptHistory()
    let invariants: [Invariant]
    /// Requirements whose breaches are not findings.
    let tolerating: Set<String>

    /// A monitor of `world` for the invariants of `catalogue` that apply to its platform and SDK version,
    /// leaving out breaches of the `tolerating` requirements.
    init(world: ExploreWorld, catalogue: [Invariant], tolerating: Set<String> = []) {
        self.world = world
        self.tolerating = tolerating
        invariants = catalogue.filter { $0.applies(to: world.platform, version: world.sdk) }
        read(upTo: world.world.transcript.entries.count, event: -1)
    }

    /// Applies event `index` to the world and returns what it broke, in catalogue order (at most one
    /// finding per invariant).
    func apply(_ event: ExploreEvent, index: Int) -> (outcome: ExploreWorld.Outcome, findings: [Finding]) {
        let app = world.conformance.currentAppName
        let configuredBefore = app.flatMap { history.launches[$0] }.map { $0.configured && $0.running } ?? false
        let holdsBefore = world.holdsActive
        let pendingBefore = app.flatMap { history.launches[$0]?.pending.count } ?? 0
        let breachesBefore = world.world.contractBreaches.count
        let outcome = world.apply(event)
        let context = InvariantContext(
            world: world, history: history, index: index, event: event, entries: world.entries(ofEvent: index),
            app: world.conformance.currentAppName ?? app, configuredBefore: configuredBefore, holdsBefore: holdsBefore,
            pendingBefore: pendingBefore, breachesBefore: breachesBefore)
        var found: [String: Finding] = [:]
        for position in context.entries {
            let entry = InvariantEntry(context: context, entry: world.world.transcript.entries[position], index: position)
            for invariant in invariants where found[invariant.id] == nil {
                if let breach = invariant.onEntry?(entry), !tolerating.contains(breach.requirement) {
                    found[invariant.id] = Finding(invariant: invariant, breach: breach, event: index)
                }
            }
            history.apply(entry.entry, at: position, event: index, in: world.world)
        }
        for invariant in invariants where found[invariant.id] == nil {
            if let breach = invariant.atEnd?(context), !tolerating.contains(breach.requirement) {
                found[invariant.id] = Finding(invariant: invariant, breach: breach, event: index)
            }
        }
        if case .brokeDown(let reason) = outcome, found[Invariant.contractID] == nil,
           let contract = invariants.first(where: { $0.id == Invariant.contractID }) {
            found[contract.id] = Finding(
                invariant: contract,
                breach: Breach(requirement: "CONTRACT", message: "the implementation broke down", expected: "a world that settles", actual: reason),
                event: index)
        }
        return (outcome, invariants.compactMap { found[$0.id] })
    }

    private func read(upTo end: Int, event: Int) {
        let entries = world.world.transcript.entries
        for position in history.processed..<end {
            history.apply(entries[position], at: position, event: event, in: world.world)
        }
    }
}
