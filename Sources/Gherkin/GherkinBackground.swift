/// A `Background:` block: steps run before each scenario of its feature or rule.
public struct GherkinBackground: Sendable, Equatable {
    public var location: GherkinLocation
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [GherkinStep]

    /// Creates a background.
    public init(location: GherkinLocation, keyword: String, name: String, description: String, steps: [GherkinStep]) {
        (self.location, self.keyword, self.name) = (location, keyword, name)
        (self.description, self.steps) = (description, steps)
    }
}
