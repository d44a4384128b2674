import Foundation

/// `aecheck mutants`: the named faults and alternatives in every profile, or the generated mutants of a
/// manifest (this package's own aecheck).
enum MutantsCommand: AECheckCommand {
    static let summary = "Run the suite against each fault and each alternative, in every profile: every rule can fail (the kill matrix and the mutation score), every legitimate port passes (each alternative's verdict)."
    static let options: [CommandOption] = [.specs, .jobs, .shard, .generated, .triage, .mutant]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        let parsed = invocation.parsed
        guard let selfTest = invocation.selfTest else {
            throw .usage("'mutants' needs this package's own aecheck", .mutants, invocation.help)
        }
        if let manifest = parsed.generatedMutants {
            let generated = selfTest.generatedMutants(
                prepared.suite, manifest: URL(fileURLWithPath: manifest), triage: parsed.mutantTriage.map { URL(fileURLWithPath: $0) },
                mutant: parsed.mutant, jobs: parsed.subject.jobs, specs: URL(fileURLWithPath: parsed.subject.specsPath ?? "Specs"), progress: invocation.progress)
            switch generated {
            case .success(let campaign):
                return AECheck.Result(exitCode: campaign.complete ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                                      standardOutput: campaign.report, standardError: "")
            case .failure(let problem):
                throw .usage(problem.message, .mutants, invocation.help)
            }
        }
        let campaign = selfTest.mutants(prepared.suite, shard: parsed.selection.shard, jobs: parsed.subject.jobs, progress: invocation.progress)
        return AECheck.Result(exitCode: campaign.complete ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                              standardOutput: campaign.report, standardError: "")
    }
}
