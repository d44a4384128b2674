/// A doc string argument (between `"""` or ```` ``` ```` delimiters).
public struct GherkinDocString: Sendable, Equatable {
    public var location: GherkinLocation
    public var content: String
    public var delimiter: String
    public var mediaType: String?

    /// Creates a doc string.
    public init(location: GherkinLocation, content: String, delimiter: String, mediaType: String? = nil) {
        (self.location, self.content, self.delimiter) = (location, content, delimiter)
        self.mediaType = mediaType
    }
}
