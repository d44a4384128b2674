/// A check that did not hold: the implementation broke a rule. Ends the scenario as failed.
public struct StepFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was checked, in one line.
    public var message: String
    /// What the rule expects.
    public var expected: String?
    /// What happened instead.
    public var actual: String?

    /// Creates a failure.
    public init(_ message: String, expected: String? = nil, actual: String? = nil) {
        self.message = message
        self.expected = expected
        self.actual = actual
    }

    public var description: String { message }
}

/// The scenario could not be judged: the adapter or the harness broke. Ends the scenario as an error.
public struct HarnessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, and what to do about it.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
