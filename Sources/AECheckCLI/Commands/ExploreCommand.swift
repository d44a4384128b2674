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
    static let options: [CommandOption] = [.platform, .reports] + CommandOption.placings + [.annotations, .provenance, .specs, .profile,
        .fault, .alternative, .implementation, .testee, .passEnv, .name, .jobs, .shard, .color, .verbose, .seed, .runs, .steps,
        .run, .against, .allFaults, .allAlternatives, .listInvariants]

    /// A campaign (`--all-faults`, `--all-alternatives`) prints its table and writes no reports: a report place
    /// named with it would be ignored, so it is refused.
    static func validate(_ parsed: ParsedArguments) throws(ParsedArguments.UsageError) {
        let campaign = parsed.exploration.allFaults ? "--all-faults" : parsed.exploration.allAlternatives ? "--all-alternatives" : nil
        if let campaign, parsed.reports.reportsPath != nil || !parsed.reports.placedReports.isEmpty {
            throw .init(message: "\(campaign) prints its table and writes no reports; drop --reports and the report places, or explore one implementation", command: parsed.command)
        }
    }

    static func run(_ invocation: Invocation) throws(CommandFailure) -> AECheck.Result {
        let (parsed, directory, implementations, help) = (invocation.parsed, invocation.directory, invocation.implementations, invocation.help)
        let (environment, progress, selfTest, arguments) = (invocation.environment, invocation.progress, invocation.selfTest, invocation.arguments)
        if parsed.exploration.listInvariants {
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
            seed: parsed.exploration.seed ?? 1, runs: parsed.exploration.runs ?? 100, steps: parsed.exploration.steps ?? 30, onlyRun: parsed.exploration.onlyRun,
            command: replayCommand(parsed, implementations))
        configuration.shard = parsed.selection.shard
        configuration.jobs = parsed.subject.jobs
        if parsed.exploration.allAlternatives {
            guard let exploring else { throw usage("--all-alternatives needs this package's own aecheck", help) }
            configuration.platforms = parsed.selection.platform.map { [$0] } ?? Platform.allCases
            let started = ContinuousClock.now
            let campaign = exploring.exploreAlternatives(configuration: configuration, progress: progress)
            return AECheck.Result(exitCode: campaign.clean ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                                  standardOutput: campaign.report, standardError: "campaign wall time \(seconds(since: started)) s\n")
        }
        if parsed.exploration.allFaults {
            guard let exploring else { throw usage("--all-faults needs this package's own aecheck", help) }
            configuration.platforms = parsed.selection.platform.map { [$0] } ?? Platform.allCases
            let started = ContinuousClock.now
            let campaign = exploring.exploreCampaign(suite, specs: specsURL, configuration: configuration, progress: progress)
            return AECheck.Result(exitCode: campaign.clean ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed,
                                  standardOutput: campaign.report, standardError: "campaign wall time \(seconds(since: started)) s\n")
        }
        let implementation: AccessEnablerImplementation
        if let command = parsed.subject.testee {
            do {
                implementation = try ProcessTestee.implementation(command: command, passing: parsed.subject.passedEnvironment, name: parsed.subject.name, processes: 1)
            } catch {
                throw CommandFailure(exitCode: AECheck.ExitCode.adapterFailed, standardError: "Error: the testee failed to start: \(error)\n")
            }
        } else {
            switch ImplementationChoice(parsed, linking: implementations).linkedImplementation(implementations, reference: selfTest) {
            case .success(let chosen): implementation = chosen
            case .failure(let error): throw usage(error.message, help)
            }
        }
        if parsed.subject.testee == nil, let problem = suite.startupProblem(implementation) {
            throw CommandFailure(exitCode: AECheck.ExitCode.adapterFailed,
                                 standardError: "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")
        }
        let declared = implementation.capabilities.platforms.sorted()
        let platforms = parsed.selection.platform.map { [$0] } ?? declared
        guard !platforms.isEmpty, platforms.allSatisfy(declared.contains) else {
            throw usage("the implementation does not target \(parsed.selection.platform?.rawValue ?? "any platform")", help)
        }
        configuration.platforms = platforms
        let references = exploring?.references(profile: parsed.subject.testee == nil ? parsed.subject.profile : "\(implementation.capabilities.sdkVersion)") ?? []
        let explorer = Explorer(
            implementation: implementation, reference: parsed.exploration.against == nil ? nil : references.first, references: references,
            configuration: configuration, suite: suite, specsFolder: specsURL)

        let transaction = ReportTransaction(ReportDestination(parsed, in: directory), name: implementation.name + "-explore", subject: "exploration")
        try CommandFailure.mapping(.explore, help) { () throws(RunFailure) in try transaction.check() }
        return try CommandFailure.mapping(.explore, help) { () throws(RunFailure) in
            try transaction.holding(waiting: progress) { () throws(RunFailure) in
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
                run.metadata.rerun = replayWords(parsed, implementations) + (parsed.selection.platform.map { ["--platform", $0.rawValue] } ?? [])
                run.metadata.rerunFilter = .explorationRun
                run.metadata.shard = parsed.selection.shard
                run.metadata.testee = parsed.subject.testee
                run.metadata.exploration = ExplorationParameters(
                    seed: configuration.seed, runs: configuration.runs, steps: configuration.steps, platforms: configuration.platforms.map(\.rawValue),
                    against: parsed.exploration.against == nil ? nil : references.first?.name)
                if !parsed.reports.provenance.isEmpty { run.provenance = Dictionary(parsed.reports.provenance.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
                run.finished = ConformanceSuite.timestampNow()
                run.duration = elapsed
                run.exitCode = report.error != nil ? AECheck.ExitCode.adapterFailed
                    : run.passes(strict: false) ? AECheck.ExitCode.conformant : AECheck.ExitCode.checksFailed
                let output = report.render(verbose: parsed.verbose)
                return try transaction.write(run, filePrefix: nil, output: output) { written in
                    let compliance = written.report
                    let ci = CIOutput(parsed, environment: environment, directory: directory)
                        .finish(compliance, summary: SummaryReporter.render(compliance, linkingCards: false), paths: SpecPaths(specsFolder: specsURL, workingDirectory: directory))
                    let rate = elapsed > 0 ? Int(Double(report.events) / elapsed) : 0
                    let speed = "explored \(report.events) events in \(String(format: "%.2f", elapsed)) s (\(rate) events/s, shrinking and verifying included)\n"
                    return AECheck.Result(exitCode: run.exitCode ?? AECheck.ExitCode.checksFailed,
                                          standardOutput: output + ci.standardOutput + "Reports: " + written.paths.map(\.relativePath).joined(separator: ", ") + "\n",
                                          standardError: ci.standardError + speed)
                }
            }
        }
    }

    /// The command that explores the same implementation, for replay lines: the options that choose it.
    private static func replayCommand(_ parsed: ParsedArguments, _ implementations: [AccessEnablerImplementation]) -> String {
        ShellWords.line(replayWords(parsed, implementations))
    }

    /// ``replayCommand(_:)`` as words.
    private static func replayWords(_ parsed: ParsedArguments, _ implementations: [AccessEnablerImplementation]) -> [String] {
        var words = ["aecheck", "explore"] + (parsed.subject.specsPath.map { ["--specs", $0] } ?? [])
        words += ImplementationChoice(parsed, linking: implementations).arguments
        if parsed.exploration.against != nil { words += ["--against", "reference"] }
        return words
    }

    private static func usage(_ message: String, _ help: HelpText) -> CommandFailure {
        .usage(message, .explore, help)
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double { RunSession.seconds(since: start) }
}
