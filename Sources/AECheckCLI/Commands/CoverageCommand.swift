import AECheckRun
import ConformanceKit
import Foundation

/// `aecheck coverage`: runs the specs and prints each requirement with its scenarios and results, totals per
/// source section, and the checklist IDs no rule covers.
enum CoverageCommand: AECheckCommand {
    static let summary = "Run the specs; print each requirement with its scenarios and results, totals per source section, and the checklist IDs no rule covers."
    static let options: [CommandOption] = [.platform, .specs, .fault, .alternative, .implementation, .inProcess,
        .strict]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, help) = (invocation.parsed, invocation.help)
        let session = RunSession(RunRequest(invocation, writesReports: false), implementations: invocation.implementations, reference: invocation.selfTest)
        let prepared = try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in try session.prepare() }
        let started = try CommandFailure.mapping(parsed.command, help) { () throws(RunFailure) in try session.start(prepared) }
        let run = prepared.suite.run(started.implementation, prepared.selection, host: started.host)
        if let nothing = RunSession.checkedNothing(run, started.implementation, prepared.selection) { throw CommandFailure(nothing, parsed.command, help) }
        let checklistURL = invocation.specs.appendingPathComponent(CoverageReport.checklistName)
        let checklist = (try? Data(contentsOf: checklistURL)).map { String(decoding: $0, as: UTF8.self) }
        return AECheck.Result(exitCode: run.passes(strict: invocation.parsed.grading.strict) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                              standardOutput: CoverageReport.text(prepared.suite, run, checklist: checklist), standardError: "")
    }
}
