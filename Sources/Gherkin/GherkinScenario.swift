/// A `Scenario:` (or `Scenario Outline:` when it has examples).
public struct GherkinScenario: Sendable, Equatable {
    public var location: GherkinLocation
    public var tags: [GherkinTag]
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [GherkinStep]
    public var examples: [GherkinExamples]

    /// Creates a scenario.
    public init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, steps: [GherkinStep], examples: [GherkinExamples]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.steps) = (name, description, steps)
        self.examples = examples
    }
}
