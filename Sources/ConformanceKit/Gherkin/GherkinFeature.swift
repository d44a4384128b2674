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
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}
