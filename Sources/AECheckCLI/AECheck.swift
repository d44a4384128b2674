import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerWire
import ConformanceKit
import Foundation

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
    ///
    /// A port's own executable passes its implementations, selectable with `--implementation NAME` (the
    /// first by default), and gets the whole command line but this package's self-test:
    ///
    /// ```swift
    /// let result = AECheck.main(Array(CommandLine.arguments.dropFirst()), in: currentDirectory, implementations: [myPort])
    /// ```
    ///
    /// This package's `aecheck` passes `selfTest` instead: the reference, its faults and profiles,
    /// `faults`, `mutants` and `bench`.
    ///
    /// With `executable` (the path of this very program), `run` and `coverage` run an in-process
    /// implementation isolated: in a worker, this program started again in worker mode and driven over the
    /// adapter protocol, so that a crash or a hang costs one scenario, not the run. `--in-process` opts out.
    public static func main(
        _ arguments: [String], in directory: URL,
        implementations: [AccessEnablerImplementation] = [], selfTest: (any SelfTest)? = nil, executable: String? = nil
    ) -> Result {
        if arguments.first == Worker.command {
            return Result(exitCode: Worker.serve(Array(arguments.dropFirst()), implementations: implementations, selfTest: selfTest),
                          standardOutput: "", standardError: "")
        }
        let help = HelpText(selfTest: selfTest != nil, implementations: implementations.map(\.name))
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, selfTest: selfTest != nil, choosesImplementation: !implementations.isEmpty)
        } catch {
            return usageError(error.message, error.command, help)
        }
        if parsed.help || parsed.command == .help {
            return Result(exitCode: 0, standardOutput: help.text, standardError: "")
        }
        switch parsed.command {
        case .faults: return Result(exitCode: 0, standardOutput: selfTest?.faultList ?? "", standardError: "")
        case .steps: return Result(exitCode: 0, standardOutput: StepVocabulary.text(), standardError: "")
        case .bench:
            let specs = URL(fileURLWithPath: parsed.specsPath ?? "Specs", relativeTo: directory)
            guard let figures = selfTest?.bench(specs: specs, dryStepsOnly: parsed.dryStepsOnly) else {
                return Result(exitCode: ExitCode.invalidSpecs, standardOutput: "",
                              standardError: "Error: the specs in \(specs.relativePath) do not load; run 'aecheck list --specs \(specs.relativePath)' to see why\n")
            }
            return Result(exitCode: 0, standardOutput: figures, standardError: "")
        case .list, .run, .coverage, .explain, .mutants, .help: break
        }

        // A port's executable reads the specs of the package it depends on, unless told otherwise.
        let specsURL = parsed.specsPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
            ?? (implementations.isEmpty ? URL(fileURLWithPath: "Specs", relativeTo: directory) : ConformanceSuite.packagedSpecs)
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
        if parsed.command == .mutants, let selfTest {
            let campaign = selfTest.mutants(suite)
            return Result(exitCode: campaign.complete ? ExitCode.conformant : ExitCode.checksFailed,
                          standardOutput: campaign.report, standardError: "")
        }
        if parsed.command == .list {
            let text = parsed.json ? SpecListing.json(suite) : SpecListing.text(suite, selection)
            return Result(exitCode: 0, standardOutput: text, standardError: "")
        }
        if parsed.command == .explain {
            let id = parsed.requirementID ?? ""
            guard let requirement = suite.requirement(id) else {
                return usageError("no requirement '\(id)' in the specs; 'aecheck list' shows the IDs there are", .explain, help)
            }
            return Result(exitCode: 0, standardOutput: RequirementExplanation.text(requirement), standardError: "")
        }
        let implementation: AccessEnablerImplementation
        switch startedImplementation(suite, parsed, implementations, selfTest, help, executable: executable) {
        case .success(let started): implementation = started
        case .failure(let refusal): return refusal.result
        }
        if parsed.command == .coverage {
            let run = suite.run(implementation, selection)
            let checklistURL = directory.appendingPathComponent(CoverageReport.checklistPath)
            let checklist = (try? Data(contentsOf: checklistURL)).map { String(decoding: $0, as: UTF8.self) }
            return Result(exitCode: isConformant(run, strict: parsed.strict) ? ExitCode.conformant : ExitCode.checksFailed,
                          standardOutput: CoverageReport.text(suite, run, checklist: checklist), standardError: "")
        }
        return run(suite, selection, implementation, parsed, in: directory)
    }

    /// Why the implementation cannot run, as the command's result.
    private struct Refusal: Error {
        var result: Result
    }

    /// The testee `parsed` names, the implementation it chooses, or the reference with its faults, once it
    /// has shown it starts.
    private static func startedImplementation(
        _ suite: ConformanceSuite, _ parsed: ParsedArguments, _ implementations: [AccessEnablerImplementation],
        _ selfTest: (any SelfTest)?, _ help: HelpText, executable: String?
    ) -> Swift.Result<AccessEnablerImplementation, Refusal> {
        var limits = ProcessTestee.Limits()
        if let turn = parsed.turnTimeout { limits.turn = turn }
        if let scenario = parsed.scenarioTimeout { limits.scenario = scenario }
        if let command = parsed.testee {
            do {
                return .success(try ProcessTestee.implementation(command: command, name: parsed.name, limits: limits))
            } catch {
                return .failure(Refusal(result: Result(exitCode: ExitCode.adapterFailed, standardOutput: "",
                                                       standardError: "Error: the testee failed to start: \(error)\nSee Specs/adapter-protocol.md for the handshake.\n")))
            }
        }
        let implementation: AccessEnablerImplementation
        switch chooseImplementation(named: parsed.implementation, faults: parsed.faults, profile: parsed.profile, implementations, selfTest) {
        case .success(let chosen): implementation = chosen
        case .failure(let error): return .failure(Refusal(result: usageError(error.message, parsed.command, help)))
        }
        if let problem = suite.startupProblem(implementation) {
            return .failure(Refusal(result: Result(exitCode: ExitCode.adapterFailed, standardOutput: "",
                                                   standardError: "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")))
        }
        guard let executable, !parsed.inProcess else { return .success(implementation) }
        let command = Worker.command(executable: executable, parsed, implementation: implementations.isEmpty ? nil : implementation.name)
        do {
            var isolated = try ProcessTestee.implementation(command: command, name: implementation.name, limits: limits)
            isolated.capabilities = implementation.capabilities
            return .success(isolated)
        } catch {
            return .failure(Refusal(result: Result(exitCode: ExitCode.adapterFailed, standardOutput: "",
                                                   standardError: "Error: the isolated worker failed to start: \(error)\nRun with --in-process to see it fail in place.\n")))
        }
    }

    /// The implementation a run means: one of `implementations` by name (the first by default), or the
    /// self-test's reference with these faults and this profile. The CLI and its worker choose alike.
    static func chooseImplementation(
        named name: String?, faults: [String], profile: String?,
        _ implementations: [AccessEnablerImplementation], _ selfTest: (any SelfTest)?
    ) -> Swift.Result<AccessEnablerImplementation, SelfTestUsageError> {
        if let first = implementations.first {
            guard let chosen = implementations.first(where: { $0.name == (name ?? first.name) }) else {
                let names = implementations.map(\.name).joined(separator: ", ")
                return .failure(SelfTestUsageError("no implementation named '\(name ?? "")'; there are: \(names)"))
            }
            return .success(chosen)
        }
        guard let selfTest else {
            return .failure(SelfTestUsageError("no implementation to run: pass one to AECheck.main, or name a testee with --testee"))
        }
        return selfTest.reference(faults: faults, profile: profile)
    }

    private static func usageError(_ message: String, _ command: ParsedArguments.Command, _ help: HelpText) -> Result {
        Result(exitCode: ExitCode.usage, standardOutput: "",
               standardError: "Error: \(message)\n\(help.usage(for: command))\nSee 'aecheck --help'.\n")
    }

    private static func isConformant(_ run: SuiteRun, strict: Bool) -> Bool {
        run.blocking(strict: strict).isEmpty
    }

    private static func run(
        _ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection, _ implementation: AccessEnablerImplementation,
        _ parsed: ParsedArguments, in directory: URL
    ) -> Result {
        if suite.scenarios(selection).isEmpty {
            return Result(exitCode: ExitCode.usage, standardOutput: "",
                          standardError: "Error: no scenario matches the filter '\(parsed.filter ?? "")'; 'aecheck list' shows what there is\n")
        }
        let run = suite.run(implementation, selection)
        var output = ConsoleReporter.render(run, verbose: parsed.verbose, strict: parsed.strict)
        let junitURL = URL(fileURLWithPath: parsed.junitPath ?? "Reports/\(implementation.name)/junit.xml", relativeTo: directory)
        do {
            try FileManager.default.createDirectory(at: junitURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(JUnitReporter.render(run).utf8).write(to: junitURL)
        } catch {
            return Result(exitCode: ExitCode.checksFailed, standardOutput: output,
                          standardError: "Error: cannot write \(junitURL.relativePath): \(error.localizedDescription)\n")
        }
        output = "JUnit report: \(junitURL.relativePath)\n" + output
        return Result(exitCode: isConformant(run, strict: parsed.strict) ? ExitCode.conformant : ExitCode.checksFailed, standardOutput: output, standardError: "")
    }
}
