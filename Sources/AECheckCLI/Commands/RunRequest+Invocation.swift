import AECheckRun
import AccessEnablerConformance
import ConformanceKit
import Foundation

extension RunRequest {
    /// The run `invocation`'s command line asks for: the one place options become a ``RunRequest``.
    init(_ invocation: Invocation) {
        let parsed = invocation.parsed, directory = invocation.directory
        let choice: ImplementationChoice = if let command = parsed.testee {
            .testee(command: command, name: parsed.name)
        } else if !invocation.implementations.isEmpty {
            .linked(name: parsed.implementation)
        } else {
            .reference(faults: parsed.faults, alternatives: parsed.alternatives, profile: parsed.profile)
        }
        self.init(specs: invocation.specs, implementation: choice)
        if let executable = invocation.executable, !parsed.inProcess { isolation = .workers(executable: executable) }
        turnTimeout = parsed.turnTimeout
        scenarioTimeout = parsed.scenarioTimeout
        selection = ConformanceSuite.Selection(filters: parsed.filters, platform: parsed.platform)
        selection.shard = parsed.shard
        grading.strict = parsed.strict
        grading.baseline = parsed.baselinePath.map { ($0, URL(fileURLWithPath: $0, relativeTo: directory)) }
        grading.today = parsed.today
        if parsed.command.runsSuite {
            var destination = ReportDestination()
            destination.folder = parsed.reportsPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
            destination.junit = parsed.junitPath.map { URL(fileURLWithPath: $0, relativeTo: directory) }
            destination.junitFiles = parsed.junitFiles
            destination.directory = directory
            reports = destination
        } else {
            reports = nil
        }
        provenance = parsed.provenance.map { ($0.key, $0.value) }
        jobs = parsed.jobs
        verbose = parsed.verbose
        let program = invocation.help.program
        origin = RunOrigin(program: program, commandLine: ShellWords.line([program] + invocation.arguments),
                           rerun: [program] + AECheck.rerunArguments(invocation.arguments, command: parsed.command))
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
