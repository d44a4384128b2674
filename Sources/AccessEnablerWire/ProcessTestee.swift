import AccessEnablerAdapter
import Foundation
import HostSystem

/// An implementation in another process, driven over the adapter protocol (`Specs/adapter-protocol.md`).
///
/// One long-lived child serves every scenario: a new world (a new clock) sends `reset`; a child that
/// crashed, hung or broke the protocol is ended and started again for the next scenario. Real time exists
/// only here, in the ``Limits``. The suite drives it from one thread at a time (scenarios run in order).
///
/// ```swift
/// let port = try ProcessTestee.implementation(command: "python3 port.py")
/// let run = suite.run(port)
/// ```
///
/// It serves one scenario at a time (its implementation says `runsScenariosConcurrently = false`), and
/// `@unchecked Sendable` holds because every entry point (launch, send, close, and the breakdown the suite
/// asks about) takes `serial`, a recursive lock: a turn may call back into the suite, which may call the
/// library again, on the same thread.
package final class ProcessTestee: @unchecked Sendable {
    /// Guards everything below; recursive, for the callbacks a turn delivers.
    private let serial = NSRecursiveLock()
    /// Real-time limits on the testee.
    package struct Limits: Sendable {
        /// Seconds the testee may take to end one turn.
        package var turn: Double = 5
        /// Seconds one scenario may take in all.
        package var scenario: Double = 60
        /// Messages the testee may send in one turn.
        package var messagesPerTurn = 100_000
        package init() {}
    }

    /// What the testee said of itself in its `hello`.
    package struct Identity: Sendable, Equatable {
        package var name: String
        package var version: String
        package var capabilities: Capabilities
        /// Whether its `hello` says processes of its command share nothing (`"independentProcesses": true`):
        /// the suite may then run several at once.
        package var independentProcesses = false
        /// Where it runs, when its `hello` says (`runtime`): the system and its version, the model, a simulator or not.
        package var runtime: HostRuntime?
    }

    /// Why the testee could not be started or failed its handshake.
    package struct StartFailure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The most bytes hello's `name` and `version` may have.
    static let identityBytes = 256

    let endpoint: TesteeEndpoint
    let limits: Limits
    private(set) var identity = Identity(name: "", version: "", capabilities: Capabilities(platforms: [], sdkVersion: SDKVersion(0, 0)))

    private var child: ChildProcess?
    /// The clock of the world being run, held so that a new world is told apart from it.
    private var worldClock: (any EntitlementClock)?
    private var instances: [String: Instance] = [:]
    private var launches = 0
    private var brokenDown: String?
    /// Whether the last turn ended as the protocol says although it had a problem: the testee's own `error` reply, or
    /// a message that could not be used (a mistyped value, an unknown type) in a turn still read to its `done`. Its
    /// process then goes on serving (a `reset` begins the next scenario); a crash, a hang, a stream that cannot be
    /// read any more or a reply it did not read ends it.
    private var lastTurnEndedInOrder = false
    /// When the current scenario began, on the monotonic clock (real time exists only on this boundary).
    private var scenarioStarted = ContinuousClock.now
    private var inTurn = false
    /// Whether the handshake under way is a scenario's (a testee started again for it), bound by its time.
    private var handshakeWithinScenario = false
    /// Whether the process has had no event since its `hello` or its last `reset` it answered: the next scenario
    /// needs no `reset` of its own.
    private var fresh = true

    /// One launched instance: where its effects go. The proxy is weak: when the app drops it, the
    /// testee is told to close it, and what was scheduled for it is dropped, as for an in-process one.
    final class Instance {
        let environment: AccessEnablerEnvironment
        let delegate: any EntitlementDelegate
        weak var proxy: WireAccessEnabler?
        var timers: [Int: TimerID] = [:]
        init(environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate) {
            self.environment = environment
            self.delegate = delegate
        }
    }

    init(endpoint: TesteeEndpoint, limits: Limits) {
        self.endpoint = endpoint
        self.limits = limits
    }

    /// Starts `command`, reads its `hello`, and returns it as an implementation the suite can run.
    ///
    /// - Throws: ``StartFailure`` when the program does not start or does not answer `hello` properly.
    package static func implementation(command: String, name: String? = nil, limits: Limits = Limits()) throws -> AccessEnablerImplementation {
        implementation(of: try started(endpoint: .command(command), limits: limits), name: name)
    }

    /// A testee started and past its handshake.
    private static func started(endpoint: TesteeEndpoint, limits: Limits) throws -> ProcessTestee {
        let testee = ProcessTestee(endpoint: endpoint, limits: limits)
        if let problem = testee.start() {
            // What the program said on its way out ("not found", a traceback) is the clue: show it.
            // Ended first: once it has exited, its stderr is read to the end.
            testee.child?.terminate()
            let stderr = testee.child?.stderr ?? ""
            // Indented: what it wrote never starts a line of aecheck's (a CI runner acts on `::warning` there).
            throw StartFailure(description: problem + (stderr.isEmpty ? "" : "\nIts stderr:\n" + indented(stderr)))
        }
        return testee
    }

    /// `text` with every line indented by two spaces: what a testee wrote never starts a line of aecheck's.
    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
    }

    /// `testee` as an implementation that serves one scenario at a time.
    private static func implementation(of testee: ProcessTestee, name: String?) -> AccessEnablerImplementation {
        var implementation = AccessEnablerImplementation(
            name: name ?? testee.identity.name, version: testee.identity.version, capabilities: testee.identity.capabilities,
            breakdown: { clock in testee.serial.withLock { testee.breakdown(in: clock) } }
        ) { environment, delegate in
            try testee.serial.withLock { try testee.launch(environment, delegate) }
        }
        implementation.endScenario = { clock in testee.serial.withLock { testee.endScenario(in: clock) } }
        implementation.runsScenariosConcurrently = false
        implementation.shutDown = { testee.end() }
        implementation.processes = { 1 }
        return implementation
    }

    /// As ``implementation(command:name:limits:)``, with up to `processes` processes of `command`, one per
    /// thread the suite runs scenarios on, for a testee whose instances are independent across processes:
    /// the suite's own isolated worker, or (with `whenDeclared`) a testee whose `hello` says
    /// `"independentProcesses": true`. One process when `processes` is 1.
    package static func implementation(
        command: String, passing: [String] = [], name: String? = nil, limits: Limits = Limits(), processes: Int, whenDeclared: Bool = false
    ) throws -> AccessEnablerImplementation {
        try implementation(endpoint: .command(command, passing: passing), name: name, limits: limits, processes: processes, whenDeclared: whenDeclared).0
    }

    /// As ``implementation(command:name:limits:processes:whenDeclared:)``, for a testee reached at `endpoint`: a
    /// command's processes, or connections to a test service (each connection one testee process).
    ///
    /// With a launch command, or a service that dials in, one connection at a time (``TesteeEndpoint/oneAtATime``).
    /// Returns what the testee's `hello` says of where it runs, too.
    package static func implementation(
        endpoint: TesteeEndpoint, name: String? = nil, limits: Limits = Limits(), processes: Int, whenDeclared: Bool = false
    ) throws -> (AccessEnablerImplementation, runtime: HostRuntime?) {
        let first = try started(endpoint: endpoint, limits: limits)
        var implementation = implementation(of: first, name: name)
        guard processes > 1, !whenDeclared || first.identity.independentProcesses, !endpoint.oneAtATime else { return (implementation, first.identity.runtime) }
        let pool = TesteePool(first: first, endpoint: endpoint, limits: limits)
        let make = { @Sendable (environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate) throws -> any AccessEnabler in
            let testee = pool.testeeForThisThread()
            return try testee.serial.withLock { try testee.launch(environment, delegate) }
        }
        implementation = AccessEnablerImplementation(
            name: implementation.name, version: implementation.version, capabilities: implementation.capabilities,
            breakdown: { clock in
                // Asked on the thread that runs the scenario, whose process it is.
                let testee = pool.testeeForThisThread()
                return testee.serial.withLock { testee.breakdown(in: clock) }
            }, make: make)
        implementation.endScenario = { clock in
            let testee = pool.testeeForThisThread()
            testee.serial.withLock { testee.endScenario(in: clock) }
        }
        implementation.runsScenariosConcurrently = true
        implementation.shutDown = { pool.endAll() }
        implementation.processes = { pool.size }
        return (implementation, first.identity.runtime)
    }

    /// The real time each of `turns` turns takes with the testee `command` starts: `reset` events sent after the
    /// handshake, each answered with `done` (what every event costs before the testee does anything), in order.
    ///
    /// - Throws: ``StartFailure`` when the program does not start, or a turn fails.
    package static func roundTrips(command: String, turns: Int, limits: Limits = Limits()) throws -> [Duration] {
        try roundTrips(endpoint: .command(command), turns: turns, limits: limits)
    }

    /// As ``roundTrips(command:turns:limits:)``, for a testee reached at `endpoint` (a test service over a socket).
    package static func roundTrips(endpoint: TesteeEndpoint, turns: Int, limits: Limits = Limits()) throws -> [Duration] {
        let testee = ProcessTestee(endpoint: endpoint, limits: limits)
        if let problem = testee.start() { throw StartFailure(description: problem) }
        defer { testee.child?.terminate() }
        let clock = ContinuousClock()
        return try (0..<max(1, turns)).map { _ in
            testee.scenarioStarted = clock.now
            var problem: String?
            let time = clock.measure { problem = testee.turn(WireMessage("reset", ["now": 0])) }
            if let problem { throw StartFailure(description: problem) }
            return time
        }
    }

    // MARK: - Process life

    /// Starts the child and shakes hands; the reason when that fails. Within a scenario (a testee started again for
    /// it) the handshake is the scenario's time too, and ends with it; the first start belongs to no scenario.
    private func start(withinScenario: Bool = false) -> String? {
        handshakeWithinScenario = withinScenario
        defer { handshakeWithinScenario = false }
        child?.terminate()
        do {
            // A turn reads at most messagesPerTurn lines: more waiting would only be decoded to be thrown away.
            child = try endpoint.open(maximumQueued: limits.messagesPerTurn + 1, timeout: .seconds(limits.turn))
        } catch {
            switch endpoint {
            case .command(let command, _): return "cannot start '\(command)': \(error)"
            case .service: return "\(error)"
            }
        }
        var hello: WireMessage?
        let problem = turn(WireMessage("hello", ["protocol": 1, "now": 0])) { message in
            guard message.type == "hello", hello == nil else { return false }
            hello = message
            return true
        }
        if let problem { return "the handshake failed: \(problem)" }
        guard let hello else { return "the handshake failed: the testee ended its turn without a hello" }
        guard (try? hello.int("protocol")) == 1 else {
            return "the testee's hello gives \"protocol\": \(WireMessage.describe(hello.fields["protocol"])), not 1, the protocol this suite speaks"
        }
        do {
            let platforms = try hello.strings("platforms").map { name in
                guard let platform = Platform(rawValue: name) else { throw WireError("unknown platform \"\(name)\" in hello") }
                return platform
            }
            guard let version = SDKVersion(try hello.string("sdkVersion")) else { throw WireError("hello's sdkVersion is not a version such as 1.10") }
            // A name and a version go into every report, a folder's name and every console line: a few words each.
            let name = try hello.string("name"), ownVersion = (try? hello.string("version")) ?? ""
            for (field, value) in [("name", name), ("version", ownVersion)] where value.utf8.count > Self.identityBytes {
                throw WireError("hello's \(field) is \(value.utf8.count) bytes long; at most \(Self.identityBytes)")
            }
            identity = Identity(name: name, version: ownVersion,
                                capabilities: Capabilities(platforms: Set(platforms), sdkVersion: version),
                                independentProcesses: hello.fields["independentProcesses"] == .bool(true),
                                runtime: try Self.runtime(in: hello))
        } catch {
            return "the handshake failed: \(error)"
        }
        if case .service(let route) = endpoint, let token = route.requiredToken, hello.fields["token"] != JSONValue(token) {
            let given = hello.fields["token"] == nil ? "gives no token" : "gives another token than this run's"
            return "the test service at \(route.address) was refused: its hello \(given), the one the launch command hands over "
                + "(\(TestServiceRoute.tokenVariable) in its environment): it was not started by this run (an app left from an earlier run, "
                + "or another program at that address)"
        }
        return nil
    }

    /// The `runtime` of a `hello`, when it gives one: strings `system`, `version` and `model`, and `simulator`, true
    /// or false.
    private static func runtime(in hello: WireMessage) throws -> HostRuntime? {
        guard hello.fields["runtime"] != nil else { return nil }
        let runtime = try hello.nested("runtime")
        let words = try ["system", "version", "model"].map { field in
            let value = try runtime.string(field)
            guard value.utf8.count <= identityBytes else { throw WireError("hello's runtime.\(field) is \(value.utf8.count) bytes long; at most \(identityBytes)") }
            return value
        }
        return HostRuntime(system: words[0], version: words[1], model: words[2], simulator: try runtime.bool("simulator"))
    }

    /// Why the scenario of the world whose clock is `clock` cannot be judged: the testee broke down, or the scenario
    /// has taken longer than its limit in real time, the suite's own work on what the testee did included (a
    /// search of megabytes it stored is the scenario's time too). Called with `serial` held.
    private func breakdown(in clock: any EntitlementClock) -> String? {
        guard worldClock === clock else { return nil }
        if let brokenDown { return brokenDown }
        return scenarioStarted.duration(to: .now) > .seconds(limits.scenario) ? "the scenario took longer than \(limits.scenario) s of real time" : nil
    }

    /// Ends the child now (it is started again if another scenario comes).
    func end() {
        serial.withLock {
            child?.terminate()
            child = nil
        }
    }

    /// Stops the scenario: the reason, with what the testee wrote to stderr, and a fresh child next time, unless
    /// the testee only answered `error` (it cannot handle the event yet; its process is well).
    private func breakDown(_ reason: String) {
        guard brokenDown == nil else { return }
        let keep = lastTurnEndedInOrder && child?.isRunning == true
        if !keep { child?.terminate() }
        let stderr = child?.stderr ?? ""
        brokenDown = reason + (stderr.isEmpty ? "" : "\nThe testee's stderr (last \(ChildProcess.stderrKeep / 1024) KiB):\n" + stderr)
        if !keep { child = nil }
    }

    // MARK: - Scenarios and instances

    private func launch(_ environment: AccessEnablerEnvironment, _ delegate: any EntitlementDelegate) throws -> any AccessEnabler {
        if worldClock !== environment.clock {
            worldClock = environment.clock
            instances = [:]
            launches = 0
            brokenDown = nil
            scenarioStarted = ContinuousClock.now
            if child?.isRunning != true {
                if let problem = start(withinScenario: true) { breakDown(problem) }
            } else if !fresh, let problem = turn(WireMessage("reset", ["now": JSONValue(environment.clock.now)])) {
                breakDown(problem)
            }
        }
        if let brokenDown { throw WireError(brokenDown) }
        launches += 1
        let id = "\(environment.application.bundleID)#\(launches)"
        let device = environment.device
        let event = WireMessage("launch", [
            "instance": JSONValue(id), "now": JSONValue(environment.clock.now), "legacyStorage": JSONValue(environment.legacyStorage != nil),
            "device": ["platform": JSONValue(device.platform.rawValue), "osMajorVersion": JSONValue(device.osMajorVersion),
                       "identifierForVendor": JSONValue(device.identifierForVendor), "macAddress": JSONValue(device.macAddress),
                       "advertisingIdentifier": JSONValue(device.advertisingIdentifier)],
            "application": ["bundleID": JSONValue(environment.application.bundleID), "teamID": JSONValue(environment.application.teamID),
                            "customRedirectURL": JSONValue(environment.application.customRedirectURL),
                            "usesSafariViewController": JSONValue(environment.application.usesSafariViewController)],
        ])
        let instance = Instance(environment: environment, delegate: delegate)
        instances[id] = instance
        if let problem = turn(event) {
            breakDown(problem)
            throw WireError(problem)
        }
        let proxy = WireAccessEnabler(testee: self, instance: id)
        instance.proxy = proxy
        return proxy
    }

    /// Sends an event to a live instance and runs the turn (nothing once the scenario broke down).
    func send(_ type: String, to id: String, _ fields: [String: JSONValue]) {
        serial.lock()
        defer { serial.unlock() }
        guard brokenDown == nil, let instance = instances[id], instance.proxy != nil else { return }
        var all = fields
        all["instance"] = JSONValue(id)
        all["now"] = JSONValue(instance.environment.clock.now)
        if let problem = turn(WireMessage(type, all)) { breakDown(problem) }
    }

    /// The app dropped an instance: the testee forgets it, and what was scheduled for it never runs.
    func close(_ id: String) {
        serial.lock()
        defer { serial.unlock() }
        guard let instance = instances[id] else { return }
        for timer in instance.timers.values { instance.environment.clock.cancel(timer) }
        instance.timers = [:]
        guard brokenDown == nil, child != nil else { return }
        if let problem = turn(WireMessage("close", ["instance": JSONValue(id), "now": JSONValue(instance.environment.clock.now)])) { breakDown(problem) }
    }

    /// The scenario of the world whose clock is `clock` ran its last step: the testee gets its `reset` now, so that
    /// a line it wrote after the scenario's last turn (after a `close`, say) errs this scenario, not the next.
    /// What it writes after this `reset`'s `done` is still read by the next scenario's first turn. Called with
    /// `serial` held.
    private func endScenario(in clock: any EntitlementClock) {
        guard worldClock === clock, brokenDown == nil, child != nil, !fresh else { return }
        for instance in instances.values {
            for timer in instance.timers.values { instance.environment.clock.cancel(timer) }
        }
        // The testee forgets every instance: the app's later drops need no `close`.
        instances = [:]
        if let problem = turn(WireMessage("reset", ["now": JSONValue(clock.now)])) {
            breakDown("after the scenario's last step (at its closing reset): \(problem)")
        }
    }

    // MARK: - Turns

    /// Sends `event` and handles what the testee sends until it ends its turn; the problem, if any.
    /// `extra` gets the messages this turn expects besides the effects (the `hello` answer).
    private func turn(_ event: WireMessage, extra: (WireMessage) -> Bool = { _ in false }) -> String? {
        guard let child else { return "the testee is not running" }
        guard !inTurn else { return "a turn began inside another (a bug of the suite)" }
        inTurn = true
        lastTurnEndedInOrder = false
        defer { inTurn = false }
        let resets = event.type == "hello" || event.type == "reset"
        if !resets { fresh = false }
        if event.type != "hello", scenarioStarted.duration(to: .now) > .seconds(limits.scenario) {
            return "the scenario took longer than \(limits.scenario) s of real time"
        }
        // Output written after the last `done` (before this event was read) is read as part of this turn, in
        // the order it was written: judged the same way whether or not it has arrived yet, so runs stay
        // deterministic. Judging it at once would depend on when the pipe delivers it.
        // A turn ends by its own limit, and by the scenario's: no path of a scenario outlasts it.
        let turnEnd = ContinuousClock.now + .seconds(limits.turn)
        let scenarioEnd = scenarioStarted + .seconds(limits.scenario)
        let deadline = event.type == "hello" && !handshakeWithinScenario ? turnEnd : min(turnEnd, scenarioEnd)
        guard child.write(event.line, until: deadline) else {
            return child.isConnection ? "the test service stopped reading the connection (it exited, or reads no more)"
                : "the testee stopped reading its stdin (it exited, or reads no more)"
        }
        var problem: String?
        for _ in 0..<limits.messagesPerTurn {
            let line: Substring
            do {
                line = try child.readLine(until: deadline)
            } catch {
                let stopped = switch error {
                case .timedOut where deadline == scenarioEnd && deadline < turnEnd: "the scenario took longer than \(limits.scenario) s of real time"
                case .timedOut: "\(endpoint.noun) did not end its turn within \(limits.turn) s (after \(Self.named(event)))"
                case .closed where child.isConnection: "the test service closed the connection (it exited?) during \(Self.named(event))"
                case .closed: "the testee closed its stdout (it exited?) during \(Self.named(event))"
                case .lineTooLong: "the testee wrote a line longer than \(ChildProcess.maximumLine) bytes"
                case .invalidUTF8: "the testee wrote a line that is not UTF-8"
                }
                return problem.map { "\($0); then \(stopped)" } ?? stopped
            }
            do {
                let message = try WireMessage(line: line)
                if message.type == "done" {
                    lastTurnEndedInOrder = problem != nil
                    if resets { fresh = true }
                    return problem
                }
                if message.type == "error" {
                    lastTurnEndedInOrder = true
                    if resets { fresh = true }
                    return problem ?? "the testee reported an error: " + ((try? message.string("message")) ?? "(no message)")
                }
                if extra(message) { continue }
                try handle(message, replyingWith: child, by: deadline)
            } catch let stopped as StoppedReading {
                return stopped.description
            } catch {
                // The first unusable message decides the scenario; the turn is still read to its end (queries
                // answered), so that a testee whose stream is in order keeps its process for the next scenario.
                if problem == nil { problem = "protocol: \(error)" }
            }
        }
        if let problem { return "\(problem); then the testee sent more than \(limits.messagesPerTurn) messages in one turn" }
        return "the testee sent more than \(limits.messagesPerTurn) messages in one turn"
    }

    /// An event as people name it: its type, and a call's method (`call getAuthorization`).
    private static func named(_ event: WireMessage) -> String {
        guard event.type == "call", let method = try? event.string("method") else { return event.type }
        return "call \(method)"
    }

    /// A reply the testee did not read by the end of its turn.
    private struct StoppedReading: Error, CustomStringConvertible {
        var description: String { "the testee stopped reading its stdin (it exited, or reads no more) before the reply to its query" }
    }

    private func handle(_ message: WireMessage, replyingWith child: ChildProcess, by deadline: ContinuousClock.Instant) throws {
        if message.type == "log" {
            child.keepLog((try? message.string("message")) ?? "")
            return
        }
        guard Self.effects.contains(message.type) else {
            throw WireError("unexpected message type \"\(message.type)\" (effects are \(Self.effects.sorted().joined(separator: ", ")); "
                + "an answer to an event the suite did not send is an error)")
        }
        let id = try message.string("instance")
        guard let instance = instances[id] else { throw WireError("\"\(message.type)\" names instance \"\(id)\", which the suite never launched") }
        let environment = instance.environment
        switch message.type {
        case "callback":
            let name = try message.string("name")
            try Callback(wireName: name, arguments: try message.nested("arguments", as: name)).deliver(to: instance.delegate)
        case "request":
            let request = PassRequest(method: try message.string("method"), path: try message.string("path"),
                                      parameters: try message.stringDictionary("parameters") ?? [:])
            let number = try message.int("request")
            try requireLive(instance, message)
            environment.transport.send(request) { [weak self] response in
                self?.send("response", to: id, ["request": JSONValue(number), "status": JSONValue(response.status), "body": JSONValue(response.body)])
            }
        case "storage.get":
            let value = try area(message, environment)?.value(forKey: try message.string("key"))
            guard child.write(WireMessage("storage.value", ["value": JSONValue(value)]).line, until: deadline) else { throw StoppedReading() }
        case "storage.keys":
            let keys = try area(message, environment)?.allKeys().sorted() ?? []
            guard child.write(WireMessage("storage.keys", ["keys": JSONValue(keys)]).line, until: deadline) else { throw StoppedReading() }
        case "storage.set":
            try requireLive(instance, message)
            try area(message, environment)?.setValue(try message.optionalString("value"), forKey: try message.string("key"))
        case "timer.schedule":
            try requireLive(instance, message)
            let number = try message.int("timer"), after = try message.int("after")
            guard (0...WireLimits.maximumDelay).contains(after) else {
                throw WireError("timer.schedule's \"after\" must be 0 to \(WireLimits.maximumDelay) ms, not \(after)")
            }
            instance.timers[number] = environment.clock.schedule(after: Int64(after)) { [weak self, weak instance] in
                instance?.timers[number] = nil
                self?.send("timer", to: id, ["timer": JSONValue(number)])
            }
        case "timer.cancel":
            if let timer = instance.timers.removeValue(forKey: try message.int("timer")) { environment.clock.cancel(timer) }
        default:
            throw WireError("unknown or unexpected message type \"\(message.type)\"")
        }
    }

    private static let effects: Set<String> = ["callback", "request", "storage.get", "storage.keys", "storage.set", "timer.schedule", "timer.cancel"]

    private func requireLive(_ instance: Instance, _ message: WireMessage) throws {
        guard instance.proxy != nil else { throw WireError("\"\(message.type)\" for an instance that was closed") }
    }

    private func area(_ message: WireMessage, _ environment: AccessEnablerEnvironment) throws -> (any EntitlementStorage)? {
        switch try message.string("area") {
        case "storage": return environment.storage
        case "legacy": return environment.legacyStorage
        case let other: throw WireError("unknown storage area \"\(other)\"; use storage or legacy")
        }
    }
}

/// Bounds the protocol puts on values.
enum WireLimits {
    /// The longest timer: ten years of virtual time.
    static let maximumDelay = 10 * 365 * 24 * 3_600_000
}
