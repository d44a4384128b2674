/// A `Background:` block: steps run before each scenario of its feature or rule.
package struct GherkinBackground: Sendable, Equatable {
    package var location: GherkinLocation
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [GherkinStep]

    /// Creates a background.
    package init(location: GherkinLocation, keyword: String, name: String, description: String, steps: [GherkinStep]) {
        (self.location, self.keyword, self.name) = (location, keyword, name)
        (self.description, self.steps) = (description, steps)
    }
}
