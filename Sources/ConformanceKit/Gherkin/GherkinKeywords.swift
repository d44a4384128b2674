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
    /// Step keywords with their trailing space; `*` belongs to every kind, hence `unknown`.
    static let steps: [(keyword: String, type: GherkinStepKeywordType)] = [
        ("Given ", .context), ("When ", .action), ("Then ", .outcome),
        ("And ", .conjunction), ("But ", .conjunction), ("* ", .unknown),
    ]
    static let docStringDelimiters = ["\"\"\"", "```"]
}
