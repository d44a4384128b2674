/// The rule a pickle's scenario sits in.
public struct PickleRule: Sendable, Equatable {
    public var name: String
    public var location: GherkinLocation
    public var tags: [GherkinTag]
    public var description: String

    /// Creates a pickle rule.
    public init(name: String, location: GherkinLocation, tags: [GherkinTag], description: String) {
        (self.name, self.location, self.tags) = (name, location, tags)
        self.description = description
    }
}
