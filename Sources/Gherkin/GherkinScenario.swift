/// A `Scenario:` (or `Scenario Outline:` when it has examples).
package struct GherkinScenario: Sendable, Equatable {
    package var location: GherkinLocation
    package var tags: [GherkinTag]
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [GherkinStep]
    package var examples: [GherkinExamples]

    /// Creates a scenario.
    package init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, steps: [GherkinStep], examples: [GherkinExamples]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.steps) = (name, description, steps)
        self.examples = examples
    }
}
