import Foundation
import HostSystem

/// A ``TestService`` listening: the port it listens on, and how to stop it or wait for it.
public final class TestServiceListening: @unchecked Sendable {
    /// The port it listens on (the one the system chose, when asked for 0).
    public let port: UInt16
    private let listener: TCPListener
    /// Guards `isStopped` and `isEnded`; signalled when the accepting thread has ended.
    private let state = NSCondition()
    private var isStopped = false
    private var isEnded = false

    init(_ listener: TCPListener) {
        self.listener = listener
        port = listener.port
    }

    /// Stops accepting connections (those being served go on until the suite closes them).
    public func stop() {
        state.withLock { isStopped = true }
        listener.close()
    }

    /// Waits until ``stop()`` has been called and the service accepts no more.
    public func wait() {
        state.lock()
        while !isEnded { state.wait() }
        state.unlock()
    }

    var stopped: Bool { state.withLock { isStopped } }

    func ended() {
        state.withLock {
            isEnded = true
            state.broadcast()
        }
    }
}
