import Foundation

/// The lines of a testee's stdin, read in chunks: what ``WireServer`` answers.
///
/// Before it sleeps in `read` for more, it may poll for a moment (``ReplySpin``): the suite's next event,
/// or its reply to a storage query, often comes within microseconds of this side's last word, and a reader
/// still awake spares the suite's write a wake-up. The policy sees no other testee process, so it relies on
/// its score alone: when events come later than the window (the suite has work of its own, or the cores are
/// busy) it soon stops.
struct InputLines {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var spin = ReplySpin()
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)
    private static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// The lines of `fd` (stdin by default).
    init(fd: Int32 = STDIN_FILENO) {
        self.fd = fd
    }

    /// The next line without its `\n` (or `\r\n`), as `readLine(strippingNewline: true)` gives it; `nil` at the end.
    mutating func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                return line
            }
            if ended {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                buffer.removeAll()
                start = 0
                return line
            }
            if spin.shouldSpin(testees: 1, cores: Self.cores) { spin.record(replied: awaitInput(for: ReplySpin.window)) }
            readMore()
        }
    }

    /// Polls `fd` without sleeping until it has input or `window` has passed; whether it has.
    private func awaitInput(for window: Duration) -> Bool {
        let end = ContinuousClock.now + window
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        repeat {
            if poll(&ready, 1, 0) > 0 { return true }
        } while ContinuousClock.now < end
        return false
    }

    /// One `read` (which waits for input); its end or failure ends the lines.
    private mutating func readMore() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { return }
        guard count > 0 else {
            ended = true
            return
        }
        buffer.append(contentsOf: chunk[..<count])
    }
}
