import AccessEnablerAdapter
import Foundation

/// Several processes of one testee, one per thread the suite runs scenarios on: an implementation whose
/// instances are independent across processes (the suite's own isolated worker) runs on every core.
///
/// A thread keeps its process for every scenario it runs, and each ``ProcessTestee`` keeps its own
/// guarantees: a `reset` per scenario, a crash or hang costs the scenario it happened in, and the process
/// is started again for the next one. The results are those of one process serving every scenario in
/// turn, since no scenario sees another's process state.
final class TesteePool: @unchecked Sendable {
    /// Guards `byThread`.
    private let lock = NSLock()
    private var byThread: [UInt: ProcessTestee] = [:]
    /// The first process, started to read the testee's `hello`, given to the first thread that asks.
    private var first: ProcessTestee?
    private let endpoint: TesteeEndpoint
    private let limits: ProcessTestee.Limits

    init(first: ProcessTestee, endpoint: TesteeEndpoint, limits: ProcessTestee.Limits) {
        self.first = first
        self.endpoint = endpoint
        self.limits = limits
    }

    /// How many processes served scenarios (at least the first).
    var size: Int {
        lock.withLock { max(1, byThread.count) }
    }

    /// Ends every process of the pool.
    func endAll() {
        let testees = lock.withLock { Array(byThread.values) + (first.map { [$0] } ?? []) }
        for testee in testees { testee.end() }
    }

    /// The process of the calling thread: its own, the first one, or a new one (started by its first scenario).
    func testeeForThisThread() -> ProcessTestee {
        let thread = UInt(pthread_self())
        return lock.withLock {
            if let testee = byThread[thread] { return testee }
            let testee = first ?? ProcessTestee(endpoint: endpoint, limits: limits)
            first = nil
            byThread[thread] = testee
            return testee
        }
    }
}
