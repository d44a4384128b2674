import AccessEnablerAdapter
import ConformanceKit
import Synchronization

extension ConformanceSuite {
    /// How many events the simulated worlds record (requests, responses, callbacks, storage operations, world
    /// events) when the selection runs once against `implementation`, over the scenarios that pass: the work
    /// behind a run, for the benchmark's events per second.
    package func simulatedEvents(_ implementation: AccessEnablerImplementation, _ selection: Selection = Selection()) -> Int {
        let counter = EventCounter()
        var runner = Self.runner(for: implementation, platform: selection.platform, steps: steps, grading: grading)
        runner.didRunStep = { world, step, next in
            try world.didRun(step, next: next)
            if next == nil { counter.events.add(world.world.transcript.entries.count, ordering: .relaxed) }
        }
        for item in scenarios(selection) { _ = runner.run(item.pickle, of: item.spec) }
        return counter.events.load(ordering: .relaxed)
    }
}

/// A count shared with the runner's hooks.
private final class EventCounter: Sendable {
    let events = Atomic<Int>(0)
}
