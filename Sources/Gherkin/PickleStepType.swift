/// The resolved type of a pickle step.
package enum PickleStepType: String, Sendable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case unknown = "Unknown"
}
