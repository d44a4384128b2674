/// One line as the parser understands it: its kind and what was read from it.
struct GherkinToken {
    /// The token kinds of the official grammar.
    enum Kind: CaseIterable {
        case eof, language, empty, comment, tagLine, featureLine, ruleLine, backgroundLine
        case scenarioLine, examplesLine, stepLine, docStringSeparator, tableRow, other
    }

    /// How error messages name the kinds a line could have been, in the order they are listed.
    static let phrases: KeyValuePairs<Kind, String> = [
        .language: "a '# language:' header", .featureLine: "Feature", .backgroundLine: "Background",
        .stepLine: "a step", .tableRow: "a table row", .docStringSeparator: "a doc string",
        .examplesLine: "Examples", .scenarioLine: "Scenario", .ruleLine: "Rule", .tagLine: "a tag line",
        .eof: "end of file",
    ]

    var kind: Kind
    var location: GherkinLocation
    var keyword = ""
    /// The title, step text, media type, or line text, depending on the kind.
    var text = ""
    var keywordType = GherkinStepKeywordType.unknown
    var tags: [GherkinTag] = []
    var cells: [GherkinTableCell] = []
}
