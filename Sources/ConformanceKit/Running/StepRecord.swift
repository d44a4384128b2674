/// One step of a scenario as it ran: what it said, where, and how it ended.
package struct StepRecord: Sendable, Equatable, Codable {
    /// How a step ended.
    package enum Status: String, Sendable, Codable {
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
    package var text: String
    /// The line of the step in its spec file.
    package var line: Int
    /// How it ended.
    package var status: Status

    /// Creates a record.
    package init(text: String, line: Int, status: Status) {
        self.text = text
        self.line = line
        self.status = status
    }

    /// The step as reports list it: `✓ text`, `✗ text   (line 12)` or `· text   (not run)`.
    package var marked: String {
        switch status {
        case .passed: "✓ \(text)"
        case .failed, .error: "✗ \(text)   (line \(line))"
        case .notRun: "· \(text)   (not run)"
        }
    }
}
