/// The clock's pending events: a binary min-heap ordered by due time, then by scheduling order, so that
/// inserting and taking the next event cost O(log n) however many are pending.
///
/// Cancelling is lazy: a cancelled event stays in the heap, marked, and is dropped when it reaches the top.
struct EventQueue<Action> {
    /// One scheduled action.
    struct Event {
        let due: Int64
        let sequence: Int
        let action: Action

        fileprivate func precedes(_ other: Event) -> Bool {
            (due, sequence) < (other.due, other.sequence)
        }
    }

    private var heap: [Event] = []
    /// The sequences still pending: scheduled, neither run nor cancelled.
    private var pending: Set<Int> = []

    /// How many events are pending (cancelled ones not counted).
    var count: Int { pending.count }

    var isEmpty: Bool { pending.isEmpty }

    /// Adds an event; its sequence must be new.
    mutating func insert(_ event: Event) {
        pending.insert(event.sequence)
        heap.append(event)
        siftUp(heap.count - 1)
    }

    /// Marks the event of `sequence` cancelled; does nothing when it already ran or was cancelled.
    mutating func cancel(_ sequence: Int) {
        guard pending.remove(sequence) != nil else { return }
        // Cancelled events would otherwise pile up under a library that keeps setting and cancelling timers.
        if heap.count > 64 && heap.count > 2 * pending.count { compact() }
    }

    /// The next pending event, without taking it.
    mutating func first() -> Event? {
        dropCancelled()
        return heap.first
    }

    /// Takes the next pending event.
    mutating func removeFirst() -> Event? {
        dropCancelled()
        guard !heap.isEmpty else { return nil }
        let first = popTop()
        pending.remove(first.sequence)
        return first
    }

    /// Rebuilds the heap from the pending events only.
    private mutating func compact() {
        heap.removeAll { !pending.contains($0.sequence) }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func dropCancelled() {
        while let top = heap.first, !pending.contains(top.sequence) { _ = popTop() }
    }

    private mutating func popTop() -> Event {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return top
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var smallest = parent
            if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
