import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element, `parallelism` elements at a time, the results in the
    /// elements' order: the campaigns run whole suites side by side this way.
    func concurrentMap<Result: Sendable>(parallelism: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: Swift.max(1, Swift.min(parallelism, count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let result = transform(self[index])
                results.withLock { $0[index] = result }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
