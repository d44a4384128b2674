/// `aecheck help [COMMAND]`: the whole help, or a command's.
enum HelpCommand: AECheckCommand {
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        let topic = parsed.helpTopic ?? (parsed.help ? .help : nil)
        return AECheck.Result(exitCode: 0, standardOutput: topic.map(invocation.help.text(for:)) ?? invocation.help.text, standardError: "")
    }
}
