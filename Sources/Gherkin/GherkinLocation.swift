/// A position in a Gherkin source: 1-based line and column (column 0 means "end of file, no column").
public struct GherkinLocation: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
