/// `aecheck faults`: the reference's named faults and the rules each breaks (this package's own aecheck).
enum FaultsCommand: AECheckCommand {
    static let summary = "List the reference's deliberate faults and the rules each breaks."
    static let options: [CommandOption] = []

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        AECheck.Result(exitCode: 0, standardOutput: invocation.selfTest?.faultList ?? "", standardError: "")
    }
}
