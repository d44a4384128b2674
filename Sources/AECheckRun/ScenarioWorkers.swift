import AccessEnablerConformance
import AccessEnablerWire
import ConformanceKit
import Foundation
import Gherkin

/// Runs scenarios whole in workers (this program started again as a ``ScenarioServer``), one process per thread
/// the suite runs scenarios on: the default isolated run of an implementation linked into this program.
///
/// A scenario costs one request and one answer, not a message per call, callback, request and storage read,
/// so isolation costs little more than the processes. Whatever goes wrong in a worker (it crashes, does not
/// answer within the turn limit, answers what cannot be read) ends that worker and returns `nil`: the suite
/// then runs that scenario over the adapter protocol, whose turns name the call that crashed or hung, and the
/// next scenario starts a fresh worker. Results are those of an in-process run either way.
///
/// `@unchecked Sendable`: the processes by thread are kept under `lock`; each process is used by its thread only.
package final class ScenarioWorkers: ScenarioHost, @unchecked Sendable {
    /// Why the first worker did not start or did not say it was ready.
    package struct StartFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Workers started ahead, while the run loads its specs (each loads them too): their start overlaps it.
    package struct Early: Sendable {
        package let command: String
        /// Variables the workers get beside those ``ChildEnvironment`` passes.
        package let passing: [String]
        fileprivate let processes: [Swift.Result<ChildProcess, StartFailure>]

        /// Starts `count` workers with `command` without waiting for them.
        package init(command: String, passing: [String] = [], count: Int) {
            self.command = command
            self.passing = passing
            processes = (0..<max(1, count)).map { _ in
                Swift.Result { () throws(StartFailure) -> ChildProcess in
                    do {
                        return try ChildProcess(command: command, passing: passing, maximumQueued: 2)
                    } catch {
                        throw StartFailure(description: "cannot start '\(command)': \(error)")
                    }
                }
            }
        }
    }

    private let command: String
    private let passing: [String]
    private let suite: ConformanceSuite
    /// The longest a scenario may take in a worker before it is run over the adapter protocol instead.
    private let limit: Duration
    private let specIndex: [String: Int]
    private let lock = NSLock()
    private var byThread: [UInt: ChildProcess] = [:]
    /// Workers started ahead and not yet taken by a thread; the first is known to be ready.
    private var spare: [Swift.Result<ChildProcess, StartFailure>]
    private var firstIsReady = true
    /// Set once a worker failed to start: every later scenario runs over the adapter protocol.
    private var disabled = false

    /// Takes the workers `early` started, and waits until the first has loaded the same specs as `suite`.
    package init(_ early: Early, suite: ConformanceSuite, limit: Duration) throws(StartFailure) {
        command = early.command
        passing = early.passing
        self.suite = suite
        self.limit = limit
        specIndex = Dictionary(suite.specs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        spare = early.processes
        if let failure = Self.ready(try spare[0].get(), suite: suite, limit: limit) { throw failure }
    }

    package func results(of pickle: Pickle, in spec: SpecFile) -> [ScenarioResult]? {
        guard let specIndex = specIndex[spec.path],
              let pickleIndex = suite.specs[specIndex].pickles.firstIndex(where: { $0.location == pickle.location && $0.name == pickle.name }),
              let child = workerForThisThread()
        else { return nil }
        let deadline = ContinuousClock.now + limit
        guard child.write(ScenarioWorkerMessage.request(spec: specIndex, pickle: pickleIndex).line, until: deadline),
              let answer = try? child.readLine(until: deadline),
              case .results(let results)? = try? ScenarioWorkerMessage(line: answer)
        else {
            drop(child)
            return nil
        }
        return results
    }

    /// The calling thread's worker: its own, the first one, or one started now (`nil` when none starts).
    private func workerForThisThread() -> ChildProcess? {
        let thread = UInt(pthread_self())
        lock.lock()
        if disabled {
            lock.unlock()
            return nil
        }
        if let child = byThread[thread] {
            lock.unlock()
            return child
        }
        let early = spare.isEmpty ? nil : spare.removeFirst()
        let checked = firstIsReady
        firstIsReady = false
        lock.unlock()
        // Started, or waited for, outside the lock: threads start theirs at once.
        let started: ChildProcess?
        switch early {
        case .success(let child) where checked || Self.ready(child, suite: suite, limit: limit) == nil: started = child
        case .none: started = try? Self.start(command, passing: passing, suite: suite, limit: limit).get()
        default: started = nil
        }
        lock.withLock {
            if let started { byThread[thread] = started } else { disabled = true }
        }
        return started
    }

    /// Ends every worker, started or spare; none starts again.
    package func stop() {
        let children = lock.withLock {
            disabled = true
            let all = Array(byThread.values) + spare.compactMap { try? $0.get() }
            byThread = [:]
            spare = []
            return all
        }
        for child in children { child.terminate() }
    }

    /// Ends `child`; its thread starts another for its next scenario.
    private func drop(_ child: ChildProcess) {
        child.terminate()
        lock.withLock { byThread = byThread.filter { $0.value !== child } }
    }

    /// A worker started and ready, with the specs of `suite`.
    private static func start(_ command: String, passing: [String], suite: ConformanceSuite, limit: Duration) -> Swift.Result<ChildProcess, StartFailure> {
        Early(command: command, passing: passing, count: 1).processes[0].flatMap { child in
            ready(child, suite: suite, limit: limit).map { .failure($0) } ?? .success(child)
        }
    }

    /// Waits for `child` to say it is ready with the specs of `suite`; why not, once it is ended, if it does not.
    private static func ready(_ child: ChildProcess, suite: ConformanceSuite, limit: Duration) -> StartFailure? {
        // Loading the specs takes the worker what it takes this program: well within 30 s, or the turn limit if longer.
        let deadline = ContinuousClock.now + max(limit, .seconds(30))
        let ready: String?
        do {
            let message = try ScenarioWorkerMessage(line: try child.readLine(until: deadline))
            if case .ready(let digest) = message { ready = digest } else { ready = nil }
        } catch {
            child.terminate()
            let stderr = child.stderr
            return StartFailure(description: "the worker did not say it was ready (\(error))" + (stderr.isEmpty ? "" : "\nIts stderr:\n" + stderr))
        }
        guard ready == suite.specsDigest else {
            child.terminate()
            return StartFailure(description: "the worker loaded other specs (digest \(ready ?? "none"), not \(suite.specsDigest)): were they changed while the run started?")
        }
        return nil
    }
}
