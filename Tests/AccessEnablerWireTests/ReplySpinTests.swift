@testable import AccessEnablerWire
import Testing

@Suite("A reader spins for a reply only while replies come that soon and a core is free")
struct ReplySpinTests {
    /// How many of `waits` waits spin, each reply coming within the window when `fast`.
    private func spins(_ spin: inout ReplySpin, waits: Int, fast: Bool, testees: Int = 1, cores: Int = 2) -> Int {
        var spun = 0
        for _ in 0..<waits {
            let spins = spin.shouldSpin(testees: testees, cores: cores)
            if spins {
                spun += 1
                spin.record(replied: fast)
            }
        }
        return spun
    }

    @Test func aReaderSpinsWhileRepliesComeWithinTheWindow() {
        var spin = ReplySpin()
        #expect(spins(&spin, waits: 1_000, fast: true) == 1_000)
    }

    @Test func slowRepliesStopTheSpinningAndAProbeNowAndThenStartsItAgain() {
        var spin = ReplySpin()
        // A few waits find the testee slow; then one wait in 64 probes it.
        let slow = spins(&spin, waits: 640, fast: false)
        #expect(slow > 0 && slow <= 15, "\(slow)")
        // Probes that find it fast again bring the spinning back within a few hundred waits.
        _ = spins(&spin, waits: 320, fast: true)
        #expect(spins(&spin, waits: 100, fast: true) == 100)
    }

    @Test func noReaderSpinsWhenTheTesteesLeaveNoCoreFreeForItsReader() {
        var spin = ReplySpin()
        for testees in [2, 3, 8] {
            #expect(spins(&spin, waits: 200, fast: true, testees: testees) == 0)
        }
        #expect(spins(&spin, waits: 10, fast: true, testees: 2, cores: 4) == 10)
    }
}
