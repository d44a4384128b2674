/// `aecheck help [COMMAND]`: the whole help, or a command's.
enum HelpCommand: AECheckCommand {
    static let summary = "Show this help, or a command's (aecheck help COMMAND)."
    static let options: [CommandOption] = [.completion, .manual]

    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.manual, parsed.completionShell != nil || parsed.helpTopic != nil {
            throw .init(message: "--man prints the whole help as one page: no command, no --completion beside it", command: parsed.command)
        }
        if parsed.completionShell != nil, parsed.helpTopic != nil {
            throw .init(message: "--completion completes every command: no command beside it", command: parsed.command)
        }
    }

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        if let shell = parsed.completionShell {
            return AECheck.Result(exitCode: 0, standardOutput: invocation.help.completionScript(for: shell), standardError: "")
        }
        if parsed.manual {
            return AECheck.Result(exitCode: 0, standardOutput: invocation.help.manualPage, standardError: "")
        }
        let topic = parsed.helpTopic ?? (parsed.help ? .help : nil)
        return AECheck.Result(exitCode: 0, standardOutput: topic.map(invocation.help.text(for:)) ?? invocation.help.text, standardError: "")
    }
}
