import AccessEnablerAdapter
import AccessEnablerConformance
import AccessEnablerTestService
@testable import AccessEnablerWire
import ConformanceKit
import Foundation
import HostSystem
import ReferenceAccessEnabler
import TestSupport
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let pythonPort = packageRoot.appendingPathComponent("Tests/Testees/python/accessenabler_testee.py").path
private let hostileTestee = packageRoot.appendingPathComponent("Tests/Testees/hostile/hostile_testee.py").path

/// The adapter protocol over a TCP connection: a test service listening where the port runs (`--testee-connect`) or
/// dialling in (`--testee-listen`) is judged as the same port started over pipes; a launch command starts it again
/// after it died; one that is not there, or not this run's, is said so.
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
        let (connected, _) = try ProcessTestee.implementation(endpoint: .service(TestServiceRoute(direction: .dial(host: "127.0.0.1", port: port))), processes: 2, whenDeclared: true)
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
            try ProcessTestee.implementation(endpoint: .service(TestServiceRoute(direction: .dial(host: "127.0.0.1", port: port))), processes: 1)
        } throws: { error in
            "\(error)".contains("cannot connect to 127.0.0.1:\(port)") && "\(error)".contains("is the test service listening there")
        }
        #expect(started.duration(to: .now) < .seconds(5), "refused at once, not after a wait")
    }

    @Test func anAddressIsHostColonPort() {
        #expect(TestServiceRoute.address("127.0.0.1:7700").map { "\($0.host) \($0.port)" } == "127.0.0.1 7700")
        #expect(TestServiceRoute.address("[::1]:7700").map { "\($0.host) \($0.port)" } == "::1 7700")
        #expect(TCPListener.address("::1", 7700) == "[::1]:7700")
        for wrong in ["7700", "host:", ":7700", "host:70000", "host:port"] { #expect(TestServiceRoute.address(wrong) == nil, "\(wrong)") }
    }

    // MARK: - The test service product

    /// The reference, served by the public test service as a port's app would host it.
    private static let served = TestService(ReferenceAccessEnabler.implementation(faults: [], profile: SDKVersion(1, 10)), token: nil)

    @Test func theTestServiceProductServesTheReferenceToASuiteThatDialsIt() throws {
        let listening = try Self.served.listen(port: 0)
        defer { listening.stop() }
        let selection = ConformanceSuite.Selection(filter: "CACHE")
        let (connected, runtime) = try ProcessTestee.implementation(
            endpoint: .service(TestServiceRoute(direction: .dial(host: "127.0.0.1", port: listening.port))), processes: 2, whenDeclared: true)
        defer { connected.shutDown() }
        let run = Self.suite.run(connected, selection, threads: 2)
        #expect(run.results.count > 10)
        #expect(run.results.allSatisfy { $0.outcome == .passed || $0.outcome == .notApplicable }, "\(run.results.map { "\($0.outcome) \($0.message ?? "")" })")
        #expect(runtime == HostRuntime.current, "its hello says where it runs")
    }

    @Test func theTestServiceProductDialsASuiteThatListens() throws {
        let listener = try TCPListener(host: "127.0.0.1", port: 0)
        let route = TestServiceRoute(direction: .accept(listener), wait: .seconds(10))
        // The remote side dials in, as an app given the suite's address would; once per connection the suite takes.
        let dialler = Thread { try? Self.served.connect(host: "127.0.0.1", port: listener.port) }
        dialler.start()
        let (connected, _) = try ProcessTestee.implementation(endpoint: .service(route), processes: 2, whenDeclared: true)
        defer { connected.shutDown() }
        let run = Self.suite.run(connected, ConformanceSuite.Selection(filter: "CACHE"), threads: 2)
        #expect(run.results.count > 10)
        #expect(run.results.allSatisfy { $0.outcome == .passed || $0.outcome == .notApplicable }, "\(run.results.map { "\($0.outcome) \($0.message ?? "")" })")
        #expect(connected.processes() == 1, "a service that dials in does so once: one connection at a time")
    }

    // MARK: - Launch commands and tokens

    /// A route on which the suite listens and `launch` starts the remote side.
    private func launched(_ launch: String, wait: Duration = .seconds(20)) throws -> TesteeEndpoint {
        .service(TestServiceRoute(direction: .accept(try TCPListener(host: "127.0.0.1", port: 0)), launch: launch, wait: wait))
    }

    @Test func aRemoteSideKilledMidRunIsLaunchedAgainAndOnlyTheScenariosItWasInErr() throws {
        let marker = "marker-\(UUID().uuidString)"
        do {
            // It exits at its 60th call, every time it is started.
            let endpoint = try launched("exec python3 \(pythonPort) --connect \"$AECHECK_TESTEE_ADDRESS\" --exit-after-calls 60 \(marker)")
            let (testee, _) = try ProcessTestee.implementation(endpoint: endpoint, processes: 1)
            defer { testee.shutDown() }
            let run = Self.suite.run(testee, ConformanceSuite.Selection(filter: "CACHE"))
            let erred = run.results.filter { $0.outcome == .error }
            #expect(!erred.isEmpty && erred.count < run.results.count / 10, "\(erred.count) of \(run.results.count) erred")
            #expect(erred.allSatisfy { $0.message?.contains("the test service closed the connection (it exited?) during call ") == true },
                    "\(erred.map { $0.message ?? "" })")
            #expect(run.results.filter { $0.outcome != .error }.allSatisfy { $0.outcome == .passed || $0.outcome == .notApplicable })
        }
        #expect(try ProcessList.matching(marker) == [], "processes left behind")
    }

    @Test func aServiceThatDoesNotGiveBackTheRunsTokenIsRefused() throws {
        let endpoint = try launched("AECHECK_TESTEE_TOKEN=from-an-earlier-run exec python3 \(pythonPort) --connect \"$AECHECK_TESTEE_ADDRESS\"")
        #expect {
            try ProcessTestee.implementation(endpoint: endpoint, processes: 1)
        } throws: { error in
            "\(error)".contains("was refused: its hello gives another token than this run's")
        }
        let silent = try launched("AECHECK_TESTEE_TOKEN= exec python3 \(pythonPort) --connect \"$AECHECK_TESTEE_ADDRESS\"")
        #expect { try ProcessTestee.implementation(endpoint: silent, processes: 1) } throws: { "\($0)".contains("its hello gives no token") }
    }

    @Test func aConnectionMadeBeforeTheLaunchIsTurnedAwayUnheard() throws {
        let listener = try TCPListener(host: "127.0.0.1", port: 0)
        // Something dialled in before this run launched its service (an app left from an earlier run), and says nothing.
        let stale = try TCPConnection.connect(host: "127.0.0.1", port: listener.port, timeout: .seconds(5))
        defer { close(stale) }
        let route = TestServiceRoute(direction: .accept(listener), launch: "exec python3 \(pythonPort) --connect \"$AECHECK_TESTEE_ADDRESS\"")
        var limits = ProcessTestee.Limits()
        limits.turn = 2  // were the silent one taken, its hello would time out
        let (testee, _) = try ProcessTestee.implementation(endpoint: .service(route), limits: limits, processes: 1)
        defer { testee.shutDown() }
        let run = Self.suite.run(testee, ConformanceSuite.Selection(filter: "CACHE-04"))
        #expect(!run.results.isEmpty && run.results.allSatisfy { $0.outcome == .passed }, "\(run.results.map { $0.message ?? "" })")
    }

    @Test func aServiceThatNeverDialsInIsSaidAfterTheWaitNamingTheAddress() throws {
        let listener = try TCPListener(host: "127.0.0.1", port: 0)
        let started = ContinuousClock.now
        #expect {
            try ProcessTestee.implementation(endpoint: .service(TestServiceRoute(direction: .accept(listener), launch: "true", wait: .seconds(1))), processes: 1)
        } throws: { error in
            "\(error)".contains("nothing dialled in to \(listener.address) within 1.0 seconds") && "\(error)".contains("did the port dial in")
        }
        #expect(started.duration(to: .now) < .seconds(10))
    }

    @Test func aLaunchCommandThatFailsIsSaidWithItsStatusAndWhatItWrote() throws {
        let endpoint = try launched("echo 'no booted simulator' >&2; exit 7")
        #expect { try ProcessTestee.implementation(endpoint: endpoint, processes: 1) } throws: { error in
            "\(error)".contains("exited with status 7") && "\(error)".contains("no booted simulator")
        }
    }

    @Test func theLaunchCommandGetsTheTokenAndTheAddress() throws {
        let listener = try TCPListener(host: "127.0.0.1", port: 0)
        let route = TestServiceRoute(direction: .accept(listener), launch: "exec python3 \(pythonPort) --connect \"$AECHECK_TESTEE_ADDRESS\"")
        #expect(route.requiredToken == route.token && route.token.count == 32)
        #expect(TestServiceRoute(direction: .accept(listener)).requiredToken == nil, "no launch command hands a token over")
        let (testee, runtime) = try ProcessTestee.implementation(endpoint: .service(route), processes: 1)
        testee.shutDown()
        #expect(runtime?.simulator == false && runtime?.system.isEmpty == false)
    }

    // MARK: - Faults over a socket

    @Test(arguments: [
        ("crash", "closed the connection"), ("hang", "did not end its turn"), ("garbage", "not a JSON object"),
        ("invalid-utf8", "not UTF-8"), ("flood", "more than 10000 messages"), ("huge-line", "longer than 1048576 bytes"),
        // A socket's buffers hold the 900 KB reply a pipe's cannot: the service that never reads it then ends no turn.
        ("big-reply", "did not end its turn"),
    ])
    func eachFaultOfAProcessHasItsTwinOverAConnection(mode: String, message: String) throws {
        let marker = "marker-\(UUID().uuidString)"
        do {
            var limits = ProcessTestee.Limits()
            limits.turn = 3
            limits.messagesPerTurn = 10_000
            let endpoint = try launched("HOSTILE_CONNECT=\"$AECHECK_TESTEE_ADDRESS\" exec python3 \(hostileTestee) \(mode) \(marker)")
            let (testee, _) = try ProcessTestee.implementation(endpoint: endpoint, limits: limits, processes: 1)
            defer { testee.shutDown() }
            let run = Self.suite.run(testee, ConformanceSuite.Selection(filter: "A known requestor is configured"))
            #expect(run.results.count == 2)
            #expect(run.results.allSatisfy { $0.outcome == .error && $0.message?.contains(message) == true }, "\(run.results.map { $0.message ?? "" })")
        }
        #expect(try ProcessList.matching(marker) == [], "processes left behind")
    }
}
