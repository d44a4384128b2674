import AccessEnablerConformance

/// `aecheck alternatives`: the reference's named legitimate alternatives, each with the sentences that leave
/// it open (this package's own aecheck).
enum AlternativesCommand: AECheckCommand {
    static let summary = "List the reference's legitimate alternatives: other designs the seeds allow, each with the seed sentences that leave it open."
    static let options: [CommandOption] = [.specs]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let specs = invocation.specs
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specs)
        } catch {
            throw .invalidSpecs(error, specs)
        }
        return AECheck.Result(exitCode: 0, standardOutput: invocation.selfTest?.alternativeList(suite, specs: specs) ?? "", standardError: "")
    }
}
