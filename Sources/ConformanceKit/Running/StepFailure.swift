/// A check that did not hold: the implementation broke a rule. Ends the scenario as failed.
package struct StepFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was checked, in one line.
    package var message: String
    /// What the rule expects.
    package var expected: String?
    /// What happened instead.
    package var actual: String?
    /// The sentences this check enforces when they are not its step's (a check every step makes, such as
    /// "no token is exposed"): their references; empty for its scenario's rule; `nil` to take the step's.
    package var refs: [String]?
    /// The level to grade it at whatever its sentences say (a check that a failure below its scenario's level
    /// left incomplete is graded at that level); `nil` for its sentences' level.
    package var level: RequirementLevel?

    /// Creates a failure.
    package init(
        _ message: String, expected: String? = nil, actual: String? = nil, refs: [String]? = nil, level: RequirementLevel? = nil
    ) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.refs = refs
        self.level = level
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
