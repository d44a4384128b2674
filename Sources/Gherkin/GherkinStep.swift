/// A step line (`Given `, `When `, …) with its optional doc string and data table.
package struct GherkinStep: Sendable, Equatable {
    package var location: GherkinLocation
    /// The keyword as written, including its trailing space, e.g. `"Given "`.
    package var keyword: String
    package var keywordType: GherkinStepKeywordType
    package var text: String
    package var docString: GherkinDocString?
    package var dataTable: GherkinDataTable?

    /// Creates a step.
    package init(
        location: GherkinLocation, keyword: String, keywordType: GherkinStepKeywordType, text: String,
        docString: GherkinDocString? = nil, dataTable: GherkinDataTable? = nil
    ) {
        (self.location, self.keyword, self.keywordType) = (location, keyword, keywordType)
        (self.text, self.docString, self.dataTable) = (text, docString, dataTable)
    }
}
