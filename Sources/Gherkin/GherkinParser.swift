/// Reads Gherkin sources (English keywords only) into `GherkinDocument`s, as the official parser.
package enum GherkinParser {
    /// Parses one document, or throws every syntax error found in it.
    package static func parse(_ source: String, uri: String) throws(GherkinParseFailure) -> GherkinDocument {
        var reader = GherkinReader(source: source, uri: uri)
        let document = reader.read()
        guard reader.errors.isEmpty else { throw GherkinParseFailure(errors: reader.errors) }
        return document
    }
}
