/// One syntax error: `uri:line:column: message`.
package struct GherkinError: Error, Sendable, Equatable, CustomStringConvertible {
    package var uri: String
    /// Where the error is; column 0 for an unexpected end of file.
    package var location: GherkinLocation
    package var message: String

    /// Creates an error.
    package init(uri: String, location: GherkinLocation, message: String) {
        self.uri = uri
        self.location = location
        self.message = message
    }

    package var description: String { "\(uri):\(location.line):\(location.column): \(message)" }
}
