/// `aecheck baseline RESULTS`: a baseline expecting a run's failures (``ResultsCommands/baseline(_:in:help:)``).
enum BaselineCommand: AECheckCommand {
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        ResultsCommands.baseline(invocation.parsed, in: invocation.directory, help: invocation.help)
    }
}
