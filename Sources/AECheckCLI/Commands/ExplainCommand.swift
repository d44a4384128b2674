/// `aecheck explain ID`: one requirement, its checks with their levels and sentences, its scenarios.
enum ExplainCommand: AECheckCommand {
    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        let id = invocation.parsed.requirementID ?? ""
        guard let requirement = prepared.suite.requirement(id) else {
            throw .usage("no requirement '\(id)' in the specs; 'aecheck list' shows the IDs there are", .explain, invocation.help)
        }
        return AECheck.Result(exitCode: 0, standardOutput: RequirementExplanation.text(requirement, grading: prepared.suite.grading), standardError: "")
    }
}
