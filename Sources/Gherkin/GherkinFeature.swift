/// A `Feature:` block with its background, scenarios and rules.
public struct GherkinFeature: Sendable, Equatable {
    public var location: GherkinLocation
    public var tags: [GherkinTag]
    public var language: String
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [GherkinFeatureChild]

    /// Creates a feature.
    public init(
        location: GherkinLocation, tags: [GherkinTag], language: String, keyword: String,
        name: String, description: String, children: [GherkinFeatureChild]
    ) {
        (self.location, self.tags, self.language) = (location, tags, language)
        (self.keyword, self.name, self.description) = (keyword, name, description)
        self.children = children
    }
}
