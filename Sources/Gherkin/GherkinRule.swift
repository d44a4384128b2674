/// A `Rule:` block inside a feature.
public struct GherkinRule: Sendable, Equatable {
    public var location: GherkinLocation
    public var tags: [GherkinTag]
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [GherkinRuleChild]

    /// Creates a rule.
    public init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, children: [GherkinRuleChild]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.children) = (name, description, children)
    }
}
