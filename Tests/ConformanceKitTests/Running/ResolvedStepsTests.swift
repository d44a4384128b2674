@testable import ConformanceKit
import Gherkin
import Testing

@Suite("Step texts are resolved once, when the specs load")
struct ResolvedStepsTests {
    private let source = """
        Feature: Counting
          Scenario: twice
            Given the counter is 1
            When the counter is 1
            Then the counter is 2
        """

    @Test func eachDistinctTextIsResolvedOnceAndGivesTheRegistrysAnswer() throws {
        var registry = StepRegistry<Int>()
        registry.define("the counter is {int}") { _, _ in }
        let document = try GherkinParser.parse(source, uri: "counting.feature")
        let spec = SpecFile(path: "counting.feature", document: document, pickles: PickleCompiler.compile(document))
        let resolved = ResolvedSteps(registry, specs: [spec])
        #expect(resolved.count == 2)
        guard case .found(_, let values) = resolved.resolve("the counter is 2") else { Issue.record("expected found"); return }
        #expect(values == ["2"])
        // A text the specs do not hold is resolved when asked.
        guard case .found(_, let other) = resolved.resolve("the counter is 7") else { Issue.record("expected found"); return }
        #expect(other == ["7"])
        guard case .undefined = resolved.resolve("the counter is high") else { Issue.record("expected undefined"); return }
    }
}
