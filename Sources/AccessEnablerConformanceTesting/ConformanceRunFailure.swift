/// Why the suite could not judge the implementation at all: the specs do not load (2), the implementation
/// did not start (3), the selection or the baseline is unusable (64), or the reports cannot be written (73).
public struct ConformanceRunFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exit code `aecheck` gives the same failure.
    public var exitCode: Int32
    /// What went wrong, and what to do.
    public var message: String

    /// A failure with `aecheck`'s exit code and message.
    public init(exitCode: Int32, message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    public var description: String { "the conformance run did not judge anything (exit code \(exitCode)): \(message)" }
}
