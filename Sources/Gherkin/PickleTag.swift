/// A tag a pickle inherits or carries, with the `@`.
package struct PickleTag: Sendable, Equatable {
    package var name: String
    package var location: GherkinLocation

    /// Creates a pickle tag.
    package init(name: String, location: GherkinLocation) {
        self.name = name
        self.location = location
    }
}
