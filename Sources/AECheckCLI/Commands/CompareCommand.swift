/// `aecheck compare RESULTS...`: several runs side by side (``ResultsCommands/compare(_:in:help:)``).
enum CompareCommand: AECheckCommand {
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        ResultsCommands.compare(invocation.parsed, in: invocation.directory, help: invocation.help)
    }
}
