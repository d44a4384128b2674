import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element, `parallelism` elements at a time, the results in the
    /// elements' order: the campaigns run whole suites side by side this way. With `progress`, the calling
    /// thread is told how many are done each time one more is (1, 2, ... count, in that order), so that a
    /// long campaign can say how far it is while it runs.
    func concurrentMap<Result: Sendable>(
        parallelism: Int, progress: ((Int) -> Void)? = nil, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        let next = Atomic<Int>(0)
        let tick = DispatchSemaphore(value: 0)
        let items = self
        let work: @Sendable () -> Void = {
            DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(parallelism, items.count))) { _ in
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < items.count else { return }
                    let result = transform(items[index])
                    results.withLock { $0[index] = result }
                    tick.signal()
                }
            }
        }
        guard let progress else {
            work()
            return results.withLock { $0.map { $0! } }
        }
        let all = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            work()
            all.signal()
        }
        for done in 0..<count {
            tick.wait()
            progress(done + 1)
        }
        all.wait()
        return results.withLock { $0.map { $0! } }
    }
}

/// How many suites or explorations a campaign runs at once unless told (`--jobs`): one per core.
let campaignParallelism = ProcessInfo.processInfo.activeProcessorCount
