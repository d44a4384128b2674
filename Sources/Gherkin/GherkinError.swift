/// One syntax error: `uri:line:column: message`.
public struct GherkinError: Error, Sendable, Equatable, CustomStringConvertible {
    public var uri: String
    /// Where the error is; column 0 for an unexpected end of file.
    public var location: GherkinLocation
    public var message: String

    /// Creates an error.
    public init(uri: String, location: GherkinLocation, message: String) {
        self.uri = uri
        self.location = location
        self.message = message
    }

    public var description: String { "\(uri):\(location.line):\(location.column): \(message)" }
}
