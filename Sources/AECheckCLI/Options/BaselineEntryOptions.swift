import Foundation
import ConformanceKit

/// What `baseline` writes into every entry: `--reason`, `--link`, `--expires`.
package struct BaselineEntryOptions: Equatable, Sendable {
    package var entryReason: String?
    package var entryLink: String?
    package var entryExpires: String?

    /// `--expires` is a date; `--reason` is a sentence someone can act on.
    func validate(_ command: ParsedArguments.Command) throws(ParsedArguments.UsageError) {
        if let expires = entryExpires, !Baseline.isValidDate(expires) {
            throw .init(message: "--expires takes a date YYYY-MM-DD, not '\(expires)'", command: command)
        }
        if let reason = entryReason, reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || reason.contains(Baseline.placeholderReason) {
            throw .init(message: "--reason says why the scenarios fail, in a sentence someone can act on", command: command)
        }
    }
}
