import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// What every command that reads the specs to run them starts from (`list`, `explain`, `mutants`,
/// `coverage`, `run`, `certify`): the specs loaded, the selection checked, the isolated workers started early,
/// and the report folder in which a run that stops before running notes why (``CommandFailure/notRun``).
struct PreparedSuite {
    var suite: ConformanceSuite
    var selection: ConformanceSuite.Selection
    /// The specs folder.
    var specs: URL
    /// Where `run` and `certify` note why they wrote no reports, when the implementation's name is known
    /// already; `nil` for the other commands.
    var notRunFolder: ReportFolder?
    /// The workers of an isolated run, started before the specs loaded (``AECheck/earlyWorkers(_:_:executable:specs:)``).
    var early: ScenarioWorkers.Early?

    /// Loads the specs and checks the selection.
    static func prepare(_ invocation: Invocation) throws(CommandFailure) -> PreparedSuite {
        let parsed = invocation.parsed
        let knownName = parsed.testee != nil ? parsed.name
            : invocation.implementations.isEmpty
            ? (try? invocation.selfTest?.reference(faults: parsed.faults, alternatives: parsed.alternatives, profile: parsed.profile).get())?.name
            : parsed.implementation ?? invocation.implementations.first?.name
        let reports = AECheck.reportFolder(parsed, name: knownName, in: invocation.directory)
        if parsed.command.runsSuite, let reports { RunInterruption.shared.watch(reports) }
        let notRunFolder = parsed.command.runsSuite ? reports : nil

        let specs = invocation.specs
        let early = AECheck.earlyWorkers(parsed, invocation.implementations, executable: invocation.executable, specs: specs)
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specs)
        } catch {
            throw CommandFailure.invalidSpecs(error, specs).notingRun(in: notRunFolder, "the specs are invalid.")
        }
        var selection = ConformanceSuite.Selection(filters: parsed.filters, platform: parsed.platform)
        // Whether the selection holds anything is judged on the whole: a shard may be empty (more jobs than scenarios).
        if [.list, .run, .certify, .coverage].contains(parsed.command), let empty = NothingToCheck.emptySelection(suite, selection) {
            throw CommandFailure.usage(empty, parsed.command, invocation.help).notingRun(in: notRunFolder, empty)
        }
        selection.shard = parsed.shard
        return PreparedSuite(suite: suite, selection: selection, specs: specs, notRunFolder: notRunFolder, early: early)
    }

    /// The implementation the command line names, started (with its isolated workers), or why it is not:
    /// it did not start, was not found, or targets no platform.
    func startedImplementation(_ invocation: Invocation) throws(CommandFailure) -> (AccessEnablerImplementation, (any ScenarioHost)?) {
        let started: (AccessEnablerImplementation, (any ScenarioHost)?)
        do {
            started = try AECheck.startedImplementation(suite, invocation.parsed, invocation.implementations, invocation.selfTest, invocation.help,
                                                        executable: invocation.executable, early: early)
        } catch {
            throw error.notingRun(in: notRunFolder, "the implementation did not start, or was not found.")
        }
        if let problem = NothingToCheck.noPlatforms(started.0) {
            throw CommandFailure(exitCode: AECheck.ExitCode.adapterFailed, standardError: "Error: \(problem)\n").notingRun(in: notRunFolder, problem)
        }
        return started
    }
}
