/// A check that did not hold: the implementation broke a rule. Ends the scenario as failed.
package struct StepFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was checked, in one line.
    package var message: String
    /// What the rule expects.
    package var expected: String?
    /// What happened instead.
    package var actual: String?

    /// Creates a failure.
    package init(_ message: String, expected: String? = nil, actual: String? = nil) {
        self.message = message
        self.expected = expected
        self.actual = actual
    }

    package var description: String { message }
}

/// The scenario could not be judged: the adapter or the harness broke. Ends the scenario as an error.
package struct HarnessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, and what to do about it.
    package var message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
