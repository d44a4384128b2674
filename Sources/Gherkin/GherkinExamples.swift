/// An `Examples:` block of a scenario outline.
public struct GherkinExamples: Sendable, Equatable {
    public var location: GherkinLocation
    public var tags: [GherkinTag]
    public var keyword: String
    public var name: String
    public var description: String
    public var tableHeader: GherkinTableRow?
    public var tableBody: [GherkinTableRow]

    /// Creates an examples block.
    public init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, tableHeader: GherkinTableRow?, tableBody: [GherkinTableRow]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.tableHeader) = (name, description, tableHeader)
        self.tableBody = tableBody
    }
}
