/// A pickle step's argument: a doc string or a data table (cells as plain strings).
package enum PickleStepArgument: Sendable, Equatable {
    case docString(content: String, mediaType: String?)
    case dataTable(rows: [[String]])
}
