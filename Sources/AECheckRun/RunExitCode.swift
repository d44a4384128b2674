/// The exit codes a run ends with: one case each, so that every stage names its own and the command line maps
/// them once (``RunFailure/exitCode``).
package enum RunExitCode: Int32, Sendable, Equatable {
    /// Every check that decides the verdict passed.
    case conformant = 0
    /// A check that decides the verdict failed (or an error).
    case checksFailed = 1
    /// The specs do not load.
    case invalidSpecs = 2
    /// The implementation did not start, declares nothing that can be checked, or checked nothing.
    case adapterFailed = 3
    /// The request asks for something that cannot be (sysexits' `EX_USAGE`).
    case usage = 64
    /// A report cannot be written where asked (sysexits' `EX_CANTCREAT`); found before the run starts.
    case cannotWriteReports = 73
}
