/// One table cell, trimmed and unescaped (`\|`, `\\`, `\n`).
package struct GherkinTableCell: Sendable, Equatable {
    package var location: GherkinLocation
    package var value: String

    /// Creates a table cell.
    package init(location: GherkinLocation, value: String) {
        self.location = location
        self.value = value
    }
}
