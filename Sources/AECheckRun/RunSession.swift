import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem

/// One run of the suite, carried out in stages (prepare, start, open, run and write), each throwing a
/// ``RunFailure`` whose exit code is a ``RunExitCode``: what the command line and the Swift Testing entry share.
///
/// ```swift
/// let session = RunSession(request, implementations: [myPort])
/// let prepared = try session.prepare()
/// let started = try session.start(prepared)
/// let (transaction, grading) = try session.open(prepared, started)
/// let run = try session.run(prepared, started, into: transaction, grading: grading) { run, written, summary in run }
/// ```
package struct RunSession {
    package let request: RunRequest
    /// The implementations the program was built with (a port's own), by name.
    package let implementations: [AccessEnablerImplementation]
    /// This package's reference by its faults and profile, in this package's own `aecheck` and tests only.
    package let reference: (any ReferenceProvider)?
    /// Where lines go while the run runs (each result as it finishes, a wait for the folder).
    package let progress: (String) -> Void

    package init(
        _ request: RunRequest, implementations: [AccessEnablerImplementation] = [], reference: (any ReferenceProvider)? = nil,
        progress: @escaping (String) -> Void = { _ in }
    ) {
        self.request = request
        self.implementations = implementations
        self.reference = reference
        self.progress = progress
    }

    /// The specs loaded and the selection checked, with the isolated workers started before the specs loaded.
    package struct Prepared {
        package var suite: ConformanceSuite
        package var selection: ConformanceSuite.Selection
        /// Where a run that stops before running notes why, when the implementation's name is known already.
        package var notRunFolder: ReportFolder?
        var early: ScenarioWorkers.Early?
    }

    /// The implementation started, and the workers that run its scenarios whole when it runs isolated.
    package struct Started {
        package var implementation: AccessEnablerImplementation
        package var host: (any ScenarioHost)?
        package var mode: RunMode
        /// Where a test service or testee runs, as its `hello` says; `nil` when it does not say.
        package var runtime: HostRuntime? = nil
    }

    /// Stage 1: loads the specs and checks that the selection holds a scenario to run; an isolated run's workers
    /// start first, so that their start overlaps the loading.
    package func prepare() throws(RunFailure) -> Prepared {
        let notRunFolder = request.reports?.folder(for: request.implementation.knownName(implementations: implementations, reference: reference))
        if let notRunFolder { RunInterruption.shared.watch(notRunFolder) }
        let early = earlyWorkers()
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: request.specs)
        } catch {
            throw RunFailure.invalidSpecs(error, request.specs).notingRun(in: notRunFolder, "the specs are invalid.")
        }
        var selection = request.selection
        selection.shard = nil
        // Whether the selection holds anything is judged on the whole: a shard may be empty (more jobs than scenarios).
        if let empty = NothingToCheck.emptySelection(suite, selection) {
            throw RunFailure.usage(empty).notingRun(in: notRunFolder, empty)
        }
        selection.shard = request.selection.shard
        return Prepared(suite: suite, selection: selection, notRunFolder: notRunFolder, early: early)
    }

    /// The workers of an isolated run, started before the specs are loaded (`nil` in process or for a testee).
    private func earlyWorkers() -> ScenarioWorkers.Early? {
        guard case .workers(let executable) = request.isolation, !request.implementation.isTestee else { return nil }
        let linked = implementations.isEmpty ? nil : request.implementation.linkedName ?? implementations.first?.name
        let worker = WorkerRequest(implementation: workerChoice(linked: linked), scenarios: request.specs.standardizedFileURL.path,
                                   platform: request.selection.platform)
        return ScenarioWorkers.Early(command: WorkerCommand.command(executable: executable, worker), passing: request.passedEnvironment, count: request.threads)
    }

    /// The implementation a worker serves: the linked one by its name, or the reference as chosen.
    private func workerChoice(linked: String?) -> ImplementationChoice {
        if case .linked = request.implementation { return .linked(name: linked) }
        return request.implementation
    }

    /// Stage 2: the testee started (past its handshake), or the implementation chosen and shown to start, with
    /// the workers that run it isolated; or why not.
    package func start(_ prepared: Prepared) throws(RunFailure) -> Started {
        let started: Started
        do {
            started = try startImplementation(prepared)
        } catch {
            throw error.notingRun(in: prepared.notRunFolder, "the implementation did not start, or was not found.")
        }
        if let problem = NothingToCheck.noPlatforms(started.implementation) {
            throw RunFailure(.adapterFailed, "Error: \(problem)\n").notingRun(in: prepared.notRunFolder, problem)
        }
        return started
    }

    private func startImplementation(_ prepared: Prepared) throws(RunFailure) -> Started {
        var limits = ProcessTestee.Limits()
        if let turn = request.turnTimeout { limits.turn = turn }
        if let scenario = request.scenarioTimeout { limits.scenario = scenario }
        let reached: (TesteeEndpoint, String?)?
        do {
            reached = try request.implementation.testeeEndpoint(passing: request.passedEnvironment)
        } catch {
            throw RunFailure(.adapterFailed, "Error: \(error)\n")
        }
        if let (endpoint, name) = reached {
            let testee: AccessEnablerImplementation
            let runtime: HostRuntime?
            do {
                // Several processes (or connections) at once only when the testee's hello says they share nothing.
                (testee, runtime) = try ProcessTestee.implementation(endpoint: endpoint, name: name, limits: limits, processes: request.threads, whenDeclared: true)
            } catch {
                throw RunFailure(.adapterFailed, "Error: \(endpoint.failedToStart): \(error)\nSee Specs/adapter-protocol.md for the handshake.\n")
            }
            // A testee may not pass for a built-in implementation: its reports would take their place.
            let builtIn = implementations.map(\.name) + [(try? reference?.reference(faults: [], alternatives: [], profile: nil).get())?.name].compactMap { $0 }
            // Nor take, in any letter case, the folder of the wire testee, nor one of theirs with a suffix: an exploration's
            // or a merge's (`-explore`, `-merged`), the reference's with a fault, an alternative or a profile
            // (`+caches-media-token`, `~…`, which is `_` in a folder's name, `-1.8`).
            let folder = ReportFolder.folderName(testee.name).lowercased()
            let taken = builtIn.map { ReportFolder.folderName($0).lowercased() }.contains { base in
                folder == base || folder == "wire-" + base
                    || (folder.hasPrefix(base) && folder.dropFirst(base.count).first.map { "+_-".contains($0) } == true)
            }
            if name == nil, taken {
                throw RunFailure.usage(
                    "the testee calls itself '\(testee.name)', the name of the built-in implementation; give its reports a name of their own with --name <name>")
            }
            return Started(implementation: testee, host: nil, mode: .testee, runtime: runtime)
        }
        let implementation: AccessEnablerImplementation
        switch request.implementation.linkedImplementation(implementations, reference: reference) {
        case .success(let chosen): implementation = chosen
        case .failure(let error): throw RunFailure.usage(error.message)
        }
        if let problem = prepared.suite.startupProblem(implementation) {
            throw RunFailure(.adapterFailed, "Error: the implementation '\(implementation.name)' failed to start: \(problem)\n")
        }
        guard case .workers(let executable) = request.isolation, let early = prepared.early else {
            return Started(implementation: implementation, host: nil, mode: .inProcess)
        }
        let command = WorkerCommand.command(executable: executable, WorkerRequest(implementation: workerChoice(linked: implementations.isEmpty ? nil : implementation.name)))
        do {
            // Each scenario runs whole in a worker; one the worker could not run (it crashed or hung) runs again
            // over the adapter protocol, in workers started then, whose turns say where it went wrong.
            let workers = try ScenarioWorkers(early, suite: prepared.suite, limit: .milliseconds(Int64(min(limits.turn, limits.scenario) * 1000)))
            let name = implementation.name, processes = request.threads, wireLimits = limits, passing = request.passedEnvironment
            let overTheWire = DeferredImplementation {
                // The worker's instances share nothing across processes: one worker per scenario run at once.
                try ProcessTestee.implementation(command: command, passing: passing, name: name, limits: wireLimits, processes: processes)
            }
            return Started(implementation: overTheWire.implementation(like: implementation), host: workers, mode: .isolated)
        } catch {
            throw RunFailure(.adapterFailed, "Error: the isolated worker failed to start: \(error)\nRun with --in-process to see it fail in place.\n")
        }
    }

    /// Stage 3: the report folder checked and the grading read (the baseline checked against the specs), before
    /// anything runs.
    package func open(_ prepared: Prepared, _ started: Started) throws(RunFailure) -> (ReportTransaction, Grading) {
        let destination = request.reports ?? ReportDestination()
        let transaction = ReportTransaction(destination, name: started.implementation.name)
        let grading = try Grading.read(request.grading, suite: prepared.suite, folder: transaction.folder)
        try transaction.check()
        return (transaction, grading)
    }

    /// Stages 4 and 5, holding the report folder: runs the selection, judges the run (the grading applied, its
    /// metadata set, then `judged` may amend it), writes the reports, and `finish`es with what was written (the
    /// command line prints its CI annotations and signs its attestation there). `finish` also receives the
    /// console's summary of the run.
    package func run<T>(
        _ prepared: Prepared, _ started: Started, into transaction: ReportTransaction, grading: Grading,
        judged: ((inout SuiteRun) -> Void)? = nil, finish: (_ run: SuiteRun, _ written: ReportFolder.Written, _ summary: String) -> T
    ) throws(RunFailure) -> T {
        let began = ContinuousClock.now
        let (implementation, host) = (started.implementation, started.host)
        return try transaction.holding(waiting: progress) { () throws(RunFailure) -> T in
            var run = prepared.suite.run(implementation, prepared.selection, threads: request.threads, host: host) { result in
                progress(ConsoleReporter.result(for: result, verbose: request.verbose))
            }
            // Nothing the implementation runs outlives its scenarios: no testee or worker can touch what is written next.
            host?.stop()
            implementation.shutDown()
            ProcessGroups.live.endStragglers()
            // A shard that checked nothing is no verdict yet: the merged run judges that.
            if prepared.selection.shard == nil, let nothing = Self.checkedNothing(run, implementation, prepared.selection) {
                throw nothing.notingRun(in: transaction.folder, "nothing was checked.")
            }
            run.metadata.commandLine = request.origin.commandLine
            run.metadata.rerun = request.origin.rerun
            run.metadata.rerunFilter = request.origin.rerunFilter
            run.metadata.program = request.origin.program
            run.metadata.mode = started.mode
            run.metadata.testee = request.implementation.testeeDescription
            run.metadata.testeeRuntime = started.runtime
            if started.mode == .testee { run.metadata.testeeProcesses = implementation.processes() }
            if !request.provenance.isEmpty {
                run.provenance = Dictionary(request.provenance.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            }
            run = grading.judge(run, wholeRun: prepared.selection.shard == nil)
            run.finished = ConformanceSuite.timestampNow()
            run.duration = Self.seconds(since: began)
            run.exitCode = (run.passes(strict: grading.strict) ? RunExitCode.conformant : .checksFailed).rawValue
            judged?(&run)
            let summary = ConsoleReporter.summary(run)
            // Paths a CI service resolves in the checkout it runs in: the specs' path from here, when they are here.
            let destination = transaction.destination
            let paths = SpecPaths(specsFolder: request.specs, workingDirectory: destination.directory)
            let judgedRun = run
            return try transaction.write(run, filePrefix: destination.junitFiles ? paths.filePrefix : nil, output: summary) {
                finish(judgedRun, $0, summary)
            }
        }
    }

    /// Why a run whose every result is not applicable checked nothing: a usage error when the selection was
    /// narrowed, else the implementation's declaration is at fault; `nil` when a scenario ran.
    package static func checkedNothing(
        _ run: SuiteRun, _ implementation: AccessEnablerImplementation, _ selection: ConformanceSuite.Selection
    ) -> RunFailure? {
        guard let problem = NothingToCheck.allNotApplicable(run, implementation) else { return nil }
        let narrowed = !selection.filters.isEmpty || selection.platform != nil
        return RunFailure(narrowed ? .usage : .adapterFailed, "Error: \(problem)\n")
    }

    /// The wall time since `start`, in seconds (reports only; no check reads it).
    package static func seconds(since start: ContinuousClock.Instant) -> Double {
        let (whole, attoseconds) = (ContinuousClock.now - start).components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}

extension ImplementationChoice {
    /// Whether this is a testee program or a test service.
    var isTestee: Bool { testeeDescription != nil }
    /// Where the testee is reached (a service's listening socket opened now), and the name its reports take instead
    /// of its own; `nil` for a linked implementation.
    func testeeEndpoint(passing: [String]) throws(TestServiceRoute.Failure) -> (TesteeEndpoint, String?)? {
        switch self {
        case .testee(let command, let name): (.command(command, passing: passing), name)
        case .service(let service, let name): (.service(try service.route(passing: passing)), name)
        case .linked, .reference: nil
        }
    }
    /// How it is described in reports: the testee's command, or the service's address.
    var testeeDescription: String? {
        switch self {
        case .testee(let command, _): command
        case .service(let service, _): service.address
        case .linked, .reference: nil
        }
    }
    /// The linked implementation's name, when this chooses one by name.
    var linkedName: String? { if case .linked(let name) = self { name } else { nil } }
}
