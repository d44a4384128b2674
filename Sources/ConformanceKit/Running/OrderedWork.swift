import Dispatch
import Synchronization

/// Work done on several threads, its outputs handed on in order: a run uses every core and still reports
/// its scenarios in spec order, each as soon as it and all before it are done.
///
/// ```swift
/// let squares = OrderedWork.run(count: 10, width: 2, { $0 * $0 }, deliver: { print($0) })  // 0, 1, 4, ... in order
/// ```
package enum OrderedWork {
    /// Calls `work` for every index of `0..<count`, on the calling thread and up to `width - 1` others, and
    /// `deliver` on the calling thread with each output in index order, as soon as it and those before it are
    /// done; returns the outputs in index order. With a `width` of 1 everything happens on the calling thread.
    package static func run<Output: Sendable>(
        count: Int, width: Int, _ work: @escaping @Sendable (Int) -> Output, deliver: (Output) -> Void = { _ in }
    ) -> [Output] {
        let width = max(1, min(width, count))
        guard width > 1 else {
            return (0..<count).map { index in
                let output = work(index)
                deliver(output)
                return output
            }
        }
        let shared = Shared<Output>(count: count)
        let helpers = DispatchGroup()
        for _ in 1..<width {
            DispatchQueue.global().async(group: helpers) {
                while let index = shared.take() { shared.store(work(index), at: index) }
            }
        }
        var outputs: [Output] = []
        outputs.reserveCapacity(count)
        func deliverReady() {
            while outputs.count < count, let output = shared.output(at: outputs.count) {
                deliver(output)
                outputs.append(output)
            }
        }
        while let index = shared.take() {
            shared.store(work(index), at: index)
            deliverReady()
        }
        while outputs.count < count {
            shared.stored.wait()
            deliverReady()
        }
        helpers.wait()
        return outputs
    }

    /// What the threads share: the next index to take, and the outputs stored so far.
    private final class Shared<Output: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let count: Int
        let slots: Mutex<[Output?]>
        /// Signalled once per output a helper stores.
        let stored = DispatchSemaphore(value: 0)

        init(count: Int) {
            self.count = count
            slots = Mutex(Array(repeating: nil, count: count))
        }

        func take() -> Int? {
            let index = next.add(1, ordering: .relaxed).oldValue
            return index < count ? index : nil
        }

        func store(_ output: Output, at index: Int) {
            slots.withLock { $0[index] = output }
            stored.signal()
        }

        func output(at index: Int) -> Output? {
            slots.withLock { $0[index] }
        }
    }
}
