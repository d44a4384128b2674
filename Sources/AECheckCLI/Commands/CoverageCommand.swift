import ConformanceKit
import Foundation

/// `aecheck coverage`: runs the specs and prints each requirement with its scenarios and results, totals per
/// source section, and the checklist IDs no rule covers.
enum CoverageCommand: AECheckCommand {
    static let summary = "Run the specs; print each requirement with its scenarios and results, totals per source section, and the checklist IDs no rule covers."
    static let options: [CommandOption] = [.platform, .specs, .fault, .alternative, .implementation, .inProcess,
        .strict]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let prepared = try PreparedSuite.prepare(invocation)
        let (implementation, host) = try prepared.startedImplementation(invocation)
        let run = prepared.suite.run(implementation, prepared.selection, host: host)
        if let nothing = AECheck.checkedNothing(run, implementation, prepared.selection) { throw nothing }
        let checklistURL = prepared.specs.appendingPathComponent(CoverageReport.checklistName)
        let checklist = (try? Data(contentsOf: checklistURL)).map { String(decoding: $0, as: UTF8.self) }
        return AECheck.Result(exitCode: run.passes(strict: invocation.parsed.strict) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                              standardOutput: CoverageReport.text(prepared.suite, run, checklist: checklist), standardError: "")
    }
}
