/// One step of a scenario as it ran: what it said, where, and how it ended.
public struct StepRecord: Sendable, Equatable, Codable {
    /// How a step ended.
    public enum Status: String, Sendable, Codable {
        /// It ran and its checks held.
        case passed
        /// A check did not hold: the implementation broke the rule.
        case failed
        /// The harness or the adapter broke while it ran.
        case error
        /// An earlier step ended the scenario, or the scenario did not apply.
        case notRun = "not-run"
    }

    /// The step's text, without its keyword.
    public var text: String
    /// The line of the step in its spec file.
    public var line: Int
    /// How it ended.
    public var status: Status

    /// Creates a record.
    public init(text: String, line: Int, status: Status) {
        self.text = text
        self.line = line
        self.status = status
    }

    /// The step as reports list it: `✓ text`, `✗ text   (line 12)` or `· text   (not run)`.
    public var marked: String {
        switch status {
        case .passed: "✓ \(text)"
        case .failed, .error: "✗ \(text)   (line \(line))"
        case .notRun: "· \(text)   (not run)"
        }
    }
}
