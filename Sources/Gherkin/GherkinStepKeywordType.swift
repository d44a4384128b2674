/// The kind of a step keyword; `*` is `unknown`, as in the official parser.
package enum GherkinStepKeywordType: String, Sendable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
    case unknown = "Unknown"
}
