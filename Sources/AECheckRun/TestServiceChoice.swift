import AccessEnablerWire
import Foundation
import HostSystem

/// A test service chosen as the implementation, as data: which side dials, the address, the launch command that
/// (re)starts the remote side, and how long it may take to listen or dial in.
package struct TestServiceChoice: Codable, Sendable, Equatable {
    /// Who makes the connection.
    package enum Direction: String, Codable, Sendable {
        /// The suite dials the service (`--testee-connect`).
        case connect
        /// The suite listens and the service dials in (`--testee-listen`).
        case listen
    }

    package var direction: Direction
    package var host: String
    package var port: UInt16
    /// The shell command run before each connection (`--testee-launch`), or `nil`.
    package var launch: String?
    /// Seconds the remote side may take to listen or dial in (`--testee-wait`); `nil`: 60.
    package var wait: Double?

    package init(_ direction: Direction, host: String, port: UInt16, launch: String? = nil, wait: Double? = nil) {
        self.direction = direction
        self.host = host
        self.port = port
        self.launch = launch
        self.wait = wait
    }

    /// `HOST:PORT`, an IPv6 literal in brackets.
    package var address: String { TCPListener.address(host, port) }

    /// The route a run takes to the service: for `listen`, the suite's socket opened now.
    func route(passing: [String]) throws(TestServiceRoute.Failure) -> TestServiceRoute {
        let direction: TestServiceRoute.Direction
        switch self.direction {
        case .connect: direction = .dial(host: host, port: port)
        case .listen:
            do {
                direction = .accept(try TCPListener(host: host, port: port))
            } catch {
                throw TestServiceRoute.Failure(description: error.description)
            }
        }
        var route = TestServiceRoute(direction: direction, launch: launch, wait: .milliseconds(Int64((wait ?? 60) * 1_000)))
        route.passing = passing
        return route
    }
}
