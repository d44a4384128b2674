import ConformanceKit
import Synchronization
import Testing

@Suite("Work on several threads is handed on in order")
struct OrderedWorkTests {
    @Test(arguments: [1, 2, 4])
    func outputsComeBackAndAreHandedOnInIndexOrderWhateverFinishesFirst(width: Int) {
        // Early items take longest, so later ones finish first.
        let outputs = OrderedWork.run(count: 40, width: width, { index in
            var x = 0
            for i in 0..<((40 - index) * 2_000) { x &+= i }
            return (index, x)
        }, deliver: { _ in })
        #expect(outputs.map(\.0) == Array(0..<40))
        var handedOn: [Int] = []
        _ = OrderedWork.run(count: 40, width: width, { $0 }, deliver: { handedOn.append($0) })
        #expect(handedOn == Array(0..<40))
    }

    @Test func eachIndexIsWorkedOnOnce() {
        let calls = Mutex([Int](repeating: 0, count: 100))
        _ = OrderedWork.run(count: 100, width: 3) { index in calls.withLock { $0[index] += 1 } }
        #expect(calls.withLock { $0 } == Array(repeating: 1, count: 100))
    }

    @Test func noWorkIsNoOutput() {
        #expect(OrderedWork.run(count: 0, width: 2, { $0 }).isEmpty)
    }
}
