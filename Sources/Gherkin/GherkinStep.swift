/// A step line (`Given `, `When `, …) with its optional doc string and data table.
public struct GherkinStep: Sendable, Equatable {
    public var location: GherkinLocation
    /// The keyword as written, including its trailing space, e.g. `"Given "`.
    public var keyword: String
    public var keywordType: GherkinStepKeywordType
    public var text: String
    public var docString: GherkinDocString?
    public var dataTable: GherkinDataTable?

    /// Creates a step.
    public init(
        location: GherkinLocation, keyword: String, keywordType: GherkinStepKeywordType, text: String,
        docString: GherkinDocString? = nil, dataTable: GherkinDataTable? = nil
    ) {
        (self.location, self.keyword, self.keywordType) = (location, keyword, keywordType)
        (self.text, self.docString, self.dataTable) = (text, docString, dataTable)
    }
}
