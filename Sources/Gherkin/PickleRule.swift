/// The rule a pickle's scenario sits in.
package struct PickleRule: Sendable, Equatable {
    package var name: String
    package var location: GherkinLocation
    package var tags: [GherkinTag]
    package var description: String

    /// Creates a pickle rule.
    package init(name: String, location: GherkinLocation, tags: [GherkinTag], description: String) {
        (self.name, self.location, self.tags) = (name, location, tags)
        self.description = description
    }
}
