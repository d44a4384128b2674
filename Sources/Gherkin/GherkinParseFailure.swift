/// Every syntax error found in one document (at least one); description = the errors' descriptions, one per line.
public struct GherkinParseFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [GherkinError]

    /// Creates a failure from its errors.
    public init(errors: [GherkinError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
