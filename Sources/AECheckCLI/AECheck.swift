import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import ReferenceAccessEnabler

/// The `aecheck` command: parses arguments, runs the suite, writes reports, picks the exit code.
public enum AECheck {
    /// What a run of the command produced.
    public struct Result: Equatable, Sendable {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// Documented exit codes.
    public enum ExitCode {
        public static let conformant: Int32 = 0
        public static let checksFailed: Int32 = 1
        public static let invalidSpecs: Int32 = 2
        public static let adapterFailed: Int32 = 3
        public static let usage: Int32 = 64
    }

    /// Runs the command with `arguments` (without the program name), relative to `directory`.
    public static func main(_ arguments: [String], in directory: URL) -> Result {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments)
        } catch {
            return Result(exitCode: ExitCode.usage, standardOutput: "",
                          standardError: "Error: \(error.message)\n\(HelpText.usage)\nSee 'aecheck --help'.\n")
        }
        if parsed.help || parsed.command == .help {
            return Result(exitCode: 0, standardOutput: HelpText.help, standardError: "")
        }
        switch parsed.command {
        case .faults: return Result(exitCode: 0, standardOutput: faultList(), standardError: "")
        case .list, .run, .mutants, .help: break
        }

        let specsURL = URL(fileURLWithPath: parsed.specsPath ?? "Specs", relativeTo: directory)
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specsURL)
        } catch {
            var message = error.problems.map { "error: \($0)" }.joined(separator: "\n") + "\n"
            if !FileManager.default.fileExists(atPath: specsURL.path) {
                message += "Run aecheck from the package folder, or name the specs folder with --specs <dir>.\n"
            }
            return Result(exitCode: ExitCode.invalidSpecs, standardOutput: "", standardError: message)
        }
        let selection = ConformanceSuite.Selection(filter: parsed.filter, platform: parsed.platform.flatMap(Platform.init(rawValue:)))
        if parsed.command == .mutants {
            let campaign = MutationCampaign.run(suite)
            return Result(exitCode: campaign.isComplete ? ExitCode.conformant : ExitCode.checksFailed,
                          standardOutput: campaign.render(), standardError: "")
        }
        if parsed.command == .list {
            let text = parsed.json ? SpecListing.json(suite) : SpecListing.text(suite, selection)
            return Result(exitCode: 0, standardOutput: text, standardError: "")
        }
        return run(suite, selection, parsed, in: directory)
    }

    private static func run(_ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection, _ parsed: ParsedArguments, in directory: URL) -> Result {
        var faults: Set<ReferenceFault> = []
        for name in parsed.faults {
            guard let fault = ReferenceFault(rawValue: name) else {
                return Result(exitCode: ExitCode.usage, standardOutput: "",
                              standardError: "Error: unknown fault '\(name)'; 'aecheck faults' lists them\n\(HelpText.usage)\nSee 'aecheck --help'.\n")
            }
            faults.insert(fault)
        }
        var profile = SDKVersion(1, 10)
        if let text = parsed.profile {
            guard let version = SDKVersion(text), ReferenceAccessEnabler.profiles.contains(version) else {
                return Result(exitCode: ExitCode.usage, standardOutput: "",
                              standardError: "Error: the reference plays SDK \(ReferenceAccessEnabler.profiles.map(\.description).joined(separator: ", ")), not '\(text)'\n\(HelpText.usage)\nSee 'aecheck --help'.\n")
            }
            profile = version
        }
        let implementation = ReferenceAccessEnabler.implementation(faults: faults, profile: profile)
        if let problem = suite.startupProblem(implementation) {
            return Result(exitCode: ExitCode.adapterFailed, standardOutput: "",
                          standardError: "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")
        }
        if suite.scenarios(selection).isEmpty {
            return Result(exitCode: ExitCode.usage, standardOutput: "",
                          standardError: "Error: no scenario matches the filter '\(parsed.filter ?? "")'; 'aecheck list' shows what there is\n")
        }
        let run = suite.run(implementation, selection)
        var output = ConsoleReporter.render(run, verbose: parsed.verbose)
        let junitURL = URL(fileURLWithPath: parsed.junitPath ?? "Reports/\(implementation.name)/junit.xml", relativeTo: directory)
        do {
            try FileManager.default.createDirectory(at: junitURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(JUnitReporter.render(run).utf8).write(to: junitURL)
        } catch {
            return Result(exitCode: ExitCode.checksFailed, standardOutput: output,
                          standardError: "Error: cannot write \(junitURL.relativePath): \(error.localizedDescription)\n")
        }
        output = "JUnit report: \(junitURL.relativePath)\n" + output
        let conformant = run.count(.failed) == 0 && run.count(.error) == 0
        return Result(exitCode: conformant ? ExitCode.conformant : ExitCode.checksFailed, standardOutput: output, standardError: "")
    }

    private static func faultList() -> String {
        ReferenceFault.allCases.map { "\($0.rawValue)  breaks \($0.violates.joined(separator: ", ")): \($0.summary)" }
            .joined(separator: "\n") + "\n"
    }
}
