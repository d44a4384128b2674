import AccessEnablerConformance
import Foundation

/// `aecheck bench`: the suite's speed and memory, measured (this package's own aecheck).
enum BenchCommand: AECheckCommand {
    static let summary = "Measure the suite's speed and memory; print the figures."
    static let options: [CommandOption] = [.specs, .drySteps, .isolation, .campaigns]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let specs = URL(fileURLWithPath: invocation.parsed.subject.specsPath ?? "Specs", relativeTo: invocation.directory)
        // Figures of specs that do not load would measure nothing: say why they do not.
        do { _ = try ConformanceSuite.load(from: specs) } catch { throw .invalidSpecs(error, specs) }
        guard let figures = invocation.selfTest?.bench(specs: specs, scope: invocation.parsed.benchScope) else {
            throw CommandFailure(exitCode: AECheck.ExitCode.invalidSpecs,
                                 standardError: "Error: the specs in \(specs.relativePath) do not load; run 'aecheck list --specs \(specs.relativePath)' to see why\n")
        }
        return AECheck.Result(exitCode: 0, standardOutput: figures, standardError: "")
    }
}
