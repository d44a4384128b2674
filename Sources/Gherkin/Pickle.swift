/// A compiled scenario, as the official "pickles": one per scenario, one per outline examples row.
package struct Pickle: Sendable, Equatable {
    package var uri: String
    package var name: String
    package var language: String
    /// The scenario line, or the examples row for an outline row (as the official pickle).
    package var location: GherkinLocation
    /// Feature, rule, scenario and examples tags, in that order.
    package var tags: [PickleTag]
    package var steps: [PickleStep]
    package var featureName: String
    /// The rule the scenario sits in, if any.
    package var rule: PickleRule?
    /// Where the `Scenario` / `Scenario Outline` keyword is.
    package var scenarioLocation: GherkinLocation
    package var scenarioDescription: String

    /// Creates a pickle.
    package init(
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
