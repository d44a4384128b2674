import ConformanceKit

/// The options that grade a run: `--strict`, `--baseline` and the `--today` its expiry is judged against.
package struct GradingOptions: Equatable, Sendable {
    /// Count failures of `@should` rules in the verdict.
    package var strict = false
    /// The baseline file of expected failures.
    package var baselinePath: String?
    /// The date baseline expiry is judged against, `YYYY-MM-DD` (default: today, UTC).
    package var today: String?

    /// `--today` is a date and, where the command takes a baseline (`offersBaseline`), goes with one.
    func validate(_ command: ParsedArguments.Command, offersBaseline: Bool) throws(ParsedArguments.UsageError) {
        if let today, !Baseline.isValidDate(today) {
            throw .init(message: "--today takes a date YYYY-MM-DD, not '\(today)'", command: command)
        }
        if today != nil, baselinePath == nil, offersBaseline {
            throw .init(message: "--today goes with --baseline: it is the date expiry is judged against", command: command)
        }
    }
}
