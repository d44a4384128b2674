/// A compiled scenario, as the official "pickles": one per scenario, one per outline examples row.
public struct Pickle: Sendable, Equatable {
    public var uri: String
    public var name: String
    public var language: String
    /// The scenario line, or the examples row for an outline row (as the official pickle).
    public var location: GherkinLocation
    /// Feature, rule, scenario and examples tags, in that order.
    public var tags: [PickleTag]
    public var steps: [PickleStep]
    public var featureName: String
    /// The rule the scenario sits in, if any.
    public var rule: PickleRule?
    /// Where the `Scenario` / `Scenario Outline` keyword is.
    public var scenarioLocation: GherkinLocation
    public var scenarioDescription: String

    /// Creates a pickle.
    public init(
        uri: String, name: String, language: String, location: GherkinLocation, tags: [PickleTag],
        steps: [PickleStep], featureName: String, rule: PickleRule?, scenarioLocation: GherkinLocation,
        scenarioDescription: String
    ) {
        (self.uri, self.name, self.language) = (uri, name, language)
        (self.location, self.tags, self.steps) = (location, tags, steps)
        (self.featureName, self.rule, self.scenarioLocation) = (featureName, rule, scenarioLocation)
        self.scenarioDescription = scenarioDescription
    }
}
