/// Every syntax error found in one document (at least one); description = the errors' descriptions, one per line.
package struct GherkinParseFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package var errors: [GherkinError]

    /// Creates a failure from its errors.
    package init(errors: [GherkinError]) {
        self.errors = errors
    }

    package var description: String { errors.map(\.description).joined(separator: "\n") }
}
