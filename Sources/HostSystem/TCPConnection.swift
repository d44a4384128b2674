import Foundation

/// A TCP connection dialled to a host and port, as a descriptor: how the suite reaches a test service that listens
/// where a port runs (the Simulator's loopback, a device through `iproxy`, an emulator through `adb forward`).
///
/// What differs between the systems: Glibc imports the socket type as an enum (`SOCK_STREAM.rawValue`), Darwin as an
/// `Int32`; Darwin has no `MSG_NOSIGNAL`, so a write to a closed peer is kept from raising SIGPIPE with the socket
/// option `SO_NOSIGPIPE` (Linux ignores the signal process-wide). The rest is POSIX, on every system (iOS and tvOS included).
package enum TCPConnection {
    /// Why the connection could not be made, said for people.
    package struct ConnectFailure: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    /// A connected stream socket to `host`:`port`, tried on each address the name resolves to, each within `timeout`.
    package static func connect(host: String, port: UInt16, timeout: Duration) throws(ConnectFailure) -> Int32 {
        do {
            return try firstSocket(host: host, port: port) { fd, address in
                prepare(fd)
                return connectWithin(fd, address.pointee.ai_addr, address.pointee.ai_addrlen, timeout)
            }
        } catch {
            throw ConnectFailure(description: "cannot connect to \(TCPListener.address(host, port)): \(error.description)")
        }
    }

    /// A stream socket on the first address `host`:`port` resolves to (`passive`: to listen on) that `use` takes:
    /// `use` returns the problem, or `nil` to keep the socket; a socket it refuses is closed and the next address
    /// tried. The last problem when none is kept.
    static func firstSocket(
        host: String, port: UInt16, passive: Bool = false, _ use: (Int32, UnsafeMutablePointer<addrinfo>) -> String?
    ) throws(ConnectFailure) -> Int32 {
        let first = try resolve(host: host, port: port, passive: passive)
        defer { freeaddrinfo(first) }
        var problem = "no address"
        var next: UnsafeMutablePointer<addrinfo>? = first
        while let address = next {
            next = address.pointee.ai_next
            let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard fd >= 0 else { problem = String(cString: strerror(errno)); continue }
            if let refused = use(fd, address) {
                problem = refused
                close(fd)
                continue
            }
            return fd
        }
        throw ConnectFailure(description: problem)
    }

    /// Readies a connected (or connecting) stream socket for the protocol: close-on-exec, no SIGPIPE on a write to a
    /// closed peer, no delay gathering small writes.
    package static func prepare(_ fd: Int32) {
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
            var one: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #elseif os(Linux)
            // Linux has no such socket option: the process ignores SIGPIPE, and a write to a closed peer fails with EPIPE.
            signal(SIGPIPE, SIG_IGN)
        #endif
        // A line is a message, and a turn waits for the answer: no delay to gather small writes (Nagle's).
        var noDelay: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The addresses `host`:`port` resolves to for a stream socket (`passive`: to listen on), or why none.
    static func resolve(host: String, port: UInt16, passive: Bool = false) throws(ConnectFailure) -> UnsafeMutablePointer<addrinfo> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        if passive { hints.ai_flags = AI_PASSIVE }
        #if os(Linux)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #elseif canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &found)
        guard resolved == 0, let first = found else {
            throw ConnectFailure(description: "cannot resolve '\(host)': \(String(cString: gai_strerror(resolved)))")
        }
        return first
    }

    /// Milliseconds for `poll` from a duration (at least 1).
    static func milliseconds(_ duration: Duration) -> Int32 {
        max(1, Int32(clamping: duration.components.seconds * 1_000 + duration.components.attoseconds / 1_000_000_000_000_000))
    }

    /// Connects `fd` without blocking past `timeout`; the problem, or `nil` once connected.
    private static func connectWithin(_ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: socklen_t, _ timeout: Duration) -> String? {
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(fd, F_SETFL, flags) }
        if Foundation.connect(fd, address, length) == 0 { return nil }
        guard errno == EINPROGRESS else { return String(cString: strerror(errno)) }
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        guard poll(&ready, 1, milliseconds(timeout)) == 1 else { return "no answer within \(timeout)" }
        var error: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0, error == 0 else { return String(cString: strerror(error)) }
        return nil
    }
}
