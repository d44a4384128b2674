/// A data table argument of a step.
package struct GherkinDataTable: Sendable, Equatable {
    package var location: GherkinLocation
    package var rows: [GherkinTableRow]

    /// Creates a data table.
    package init(location: GherkinLocation, rows: [GherkinTableRow]) {
        self.location = location
        self.rows = rows
    }
}
