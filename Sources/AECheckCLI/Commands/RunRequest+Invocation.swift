import AECheckRun
import AccessEnablerWire
import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

extension RunRequest {
    /// The run `invocation`'s command line asks for: the one place options become a ``RunRequest``; one that
    /// `writesReports` not (`coverage`) notes nothing either.
    init(_ invocation: Invocation, writesReports: Bool = true) {
        let parsed = invocation.parsed, directory = invocation.directory
        let choice = ImplementationChoice(parsed, linking: invocation.implementations)
        self.init(specs: invocation.specs, implementation: choice)
        if let executable = invocation.executable, !parsed.subject.inProcess { isolation = .workers(executable: executable) }
        turnTimeout = parsed.subject.turnTimeout
        scenarioTimeout = parsed.subject.scenarioTimeout
        passedEnvironment = parsed.subject.passedEnvironment
        selection = ConformanceSuite.Selection(filters: parsed.selection.filters, platform: parsed.selection.platform)
        selection.shard = parsed.selection.shard
        grading.strict = parsed.grading.strict
        grading.baseline = parsed.grading.baselinePath.map { ($0, URL(fileURLWithPath: $0, relativeTo: directory)) }
        grading.today = parsed.grading.today
        reports = writesReports ? ReportDestination(parsed, in: directory) : nil
        provenance = parsed.reports.provenance.map { ($0.key, $0.value) }
        jobs = parsed.subject.jobs
        verbose = parsed.verbose
        let program = invocation.help.program
        origin = RunOrigin(program: program, commandLine: ShellWords.line([program] + invocation.arguments),
                           rerun: [program] + Self.rerunArguments(parsed, choice))
    }

    /// The options that run the implementation as `parsed` does (its specs, its choice, strictness, isolation, limits
    /// and jobs), without what selects scenarios or places reports: a hint adds `--filter ID --verbose` to them to
    /// rerun one requirement exactly so.
    package static func rerunArguments(_ parsed: ParsedArguments, _ choice: ImplementationChoice) -> [String] {
        var words = (parsed.subject.specsPath.map { ["--specs", $0] } ?? []) + choice.arguments
        if parsed.grading.strict { words.append("--strict") }
        if parsed.subject.inProcess { words.append("--in-process") }
        words += parsed.subject.passedEnvironment.flatMap { ["--pass-env", $0] }
        if let turn = parsed.subject.turnTimeout { words += ["--turn-timeout", seconds(turn)] }
        if let scenario = parsed.subject.scenarioTimeout { words += ["--scenario-timeout", seconds(scenario)] }
        if let jobs = parsed.subject.jobs { words += ["--jobs", String(jobs)] }
        return words
    }

    /// Seconds as an option's value: `2`, `0.5`.
    fileprivate static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension ImplementationChoice {
    /// The implementation `parsed` chooses: its testee, else one of `linking` (a port's executable's), else the reference.
    package init(_ parsed: ParsedArguments, linking implementations: [AccessEnablerImplementation]) {
        self = if let command = parsed.subject.testee {
            .testee(command: command, name: parsed.subject.name)
        } else if let service = parsed.subject.testeeService {
            .service(service, name: parsed.subject.name)
        } else if !implementations.isEmpty {
            .linked(name: parsed.subject.implementation)
        } else {
            .reference(faults: parsed.subject.faults, alternatives: parsed.subject.alternatives, profile: parsed.subject.profile)
        }
    }

    /// The options that choose this implementation on the command line: the one rendering of a choice as words
    /// (rerun hints, explore's replay lines).
    package var arguments: [String] {
        switch self {
        case .linked(let name): name.map { ["--implementation", $0] } ?? []
        case .reference(let faults, let alternatives, let profile):
            (profile.map { ["--profile", $0] } ?? []) + faults.flatMap { ["--fault", $0] } + alternatives.flatMap { ["--alternative", $0] }
        case .testee(let command, let name): ["--testee", command] + (name.map { ["--name", $0] } ?? [])
        case .service(let service, let name):
            [service.direction == .connect ? "--testee-connect" : "--testee-listen", service.address]
                + (service.launch.map { ["--testee-launch", $0] } ?? []) + (service.wait.map { ["--testee-wait", RunRequest.seconds($0)] } ?? [])
                + (name.map { ["--name", $0] } ?? [])
        }
    }
}

extension ReportDestination {
    /// The reports' places `parsed` asks for (`--reports`, `--junit`, `--junit-files`), relative to `directory`.
    init(_ parsed: ParsedArguments, in directory: URL) {
        self.init()
        folder = parsed.reports.reportsPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
        placed = parsed.reports.placedReports.mapValues { URL(fileURLWithPath: $0, relativeTo: directory) }
        junitFiles = parsed.reports.junitFiles
        self.directory = directory
    }
}

extension CommandFailure {
    /// The command line's form of a run's failure: a usage sentence gets `command`'s usage line and help hint.
    init(_ failure: RunFailure, _ command: ParsedArguments.Command, _ help: HelpText) {
        self = failure.isUsage ? .usage(failure.message, command, help) : CommandFailure(exitCode: failure.exitCode.rawValue, standardError: failure.message)
        standardOutput = failure.standardOutput
        notRun = failure.notRun.map { ($0.folder, $0.reason) }
    }

    /// What `body` returns; a run's failure it throws becomes the command's, as ``init(_:_:_:)`` says.
    static func mapping<T>(_ command: ParsedArguments.Command, _ help: HelpText, _ body: () throws(RunFailure) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(error, command, help)
        }
    }
}
