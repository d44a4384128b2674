import AccessEnablerAdapter
import Foundation
import HostSystem

/// Serves an implementation over the adapter protocol on one channel (this process's stdin and stdout, or a TCP
/// connection): the testee side, for ports written in Swift (and the reference, in `aecheck-testee`), behind the
/// public `TestService`.
///
/// ```swift
/// WireServer(implementation: myPort).run()   // until stdin ends
/// ```
package final class WireServer {
    private let implementation: AccessEnablerImplementation
    /// Where lines are written.
    private let output: Int32
    /// What `hello` adds: the run's token when one was handed over, where this runs, whether processes share nothing.
    private let token: String?
    private let runtime: HostRuntime?
    private let independentProcesses: Bool
    private var instances: [String: Served] = [:]
    private var now: Int64 = 0
    /// What this turn has said so far, written at once when the turn ends or a query needs its reply: one
    /// `write` per turn rather than one per message.
    private var pending: [UInt8] = []
    /// The events and replies the suite sends.
    private var input: InputLines

    /// Serves `implementation` reading `input` and writing `output` (stdin and stdout by default; a connection's one
    /// descriptor for both). `hello` gives `token` when one is handed over, `runtime` when known, and says whether
    /// `independentProcesses` (several channels at once share nothing).
    package init(
        implementation: AccessEnablerImplementation, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, token: String? = nil,
        runtime: HostRuntime? = nil, independentProcesses: Bool = true
    ) {
        self.implementation = implementation
        self.input = InputLines(fd: input)
        self.output = output
        self.token = token
        self.runtime = runtime
        self.independentProcesses = independentProcesses
    }

    /// Answers events until the input ends; returns the exit status.
    package func run() -> Int32 {
        while let line = input.next() {
            do {
                try handle(try WireMessage(line: Substring(line)))
                emit(WireMessage("done"))
            } catch {
                emit(WireMessage("error", ["message": JSONValue("\(error)")]))
            }
            flush()
        }
        flush()
        return 0
    }

    private func handle(_ event: WireMessage) throws {
        switch event.fields["now"] {
        case .integer(let time): now = time
        case .number(let time) where Int64(exactly: time) != nil: now = Int64(time)
        default: break
        }
        switch event.type {
        case "hello":
            let capabilities = implementation.capabilities
            var fields: [String: JSONValue] = [
                "protocol": 1, "name": JSONValue(implementation.name), "version": JSONValue(implementation.version),
                "platforms": JSONValue(capabilities.platforms.sorted().map(\.rawValue)), "sdkVersion": JSONValue(capabilities.sdkVersion.description),
                // Each channel keeps its own instances, storage and timers: several may run at once.
                "independentProcesses": JSONValue(independentProcesses),
            ]
            if let token { fields["token"] = JSONValue(token) }
            if let runtime {
                fields["runtime"] = ["system": JSONValue(runtime.system), "version": JSONValue(runtime.version), "model": JSONValue(runtime.model),
                                     "simulator": JSONValue(runtime.simulator)]
            }
            emit(WireMessage("hello", fields))
        case "reset":
            instances = [:]
        case "launch":
            let id = try event.string("instance")
            let device = try event.nested("device"), app = try event.nested("application")
            guard let platform = Platform(rawValue: try device.string("platform")) else { throw WireError("unknown platform") }
            let served = Served(server: self, id: id)
            let environment = AccessEnablerEnvironment(
                transport: served.transport, storage: WireStorage(server: self, instance: id, area: "storage"), clock: served.clock,
                device: DeviceInfo(platform: platform, osMajorVersion: try device.int("osMajorVersion"),
                                   identifierForVendor: try device.optionalString("identifierForVendor"),
                                   macAddress: try device.optionalString("macAddress"),
                                   advertisingIdentifier: try device.optionalString("advertisingIdentifier")),
                application: ApplicationInfo(bundleID: try app.string("bundleID"), teamID: try app.string("teamID"),
                                             customRedirectURL: try app.string("customRedirectURL"),
                                             usesSafariViewController: try app.bool("usesSafariViewController")),
                legacyStorage: (try? event.bool("legacyStorage")) == true ? WireStorage(server: self, instance: id, area: "legacy") : nil)
            served.library = try implementation.make(environment, served.delegate)
            instances[id] = served
        case "close":
            instances[try event.string("instance")] = nil
        case "call":
            guard let library = instances[try event.string("instance")]?.library else { return }
            let method = try event.string("method")
            try LibraryCall(wireMethod: method, arguments: try event.nested("arguments", as: method)).perform(on: library)
        case "response":
            instances[try event.string("instance")]?.transport.complete(
                try event.int("request"), PassResponse(status: try event.int("status"), body: try event.string("body")))
        case "timer":
            instances[try event.string("instance")]?.clock.fire(try event.int("timer"))
        default:
            throw WireError("unknown event \"\(event.type)\"")
        }
    }

    // MARK: - Lines

    fileprivate func emit(_ message: WireMessage) {
        pending += message.line.utf8
        pending.append(UInt8(ascii: "\n"))
        // A turn that says a great deal is written as it goes, not held whole.
        if pending.count >= 64 << 10 { flush() }
    }

    /// Writes what is pending to the output (all of it, however the pipe or socket takes it).
    private func flush() {
        var offset = 0
        while offset < pending.count {
            let written = pending[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                break  // The suite is gone: nothing more can be said.
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Sends a query and reads its reply (the suite answers at once).
    fileprivate func ask(_ query: WireMessage) throws -> WireMessage {
        emit(query)
        flush()
        guard let line = input.next() else { throw WireError("the input ended while waiting for a reply") }
        return try WireMessage(line: Substring(line))
    }

    fileprivate var currentTime: Int64 { now }

    /// One instance and the environment it was built with.
    private final class Served {
        let transport: WireTransport
        let clock: WireClock
        let delegate: CallbackRecorder
        var library: (any AccessEnabler)?

        init(server: WireServer, id: String) {
            transport = WireTransport(server: server, instance: id)
            clock = WireClock(server: server, instance: id)
            delegate = CallbackRecorder { [unowned server] callback in
                server.emit(WireMessage("callback", ["instance": JSONValue(id), "name": JSONValue(callback.name), "arguments": .object(callback.wireArguments)]))
            }
        }
    }

    private final class WireTransport: PassTransport {
        private unowned let server: WireServer
        private let instance: String
        private var next = 0
        private var waiting: [Int: (PassResponse) -> Void] = [:]

        init(server: WireServer, instance: String) { (self.server, self.instance) = (server, instance) }

        func send(_ request: PassRequest, completion: @escaping (PassResponse) -> Void) {
            next += 1
            waiting[next] = completion
            server.emit(WireMessage("request", [
                "instance": JSONValue(instance), "request": JSONValue(next), "method": JSONValue(request.method), "path": JSONValue(request.path),
                "parameters": JSONValue(request.parameters),
            ]))
        }

        func complete(_ number: Int, _ response: PassResponse) { waiting.removeValue(forKey: number)?(response) }
    }

    private final class WireClock: EntitlementClock {
        private unowned let server: WireServer
        private let instance: String
        private var next = 0
        private var actions: [Int: () -> Void] = [:]

        init(server: WireServer, instance: String) { (self.server, self.instance) = (server, instance) }

        var now: Int64 { server.currentTime }

        func schedule(after milliseconds: Int64, _ action: @escaping () -> Void) -> TimerID {
            next += 1
            actions[next] = action
            server.emit(WireMessage("timer.schedule", ["instance": JSONValue(instance), "timer": JSONValue(next), "after": JSONValue(max(0, milliseconds))]))
            return TimerID(rawValue: next)
        }

        func cancel(_ timer: TimerID) {
            guard actions.removeValue(forKey: timer.rawValue) != nil else { return }
            server.emit(WireMessage("timer.cancel", ["instance": JSONValue(instance), "timer": JSONValue(timer.rawValue)]))
        }

        func fire(_ number: Int) { actions.removeValue(forKey: number)?() }
    }

    private final class WireStorage: EntitlementStorage {
        private unowned let server: WireServer
        private let instance: String, area: String

        init(server: WireServer, instance: String, area: String) { (self.server, self.instance, self.area) = (server, instance, area) }

        func value(forKey key: String) -> String? {
            (try? server.ask(WireMessage("storage.get", ["instance": JSONValue(instance), "area": JSONValue(area), "key": JSONValue(key)])))?.fields["value"]?.string
        }

        func setValue(_ value: String?, forKey key: String) {
            server.emit(WireMessage("storage.set", ["instance": JSONValue(instance), "area": JSONValue(area), "key": JSONValue(key), "value": JSONValue(value)]))
        }

        func allKeys() -> [String] {
            (try? server.ask(WireMessage("storage.keys", ["instance": JSONValue(instance), "area": JSONValue(area)])))?.fields["keys"]?.strings ?? []
        }
    }
}
