import AccessEnablerAdapter
import AccessEnablerConformance
@testable import AccessEnablerWire
import ConformanceKit
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let pythonPort = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path

/// The adapter protocol over a TCP connection (`--testee-connect`): a test service listening where the port runs is
/// judged as the same port started over pipes, and one that is not there is said so, at once.
@Suite("A test service over a connection")
struct ConnectionTests {
    private static let suite: ConformanceSuite = {
        do { return try ConformanceSuite.load(from: packageRoot.appendingPathComponent("Specs")) } catch { fatalError("Specs/ must load: \(error)") }
    }()

    /// A port this machine has free now (asked of the system through Python, as the service is Python too).
    private func freePort() throws -> UInt16 {
        let asker = Process(), output = Pipe()
        asker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        asker.arguments = ["python3", "-c", "import socket; s = socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])"]
        asker.standardOutput = output
        try asker.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        asker.waitUntilExit()
        return try #require(UInt16(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The Python port as a test service on `port`, until the returned process is ended; waits until it listens.
    private func listening(on port: UInt16) throws -> Process {
        let service = Process(), errors = Pipe()
        service.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        service.arguments = ["python3", pythonPort, "--listen", "127.0.0.1:\(port)"]
        service.standardError = errors
        try service.run()
        _ = errors.fileHandleForReading.availableData  // its first line: "listening on ..."
        return service
    }

    @Test func aServiceOverAConnectionIsJudgedAsTheSamePortOverPipes() throws {
        let port = try freePort()
        let service = try listening(on: port)
        // SIGKILL: the test process blocks SIGTERM in its threads, and a child started by Foundation inherits that.
        defer { kill(service.processIdentifier, SIGKILL); service.waitUntilExit() }
        let selection = ConformanceSuite.Selection(filter: "CACHE")
        let connected = try ProcessTestee.implementation(endpoint: .connect(host: "127.0.0.1", port: port), processes: 2, whenDeclared: true)
        defer { connected.shutDown() }
        let piped = try ProcessTestee.implementation(command: "python3 \(pythonPort)", processes: 2, whenDeclared: true)
        defer { piped.shutDown() }
        let overConnection = Self.suite.run(connected, selection, threads: 2)
        let overPipes = Self.suite.run(piped, selection, threads: 2)
        #expect(overConnection.results.count > 10)
        #expect(overConnection.results.map { "\($0.displayName) \($0.outcome)" } == overPipes.results.map { "\($0.displayName) \($0.outcome)" })
        // Each connection is a testee process of its own (the service's hello declares them independent): one per
        // thread that ran scenarios, which a loaded machine may leave at one.
        #expect((1...2).contains(connected.processes() ?? 0))
    }

    @Test func anAddressNobodyListensOnIsSaidAtOnceWithWhatToCheck() throws {
        let port = try freePort()
        let started = ContinuousClock.now
        #expect {
            try ProcessTestee.implementation(endpoint: .connect(host: "127.0.0.1", port: port), processes: 1)
        } throws: { error in
            "\(error)".contains("cannot connect to 127.0.0.1:\(port)") && "\(error)".contains("is the test service listening there")
        }
        #expect(started.duration(to: .now) < .seconds(5), "refused at once, not after a wait")
    }

    @Test func anAddressIsHostColonPort() {
        #expect(TesteeEndpoint.address("127.0.0.1:7700") == .connect(host: "127.0.0.1", port: 7700))
        #expect(TesteeEndpoint.address("[::1]:7700") == .connect(host: "::1", port: 7700))
        #expect(TesteeEndpoint.address("[::1]:7700")?.description == "[::1]:7700")
        for wrong in ["7700", "host:", ":7700", "host:0", "host:70000", "host:port"] { #expect(TesteeEndpoint.address(wrong) == nil, "\(wrong)") }
    }
}
