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
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
    }
}
