import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerExploration
import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem

/// `aecheck explore`: explores an implementation beyond the written scenarios (see ``Explorer``), prints
/// what it found with each first failure shrunk to a scenario, and writes the results as reports.
///
/// Standard output depends only on the seed, the options and the implementations: the same command prints
/// the same text. The speed (events per second) goes to standard error.
enum ExploreCommand: AECheckCommand {
    static let summary = "Explore beyond the written scenarios: seeded random runs of world events, every invariant checked after every event, the first failure of each shrunk to a scenario to paste into the specs."
    static let options: [CommandOption] = [.platform, .reports, .junit, .annotations, .provenance, .specs, .profile,
        .fault, .alternative, .implementation, .testee, .name, .jobs, .shard, .color, .verbose, .seed, .runs, .steps,
        .run, .against, .allFaults, .allAlternatives, .listInvariants]

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory, implementations, help) = (invocation.parsed, invocation.directory, invocation.implementations, invocation.help)
        let (environment, progress, selfTest, arguments) = (invocation.environment, invocation.progress, invocation.selfTest, invocation.arguments)
        if parsed.listInvariants {
            let text = Invariant.catalogue.map(\.listing).joined(separator: "\n") + "\n\n\(Invariant.catalogue.count) invariants\n"
            return AECheck.Result(exitCode: 0, standardOutput: text, standardError: "")
        }
        let specsURL = invocation.specs
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specsURL)
        } catch {
            throw .invalidSpecs(error, specsURL)
        }
        let exploring = selfTest as? any ExploringSelfTest
        var configuration = ExploreConfiguration(
            seed: parsed.seed ?? 1, runs: parsed.runs ?? 100, steps: parsed.steps ?? 30, onlyRun: parsed.onlyRun,
            command: replayCommand(parsed))
        configuration.shard = parsed.shard
        configuration.jobs = parsed.jobs
        if parsed.allAlternatives {
            guard let exploring else { throw usage("--all-alternatives needs this package's own aecheck", help) }
            configuration.platforms = parsed.platform.map { [$0] } ?? Platform.allCases
            let started = ContinuousClock.now
            let campaign = exploring.exploreAlternatives(configuration: configuration, progress: progress)
            return AECheck.Result(exitCode: campaign.clean ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                                  standardOutput: campaign.report, standardError: "campaign wall time \(seconds(since: started)) s\n")
        }
        if parsed.allFaults {
            guard let exploring else { throw usage("--all-faults needs this package's own aecheck", help) }
            configuration.platforms = parsed.platform.map { [$0] } ?? Platform.allCases
            let started = ContinuousClock.now
            let campaign = exploring.exploreCampaign(suite, specs: specsURL, configuration: configuration, progress: progress)
            return AECheck.Result(exitCode: campaign.clean ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                                  standardOutput: campaign.report, standardError: "campaign wall time \(seconds(since: started)) s\n")
        }
        let implementation: AccessEnablerImplementation
        if let command = parsed.testee {
            do {
                implementation = try ProcessTestee.implementation(command: command, name: parsed.name)
            } catch {
                throw CommandFailure(exitCode: AECheck.ExitCode.adapterFailed, standardError: "Error: the testee failed to start: \(error)\n")
            }
        } else {
            let choice: ImplementationChoice = implementations.isEmpty
                ? .reference(faults: parsed.faults, alternatives: parsed.alternatives, profile: parsed.profile) : .linked(name: parsed.implementation)
            switch choice.linkedImplementation(implementations, reference: selfTest) {
            case .success(let chosen): implementation = chosen
            case .failure(let error): throw usage(error.message, help)
            }
        }
        if parsed.testee == nil, let problem = suite.startupProblem(implementation) {
            throw CommandFailure(exitCode: AECheck.ExitCode.adapterFailed,
                                 standardError: "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")
        }
        let declared = implementation.capabilities.platforms.sorted()
        let platforms = parsed.platform.map { [$0] } ?? declared
        guard !platforms.isEmpty, platforms.allSatisfy(declared.contains) else {
            throw usage("the implementation does not target \(parsed.platform?.rawValue ?? "any platform")", help)
        }
        configuration.platforms = platforms
        let references = exploring?.references(profile: parsed.testee == nil ? parsed.profile : "\(implementation.capabilities.sdkVersion)") ?? []
        let explorer = Explorer(
            implementation: implementation, reference: parsed.against == nil ? nil : references.first, references: references,
            configuration: configuration, suite: suite, specsFolder: specsURL)

        let junit = parsed.junitPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
        let reports = ReportFolder(
            url: URL(fileURLWithPath: parsed.reportsPath ?? "Reports/" + ReportFolder.folderName(implementation.name + "-explore"), relativeTo: directory),
            junitURL: junit)
        do {
            try reports.check()
        } catch {
            throw CommandFailure(exitCode: AECheck.ExitCode.cannotWriteReports, standardError: "Error: \(error). Choose another folder with --reports <dir>.\n")
        }
        reports.clear()
        let started = ContinuousClock.now
        let report = explorer.explore()
        let elapsed = seconds(since: started)
        var run = report.suiteRun(
            suite: suite, timestamp: ConformanceSuite.timestampNow(), hostname: HostName.current,
            commandLine: ShellWords.line([help.program] + arguments))
        run.metadata.program = help.program
        run.metadata.mode = .exploration
        // What the implementation declares, as a run of the specs records it (the explored platforms are the exploration's).
        run.metadata.platforms = declared.map(\.rawValue)
        run.metadata.features = implementation.capabilities.features.sorted()
        run.metadata.implementationVersion = implementation.version
        // A finding's hint replays the first run that broke it, on the platforms this exploration chose.
        run.metadata.rerun = replayWords(parsed) + (parsed.platform.map { ["--platform", $0.rawValue] } ?? [])
        run.metadata.rerunFilter = .explorationRun
        run.metadata.shard = parsed.shard
        run.metadata.testee = parsed.testee
        run.metadata.exploration = ExplorationParameters(
            seed: configuration.seed, runs: configuration.runs, steps: configuration.steps, platforms: configuration.platforms.map(\.rawValue),
            against: parsed.against == nil ? nil : references.first?.name)
        if !parsed.provenance.isEmpty { run.provenance = Dictionary(parsed.provenance.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        run.finished = ConformanceSuite.timestampNow()
        run.duration = elapsed
        run.exitCode = report.error != nil ? AECheck.ExitCode.adapterFailed
            : run.passes(strict: false) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed
        var output = report.render(verbose: parsed.verbose)
        var warnings = ""
        do {
            let written = try reports.write(run, strict: false, stepCalls: ConformanceSuite.stepCalls, subject: ConformanceSuite.subject)
            let compliance = written.report
            let ci = CIOutput(parsed, environment: environment, directory: directory)
                .finish(compliance, summary: SummaryReporter.render(compliance), paths: SpecPaths(specsFolder: specsURL, workingDirectory: directory))
            output += ci.standardOutput + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ") + "\n"
            warnings = ci.standardError
        } catch {
            throw CommandFailure(exitCode: AECheck.ExitCode.cannotWriteReports, standardError: "Error: \(error); the exploration's reports are incomplete.\n",
                                 standardOutput: output)
        }
        let rate = elapsed > 0 ? Int(Double(report.events) / elapsed) : 0
        let speed = "explored \(report.events) events in \(String(format: "%.2f", elapsed)) s (\(rate) events/s, shrinking and verifying included)\n"
        return AECheck.Result(exitCode: run.exitCode ?? AECheck.ExitCode.checksFailed, standardOutput: output, standardError: warnings + speed)
    }

    /// The command that explores the same implementation, for replay lines: the options that choose it.
    private static func replayCommand(_ parsed: ParsedArguments) -> String {
        ShellWords.line(replayWords(parsed))
    }

    /// ``replayCommand(_:)`` as words.
    private static func replayWords(_ parsed: ParsedArguments) -> [String] {
        var words = ["aecheck", "explore"]
        if let specs = parsed.specsPath { words += ["--specs", specs] }
        if let testee = parsed.testee { words += ["--testee", testee] }
        if let name = parsed.name { words += ["--name", name] }
        if let implementation = parsed.implementation { words += ["--implementation", implementation] }
        if let profile = parsed.profile { words += ["--profile", profile] }
        for fault in parsed.faults { words += ["--fault", fault] }
        for alternative in parsed.alternatives { words += ["--alternative", alternative] }
        if parsed.against != nil { words += ["--against", "reference"] }
        return words
    }

    private static func usage(_ message: String, _ help: HelpText) -> CommandFailure {
        .usage(message, .explore, help)
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double { RunSession.seconds(since: start) }
}
