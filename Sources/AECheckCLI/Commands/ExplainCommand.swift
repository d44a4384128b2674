/// `aecheck explain ID`: one requirement, its checks with their levels and sentences, its scenarios.
enum ExplainCommand: AECheckCommand {
    static let summary = "Show one requirement (AUTHN-03, AE-AUTHN-03 or @AE-AUTHN-03): its rule, level, platforms, versions, source, place, and each scenario's steps."
    static let arguments = "<id>"
    static let options: [CommandOption] = [.specs]
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.requirementID == nil {
            throw .init(message: "'explain' needs a requirement ID, such as AUTHN-03; 'aecheck list' shows them", command: parsed.command)
        }
    }


    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        let id = invocation.parsed.requirementID ?? ""
        guard let requirement = prepared.suite.requirement(id) else {
            throw .usage("no requirement '\(id)' in the specs; 'aecheck list' shows the IDs there are", .explain, invocation.help)
        }
        return AECheck.Result(exitCode: 0, standardOutput: RequirementExplanation.text(requirement, grading: prepared.suite.grading), standardError: "")
    }
}
