/// A parsed Gherkin source: its feature, if it has one.
public struct GherkinDocument: Sendable, Equatable {
    public var uri: String
    public var feature: GherkinFeature?

    /// Creates a document.
    public init(uri: String, feature: GherkinFeature?) {
        self.uri = uri
        self.feature = feature
    }
}
