/// One command of `aecheck` (`run`, `list`, `verify`, ...): a type that declares its summary, arguments and
/// options, and runs it from an ``Invocation``.
///
/// ``AECheck`` parses the command line once, picks the command's type in one exhaustive switch
/// (``AECheck/commandType(_:)``), and maps a thrown ``CommandFailure`` to its exit code, its message and, for
/// a command that runs the suite, its `NOT-RUN.txt`, in one place.
protocol AECheckCommand {
    /// What it does, for `--help`.
    static var summary: String { get }
    /// Its positional arguments as usage lines show them (`<id>`), or empty.
    static var arguments: String { get }
    /// The options it has, besides `--help`, which every command has; help lists them in ``CommandOption/all``'s order.
    static var options: [CommandOption] { get }
    /// The rules of its own arguments that the option groups cannot know (how many files it reads): a usage error.
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError)
    /// Runs the command; what it could not do is thrown.
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result
}

extension AECheckCommand {
    static var arguments: String { "" }
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {}
}
