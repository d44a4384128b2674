/// Why a scenario failed or errored, as data: the step, the check, what was expected and what happened.
public struct FailureDetail: Sendable, Equatable, Codable {
    /// `file:line` of the step that failed, relative to the specs folder.
    public var location: String
    /// The failing step's text.
    public var step: String
    /// What was checked (a failure) or what broke (an error), in one line or more.
    public var message: String
    /// What the rule expects, when the check says.
    public var expected: String?
    /// What happened instead, when the check says.
    public var actual: String?

    /// Creates a detail.
    public init(location: String, step: String, message: String, expected: String? = nil, actual: String? = nil) {
        self.location = location
        self.step = step
        self.message = message
        self.expected = expected
        self.actual = actual
    }
}
