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

    /// Creates a detail.
    package init(location: String, step: String, message: String, expected: String? = nil, actual: String? = nil) {
        self.location = location
        self.step = step
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}
