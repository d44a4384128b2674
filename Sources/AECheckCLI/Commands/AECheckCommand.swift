/// One command of `aecheck` (`run`, `list`, `verify`, ...): a type that runs it from an ``Invocation``.
///
/// ``AECheck`` parses the command line once, picks the command's type in one exhaustive switch
/// (``AECheck/commandType(_:)``), and maps a thrown ``CommandFailure`` to its exit code, its message and, for
/// a command that runs the suite, its `NOT-RUN.txt`, in one place.
protocol AECheckCommand {
    /// Runs the command; what it could not do is thrown.
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result
}
