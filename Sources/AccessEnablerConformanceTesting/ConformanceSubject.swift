import AECheckRun
import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import HostSystem
import Testing

/// The implementation a port's tests certify, and how: in the test process or isolated, strictly or
/// not, with a baseline, writing the reports. Its scenarios' tests share one run (so its options are fixed).
///
/// A port declares it once in its test target, and each scenario's test asks it about its scenario:
///
/// ```swift
/// extension ConformanceSubject {
///     static let underTest = ConformanceSubject(MyPort.implementation, reports: URL(fileURLWithPath: "Reports/my-port"))
/// }
///
/// @Test(arguments: try ConformanceScenario.all())
/// func conforms(_ scenario: ConformanceScenario) throws {
///     try ConformanceSubject.underTest.expect(scenario)
/// }
/// ```
///
/// (With the `ConformanceScenarios` build plugin, the tests are generated: one `@Test` function per
/// scenario and platform, so that `swift test --xunit-output` lists each as a test case of its own.)
///
/// The first scenario asked runs the whole suite once, as `aecheck run` does (the same verdicts, the same
/// baseline handling, the same reports); every scenario then reads its own result from that run.
public struct ConformanceSubject: Sendable {
    /// Where the implementation runs.
    public enum Isolation: Sendable, Equatable {
        /// In the test process: fastest, but a crash of the implementation ends `swift test` (the test that
        /// makes the run gets a warning saying so).
        case inProcess
        /// In workers of the port's own executable when the tests know it, else in the test process with a
        /// warning: the default. The `ConformanceScenarios` plugin finds that executable (the one executable
        /// target of the port's package that links `AECheckCLI`) and its generated tests name it
        /// (`portExecutable:`); it is looked for beside the test bundle, where SwiftPM builds it.
        case automatic
        /// In workers: `executable` (a program whose `main.swift` calls `AECheck.main(implementations:)`
        /// with the same implementation, such as the port's own `aecheck`) started again in worker mode, one
        /// per core, each running whole scenarios, so that a crash or a hang costs one scenario (which then
        /// runs again over the adapter protocol, whose error names the call it crashed or hung in).
        case worker(executable: URL)

        /// In workers of the product `name` built beside the tests (the port's own executable): found where the
        /// build put it on every system (on a Mac beside the `.xctest` bundle, not beside the testing helper that
        /// `argv[0]` names there).
        public static func worker(named name: String) -> Isolation {
            .worker(executable: RunningProgram.product(name))
        }
    }

    /// A testee command made of `words`, each quoted for `/bin/sh` as needed: a path with spaces
    /// (`~/Documents/Client Projects/…`) stays one word.
    public static func command(_ words: [String]) -> String {
        ShellWords.line(words)
    }

    /// What runs: an implementation linked in, or a testee command over the adapter protocol.
    enum Target: Sendable {
        case implementation(AccessEnablerImplementation, Isolation)
        case testee(command: String, name: String?)
    }

    let target: Target
    /// Whether failures of `@should` rules fail their tests (as `aecheck --strict`); otherwise they are warnings.
    public let strict: Bool
    /// A baseline file of expected failures (`aecheck run --baseline`), or `nil`.
    public let baseline: URL?
    /// The folder to write the reports into (`results.json`, `junit.xml`, `report.md`, `report-summary.md`,
    /// `report.html`), or `nil` for none.
    public let reports: URL?
    /// A folder of specs to run instead of the suite's own, or `nil`.
    public let specs: URL?
    /// The scenarios the run holds (all by default).
    public let selection: ConformanceSelection
    /// The run, made once for every copy of this subject.
    private let shared = SharedRun()

    /// An implementation linked into the tests, run in the test process or isolated in workers.
    public init(
        _ implementation: AccessEnablerImplementation, isolation: Isolation = .automatic, strict: Bool = false, baseline: URL? = nil,
        reports: URL? = nil, specs: URL? = nil, selection: ConformanceSelection = .init()
    ) {
        self.init(target: .implementation(implementation, isolation), strict: strict, baseline: baseline, reports: reports, specs: specs,
                  selection: selection)
    }

    /// A testee: the program this shell command starts, of any language, over the adapter protocol
    /// (`Specs/adapter-protocol.md`), as `aecheck run --testee COMMAND` runs it. `name` names its reports
    /// instead of the name it gives itself.
    public init(
        testee command: String, name: String? = nil, strict: Bool = false, baseline: URL? = nil, reports: URL? = nil, specs: URL? = nil,
        selection: ConformanceSelection = .init()
    ) {
        self.init(target: .testee(command: command, name: name), strict: strict, baseline: baseline, reports: reports, specs: specs,
                  selection: selection)
    }

    private init(target: Target, strict: Bool, baseline: URL?, reports: URL?, specs: URL?, selection: ConformanceSelection) {
        self.target = target
        self.strict = strict
        self.baseline = baseline
        self.reports = reports
        self.specs = specs
        self.selection = selection
    }

    /// The whole run, judged as this subject asks: made by the first call, shared by the rest.
    /// - Throws: ``ConformanceRunFailure`` when nothing could be judged (specs, start, baseline, reports).
    /// `portExecutable` names the port's own executable for automatic isolation (the generated tests pass the
    /// one the plugin found), when this call makes the run.
    public func run(portExecutable: String? = nil) throws -> ConformanceRun {
        ConformanceRun(try judged(portExecutable: portExecutable), strict: strict)
    }

    /// Checks `scenario`'s result in the run: a failure that decides the verdict (and every error) is an
    /// issue of the test; a failure that does not (`@should` unless strict, `@info`) a warning; one the
    /// baseline expects a known issue; a scenario not applicable to the implementation is skipped.
    /// - Throws: ``ConformanceRunFailure`` when nothing could be judged.
    public func expect(_ scenario: ConformanceScenario, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try expect(id: scenario.id, sourceLocation: sourceLocation)
    }

    /// Checks the result whose ID is `id` (`[CACHE-04] Scenario name [ios]`), as ``expect(_:sourceLocation:)``.
    /// `portExecutable` is as ``run(portExecutable:)`` takes it.
    public func expect(id: String, portExecutable: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try judged(portExecutable: portExecutable)
        guard let result = run.results.first(where: { $0.displayName == id }) else {
            Issue.record("no result '\(id)' in this run: the specs or the selection changed; regenerate the tests or widen the selection",
                         sourceLocation: sourceLocation)
            return
        }
        // The command that reruns exactly this test, as the reports give it.
        let rerun = run.metadata.rerunCommand(for: result).map { "\n\nRerun it: " + ShellWords.line($0) } ?? ""
        let story = "\(result.displayName) \(result.outcome == .error ? "error" : "failed") (\(result.location)): \(result.message ?? "")\n\n\(result.details)" + rerun
        // A failure is marked in the spec, at the step that failed: where Xcode and VS Code show it.
        let sourceLocation = result.sourceLocation(inSpecs: specs ?? ConformanceSuite.packagedSpecs) ?? sourceLocation
        switch result.outcome {
        case .passed:
            return
        case .notApplicable:
            // A parameterized test's cases share one test: cancelling would skip its other scenarios too.
            if Test.Case.current?.isParameterized == false {
                try Test.cancel("not applicable: \(result.message ?? "")", sourceLocation: sourceLocation)
            }
        case .failed, .error:
            if let reason = result.expectedFailure {
                withKnownIssue("expected by the baseline: \(reason)") { Issue.record(Comment(rawValue: story), sourceLocation: sourceLocation) }
            } else if SuiteRun.isBlocking(result, strict: strict, everyLevelBinds: run.selectionBinds) {
                Issue.record(Comment(rawValue: story), sourceLocation: sourceLocation)
            } else {
                Issue.record(Comment(rawValue: "warning, not counted in the verdict (@\(result.level?.rawValue ?? "")): " + story),
                             severity: .warning, sourceLocation: sourceLocation)
            }
        }
    }

    /// Checks that the baseline holds as a whole: no entry stale (its scenarios pass now) or expired. A
    /// scenario's own test cannot see this, so a port that uses a baseline adds one test that calls it.
    public func expectBaselineHolds(portExecutable: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for problem in try judged(portExecutable: portExecutable).baselineProblems {
            Issue.record("baseline \(problem)", sourceLocation: sourceLocation)
        }
    }

    /// The run, made once: the first caller runs the suite, the others wait for it. The test that makes an
    /// in-process run gets a warning saying a crash of the port would end `swift test`, and how to isolate it.
    func judged(portExecutable: String? = nil) throws -> SuiteRun {
        try shared.value {
            var isolation: Isolation?
            if case .implementation(let implementation, let asked) = target {
                isolation = Self.resolved(asked, portExecutable: portExecutable)
                if isolation == .inProcess {
                    Issue.record(Comment(rawValue: Self.inProcessWarning(implementation.name, asked: asked, portExecutable: portExecutable)), severity: .warning)
                }
            }
            return try makeRun(isolation: isolation)
        }
    }

    /// Where an implementation runs: automatic isolation is a worker of `portExecutable` when it is built
    /// beside the test bundle (in ``RunningProgram/productsFolder``, which on a Mac is the `.xctest` bundle's folder,
    /// not the testing helper's), else the test process. Where no process can start (iOS, tvOS: the Simulator or a
    /// device), every implementation runs in the test process, and its warning says why.
    package static func resolved(_ isolation: Isolation, portExecutable: String?, canSpawn: Bool = ChildSpawner.canSpawn) -> Isolation {
        guard canSpawn else { return .inProcess }
        guard case .automatic = isolation else { return isolation }
        guard let name = portExecutable, !name.isEmpty, !name.contains("/") else { return .inProcess }
        let candidate = RunningProgram.product(name)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? .worker(executable: candidate) : .inProcess
    }

    /// The warning an in-process run gives.
    package static func inProcessWarning(_ name: String, asked: Isolation, portExecutable: String?, canSpawn: Bool = ChildSpawner.canSpawn) -> String {
        guard canSpawn else {
            return "\(name) runs in the test process: this system starts no processes (iOS and tvOS, in the Simulator or on a device), so "
                + "no worker can isolate it, and a crash or a hang of it ends the whole test run. Isolated runs are for macOS and Linux."
        }
        let why = switch asked {
        case .automatic: portExecutable.map { " (its own executable '\($0)' is not built beside the tests)" }
            ?? " (the tests know no executable of the port's own: the plugin found none, or more than one, in the package)"
        default: ""
        }
        return "\(name) runs in the test process\(why): a crash or a hang of it ends the whole 'swift test', with no result for any scenario. "
            + "Isolate it with ConformanceSubject(_:isolation: .worker(executable:)), naming the port's own executable (its main.swift calls "
            + "AECheck.main(implementations:)), so that a crash costs one scenario."
    }

    /// Whether scenario `id` applies to the implementation: `false` only when the run judged it not
    /// applicable (it targets another platform or version). The generated tests are enabled by it, so that
    /// Swift Testing, and `swift test --xunit-output`, report such a scenario as skipped. A run that cannot be
    /// made applies, so that the test runs and says why.
    public func applies(id: String, portExecutable: String? = nil) -> Bool {
        guard let run = try? judged(portExecutable: portExecutable), let result = run.results.first(where: { $0.displayName == id }) else { return true }
        return result.outcome != .notApplicable
    }

    /// Runs the suite as `aecheck run` would with this subject's options: the same stages, verdicts, baseline
    /// handling and reports, through a ``RunRequest`` (no command line in between).
    private func makeRun(isolation: Isolation?) throws -> SuiteRun {
        let temporary = reports == nil ? FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-\(UUID().uuidString)") : nil
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        var implementations: [AccessEnablerImplementation] = []
        let choice: ImplementationChoice
        switch target {
        case .implementation(let implementation, _):
            implementations = [implementation]
            choice = .linked(name: nil)
        case .testee(let command, let name):
            choice = .testee(command: command, name: name)
        }
        var request = RunRequest(specs: specs ?? ConformanceSuite.packagedSpecs, implementation: choice)
        if case .worker(let program) = isolation { request.isolation = .workers(executable: program.path) }
        request.selection = ConformanceSuite.Selection(filters: selection.filters, platform: selection.platform)
        request.grading.strict = strict
        request.grading.baseline = baseline.map { ($0.path, $0) }
        var destination = ReportDestination()
        destination.folder = reports ?? temporary
        request.reports = destination
        // The reports' hints rerun a requirement as this run ran: its generated tests, by name.
        request.origin = RunOrigin(program: "swift test", commandLine: "swift test", rerun: ["swift", "test"], rerunFilter: .testName)
        let session = RunSession(request, implementations: implementations)
        do throws(RunFailure) {
            let prepared = try session.prepare()
            let started = try session.start(prepared)
            let (transaction, grading) = try session.open(prepared, started)
            return try session.run(prepared, started, into: transaction, grading: grading) { run, _, _ in run }
        } catch {
            error.writeNote()
            let message = error.isUsage ? "Error: \(error.message)" : error.message
            throw ConformanceRunFailure(exitCode: error.exitCode.rawValue, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

/// A run made once and shared: the first caller makes it while the others wait.
private final class SharedRun: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Result<SuiteRun, ConformanceRunFailure>?

    /// The run, made by `make` on the first call.
    func value(_ make: () throws -> SuiteRun) throws -> SuiteRun {
        lock.lock()
        defer { lock.unlock() }
        if made == nil {
            do { made = .success(try make()) } catch let failure as ConformanceRunFailure { made = .failure(failure) } catch {
                made = .failure(ConformanceRunFailure(exitCode: 70, message: "\(error)"))
            }
        }
        return try made!.get()
    }
}
