/// A doc string argument (between `"""` or ```` ``` ```` delimiters).
package struct GherkinDocString: Sendable, Equatable {
    package var location: GherkinLocation
    package var content: String
    package var delimiter: String
    package var mediaType: String?

    /// Creates a doc string.
    package init(location: GherkinLocation, content: String, delimiter: String, mediaType: String? = nil) {
        (self.location, self.content, self.delimiter) = (location, content, delimiter)
        self.mediaType = mediaType
    }
}
