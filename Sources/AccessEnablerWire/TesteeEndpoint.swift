import Foundation
import HostSystem

/// Where a testee is reached: a command started as a child over pipes, or a test service dialled over TCP where the
/// port runs (`HOST:PORT`: the Simulator's loopback, a device through `iproxy`, an emulator through `adb forward`).
/// Either way one channel is one testee process, with the same handshake, limits and errors.
package enum TesteeEndpoint: Sendable, Equatable, CustomStringConvertible {
    case command(String)
    case connect(host: String, port: UInt16)

    /// `HOST:PORT` read, or why not (`[::1]:7700` for an IPv6 literal).
    package static func address(_ text: String) -> TesteeEndpoint? {
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]), port > 0 else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host.isEmpty ? nil : .connect(host: host, port: port)
    }

    /// The command, or the address dialled.
    package var description: String {
        switch self {
        case .command(let command): command
        case .connect(let host, let port): host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        }
    }

    /// The channel: the command started, or the connection made (within the turn limit `timeout`).
    func open(maximumQueued: Int, timeout: Duration) throws -> ChildProcess {
        switch self {
        case .command(let command):
            return try ChildProcess(command: command, maximumQueued: maximumQueued)
        case .connect(let host, let port):
            return ChildProcess(connection: try TCPConnection.connect(host: host, port: port, timeout: timeout), maximumQueued: maximumQueued)
        }
    }
}
