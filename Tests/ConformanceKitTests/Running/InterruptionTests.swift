import Foundation
import Gherkin
import Testing
@testable import ConformanceKit

/// A scenario the implementation can no longer be judged in ends as an error, whenever that becomes known.
struct InterruptionTests {
    /// What the checks after a step did: the world of the runner below.
    private final class Checked: @unchecked Sendable {
        var after = false
    }

    @Test func aLimitExceededWhileTheChecksAfterTheLastStepRunEndsTheScenarioAsAnError() {
        var registry = StepRegistry<Checked>()
        registry.define("a step") { _, _ in }
        let document = try! GherkinParser.parse("Feature: F\n  Scenario: S\n    Given a step\n", uri: "f.feature")
        let spec = SpecFile(path: "f.feature", document: document, pickles: PickleCompiler.compile(document))
        let runner = ScenarioRunner<Checked, Int>(
            registry: registry, requirementIDs: { _ in [] }, variants: { _ in [.init(0, name: nil)] }, makeWorld: { _, _ in Checked() },
            // The suite's own work after the step (a search of what the implementation stored) takes the time left.
            didRunStep: { world, _, _ in world.after = true },
            interruption: { world in world.after ? "the scenario took longer than 3.0 s of real time" : nil })
        let result = runner.run(spec.pickles[0], of: spec)[0]
        #expect(result.outcome == .error)
        #expect(result.message == "f.feature:3: the scenario took longer than 3.0 s of real time")
        #expect(result.steps.map(\.status) == [.error])
    }
}
