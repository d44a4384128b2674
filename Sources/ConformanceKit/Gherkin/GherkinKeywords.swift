/// The English Gherkin keywords (the only language this reader supports).
enum GherkinKeywords {
    static let feature = ["Feature", "Business Need", "Ability"]
    static let rule = ["Rule"]
    static let background = ["Background"]
    static let scenario = ["Example", "Scenario", "Scenario Outline", "Scenario Template"]
    static let examples = ["Examples", "Scenarios"]
    /// Step keywords with their trailing space; `*` belongs to every kind, hence `unknown`.
    static let steps: [(keyword: String, type: GherkinStepKeywordType)] = [
        ("Given ", .context), ("When ", .action), ("Then ", .outcome),
        ("And ", .conjunction), ("But ", .conjunction), ("* ", .unknown),
    ]
    static let docStringDelimiters = ["\"\"\"", "```"]
}
