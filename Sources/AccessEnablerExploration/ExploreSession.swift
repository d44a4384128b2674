import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import PassSimulator

/// Runs event sequences against an implementation: generates a run from its seed, or replays a given
/// sequence (to shrink it, to compare it with the reference, to print it).
struct ExploreSession {
    /// One run: the events applied, how each went, and the invariants the last one broke.
    struct Run {
        var platform: Platform
        var events: [ExploreEvent] = []
        var outcomes: [ExploreWorld.Outcome] = []
        /// The findings of the event that broke something (the run stops there); empty when none did.
        var findings: [ExploreMonitor.Finding] = []
        var trace = ExploreTrace()
        /// Whether the implementation answered a setRequestor in this run (a setRequestorComplete came).
        var answeredSetRequestor = false
        /// The world as the run left it (for printing what a window of it showed).
        var world: ExploreWorld
    }

    let implementation: AccessEnablerImplementation
    let catalogue: [Invariant]
    /// Requirements whose breaches are not findings.
    var tolerating: Set<String> = []
    /// Step texts resolved so far, shared by every world of the session.
    let stepCache = ExploreStepCache()

    /// Generates run `run` of `seed`: its set-up, then events until `steps` events in all, stopping at the
    /// first event that breaks an invariant.
    func generate(seed: UInt64, run: Int, platform: Platform, steps: Int, traced: Bool) throws -> Run {
        var generator = ExploreGenerator(random: SplitMix64(seed: seed, run: run))
        var setUp = generator.setUp(platform: platform, sdk: implementation.capabilities.sdkVersion)
        return try drive(platform: platform, traced: traced, stopAtFinding: true) { world, history, index in
            guard index < steps else { return nil }
            if !setUp.isEmpty { return setUp.removeFirst() }
            return generator.next(in: world, history: history)
        }
    }

    /// Replays `events`; stops at the first event that breaks an invariant when `stopAtFinding`.
    func replay(_ events: [ExploreEvent], platform: Platform, traced: Bool, stopAtFinding: Bool = true) throws -> Run {
        try drive(platform: platform, traced: traced, stopAtFinding: stopAtFinding) { _, _, index in
            index < events.count ? events[index] : nil
        }
    }

    private func drive(
        platform: Platform, traced: Bool, stopAtFinding: Bool,
        next: (ExploreWorld, TranscriptHistory, Int) -> ExploreEvent?
    ) throws -> Run {
        let world = try ExploreWorld(implementation: implementation, platform: platform, steps: stepCache)
        let monitor = ExploreMonitor(world: world, catalogue: catalogue, tolerating: tolerating)
        let namer = ExploreTrace.Namer()
        var run = Run(platform: platform, world: world)
        while let event = next(world, monitor.history, run.events.count) {
            let (outcome, findings) = monitor.apply(event, index: run.events.count)
            if traced { run.trace.record(world, entries: world.entries(ofEvent: run.events.count), outcome: outcome, namer: namer) }
            run.events.append(event)
            run.outcomes.append(outcome)
            if !findings.isEmpty, run.findings.isEmpty { run.findings = findings }
            if !run.findings.isEmpty && stopAtFinding { break }
            if case .brokeDown = outcome { break }
        }
        run.answeredSetRequestor = monitor.history.launches.values.contains { $0.lastCompletion != nil }
        return run
    }
}
