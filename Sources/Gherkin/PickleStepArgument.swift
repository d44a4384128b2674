/// A pickle step's argument: a doc string or a data table (cells as plain strings).
public enum PickleStepArgument: Sendable, Equatable {
    case docString(content: String, mediaType: String?)
    case dataTable(rows: [[String]])
}
