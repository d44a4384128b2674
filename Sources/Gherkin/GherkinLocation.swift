/// A position in a Gherkin source: 1-based line and column (column 0 means "end of file, no column").
package struct GherkinLocation: Sendable, Equatable, Hashable {
    package var line: Int
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
