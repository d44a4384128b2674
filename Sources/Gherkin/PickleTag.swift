/// A tag a pickle inherits or carries, with the `@`.
public struct PickleTag: Sendable, Equatable {
    public var name: String
    public var location: GherkinLocation

    /// Creates a pickle tag.
    public init(name: String, location: GherkinLocation) {
        self.name = name
        self.location = location
    }
}
