/// Why a scenario failed or errored, as data: the step, the check, what was expected and what happened.
package struct FailureDetail: Sendable, Equatable, Codable {
    /// `file:line` of the step that failed, relative to the specs folder.
    package var location: String
    /// The failing step's text.
    package var step: String
    /// What was checked (a failure) or what broke (an error), in one line or more.
    package var message: String
    /// What the rule expects, when the check says.
    package var expected: String?
    /// What happened instead, when the check says.
    package var actual: String?
    /// How binding the check that failed is: the level of the sentence it names (a failure), or `nil` (an
    /// error, or a result written before checks carried their levels: read as the scenario's level).
    package var level: RequirementLevel?
    /// The sentences the failed check enforces, quoted; `nil` when it names none of its own.
    package var sources: [RequirementRecord.Source]?

    /// Creates a detail.
    package init(
        location: String, step: String, message: String, expected: String? = nil, actual: String? = nil,
        level: RequirementLevel? = nil, sources: [RequirementRecord.Source]? = nil
    ) {
        self.location = location
        self.step = step
        self.message = message
        self.expected = expected
        self.actual = actual
        self.level = level
        self.sources = sources
    }
}
