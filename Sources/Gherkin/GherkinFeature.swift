/// A `Feature:` block with its background, scenarios and rules.
package struct GherkinFeature: Sendable, Equatable {
    package var location: GherkinLocation
    package var tags: [GherkinTag]
    package var language: String
    package var keyword: String
    package var name: String
    package var description: String
    package var children: [GherkinFeatureChild]

    /// Creates a feature.
    package init(
        location: GherkinLocation, tags: [GherkinTag], language: String, keyword: String,
        name: String, description: String, children: [GherkinFeatureChild]
    ) {
        (self.location, self.tags, self.language) = (location, tags, language)
        (self.keyword, self.name, self.description) = (keyword, name, description)
        self.children = children
    }
}
