/// One `| a | b |` row of a data table or examples table.
public struct GherkinTableRow: Sendable, Equatable {
    public var location: GherkinLocation
    public var cells: [GherkinTableCell]

    /// Creates a table row.
    public init(location: GherkinLocation, cells: [GherkinTableCell]) {
        self.location = location
        self.cells = cells
    }
}
