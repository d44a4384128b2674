/// The English Gherkin keywords (the only language this reader supports).
enum GherkinKeywords {
    /// The keywords of each title line kind, written before a `:`.
    static let titles: [GherkinToken.Kind: [String]] = [
        .featureLine: ["Feature", "Business Need", "Ability"],
        .ruleLine: ["Rule"],
        .backgroundLine: ["Background"],
        .scenarioLine: ["Example", "Scenario", "Scenario Outline", "Scenario Template"],
        .examplesLine: ["Examples", "Scenarios"],
    ]
    /// The keywords of each title line kind with their `:`, as a line starts (made once, not at every line).
    static let titlePrefixes: [GherkinToken.Kind: [(keyword: String, prefix: String)]] = titles.mapValues { keywords in
        keywords.map { ($0, $0 + ":") }
    }
    /// Step keywords with their trailing space; `*` belongs to every kind, hence `unknown`.
    static let steps: [(keyword: String, type: GherkinStepKeywordType)] = [
        ("Given ", .context), ("When ", .action), ("Then ", .outcome),
        ("And ", .conjunction), ("But ", .conjunction), ("* ", .unknown),
    ]
    static let docStringDelimiters = ["\"\"\"", "```"]
}
