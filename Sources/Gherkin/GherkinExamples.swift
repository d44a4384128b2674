/// An `Examples:` block of a scenario outline.
package struct GherkinExamples: Sendable, Equatable {
    package var location: GherkinLocation
    package var tags: [GherkinTag]
    package var keyword: String
    package var name: String
    package var description: String
    package var tableHeader: GherkinTableRow?
    package var tableBody: [GherkinTableRow]

    /// Creates an examples block.
    package init(
        location: GherkinLocation, tags: [GherkinTag], keyword: String, name: String,
        description: String, tableHeader: GherkinTableRow?, tableBody: [GherkinTableRow]
    ) {
        (self.location, self.tags, self.keyword) = (location, tags, keyword)
        (self.name, self.description, self.tableHeader) = (name, description, tableHeader)
        self.tableBody = tableBody
    }
}
