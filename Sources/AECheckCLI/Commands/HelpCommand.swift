/// `aecheck help [COMMAND]`: the whole help, or a command's.
enum HelpCommand: AECheckCommand {
    static let summary = "Show this help, or a command's (aecheck help COMMAND)."
    static let options: [CommandOption] = []

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        let topic = parsed.helpTopic ?? (parsed.help ? .help : nil)
        return AECheck.Result(exitCode: 0, standardOutput: topic.map(invocation.help.text(for:)) ?? invocation.help.text, standardError: "")
    }
}
