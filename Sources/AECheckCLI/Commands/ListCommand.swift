import AECheckRun

/// `aecheck list`: the requirements and scenarios the specs hold (`--json`: as data).
enum ListCommand: AECheckCommand {
    static let summary = "List the requirements and scenarios the specs hold."
    static let options: [CommandOption] = [.filter, .platform, .specs, .json]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        // A listing of nothing is a usage error, as a run of nothing is: the options ask for what is not there.
        if let empty = NothingToCheck.emptySelection(prepared.suite, prepared.selection) {
            throw CommandFailure.usage(empty, invocation.parsed.command, invocation.help)
        }
        let text = invocation.parsed.json ? SpecListing.json(prepared.suite, prepared.selection) : SpecListing.text(prepared.suite, prepared.selection)
        return AECheck.Result(exitCode: 0, standardOutput: text, standardError: "")
    }
}
