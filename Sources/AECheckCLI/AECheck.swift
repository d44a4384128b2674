import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem

/// The `aecheck` command: parses arguments, runs the suite, writes reports, picks the exit code.
public enum AECheck {
    /// What a run of the command produced.
    public struct Result: Equatable, Sendable {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
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
    /// With `write`, standard output goes there as it is produced (a run prints each result as it
    /// finishes), and the result holds the same text.
    ///
    /// With `executable` (the path of this very program), `run` and `coverage` run an in-process
    /// implementation isolated: in workers, this program started again in worker mode, each running whole
    /// scenarios, so that a crash or a hang costs one scenario, not the run (that scenario runs again in a
    /// worker driven over the adapter protocol, whose error names the call). `--in-process` opts out.
    /// `certify` names it, by default, as the file of the implementation its attestation is about.
    ///
    /// `environment` is what the CI service says of itself (`GITHUB_ACTIONS`, `GITHUB_STEP_SUMMARY`); pass
    /// `ProcessInfo.processInfo.environment` for a run to annotate the job it runs in, as `main(implementations:)` does.
    public static func main(
        _ arguments: [String], in directory: URL, implementations: [AccessEnablerImplementation] = [], executable: String? = nil,
        environment: [String: String] = [:], write: ((String) -> Void)? = nil
    ) -> Result {
        main(arguments, in: directory, implementations: implementations, selfTest: nil, executable: executable, environment: environment,
             write: write)
    }

    /// Runs the command as `main(_:in:implementations:executable:environment:write:)` does; this package's `aecheck`
    /// passes `selfTest` too: the reference, its faults and profiles, `faults`, `mutants` and `bench`.
    ///
    /// `program` is the name help, hints and reports give the program (a port's executable's own name).
    /// `standardOutputIsTerminal` and `environment` (`NO_COLOR`, `TERM`) decide colour under `--color auto`;
    /// `judged` receives the run once it is judged, before its reports are written, and may say how to rerun it
    /// (the Swift Testing entry: `swift test --filter` over the generated tests).
    package static func main(
        _ arguments: [String], in directory: URL,
        implementations: [AccessEnablerImplementation] = [], selfTest: (any SelfTest)?, executable: String? = nil,
        program: String = "aecheck", environment: [String: String] = [:], standardOutputIsTerminal: Bool = false,
        write: ((String) -> Void)? = nil, standardOutput: Console? = nil, judged: ((inout SuiteRun) -> Void)? = nil
    ) -> Result {
        var streamed = ""
        // Relative paths resolve against the folder itself, whether or not the URL ends with a slash.
        let directory = URL(fileURLWithPath: directory.path, isDirectory: true)
        let parsed = try? ParsedArguments(arguments, selfTest: selfTest != nil, choosesImplementation: !implementations.isEmpty)
        // A report written to standard output takes it whole: the console's lines go to standard error then.
        let diverted = standardOutput.flatMap { console in
            parsed?.reports.placedReports.values.contains { console.isStandardOutput(URL(fileURLWithPath: $0, relativeTo: directory)) } == true
                ? console.writeError : nil
        }
        let write = diverted ?? write
        // The one door to the terminal: every character an implementation wrote (a name, an error, its
        // stderr) is made visible here, so that none can move the cursor or rewrite what a line says.
        // Colour is painted after that pass, on the console's own labels only (see ConsoleColour).
        let colour = (parsed?.colour ?? .auto).paints(toTerminal: standardOutputIsTerminal && diverted == nil, environment: environment)
        let terminal = { (text: String) in
            // No line becomes a CI runner's workflow command that aecheck did not make (CILogText).
            let visible = CILogText.neutral(ConsoleReporter.visible(text, keepingLineBreaks: true))
            return colour ? ConsoleColour.paint(visible) : visible
        }
        let result = execute(arguments, in: directory, implementations: implementations, selfTest: selfTest, executable: executable,
                             program: program, environment: environment, judged: judged) { text in
            let shown = terminal(text)
            streamed += shown
            write?(shown)
        }
        let output = terminal(result.standardOutput)
        write?(output)
        // Diverted, what the console said was written to standard error already.
        return Result(exitCode: result.exitCode, standardOutput: diverted == nil ? streamed + output : "",
                      standardError: CILogText.neutral(ConsoleReporter.visible(result.standardError, keepingLineBreaks: true)))
    }

    private static func execute(
        _ arguments: [String], in directory: URL, implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?,
        executable: String?, program: String, environment: [String: String], judged: ((inout SuiteRun) -> Void)?, progress: (String) -> Void
    ) -> Result {
        if arguments.first == WorkerCommand.name {
            return Result(exitCode: Worker.serve(Array(arguments.dropFirst()), implementations: implementations, selfTest: selfTest),
                          standardOutput: "", standardError: "")
        }
        let help = HelpText(selfTest: selfTest != nil, implementations: implementations.map(\.name), program: program)
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, selfTest: selfTest != nil, choosesImplementation: !implementations.isEmpty)
        } catch {
            return CommandFailure.usage(error.message, error.command, help).result
        }
        if parsed.version {
            return Result(exitCode: 0, standardOutput: ConformanceSuite.version + "\n", standardError: "")
        }
        if parsed.help, parsed.command != .help {
            // `aecheck --help` is the whole help; `aecheck COMMAND --help` that command's.
            let named = arguments.first.flatMap(ParsedArguments.Command.init(rawValue:)) != nil
            return Result(exitCode: 0, standardOutput: named ? help.text(for: parsed.command) : help.text, standardError: "")
        }
        return withoutActuallyEscaping(progress) { progress in
            let invocation = Invocation(arguments: arguments, parsed: parsed, directory: directory, implementations: implementations, selfTest: selfTest,
                                        executable: executable, environment: environment, help: help, judged: judged, progress: progress)
            do throws(CommandFailure) {
                return try commandType(parsed.command).run(invocation)
            } catch {
                // The one place a command's failure becomes its exit code, its message and its NOT-RUN.txt.
                return error.result
            }
        }
    }

    /// The type that runs `command`: one case each, so that a new command is a compile error here.
    static func commandType(_ command: ParsedArguments.Command) -> any AECheckCommand.Type {
        switch command {
        case .run: RunCommand.self
        case .certify: CertifyCommand.self
        case .list: ListCommand.self
        case .coverage: CoverageCommand.self
        case .explain: ExplainCommand.self
        case .compare: CompareCommand.self
        case .baseline: BaselineCommand.self
        case .badge: BadgeCommand.self
        case .merge: MergeCommand.self
        case .verify: VerifyCommand.self
        case .sign: SignCommand.self
        case .steps: StepsCommand.self
        case .faults: FaultsCommand.self
        case .alternatives: AlternativesCommand.self
        case .mutants: MutantsCommand.self
        case .bench: BenchCommand.self
        case .explore: ExploreCommand.self
        case .help: HelpCommand.self
        }
    }
}
