/// A tag such as `@smoke`, with the `@`.
package struct GherkinTag: Sendable, Equatable {
    package var name: String
    package var location: GherkinLocation

    /// Creates a tag.
    package init(name: String, location: GherkinLocation) {
        self.name = name
        self.location = location
    }
}
