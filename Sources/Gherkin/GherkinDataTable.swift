/// A data table argument of a step.
public struct GherkinDataTable: Sendable, Equatable {
    public var location: GherkinLocation
    public var rows: [GherkinTableRow]

    /// Creates a data table.
    public init(location: GherkinLocation, rows: [GherkinTableRow]) {
        self.location = location
        self.rows = rows
    }
}
