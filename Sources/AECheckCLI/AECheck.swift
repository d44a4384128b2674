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

    /// Documented exit codes.
    public enum ExitCode {
        public static let conformant: Int32 = 0
        public static let checksFailed: Int32 = 1
        public static let invalidSpecs: Int32 = 2
        public static let adapterFailed: Int32 = 3
        public static let usage: Int32 = 64
        /// A report cannot be written where asked (sysexits' `EX_CANTCREAT`); found before the run starts.
        public static let cannotWriteReports: Int32 = 73
        /// `verify`: a report is missing, or its digest is not the attestation's.
        public static let reportMismatch: Int32 = 10
        /// `verify`: a file of the implementation is missing, or its digest is not one the attestation names.
        public static let subjectMismatch: Int32 = 11
        /// `verify`: the specs at hand (or the baseline) are not those the attested run used.
        public static let specsMismatch: Int32 = 12
        /// `verify`: the attestation's result, tests or configuration disagree with results.json.
        public static let resultMismatch: Int32 = 13
        /// `certify`: the attestation could not be signed; `verify`: the signature is missing, bad, not by an
        /// allowed signer, or not over the statement beside it.
        public static let signatureRefused: Int32 = 14
        /// `verify`: the file is not an attestation `certify` writes (sysexits' `EX_DATAERR`).
        public static let notAnAttestation: Int32 = 65
        /// `certify --sign-key`, `verify --allowed-signers`: `ssh-keygen` is not found (sysexits' `EX_UNAVAILABLE`).
        public static let signerMissing: Int32 = 69
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
        write: ((String) -> Void)? = nil, judged: ((inout SuiteRun) -> Void)? = nil
    ) -> Result {
        var streamed = ""
        // Relative paths resolve against the folder itself, whether or not the URL ends with a slash.
        let directory = URL(fileURLWithPath: directory.path, isDirectory: true)
        // The one door to the terminal: every character an implementation wrote (a name, an error, its
        // stderr) is made visible here, so that none can move the cursor or rewrite what a line says.
        // Colour is painted after that pass, on the console's own labels only (see ConsoleColour).
        let colour = ((try? ParsedArguments(arguments, selfTest: selfTest != nil, choosesImplementation: !implementations.isEmpty))?.colour ?? .auto)
            .paints(toTerminal: standardOutputIsTerminal, environment: environment)
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
        return Result(exitCode: result.exitCode, standardOutput: streamed + output,
                      standardError: CILogText.neutral(ConsoleReporter.visible(result.standardError, keepingLineBreaks: true)))
    }

    private static func execute(
        _ arguments: [String], in directory: URL, implementations: [AccessEnablerImplementation], selfTest: (any SelfTest)?,
        executable: String?, program: String, environment: [String: String], judged: ((inout SuiteRun) -> Void)?, progress: (String) -> Void
    ) -> Result {
        if arguments.first == Worker.command {
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
        case .steps: StepsCommand.self
        case .faults: FaultsCommand.self
        case .alternatives: AlternativesCommand.self
        case .mutants: MutantsCommand.self
        case .bench: BenchCommand.self
        case .explore: ExploreCommand.self
        case .help: HelpCommand.self
        }
    }

    /// The testee `parsed` names, the implementation it chooses, or the reference with its faults, once it
    /// has shown it starts; with the workers that run its scenarios whole when it runs isolated.
    static func startedImplementation(
        _ suite: ConformanceSuite, _ parsed: ParsedArguments, _ implementations: [AccessEnablerImplementation],
        _ selfTest: (any SelfTest)?, _ help: HelpText, executable: String?, early: ScenarioWorkers.Early?
    ) throws(CommandFailure) -> (AccessEnablerImplementation, (any ScenarioHost)?) {
        var limits = ProcessTestee.Limits()
        if let turn = parsed.turnTimeout { limits.turn = turn }
        if let scenario = parsed.scenarioTimeout { limits.scenario = scenario }
        if let command = parsed.testee {
            let testee: AccessEnablerImplementation
            do {
                // Several processes at once only when the testee's hello says its processes share nothing.
                testee = try ProcessTestee.implementation(command: command, name: parsed.name, limits: limits,
                                                          processes: parsed.jobs ?? ConformanceSuite.defaultThreads, whenDeclared: true)
            } catch {
                throw CommandFailure(exitCode: ExitCode.adapterFailed,
                                     standardError: "Error: the testee failed to start: \(error)\nSee Specs/adapter-protocol.md for the handshake.\n")
            }
            // A testee may not pass for a built-in implementation: its reports would take their place.
            let builtIn = implementations.map(\.name) + [(try? selfTest?.reference(faults: [], alternatives: [], profile: nil).get())?.name].compactMap { $0 }
            // Nor take the folders of their explorations and merges, or of the wire testee, in any letter case.
            let taken = Set(builtIn.flatMap { [$0, $0 + "-explore", $0 + "-merged", "wire-" + $0] }.map { ReportFolder.folderName($0).lowercased() })
            if parsed.name == nil, taken.contains(ReportFolder.folderName(testee.name).lowercased()) {
                throw .usage(
                    "the testee calls itself '\(testee.name)', the name of the built-in implementation; give its reports a name of their own with --name <name>",
                    parsed.command, help)
            }
            return (testee, nil)
        }
        let implementation: AccessEnablerImplementation
        switch chooseImplementation(named: parsed.implementation, faults: parsed.faults, alternatives: parsed.alternatives, profile: parsed.profile, implementations, selfTest) {
        case .success(let chosen): implementation = chosen
        case .failure(let error): throw .usage(error.message, parsed.command, help)
        }
        if let problem = suite.startupProblem(implementation) {
            throw CommandFailure(exitCode: ExitCode.adapterFailed,
                                 standardError: "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")
        }
        // `early` is there for every command that gets here isolated (run, certify, coverage): see earlyWorkers.
        guard let executable, let early, !parsed.inProcess else { return (implementation, nil) }
        let command = Worker.command(executable: executable, parsed, implementation: implementations.isEmpty ? nil : implementation.name)
        do {
            // Each scenario runs whole in a worker; one the worker could not run (it crashed or hung) runs again
            // over the adapter protocol, in workers started then, whose turns say where it went wrong.
            let workers = try ScenarioWorkers(early, suite: suite, limit: .milliseconds(Int64(min(limits.turn, limits.scenario) * 1000)))
            let name = implementation.name, processes = parsed.jobs ?? ConformanceSuite.defaultThreads, wireLimits = limits
            let overTheWire = DeferredImplementation {
                // The worker's instances share nothing across processes: one worker per scenario run at once.
                try ProcessTestee.implementation(command: command, name: name, limits: wireLimits, processes: processes)
            }
            return (overTheWire.implementation(like: implementation), workers)
        } catch {
            throw CommandFailure(exitCode: ExitCode.adapterFailed,
                                 standardError: "Error: the isolated worker failed to start: \(error)\nRun with --in-process to see it fail in place.\n")
        }
    }

    /// The workers of an isolated run, started before the specs are loaded so that their start overlaps this
    /// program's (`nil` for a run in process or of a testee): see ``ScenarioWorkers``.
    static func earlyWorkers(
        _ parsed: ParsedArguments, _ implementations: [AccessEnablerImplementation], executable: String?, specs: URL
    ) -> ScenarioWorkers.Early? {
        guard let executable, !parsed.inProcess, parsed.testee == nil, [.run, .certify, .coverage].contains(parsed.command) else { return nil }
        let name = implementations.isEmpty ? nil : parsed.implementation ?? implementations.first?.name
        let command = Worker.command(executable: executable, parsed, implementation: name)
        return ScenarioWorkers.Early(command: Worker.scenarioCommand(command, specs: specs, platform: parsed.platform),
                                     count: parsed.jobs ?? ConformanceSuite.defaultThreads)
    }

    /// The implementation a run means: one of `implementations` by name (the first by default), or the
    /// self-test's reference with these faults, alternatives and profile. The CLI and its worker choose alike.
    static func chooseImplementation(
        named name: String?, faults: [String], alternatives: [String] = [], profile: String?,
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
        return selfTest.reference(faults: faults, alternatives: alternatives, profile: profile)
    }

    /// A run whose every result is not applicable checked nothing: a usage error when the command line
    /// narrowed the selection, else the implementation's declaration is at fault.
    static func checkedNothing(
        _ run: SuiteRun, _ implementation: AccessEnablerImplementation, _ selection: ConformanceSuite.Selection
    ) -> CommandFailure? {
        guard let problem = NothingToCheck.allNotApplicable(run, implementation) else { return nil }
        let narrowed = !selection.filters.isEmpty || selection.platform != nil
        return CommandFailure(exitCode: narrowed ? ExitCode.usage : ExitCode.adapterFailed, standardError: "Error: \(problem)\n")
    }


    /// The specs folder `parsed` names, or the default: `Specs` here for this package's `aecheck` (else beside the
    /// program, as in the release artefact, else this package's own checkout, as when Xcode runs the `aecheck` scheme
    /// in a folder of its own); for a port's executable, the specs of the package it depends on.
    static func specsFolder(_ parsed: ParsedArguments, implementations: [AccessEnablerImplementation], in directory: URL) -> URL {
        if let path = parsed.specsPath { return URL(fileURLWithPath: path, relativeTo: directory) }
        guard implementations.isEmpty else { return ConformanceSuite.packagedSpecs }
        let here = URL(fileURLWithPath: "Specs", relativeTo: directory)
        // The release artefact: its specs lie beside the program, found from anywhere without --specs.
        var isFolder: ObjCBool = false
        guard !FileManager.default.fileExists(atPath: here.path, isDirectory: &isFolder) || !isFolder.boolValue else { return here }
        if let beside = specsBesideProgram { return beside }
        return FileManager.default.fileExists(atPath: ConformanceSuite.packagedSpecs.path, isDirectory: &isFolder) && isFolder.boolValue
            ? ConformanceSuite.packagedSpecs : here
    }

    /// `Specs` beside this program (links to the program followed), when there is such a folder.
    static let specsBesideProgram: URL? = {
        let specs = RunningProgram.product("Specs")
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: specs.path, isDirectory: &isFolder) && isFolder.boolValue ? specs : nil
    }()

    /// The folder a run named `name` writes its reports into: `--reports`, or `Reports/<name>`; `nil` when
    /// the name is not known yet (a testee names itself in its handshake).
    static func reportFolder(_ parsed: ParsedArguments, name: String?, in directory: URL) -> ReportFolder? {
        let junit = parsed.junitPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
        if let path = parsed.reportsPath { return ReportFolder(url: URL(fileURLWithPath: path, relativeTo: directory), junitURL: junit) }
        guard let name else { return nil }
        return ReportFolder(url: URL(fileURLWithPath: "Reports/" + ReportFolder.folderName(name), relativeTo: directory), junitURL: junit)
    }

    /// Runs `suite`'s `selection` against `implementation` and writes the reports (and, for certify, the
    /// attestation); what stops it before it runs is thrown, with the note the report folder keeps.
    static func runSuite(
        _ suite: ConformanceSuite, _ selection: ConformanceSuite.Selection, _ implementation: AccessEnablerImplementation,
        host: (any ScenarioHost)?, _ invocation: Invocation, mode: RunMode, specs: URL
    ) throws(CommandFailure) -> Result {
        let (parsed, arguments, directory, environment) = (invocation.parsed, invocation.arguments, invocation.directory, invocation.environment)
        let (help, executable, judged, progress) = (invocation.help, invocation.executable, invocation.judged, invocation.progress)
        let started = ContinuousClock.now
        let reports = reportFolder(parsed, name: implementation.name, in: directory)!
        RunInterruption.shared.watch(reports)
        var baseline: Baseline?
        var baselineDigest: String?
        if let path = parsed.baselinePath {
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            // A FIFO or a device named for the baseline is never read (it could block or never end).
            let read = BoundedFile.read(url, atMost: 16 << 20)
            guard case .success(let bytes) = read else {
                let why = if case .failure(let failure) = read, failure != .missing { " (\(failure))" } else { "" }
                throw CommandFailure.usage("cannot read the baseline '\(path)'\(why); 'aecheck baseline RESULTS.json --output \(path)' writes one", parsed.command, help)
                    .notingRun(in: reports, "the baseline cannot be read.")
            }
            let data = Data(bytes)
            baselineDigest = "sha256:" + SHA256.hex(data)
            do {
                baseline = try Baseline.decode(data, platforms: ConformanceSuite.platformNames)
                // An entry for a requirement no rule has never matches: a typo, said now rather than never. Entries
                // match results' IDs exactly, so `cache-02` or `AE-CACHE-02` would never match either.
                for (index, entry) in (baseline?.expectedFailures ?? []).enumerated() {
                    guard let id = entry.requirement else { continue }
                    guard let requirement = suite.requirement(id) else {
                        throw Baseline.ReadError(description: "expected failure \(index + 1) names requirement '\(id)', which no rule of the specs has; 'aecheck list' shows the IDs")
                    }
                    guard requirement.id == id else {
                        throw Baseline.ReadError(description: "expected failure \(index + 1) names requirement '\(id)'; write it '\(requirement.id)', as results name it")
                    }
                    if let scenario = entry.scenario,
                       !suite.scenarios().contains(where: { $0.pickle.name == scenario && ConformanceSuite.requirementIDs(of: $0.pickle).contains(id) }) {
                        throw Baseline.ReadError(description: "expected failure \(index + 1) names scenario \"\(scenario)\", which is none of \(id)'s: it would never match")
                    }
                }
            } catch {
                throw CommandFailure.usage("the baseline '\(path)' cannot be used: \(error)", parsed.command, help).notingRun(in: reports, "the baseline cannot be used.")
            }
        }
        do {
            try reports.check()
        } catch {
            throw CommandFailure(exitCode: ExitCode.cannotWriteReports, standardError: "Error: \(error). Choose another folder with --reports <dir>"
                                     + (parsed.junitPath == nil ? "" : " or another file with --junit <path>") + ".\n")
                .notingRun(in: reports, "\(error).")
        }
        // certify: the implementation's files are digested, and the signer found, before anything runs.
        var certification: CertifyCommand.Prepared?
        if parsed.command == .certify {
            switch CertifyCommand.prepare(parsed, reports: reports, in: directory, executable: executable) {
            case .success(let prepared): certification = prepared
            case .failure(let refusal):
                throw (refusal.exitCode == ExitCode.usage ? CommandFailure.usage(refusal.message, .certify, help)
                    : CommandFailure(exitCode: refusal.exitCode, standardError: "Error: \(refusal.message)\n")).notingRun(in: reports, refusal.reason)
            }
        }
        // From clearing the old reports to writing the new: one run at a time in this folder.
        let lock = ReportFolderLock(reports.url) {
            progress("Waiting for another aecheck run to finish writing into \(reports.url.relativePath)...\n")
        }
        RunInterruption.shared.holdsFolder(true)
        defer {
            RunInterruption.shared.holdsFolder(false)
            withExtendedLifetime(lock) {}
        }
        reports.clear()
        var run = suite.run(implementation, selection, threads: parsed.jobs ?? ConformanceSuite.defaultThreads, host: host) { result in
            progress(ConsoleReporter.result(for: result, verbose: parsed.verbose))
        }
        // Nothing the implementation runs outlives its scenarios: no testee or worker can touch what is written next.
        host?.stop()
        implementation.shutDown()
        // A shard that checked nothing is no verdict yet: the merged run judges that.
        if selection.shard == nil, let nothing = checkedNothing(run, implementation, selection) {
            // This run holds the folder's lock now: its note is written under it, not through the failure's (which would wait for it).
            reports.markNotRun(exitCode: nothing.exitCode, reason: "nothing was checked.", timestamp: ConformanceSuite.timestampNow(), locking: .held)
            throw nothing
        }
        run.metadata.strict = parsed.strict
        run.metadata.baseline = parsed.baselinePath
        run.metadata.baselineDigest = baselineDigest
        run.metadata.commandLine = ShellWords.line([help.program] + arguments)
        run.metadata.rerun = [help.program] + Self.rerunArguments(arguments, command: parsed.command)
        run.metadata.program = help.program
        run.metadata.mode = mode
        run.metadata.testee = parsed.testee
        if mode == .testee { run.metadata.testeeProcesses = implementation.processes() }
        if !parsed.provenance.isEmpty { run.provenance = Dictionary(parsed.provenance.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        if let baseline {
            run = baseline.apply(to: run, today: parsed.today ?? String(ConformanceSuite.timestampNow().prefix(10)), judgingStaleness: selection.shard == nil)
        }
        run.finished = ConformanceSuite.timestampNow()
        run.duration = Self.seconds(since: started)
        run.exitCode = run.passes(strict: parsed.strict) ? ExitCode.conformant : ExitCode.checksFailed
        judged?(&run)
        var output = ConsoleReporter.summary(run, strict: parsed.strict)
        let written: ReportFolder.Written
        // Paths a CI service resolves in the checkout it runs in: the specs' path from here, when they are here.
        let paths = SpecPaths(specsFolder: specs, workingDirectory: directory)
        // From here to the attestation, an interrupt waits: the reports (and their attestation) are left whole.
        RunInterruption.shared.beginWriting()
        defer { RunInterruption.shared.endWriting() }
        do {
            written = try reports.write(run, strict: parsed.strict, stepCalls: ConformanceSuite.stepCalls, subject: ConformanceSuite.subject, filePrefix: parsed.junitFiles ? paths.filePrefix : nil)
        } catch {
            throw CommandFailure(exitCode: ExitCode.cannotWriteReports, standardError: "Error: \(error); the run's reports are incomplete.\n",
                                 standardOutput: output)
        }
        let report = written.report
        let ci = CIOutput(parsed, environment: environment, directory: directory).finish(report, summary: SummaryReporter.render(report), paths: paths)
        var exitCode = run.passes(strict: parsed.strict) ? ExitCode.conformant : ExitCode.checksFailed
        var errors = ci.standardError
        var attested = ""
        if let certification {
            switch CertifyCommand.attest(run, parsed, certification, reports: zip(written.paths, written.digests).map { ($0, $1.sha256, $1.size) }, folder: reports.url, in: directory) {
            case .success(let said): attested = said
            case .failure(let refusal):
                exitCode = refusal.exitCode
                errors += "Error: \(refusal.message)\n"
            }
        }
        output = ci.standardOutput + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ")
            + " (results \(written.resultsDigest.prefix(19))…)\n" + attested + output
        return Result(exitCode: exitCode, standardOutput: output, standardError: errors)
    }

    /// The wall time since `start`, in seconds (reports only; no check reads it).
    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let (whole, attoseconds) = (ContinuousClock.now - start).components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// The options of `arguments` that choose and run the implementation as this run did (its faults,
    /// profile, testee, specs, strictness, limits), without what selects scenarios or places reports: a
    /// hint adds `--filter ID --verbose` to them to rerun one requirement exactly so.
    package static func rerunArguments(_ arguments: [String], command: ParsedArguments.Command) -> [String] {
        let kept: Set<String> = ["--fault", "--alternative", "--profile", "--implementation", "--testee", "--name", "--specs",
                                 "--strict", "--in-process", "--turn-timeout", "--scenario-timeout", "--jobs"]
        let options = AECheck.commandType(command).options
        var rerun: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            let takesValue = options.first { $0.name == name }?.value != nil && !argument.contains("=")
            let value = takesValue ? rest.popFirst() : nil
            guard kept.contains(name) else { continue }
            rerun.append(argument)
            if let value { rerun.append(value) }
        }
        return rerun
    }
}
