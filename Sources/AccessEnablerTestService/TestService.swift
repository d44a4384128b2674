import AccessEnablerAdapter
import AccessEnablerWire
import Foundation
import HostSystem

/// Serves an AccessEnabler implementation over the adapter protocol (`Specs/adapter-protocol.md`) on a TCP socket or
/// on stdin and stdout: a Swift port's test service, hosted where the port runs (an app in the Simulator or on a
/// device, an XCTest bundle, a command-line process), which `aecheck run --testee-connect` dials or
/// `--testee-listen` waits for.
///
/// ```swift
/// let service = TestService(myPort)                            // the run's token from AECHECK_TESTEE_TOKEN
/// let listening = try service.listen(port: 7700)              // aecheck run --testee-connect 127.0.0.1:7700
/// listening.wait()
/// // or: try service.connect(host: "127.0.0.1", port: 7701)  // aecheck run --testee-listen 127.0.0.1:7701
/// ```
///
/// Each connection is one testee process to the suite: its own instances, storage and timers, a `reset` per
/// scenario. It starts no process and links where an app does (iOS, tvOS): BSD sockets and threads only.
public struct TestService: Sendable {
    /// What is served.
    public var implementation: AccessEnablerImplementation
    /// The run's token, given back in `hello`: a run started with `--testee-launch` requires its own.
    public var token: String?
    /// Whether connections are served at once, each on a thread of its own (`hello` then declares
    /// `independentProcesses`, and the suite may open one per job); otherwise one after another.
    public var concurrentConnections: Bool

    /// Serves `implementation`, giving `token` in `hello` (by default the one the launch command handed over).
    public init(_ implementation: AccessEnablerImplementation, token: String? = TestService.handedToken, concurrentConnections: Bool = true) {
        self.implementation = implementation
        self.token = token
        self.concurrentConnections = concurrentConnections
    }

    /// The environment variable that carries a run's token to what its launch command starts (in the Simulator, the
    /// launch command's `SIMCTL_CHILD_AECHECK_TESTEE_TOKEN` arrives under this name).
    public static let tokenVariable = TestServiceRoute.tokenVariable
    /// The launch argument that carries it instead (`--aecheck-token TOKEN`).
    public static let tokenArgument = "--aecheck-token"

    /// The token a run's launch command handed to this process: the environment variable ``tokenVariable``, or else
    /// the argument after ``tokenArgument``; `nil` when neither is there.
    public static var handedToken: String? {
        if let token = ProcessInfo.processInfo.environment[tokenVariable], !token.isEmpty { return token }
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: tokenArgument), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// Why the service could not listen or connect, said for people.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Answers events on stdin and stdout until stdin ends (a testee process the suite starts with `--testee`); the
    /// exit status.
    public func serveStandardStreams() -> Int32 {
        server(input: STDIN_FILENO, output: STDOUT_FILENO).run()
    }

    /// Dials the suite listening at `host`:`port` (`aecheck run --testee-listen`) and serves that one connection
    /// until the suite closes it.
    public func connect(host: String, port: UInt16, timeout: Duration = .seconds(30)) throws(Failure) {
        let fd: Int32
        do {
            fd = try TCPConnection.connect(host: host, port: port, timeout: timeout)
        } catch {
            throw Failure(description: error.description)
        }
        serve(fd)
    }

    /// Listens on `host`:`port` (loopback by default; port 0: one the system chooses) and serves every connection
    /// the suite makes (`aecheck run --testee-connect`), until ``TestServiceListening/stop()``.
    public func listen(host: String = "127.0.0.1", port: UInt16) throws(Failure) -> TestServiceListening {
        let listener: TCPListener
        do {
            listener = try TCPListener(host: host, port: port)
        } catch {
            throw Failure(description: error.description)
        }
        let listening = TestServiceListening(listener)
        let thread = Thread { [self] in
            while !listening.stopped {
                guard let fd = listener.accept(within: .seconds(60)) else { continue }
                if concurrentConnections {
                    Thread { serve(fd) }.start()
                } else {
                    serve(fd)
                }
            }
            listening.ended()
        }
        thread.start()
        return listening
    }

    /// Serves one connection until it closes, then closes it.
    private func serve(_ fd: Int32) {
        _ = server(input: fd, output: fd).run()
        close(fd)
    }

    private func server(input: Int32, output: Int32) -> WireServer {
        WireServer(implementation: implementation, input: input, output: output, token: token, runtime: .current,
                   independentProcesses: concurrentConnections)
    }
}
