import AECheckCLI
import AccessEnablerAdapter
import AccessEnablerTestService
import AccessEnablerConformance
import AccessEnablerExploration
import AccessEnablerWire
import ConformanceKit
import Foundation
import Gherkin
import HostSystem
import ReferenceAccessEnabler

/// `aecheck bench`: how fast the suite runs and how much memory it takes. Prints figures (medians of several
/// runs, with the machine they ran on); asserts nothing. Timings belong here, never in a timed test.
enum Benchmark {
    /// The figures `scope` names for the specs at `specs`, or `nil` when they do not load.
    static func text(specs: URL, scope: BenchScope = .all) -> String? {
        guard let suite = try? ConformanceSuite.load(from: specs) else { return nil }
        let sources = featureSources(specs)
        var lines = ["aecheck bench: \(buildKind) build, \(ProcessInfo.processInfo.activeProcessorCount) cores\(loadAverage), medians of several runs"]
        switch scope {
        case .all: break
        case .drySteps: return (lines + drySteps(sources)).joined(separator: "\n") + "\n"
        case .isolation: return (lines + processes(specs: specs) + wire(specs: specs)).joined(separator: "\n") + "\n"
        case .campaigns: return (lines + campaigns(suite)).joined(separator: "\n") + "\n"
        }
        let scenarios = suite.scenarios().count
        let reference = ReferenceAccessEnabler.implementation()
        let results = suite.run(reference, timestamp: "").results.count
        // Before anything larger: the peak of a process that has loaded the specs and run the suite once.
        let peak = ResourceUsage.peakResidentKiB()
        lines.append("specs: \(sources.count) files, \(kilobytes(sources.map(\.text.utf8.count).reduce(0, +))) KB, "
            + "\(scenarios) scenarios, \(results) results")
        lines += inProcess(suite, specs: specs, results: results, scenarios: scenarios)
        lines.append(parseThroughput(sources))
        lines += growth(sources)
        lines += campaigns(suite)
        lines.append("peak memory of this process after loading the specs and running the suite once: \(peak.map { "\(mebibytes($0)) MiB" } ?? notMeasured)")
        lines += processes(specs: specs)
        lines += wire(specs: specs)
        lines += drySteps(sources)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Sections

    /// What CI waits for: the fault and alternative campaigns (`mutants`), `explore --all-faults` with CI's budget,
    /// and exploration's events per second, alone and compared with the reference. Each once: they take seconds.
    private static func campaigns(_ suite: ConformanceSuite) -> [String] {
        var lines: [String] = []
        @discardableResult
        func measure(_ label: String, _ body: () -> Void) -> Duration {
            var wall = Duration.zero
            let cpu = medianProcessCPU(1) { wall = ContinuousClock().measure(body) }
            lines.append("\(label): \(seconds(wall)) s wall, \(String(format: "%.1f", cpu)) s CPU")
            return wall
        }
        let profiles = ReferenceAccessEnabler.profiles.count, cores = campaignParallelism
        let all = measure("fault campaign (\(ReferenceFault.allCases.count) faults × \(profiles) profiles, \(cores) suites at a time: one per core)") {
            _ = MutationCampaign.run(suite)
        }
        let one = measure("fault campaign, 1 suite at a time (--jobs 1)") { _ = MutationCampaign.run(suite, parallelism: 1) }
        lines.append("fault campaign speed-up on \(cores) cores: \(String(format: "%.2f", secondsValue(one) / max(1e-9, secondsValue(all))))× over one")
        measure("alternative campaign (\(ReferenceAlternative.allCases.count) alternatives × \(profiles) profiles, \(cores) at a time)") { _ = AlternativeCampaign.run(suite) }
        let budget = ExploreConfiguration(seed: 1, runs: 30, steps: 30)
        measure("explore --all-faults --seed 1 --runs 30 (\(ReferenceFault.allCases.count + PathFault.allCases.count) faults)") {
            _ = ExploreCampaign.run(suite, configuration: budget)
        }
        let reference = ReferenceAccessEnabler.implementation()
        let configuration = ExploreConfiguration(seed: 1, runs: 400, steps: 50)
        for (label, against) in [("alone", nil), ("--against reference", reference)] as [(String, AccessEnablerImplementation?)] {
            var events = 0
            let time = median(3) {
                events = Explorer(implementation: reference, reference: against, configuration: configuration).explore().events
            }
            lines.append("explore, every invariant, 1 thread, \(label): \(rate(events, time)) events/s (\(events) events)")
        }
        return lines
    }

    /// Loading, and running the whole suite in this process on every core and on one.
    private static func inProcess(_ suite: ConformanceSuite, specs: URL, results: Int, scenarios: Int) -> [String] {
        let reference = ReferenceAccessEnabler.implementation()
        let load = median(5) { _ = try? ConformanceSuite.load(from: specs) }
        let all = median(9) { _ = suite.run(reference, timestamp: "") }
        let one = median(5) { _ = suite.run(reference, timestamp: "", threads: 1) }
        // CPU time too: on a machine shared with other work, wall time on every core measures the neighbours.
        let cpu = medianProcessCPU(5) { _ = suite.run(reference, timestamp: "") }
        let events = suite.simulatedEvents(reference)
        let cores = ConformanceSuite.defaultThreads
        return [
            "load and check the specs: \(milliseconds(load)) ms",
            "full suite in-process, \(cores) threads: \(milliseconds(all)) ms = \(rate(results, all)) results/s, "
                + "\(rate(scenarios, all)) scenarios/s, \(rate(events, all)) simulated events/s (\(events) events a run)",
            "full suite in-process, 1 thread: \(milliseconds(one)) ms = \(rate(results, one)) results/s",
            "full suite in-process, CPU time (all threads): \(String(format: "%.1f", cpu * 1000)) ms = "
                + "\(String(format: "%.3f", cpu * 1000 / Double(scenarios))) ms per scenario",
        ]
    }

    /// Reading and compiling every `.feature` file, in megabytes of source per second.
    private static func parseThroughput(_ sources: [(path: String, text: String)]) -> String {
        let bytes = sources.map(\.text.utf8.count).reduce(0, +)
        let rounds = 20
        let time = median(5) {
            for _ in 0..<rounds {
                for source in sources {
                    if let document = try? GherkinParser.parse(source.text, uri: source.path) { _ = PickleCompiler.compile(document) }
                }
            }
        }
        return "Gherkin parse and compile: \(String(format: "%.1f", Double(bytes * rounds) / 1e6 / secondsValue(time))) MB/s"
    }

    /// The spec set repeated in memory: parse, check and run each size; time and peak memory per scenario.
    private static func growth(_ sources: [(path: String, text: String)]) -> [String] {
        var lines = ["growth (the spec set repeated in memory: parse, resolve, run on every core; memory is the peak above the start):"]
        let reference = ReferenceAccessEnabler.implementation()
        for copies in [1, 10, 100] {
            var count = 0
            let runs = copies == 100 ? 3 : 5
            var peaks: [Int?] = []
            let time = median(runs) {
                let reset = ResourceUsage.resetPeak()
                let before = ResourceUsage.residentKiB()
                let suite = ConformanceSuite(specs: repeated(sources, copies))
                let run = suite.run(reference, timestamp: "")
                count = suite.scenarios().count
                withExtendedLifetime(run) {
                    // A peak that could not start again counts from the process's start: not this size's figure.
                    guard reset, let before, let after = ResourceUsage.peakResidentKiB() else { return peaks.append(nil) }
                    peaks.append(max(0, after - before))
                }
            }
            let measured = peaks.compactMap { $0 }.sorted()
            let perScenario = measured.count < peaks.count ? notMeasured
                : String(format: "%.1f KiB/scenario", Double(measured[measured.count / 2]) / Double(count))
            lines.append("  \(String(copies).leftPadded(3))x \(String(count).leftPadded(6)) scenarios: \(milliseconds(time).leftPadded(8)) ms, "
                + "\(String(format: "%.3f", secondsValue(time) * 1000 / Double(count))) ms/scenario, "
                + perScenario)
        }
        return lines
    }

    /// This program run as a user runs it, side by side at the same moment: the whole process's wall time, start-up
    /// included, in process, isolated (a worker per core, and one), and through each testee.
    private static func processes(specs: URL) -> [String] {
        let executable = RunningProgram.executable
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-bench-\(getpid()).xml").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let common = ["run", "--specs", specs.path, "--junit", report]
        let cores = ConformanceSuite.defaultThreads
        var runs: [(label: String, arguments: [String])] = [
            ("aecheck run --in-process", ["--in-process"]),
            ("aecheck run (isolated, \(cores) worker\(cores == 1 ? "" : "s"), the default)", []),
            ("aecheck run --jobs 1 (isolated, 1 worker)", ["--jobs", "1"]),
        ]
        for testee in testees(specs) {
            guard let command = testee.command else { continue }
            // Named: the reference over the wire may not take the built-in one's name (exit 2 before anything runs).
            runs.append(("aecheck run --testee '\(testee.short)'", ["--testee", command, "--name", "bench-testee"]))
        }
        // The same testees over a socket, and a port whose every callback carries one type mistake, each beside the run
        // it is compared with (the pairs below).
        var pairs: [(label: String, over: Int, base: Int)] = []
        let served = try? TestService(ReferenceAccessEnabler.implementation(), token: nil).listen(port: 0)
        defer { served?.stop() }
        if let served, let pipe = runs.firstIndex(where: { $0.label.contains("'aecheck-testee'") }) {
            runs.append(("aecheck run --testee-connect (the reference, by the test service in this process)", ["--testee-connect", "127.0.0.1:\(served.port)", "--name", "bench-service"]))
            pairs.append(("the reference over a socket / over pipes", runs.count - 1, pipe))
        }
        if let python = testees(specs).last?.command {
            let dialling = { (flags: String) in ["--testee-listen", "0", "--testee-launch", "exec \(python)\(flags) --connect \"$AECHECK_TESTEE_ADDRESS\""] }
            let first = runs.count
            runs += [
                ("aecheck run --testee 'python3 …' --jobs 1", ["--testee", python, "--jobs", "1"]),
                ("aecheck run --testee-listen (python3 … --connect)", dialling("")),
                ("aecheck run --testee 'python3 … --mistyped-status' --jobs 1", ["--testee", python + " --mistyped-status", "--jobs", "1"]),
                ("aecheck run --testee-listen (python3 … --mistyped-status --connect)", dialling(" --mistyped-status")),
            ]
            pairs += [
                ("the Python port over a socket / over pipes", first + 1, first),
                ("one type mistake in every callback / none, over pipes", first + 2, first),
                ("one type mistake in every callback / none, over a socket", first + 3, first + 1),
            ]
        }
        // Paired: each round runs every configuration once, so that a neighbour's load falls on all of them alike.
        var times = Array(repeating: [Duration](), count: runs.count)
        // A run that did not end with a verdict (0 or 1) measured nothing: its line says so.
        var unmeasured: [Int: Int32] = [:]
        let clock = ContinuousClock()
        let rounds = 9
        for _ in 0..<rounds {
            for (index, run) in runs.enumerated() {
                var status: Int32 = 0
                times[index].append(clock.measure { status = launch(executable, common + run.arguments) })
                if status != 0 && status != 1 { unmeasured[index] = status }
            }
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        // The ratio is each round's, their median: a round's load falls on both of its runs alike.
        let ratios = times.map { configuration in
            zip(configuration, times[0]).map { secondsValue($0) / secondsValue($1) }.sorted()[rounds / 2]
        }
        let width = runs.map(\.label.count).max() ?? 0
        var lines = ["whole processes, start-up included, \(rounds) paired rounds: median wall time, and the median of each round's ratio to --in-process:"]
        for (index, ((run, time), ratio)) in zip(zip(runs, medians), ratios).enumerated() {
            let label = run.label.padding(toLength: width, withPad: " ", startingAt: 0)
            if let status = unmeasured[index] {
                lines.append("  \(label)  not measured: it exited with status \(status)")
            } else {
                lines.append("  \(label)  \(milliseconds(time).leftPadded(7)) ms  " + String(format: "%.2f×", ratio))
            }
        }
        if !pairs.isEmpty { lines.append("the same rounds, paired: the median of each round's ratio") }
        for pair in pairs where unmeasured[pair.over] == nil && unmeasured[pair.base] == nil {
            let ratio = zip(times[pair.over], times[pair.base]).map { secondsValue($0) / secondsValue($1) }.sorted()[rounds / 2]
            lines.append("  \(pair.label): " + String(format: "%.2f×", ratio))
        }
        return lines
    }

    /// The testees the bench drives: the Swift one built beside this program and the Python port, when present.
    private static func testees(_ specs: URL) -> [(name: String, short: String, command: String?)] {
        let swiftTestee: String? = RunningProgram.product("aecheck-testee").path
        let python = specs.deletingLastPathComponent().appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        return [
            ("Swift testee (aecheck-testee)", "aecheck-testee", swiftTestee.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }),
            ("Python testee", "python3 accessenabler_testee.py", FileManager.default.fileExists(atPath: python) ? "python3 \(python)" : nil),
        ]
    }

    /// The round trip of one message over the adapter protocol (an event answered with `done`), per testee.
    private static func wire(specs: URL) -> [String] {
        var endpoints = testees(specs).map { testee in (testee.name, testee.command.map { TesteeEndpoint.command($0) }) }
        // The reference served by the test service product in this process, over loopback TCP.
        let served = try? TestService(ReferenceAccessEnabler.implementation(), token: nil).listen(port: 0)
        defer { served?.stop() }
        endpoints.append(("the reference by the test service, over loopback TCP",
                          served.map { .service(TestServiceRoute(direction: .dial(host: "127.0.0.1", port: $0.port))) }))
        return endpoints.map { name, endpoint in
            guard let endpoint, let times = try? ProcessTestee.roundTrips(endpoint: endpoint, turns: 5_000)
            else { return "round trip, \(name): not measured (the testee is not built or does not start)" }
            let sorted = times.sorted()
            let p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
            return "round trip per message, \(name): median \(String(format: "%.1f", secondsValue(sorted[sorted.count / 2]) * 1e6)) µs, "
                + "p99 \(String(format: "%.1f", secondsValue(p99) * 1e6)) µs (\(sorted.count) turns)"
        }
    }

    /// Parsing, resolving and running every scenario with no-op step definitions (the suite's patterns, empty
    /// bodies), on one thread, in CPU time: the harness's own cost per scenario, as behave's is measured.
    /// The rate is the marginal one between one copy of the specs and twenty, so that nothing fixed flatters it.
    private static func drySteps(_ sources: [(path: String, text: String)]) -> [String] {
        let registry = noOpRegistry()
        func run(_ copies: Int) -> (cpu: Double, scenarios: Int) {
            var scenarios = 0
            let cpu = medianCPU(copies == 1 ? 9 : 5) {
                let specs = repeated(sources, copies)
                let resolved = ResolvedSteps(registry, specs: specs)
                let runner = ScenarioRunner<Int, Int>(
                    registry: registry, resolvedSteps: resolved, requirementIDs: ConformanceSuite.requirementIDs(of:),
                    variants: { _ in [.init(0, name: nil)] }, makeWorld: { _, _ in 0 })
                scenarios = 0
                for spec in specs {
                    for pickle in spec.pickles { scenarios += runner.run(pickle, of: spec).count }
                }
            }
            return (cpu, scenarios)
        }
        let one = run(1), twenty = run(20)
        let marginal = (twenty.cpu - one.cpu) / Double(twenty.scenarios - one.scenarios)
        return [
            "dry steps (no-op definitions, 1 thread, CPU): 1x \(String(format: "%.1f", one.cpu * 1000)) ms for \(one.scenarios) scenarios, "
                + "20x \(String(format: "%.1f", twenty.cpu * 1000)) ms for \(twenty.scenarios)",
            "dry steps: \(Int((1 / marginal).rounded())) scenarios/s (\(String(format: "%.4f", marginal * 1000)) ms CPU per scenario, start-up left out)",
        ]
    }

    // MARK: - Helpers

    /// The machine's load when the bench starts (other work shares the cores: wall times depend on it).
    private static var loadAverage: String {
        guard let load = ResourceUsage.loadAverage() else { return "" }
        return " (load average \(String(format: "%.2f", load)) at the start)"
    }

    /// What a memory figure says where the system cannot measure it (``ResourceUsage``): never a made-up number.
    private static let notMeasured = "memory not measured on this system"

    private static var buildKind: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// Every `.feature` file below `specs`, by path.
    private static func featureSources(_ specs: URL) -> [(path: String, text: String)] {
        let paths = (FileManager.default.enumerator(atPath: specs.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".feature") }.sorted()
        return paths.compactMap { path in
            FileManager.default.contents(atPath: specs.appendingPathComponent(path).path).map { (path, String(decoding: $0, as: UTF8.self)) }
        }
    }

    /// The sources parsed and compiled `copies` times, each copy in a folder of its own.
    private static func repeated(_ sources: [(path: String, text: String)], _ copies: Int) -> [SpecFile] {
        (0..<copies).flatMap { copy in
            sources.compactMap { source -> SpecFile? in
                let path = copies == 1 ? source.path : "copy\(copy)/\(source.path)"
                guard let document = try? GherkinParser.parse(source.text, uri: path) else { return nil }
                return SpecFile(path: path, document: document, pickles: PickleCompiler.compile(document))
            }
        }
    }

    /// The suite's step patterns, with bodies that do nothing.
    private static func noOpRegistry() -> StepRegistry<Int> {
        var registry = StepRegistry<Int>()
        let suite = ConformanceSteps.registry
        for type in suite.parameterTypes.dropFirst(StepParameterType.builtIns.count) { registry.addParameterType(type) }
        for definition in suite.definitions { registry.define(definition.expression.source, definition.summary) { _, _ in } }
        return registry
    }

    /// Runs `executable` with `arguments`, its output discarded, and waits for it; its exit code.
    /// Runs `executable` with `arguments`, its output thrown away, and waits for it with `waitpid`: Foundation's
    /// `Process.waitUntilExit` looks every 50 ms on Linux, which rounded every figure up to the next 50 ms.
    private static func launch(_ executable: String, _ arguments: [String]) -> Int32 {
        let request = ChildSpawner.Request(executable: executable, arguments: [executable] + arguments, descriptors: [.nullDevice, .nullDevice, .nullDevice])
        guard let child = try? ChildSpawner.spawn(request) else { return -1 }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
    }

    private static func median(_ runs: Int, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in clock.measure(body) }.sorted()
        return times[times.count / 2]
    }

    /// The median CPU time of `body` on this thread, in seconds.
    private static func medianCPU(_ runs: Int, _ body: () -> Void) -> Double {
        let times = (0..<runs).map { _ in
            let start = ResourceUsage.threadCPUSeconds()
            body()
            return ResourceUsage.threadCPUSeconds() - start
        }.sorted()
        return times[times.count / 2]
    }

    /// The median CPU time of `body` in this whole process (every thread), in seconds.
    private static func medianProcessCPU(_ runs: Int, _ body: () -> Void) -> Double {
        let times = (0..<runs).map { _ in
            let start = ResourceUsage.processCPUSeconds()
            body()
            return ResourceUsage.processCPUSeconds() - start
        }.sorted()
        return times[times.count / 2]
    }

    private static func secondsValue(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }

    private static func seconds(_ duration: Duration) -> String { String(format: "%.2f", secondsValue(duration)) }
    private static func milliseconds(_ duration: Duration) -> String { String(format: "%.1f", secondsValue(duration) * 1000) }
    private static func rate(_ count: Int, _ duration: Duration) -> Int { Int((Double(count) / secondsValue(duration)).rounded()) }
    private static func kilobytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1000) }
    private static func mebibytes(_ kib: Int) -> String { String(format: "%.1f", Double(kib) / 1024) }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
