/// A `Rule:` block inside a feature.
package struct GherkinRule: Sendable, Equatable {
    package var location: GherkinLocation
    package var tags: [GherkinTag]
    package var keyword: String
    package var name: String
    package var description: String
    package var children: [GherkinRuleChild]

    /// Creates a rule.
    package init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, children: [GherkinRuleChild]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.children) = (name, description, children)
    }
}
