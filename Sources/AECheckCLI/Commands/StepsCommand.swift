/// `aecheck steps`: every step scenarios may use, with what it does.
enum StepsCommand: AECheckCommand {
    static let summary = "List the steps scenarios may use, each with what it does."
    static let options: [CommandOption] = []

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        AECheck.Result(exitCode: 0, standardOutput: StepVocabulary.text(), standardError: "")
    }
}
