/// The resolved type of a pickle step.
public enum PickleStepType: String, Sendable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case unknown = "Unknown"
}
