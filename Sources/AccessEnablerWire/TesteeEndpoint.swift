import Foundation
import HostSystem

/// Where a testee is reached: a command started as a child over pipes, or a test service over TCP where the port
/// runs (the Simulator's loopback, a device through `iproxy`, an emulator through `adb forward`), dialled or dialling
/// in. Either way one channel is one testee process, with the same handshake, limits and errors.
package enum TesteeEndpoint: Sendable, CustomStringConvertible {
    /// A command, started with `/bin/sh -c`; `passing` names variables it gets beside those ``ChildEnvironment`` passes.
    case command(String, passing: [String] = [])
    case service(TestServiceRoute)

    /// The command, or the address dialled or listened on.
    package var description: String {
        switch self {
        case .command(let command, _): command
        case .service(let route): route.address
        }
    }

    /// Whether only one channel may be open at a time: a launch command (re)starts the one remote side every
    /// connection would share, and a service that dials in does so once per start.
    var oneAtATime: Bool {
        guard case .service(let route) = self else { return false }
        if route.launch != nil { return true }
        if case .accept = route.direction { return true }
        return false
    }

    /// What failed, when it did not start: the testee, or the test service.
    package var failedToStart: String {
        switch self {
        case .command: "the testee failed to start"
        case .service: "the test service was not reached"
        }
    }

    /// What the testee is to people: a testee, or a test service.
    var noun: String {
        switch self {
        case .command: "the testee"
        case .service: "the test service"
        }
    }

    /// The channel: the command started, or the connection made (a single dial within the turn limit `timeout`; a
    /// launch command's wait).
    func open(maximumQueued: Int, timeout: Duration) throws -> ChildProcess {
        switch self {
        case .command(let command, let passing):
            return try ChildProcess(command: command, passing: passing, maximumQueued: maximumQueued)
        case .service(let route):
            return try route.open(maximumQueued: maximumQueued, turn: timeout)
        }
    }
}
