/// One `| a | b |` row of a data table or examples table.
package struct GherkinTableRow: Sendable, Equatable {
    package var location: GherkinLocation
    package var cells: [GherkinTableCell]

    /// Creates a table row.
    package init(location: GherkinLocation, cells: [GherkinTableCell]) {
        self.location = location
        self.cells = cells
    }
}
