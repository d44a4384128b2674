import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation

/// The worker side of a default isolated run: runs whole scenarios of the suite against an implementation
/// linked into this program, one at a time as the run asks on stdin, each answered on stdout with its results
/// (``ScenarioWorkerMessage``).
///
/// The implementation runs in this process as it would in the run's own, so the results are those of an
/// in-process run; what isolation buys is that its crash or hang ends this process, not the run, which then
/// runs that scenario again over the adapter protocol (``ScenarioWorkers``). The channel is kept apart from
/// the implementation: its stdout goes to stderr, and its stdin reads nothing.
package struct ScenarioServer {
    let suite: ConformanceSuite
    let implementation: AccessEnablerImplementation
    let platform: Platform?

    /// Runs `suite`'s scenarios (those of `platform`, or all) against `implementation` as they are asked.
    package init(suite: ConformanceSuite, implementation: AccessEnablerImplementation, platform: Platform?) {
        self.suite = suite
        self.implementation = implementation
        self.platform = platform
    }

    /// Answers requests until stdin ends; the exit status.
    package func run() -> Int32 {
        let output = dup(STDOUT_FILENO), input = dup(STDIN_FILENO)
        guard output >= 0, input >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return 71 }
        let nothing = open("/dev/null", O_RDONLY)
        if nothing >= 0 {
            dup2(nothing, STDIN_FILENO)
            close(nothing)
        }
        guard let requests = fdopen(input, "r") else { return 71 }
        guard send(.ready(specsDigest: suite.specsDigest), to: output) else { return 74 }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while getline(&buffer, &capacity, requests) > 0, let buffer {
            var line = String(cString: buffer)
            if line.hasSuffix("\n") { line.removeLast() }
            guard send(answer(to: line), to: output) else { return 74 }
        }
        return 0
    }

    /// The answer to one request line.
    private func answer(to line: String) -> ScenarioWorkerMessage {
        guard case let .request(specIndex, pickleIndex)? = try? ScenarioWorkerMessage(line: Substring(line)),
              suite.specs.indices.contains(specIndex), suite.specs[specIndex].pickles.indices.contains(pickleIndex)
        else { return .problem("not a request for a scenario of these specs: \(line.prefix(200))") }
        let spec = suite.specs[specIndex]
        return .results(suite.results(of: spec.pickles[pickleIndex], in: spec, implementation, platform: platform))
    }

    /// Writes `message` as one line; `false` when the run no longer reads.
    private func send(_ message: ScenarioWorkerMessage, to fd: Int32) -> Bool {
        var bytes = Array(message.line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}
