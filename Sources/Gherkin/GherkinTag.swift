/// A tag such as `@smoke`, with the `@`.
public struct GherkinTag: Sendable, Equatable {
    public var name: String
    public var location: GherkinLocation

    /// Creates a tag.
    public init(name: String, location: GherkinLocation) {
        self.name = name
        self.location = location
    }
}
