import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck baseline RESULTS`: prints (or writes to `--output`) a baseline expecting every failure of a run.
enum BaselineCommand: AECheckCommand {
    static let summary = "Write a baseline expecting every failure of that run (to stdout, or to --output <file>); see --baseline."
    static let arguments = "<results.json>"
    static let options: [CommandOption] = [.today, .reason, .link, .expires, .baselineOutput]
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.count != 1 {
            throw .init(message: "'baseline' reads one results.json file, such as Reports/my-port/results.json", command: parsed.command)
        }
    }


    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        let run = try ResultsFile.read(parsed.inputs[0], invocation)
        let today = parsed.grading.today ?? String(ConformanceSuite.timestampNow().prefix(10))
        if let expires = parsed.entry.entryExpires, let day = Baseline.dayNumber(expires), let now = Baseline.dayNumber(today), day < now {
            throw .usage("--expires \(expires) is already past (today is \(today)); an expiry is a day to come", .baseline, invocation.help)
        }
        let baseline = Baseline.expecting(run, reason: parsed.entry.entryReason, link: parsed.entry.entryLink, expires: parsed.entry.entryExpires)
        let text = baseline.render()
        guard let output = parsed.outputPath else { return AECheck.Result(exitCode: 0, standardOutput: text, standardError: "") }
        do {
            try ReportFolder.write(text, to: URL(fileURLWithPath: output, relativeTo: invocation.directory))
        } catch {
            throw CommandFailure(exitCode: AECheck.ExitCode.cannotWriteReports, standardError: "Error: \(error).\n")
        }
        let next = parsed.entry.entryReason == nil ? "replace each entry's reason by why it fails (a run refuses the one written), and give it a link and an expiry date.\n"
            : parsed.entry.entryExpires == nil ? "give each entry an expiry date, so that it cannot be forgotten.\n" : "commit it beside your CI configuration.\n"
        return AECheck.Result(exitCode: 0, standardOutput: "Baseline written: \(output) (\(baseline.expectedFailures.count) expected failures); " + next,
                              standardError: "")
    }
}
