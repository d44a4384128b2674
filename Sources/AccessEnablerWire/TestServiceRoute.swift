import Foundation
import HostSystem

/// How the suite reaches a test service where a port runs: it dials the service, or waits for the service to dial
/// in; a launch command may (re)start the remote side before each connection, and the run's token, handed to that
/// command, must come back in `hello`.
package struct TestServiceRoute: Sendable {
    /// Who makes the connection.
    package enum Direction: Sendable {
        /// The suite dials `host`:`port` (`--testee-connect`).
        case dial(host: String, port: UInt16)
        /// The suite listens and the service dials in (`--testee-listen`).
        case accept(TCPListener)
    }

    package var direction: Direction
    /// The shell command run before each connection (`--testee-launch`), or `nil`.
    package var launch: String?
    /// The run's token: handed to the launch command, and then required in `hello`.
    package var token: String
    /// How long the remote side may take to listen or dial in, from the launch command's start (or, with no launch
    /// command, from when the suite listens); a dial with no launch command is tried once.
    package var wait: Duration
    /// Variables the launch command gets beside those ``ChildEnvironment`` passes (`--pass-env`).
    package var passing: [String] = []
    /// Why the service could not be reached, once it could not: every later connection fails at once with it, so
    /// that a run whose remote side is gone ends its scenarios without waiting for it again and again.
    private let unreachable = Unreachable()

    private final class Unreachable: @unchecked Sendable {
        let lock = NSLock()
        var reason: String?
    }

    package init(direction: Direction, launch: String? = nil, token: String = TestServiceRoute.newToken(), wait: Duration = .seconds(60)) {
        self.direction = direction
        self.launch = launch
        self.token = token
        self.wait = wait
    }

    /// The environment variables the launch command gets: the run's token (also under the name `simctl launch`
    /// passes into the app it starts) and the address the suite listens on or dials.
    package static let tokenVariable = "AECHECK_TESTEE_TOKEN"
    package static let addressVariable = "AECHECK_TESTEE_ADDRESS"

    /// The token `hello` must give, when one was handed over (by the launch command); `nil` when none was.
    package var requiredToken: String? { launch == nil ? nil : token }

    /// A new token: 128 random bits in hex.
    package static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
    }

    /// `HOST:PORT` read (`[::1]:7700` for an IPv6 literal), or `nil`.
    package static func address(_ text: String) -> (host: String, port: UInt16)? {
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host.isEmpty ? nil : (host, port)
    }

    /// The address dialled or listened on, as `HOST:PORT`.
    package var address: String {
        switch direction {
        case .dial(let host, let port): TCPListener.address(host, port)
        case .accept(let listener): listener.address
        }
    }

    /// What to check when no connection came, said for people.
    private var hint: String {
        switch direction {
        case .dial: "is the test service listening there (and forwarded: iproxy, adb forward)?"
        case .accept: "did the port dial in (for a device, through a reverse forward: adb reverse)?"
        }
    }

    /// A connection, after running the launch command when there is one: the channel of one testee process, whose
    /// end ends the launch command's processes too. `turn` bounds a single dial.
    func open(maximumQueued: Int, turn: Duration) throws(TestServiceRoute.Failure) -> ChildProcess {
        if let reason = unreachable.lock.withLock({ unreachable.reason }) {
            throw Failure(description: "the test service was not reached before, and is not tried again: \(reason)")
        }
        do {
            return try connect(maximumQueued: maximumQueued, turn: turn)
        } catch {
            unreachable.lock.withLock { unreachable.reason = error.description }
            throw error
        }
    }

    private func connect(maximumQueued: Int, turn: Duration) throws(TestServiceRoute.Failure) -> ChildProcess {
        let launcher: ChildProcess?
        if let launch {
            // A connection made before this launch is not its service's (an app left from before, a second dial of
            // one that dials twice): turned away unheard.
            if case .accept(let listener) = direction {
                while let stale = listener.accept(within: .zero) { close(stale) }
            }
            do {
                launcher = try ChildProcess(
                    command: launch,
                    environment: [Self.tokenVariable: token, "SIMCTL_CHILD_" + Self.tokenVariable: token, Self.addressVariable: address],
                    passing: passing, maximumQueued: 16)
            } catch {
                throw Failure(description: "cannot run the launch command '\(launch)': \(error)")
            }
        } else {
            launcher = nil
        }
        let deadline = ContinuousClock.now + (launch == nil && !isAccepting ? turn : wait)
        var problem = "nothing came"
        while true {
            if let launcher, let status = launcher.exitStatus, status != 0 {
                let stderr = launcher.stderr
                launcher.terminate()
                throw Failure(description: "the launch command '\(launch ?? "")' exited with status \(status)" + (stderr.isEmpty ? "" : "; its stderr:\n" + ProcessTestee.indented(stderr)))
            }
            let left = ContinuousClock.now.duration(to: deadline)
            switch direction {
            case .dial(let host, let port):
                do {
                    let fd = try TCPConnection.connect(host: host, port: port, timeout: min(turn, max(left, .milliseconds(1))))
                    return ChildProcess(connection: fd, launcher: launcher, maximumQueued: maximumQueued)
                } catch {
                    problem = error.description
                }
                // With no launch command, one dial; the launched side takes a moment to listen: dial again while the wait lasts,
                // 50 ms apart (real time, as every limit on this boundary; no check reads it).
                guard launch != nil else { throw Failure(description: "\(problem); \(hint)") }
                if left > .zero { Thread.sleep(forTimeInterval: 0.05) }
            case .accept(let listener):
                if let fd = listener.accept(within: min(max(left, .milliseconds(1)), .milliseconds(200))) {
                    return ChildProcess(connection: fd, launcher: launcher, maximumQueued: maximumQueued)
                }
                problem = "nothing dialled in to \(listener.address) within \(wait)"
            }
            if ContinuousClock.now >= deadline {
                launcher?.terminate()
                throw Failure(description: "\(problem); \(hint)")
            }
        }
    }

    private var isAccepting: Bool {
        if case .accept = direction { true } else { false }
    }

    /// Why no connection was made, said for people.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }
}

extension String {
    /// Zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
