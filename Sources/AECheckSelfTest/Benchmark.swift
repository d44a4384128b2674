import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerWire
import ConformanceKit
import Foundation
import Gherkin
import ReferenceAccessEnabler

/// `aecheck bench`: how fast the suite runs and how much memory it takes. Prints figures (medians of several
/// runs, with the machine they ran on); asserts nothing. Timings belong here, never in a timed test.
enum Benchmark {
    /// The figures for the specs at `specs`, or `nil` when they do not load. With `dryStepsOnly`, only the run of
    /// the specs with no-op step definitions (the figure `Tests/Benchmarks/compare-behave.sh` compares).
    static func text(specs: URL, dryStepsOnly: Bool = false) -> String? {
        guard let suite = try? ConformanceSuite.load(from: specs) else { return nil }
        let sources = featureSources(specs)
        var lines = ["aecheck bench: \(buildKind) build, \(ProcessInfo.processInfo.activeProcessorCount) cores\(loadAverage), medians of several runs"]
        if dryStepsOnly {
            lines += drySteps(sources)
            return lines.joined(separator: "\n") + "\n"
        }
        let scenarios = suite.scenarios().count
        let reference = ReferenceAccessEnabler.implementation()
        let results = suite.run(reference, timestamp: "").results.count
        // Before anything larger: the peak of a process that has loaded the specs and run the suite once.
        let peak = Memory.peakKiB()
        lines.append("specs: \(sources.count) files, \(kilobytes(sources.map(\.text.utf8.count).reduce(0, +))) KB, "
            + "\(scenarios) scenarios, \(results) results")
        lines += inProcess(suite, specs: specs, results: results, scenarios: scenarios)
        lines.append(parseThroughput(sources))
        lines += growth(sources)
        var campaign = Duration.zero
        let campaignCPU = medianProcessCPU(1) { campaign = ContinuousClock().measure { _ = MutationCampaign.run(suite) } }
        lines.append("fault campaign (\(ReferenceFault.allCases.count) faults × \(ReferenceAccessEnabler.profiles.count) profiles, "
            + "2 suites at a time): \(seconds(campaign)) s wall, \(String(format: "%.1f", campaignCPU)) s CPU")
        lines.append("peak memory of this process after loading the specs and running the suite once: \(mebibytes(peak)) MiB")
        lines += processes(specs: specs)
        lines += wire(suite, specs: specs, results: results)
        lines += drySteps(sources)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Sections

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
            var peaks: [Int] = []
            let time = median(runs) {
                Memory.resetPeak()
                let before = Memory.residentKiB()
                let suite = ConformanceSuite(specs: repeated(sources, copies))
                let run = suite.run(reference, timestamp: "")
                count = suite.scenarios().count
                withExtendedLifetime(run) { peaks.append(max(0, Memory.peakKiB() - before)) }
            }
            let peak = peaks.sorted()[peaks.count / 2]
            lines.append("  \(String(copies).leftPadded(3))x \(String(count).leftPadded(6)) scenarios: \(milliseconds(time).leftPadded(8)) ms, "
                + "\(String(format: "%.3f", secondsValue(time) * 1000 / Double(count))) ms/scenario, "
                + "\(String(format: "%.1f", Double(peak) / Double(count))) KiB/scenario")
        }
        return lines
    }

    /// This program run as a user runs it: wall time and peak memory of the process, start-up included.
    private static func processes(specs: URL) -> [String] {
        guard let executable = Bundle.main.executablePath else { return [] }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-bench-\(getpid()).xml").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let common = ["run", "--specs", specs.path, "--junit", report]
        let inProcess = median(3) { _ = launch(executable, common + ["--in-process"]) }
        let isolated = median(3) { _ = launch(executable, common) }
        return [
            "aecheck run --in-process (a process, start-up included): \(milliseconds(inProcess)) ms wall",
            "aecheck run (each scenario in the worker process): \(milliseconds(isolated)) ms wall",
        ]
    }

    /// The whole suite over the adapter protocol, through the Swift and Python testees.
    private static func wire(_ suite: ConformanceSuite, specs: URL, results: Int) -> [String] {
        let inProcess = median(5) { _ = suite.run(ReferenceAccessEnabler.implementation(), timestamp: "", threads: 1) }
        var testees: [(name: String, command: String?)] = []
        let swiftTestee = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("aecheck-testee").path
        testees.append(("Swift testee (aecheck-testee)", swiftTestee.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil }))
        let python = specs.deletingLastPathComponent().appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
        testees.append(("Python testee", FileManager.default.fileExists(atPath: python) ? "python3 \(python)" : nil))
        return testees.map { testee in
            guard let command = testee.command,
                  let roundTrip = try? ProcessTestee.meanRoundTrip(command: command, turns: 2_000),
                  let implementation = try? ProcessTestee.implementation(command: command)
            else { return "over the wire, \(testee.name): not measured (the testee is not built or does not start)" }
            let run = median(3) { _ = suite.run(implementation, timestamp: "") }
            let overhead = (secondsValue(run) - secondsValue(inProcess)) / Double(results)
            return "over the wire, \(testee.name): \(String(format: "%.1f", secondsValue(roundTrip) * 1e6)) µs per round trip; "
                + "full suite \(milliseconds(run)) ms, \(String(format: "%.2f", overhead * 1000)) ms per result more than in-process"
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
        guard let data = FileManager.default.contents(atPath: "/proc/loadavg"),
              let first = String(decoding: data, as: UTF8.self).split(separator: " ").first else { return "" }
        return " (load average \(first) at the start)"
    }

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
    private static func launch(_ executable: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private static func median(_ runs: Int, _ body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in clock.measure(body) }.sorted()
        return times[times.count / 2]
    }

    /// The median CPU time of `body` on this thread, in seconds.
    private static func medianCPU(_ runs: Int, _ body: () -> Void) -> Double {
        let times = (0..<runs).map { _ in
            let start = threadCPU()
            body()
            return threadCPU() - start
        }.sorted()
        return times[times.count / 2]
    }

    /// The median CPU time of `body` in this whole process (every thread), in seconds.
    private static func medianProcessCPU(_ runs: Int, _ body: () -> Void) -> Double {
        func processCPU() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let times = (0..<runs).map { _ in
            let start = processCPU()
            body()
            return processCPU() - start
        }.sorted()
        return times[times.count / 2]
    }

    private static func threadCPU() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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

/// Resident memory of this process (Linux: `/proc/self`, in KiB). A child's peak would not do: a child started
/// with `posix_spawn` shares this process's memory until it runs its program, and reports this process's peak.
private enum Memory {
    static func residentKiB() -> Int { status("VmRSS:") }
    static func peakKiB() -> Int { status("VmHWM:") }

    /// Starts a new peak from the current resident size (`/proc/self/clear_refs`, Linux 4.0 on), after handing
    /// freed memory back to the system (glibc's `malloc_trim`), so that what a size needs shows as new pages rather
    /// than hiding in what an earlier one freed.
    static func resetPeak() {
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return }
        handle.write(Data("5".utf8))
        try? handle.close()
    }

    private static func status(_ field: String) -> Int {
        guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return 0 }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
