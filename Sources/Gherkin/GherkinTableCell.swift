/// One table cell, trimmed and unescaped (`\|`, `\\`, `\n`).
public struct GherkinTableCell: Sendable, Equatable {
    public var location: GherkinLocation
    public var value: String

    /// Creates a table cell.
    public init(location: GherkinLocation, value: String) {
        self.location = location
        self.value = value
    }
}
