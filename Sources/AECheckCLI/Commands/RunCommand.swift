import AECheckRun
import ConformanceKit

/// `aecheck run` (the default): the specs run against the implementation and the reports written, a ``RunSession``
/// stage by stage; `certify` runs the same with an ``Attestation``.
enum RunCommand: AECheckCommand {
    static let summary = "Run the specs (the default)."
    static let options: [CommandOption] = [.filter, .platform, .reports] + CommandOption.placings + [.junitFiles, .annotations,
        .provenance, .baseline, .today, .specs, .profile, .fault, .alternative, .implementation, .testee, .testeeConnect, .testeeListen, .testeeLaunch, .testeeWait, .passEnv, .name,
        .inProcess, .jobs, .shard, .turnTimeout, .scenarioTimeout, .strict, .color, .verbose, .version]

    /// What `certify` adds to a run: what it settles before anything runs, and the signature over what was written.
    struct Attestation {
        var prepare: (ReportFolder) -> Result<CertifyCommand.Prepared, CertifyCommand.Refusal>
        var attest: (SuiteRun, CertifyCommand.Prepared, ReportFolder.Written, ReportFolder) -> Result<String, CertifyCommand.Refusal>
    }

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        try execute(invocation, attestation: nil)
    }

    /// The run stage by stage, attested when `attestation` says how.
    static func execute(_ invocation: Invocation, attestation: Attestation?) throws(CommandFailure) -> AECheck.Result {
        let (parsed, help) = (invocation.parsed, invocation.help)
        let session = RunSession(RunRequest(invocation), implementations: invocation.implementations, reference: invocation.selfTest,
                                 progress: invocation.progress)
        let prepared = try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in try session.prepare() }
        let started = try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in try session.start(prepared) }
        let (transaction, grading) = try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in try session.open(prepared, started) }
        // An attestation's subjects are digested, and its signer found, before anything runs.
        var certification: CertifyCommand.Prepared?
        if let attestation {
            switch attestation.prepare(transaction.folder) {
            case .success(let prepared): certification = prepared
            case .failure(let refusal):
                throw (refusal.exitCode == AECheck.ExitCode.usage ? CommandFailure.usage(refusal.message, parsed.command, help)
                    : CommandFailure(exitCode: refusal.exitCode, standardError: "Error: \(refusal.message)\n")).notingRun(in: transaction.folder, refusal.reason)
            }
        }
        return try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in
            try session.run(prepared, started, into: transaction, grading: grading, judged: invocation.judged) { run, written, summary in
                let paths = SpecPaths(specsFolder: session.request.specs, workingDirectory: invocation.directory)
                let ci = CIOutput(parsed, environment: invocation.environment, directory: invocation.directory)
                    .finish(written.report, summary: SummaryReporter.render(written.report, linkingCards: false), paths: paths)
                var exitCode = run.exitCode ?? AECheck.ExitCode.checksFailed  // as the session judged it
                var errors = ci.standardError
                var attested = ""
                if let attestation, let certification {
                    switch attestation.attest(run, certification, written, transaction.folder) {
                    case .success(let said): attested = said
                    case .failure(let refusal):
                        exitCode = refusal.exitCode
                        errors += "Error: \(refusal.message)\n"
                    }
                }
                // The specs the verdict is about, named where they are and by digest: never a folder the run happened to stand in.
                let specs = paths.folder.map { $0.isEmpty ? "." : $0 } ?? session.request.specs.standardizedFileURL.path
                let output = ci.standardOutput + "Specs: \(specs) (\(run.metadata.specsDigest.prefix(19))…)\n"
                    + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ")
                    + " (results \(written.resultsDigest.prefix(19))…)\n" + attested + summary
                return AECheck.Result(exitCode: exitCode, standardOutput: output, standardError: errors)
            }
        }
    }
}
