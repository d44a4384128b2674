import Foundation

/// A TCP socket listening on a host and port: where the suite waits for a port that dials in (`--testee-listen`), and
/// where a test service waits for the suite (`--testee-connect`).
///
/// POSIX on every system (Linux, macOS, iOS, tvOS); the connections it accepts are readied by
/// ``TCPConnection/prepare(_:)``, where what differs between the systems lives.
package final class TCPListener: @unchecked Sendable {
    /// The host it listens on, as given.
    package let host: String
    /// The port it listens on: the one asked for, or the one the system chose when asked for 0.
    package let port: UInt16
    /// Guards `fd` once listening: closed at most once, never accepted on after.
    private let lock = NSLock()
    private var fd: Int32

    /// Listens on `host`:`port` (0: a free port the system chooses), on the first address the name resolves to.
    package init(host: String, port: UInt16, backlog: Int32 = 16) throws(TCPConnection.ConnectFailure) {
        var bound: UInt16 = 0
        do {
            fd = try TCPConnection.firstSocket(host: host, port: port, passive: true) { fd, address in
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                var one: Int32 = 1
                _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
                guard bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(fd, backlog) == 0,
                      let port = Self.boundPort(fd)
                else { return String(cString: strerror(errno)) }
                bound = port
                return nil
            }
        } catch {
            throw TCPConnection.ConnectFailure(description: "cannot listen on \(TCPListener.address(host, port)): \(error.description)")
        }
        self.host = host
        self.port = bound
    }

    /// `host:port`, with an IPv6 literal in brackets.
    package static func address(_ host: String, _ port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Where it listens, as `host:port`.
    package var address: String { Self.address(host, port) }

    /// The next connection, readied (``TCPConnection/prepare(_:)``), or `nil` when none came within `timeout` (zero:
    /// only one already waiting) or the listener was closed meanwhile.
    package func accept(within timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        repeat {
            let listening = lock.withLock { fd }
            guard listening >= 0 else { return nil }
            let left = ContinuousClock.now.duration(to: deadline)
            var ready = pollfd(fd: listening, events: Int16(POLLIN), revents: 0)
            // At most a second at a time: a close meanwhile is seen.
            if poll(&ready, 1, left > .zero ? min(1_000, TCPConnection.milliseconds(left)) : 0) == 1 {
                let connection = lock.withLock { fd < 0 ? -1 : Foundation.accept(fd, nil, nil) }
                if connection >= 0 {
                    TCPConnection.prepare(connection)
                    return connection
                }
            }
        } while ContinuousClock.now < deadline
        return nil
    }

    /// Stops listening (a waiting ``accept(within:)`` returns `nil` within a second).
    package func close() {
        lock.withLock {
            guard fd >= 0 else { return }
            Foundation.close(fd)
            fd = -1
        }
    }

    deinit { close() }

    /// The port `fd` is bound to.
    private static func boundPort(_ fd: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            default: nil
            }
        }
    }
}
