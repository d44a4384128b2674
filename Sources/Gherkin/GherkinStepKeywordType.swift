/// The kind of a step keyword; `*` is `unknown`, as in the official parser.
public enum GherkinStepKeywordType: String, Sendable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
    case unknown = "Unknown"
}
