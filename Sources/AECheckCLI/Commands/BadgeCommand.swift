/// `aecheck badge RESULTS`: a run's SVG badge (``ResultsCommands/badge(_:in:help:)``).
enum BadgeCommand: AECheckCommand {
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        ResultsCommands.badge(invocation.parsed, in: invocation.directory, help: invocation.help)
    }
}
