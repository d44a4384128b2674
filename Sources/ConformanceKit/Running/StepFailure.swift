/// A check that did not hold: the implementation broke a rule. Ends the scenario as failed.
package struct StepFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was checked, in one line.
    package var message: String
    /// What the rule expects.
    package var expected: String?
    /// What happened instead.
    package var actual: String?
    /// The sentences this check enforces: its step's mark, the marks of its block's checks, or named here.
    package var sentences: Sentences
    /// The level to grade it at whatever its sentences say (a check that a failure below its scenario's level
    /// left incomplete is graded at that level); `nil` for its sentences' level.
    package var level: RequirementLevel?

    /// Creates a failure.
    package init(
        _ message: String, expected: String? = nil, actual: String? = nil, sentences: Sentences = .step, level: RequirementLevel? = nil
    ) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.sentences = sentences
        self.level = level
    }

    package var description: String { message }

    /// Which sentences a failed check enforces; never its rule's as a whole.
    package enum Sentences: Sendable, Equatable {
        /// Those the failing step's mark names (a step of a `Then` block checks what its mark says).
        case step
        /// Those the marks of the checks of the failing step's block name: a check spanning the block (such as
        /// "every callback is accounted for") demands what those checks say the block's outcome is. A block whose
        /// steps name none (permissions only) names `otherwise`: the sentences listing the callbacks of the calls
        /// it made.
        case block(otherwise: [String])
        /// These references (a check every step makes names its own, such as "no token is exposed").
        case named([String])
    }
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
