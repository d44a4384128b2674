import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck badge RESULTS`: prints (or writes to `--output`) the SVG badge of a run; exit code 0 whatever the
/// run's verdict, which the badge shows.
enum BadgeCommand: AECheckCommand {
    static let summary = "Write a run's SVG badge for a README: the verdict as its colour, the @must requirements that passed over those that ran (to stdout, or to --output <file>)."
    static let arguments = "<results.json>"
    static let options: [CommandOption] = [.badgeOutput, .label]
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        if parsed.inputs.count != 1 {
            throw .init(message: "'badge' reads one results.json file, such as Reports/my-port/results.json", command: parsed.command)
        }
    }


    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let parsed = invocation.parsed
        let badge = ConformanceBadge(try ResultsFile.read(parsed.inputs[0], invocation), label: parsed.badgeLabel, subject: ConformanceSuite.subject)
        guard let output = parsed.outputPath else { return AECheck.Result(exitCode: 0, standardOutput: badge.svg(), standardError: "") }
        do {
            try ReportFolder.write(badge.svg(), to: URL(fileURLWithPath: output, relativeTo: invocation.directory))
        } catch {
            throw CommandFailure(exitCode: AECheck.ExitCode.cannotWriteReports, standardError: "Error: \(error). Choose another file with --output <file>.\n")
        }
        return AECheck.Result(exitCode: 0, standardOutput: "Badge written: \(output) (\(badge.label): \(badge.message))\n", standardError: "")
    }
}
