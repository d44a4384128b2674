import Foundation

extension AECheck {
    /// Where this process's console goes when a report takes standard output (`--junit /dev/stdout`): the process's
    /// own entry point says which place is its standard output and how to write to standard error.
    package struct Console: Sendable {
        /// Whether a place named on the command line is this process's standard output.
        package var isStandardOutput: @Sendable (URL) -> Bool
        /// Writes console text to standard error.
        package var writeError: @Sendable (String) -> Void

        /// A console that diverts to `writeError` whenever a report is placed where `isStandardOutput` says.
        package init(isStandardOutput: @escaping @Sendable (URL) -> Bool, writeError: @escaping @Sendable (String) -> Void) {
            self.isStandardOutput = isStandardOutput
            self.writeError = writeError
        }
    }
}
