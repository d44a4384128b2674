/// One line as the parser understands it: its kind and what was read from it.
struct GherkinToken {
    /// The token kinds of the official grammar.
    enum Kind: CaseIterable {
        case eof, language, empty, comment, tagLine, featureLine, ruleLine, backgroundLine
        case scenarioLine, examplesLine, stepLine, docStringSeparator, tableRow, other

        /// How an error message names this kind; `nil` for lines that are always acceptable.
        var phrase: String? {
            switch self {
            case .eof: "end of file"
            case .language: "a '# language:' header"
            case .tagLine: "a tag line"
            case .featureLine: "Feature"
            case .ruleLine: "Rule"
            case .backgroundLine: "Background"
            case .scenarioLine: "Scenario"
            case .examplesLine: "Examples"
            case .stepLine: "a step"
            case .docStringSeparator: "a doc string"
            case .tableRow: "a table row"
            case .empty, .comment, .other: nil
            }
        }

        /// The order kinds are named in error messages.
        static let messageOrder: [Kind] = [
            .language, .featureLine, .backgroundLine, .stepLine, .tableRow, .docStringSeparator,
            .examplesLine, .scenarioLine, .ruleLine, .tagLine, .eof,
        ]
    }

    var kind: Kind
    var location: GherkinLocation
    var keyword = ""
    /// The title, step text, media type, or line text, depending on the kind.
    var text = ""
    var keywordType = GherkinStepKeywordType.unknown
    var tags: [GherkinTag] = []
    var cells: [GherkinTableCell] = []
}
