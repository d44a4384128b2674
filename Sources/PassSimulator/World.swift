import AccessEnablerAdapter

/// A whole simulated world for one scenario: clock, service, devices, apps, transcript.
package final class World {
    package let clock: VirtualClock
    package let transcript: Transcript
    package let service: PassService
    package let implementation: AccessEnablerImplementation
    package private(set) var devices: [String: SimulatedDevice] = [:]
    package private(set) var apps: [String: SimulatedApp] = [:]
    /// App names in the order they were added.
    package private(set) var appOrder: [String] = []

    /// Breaches of the adapter contract seen so far, in order (see ``AccessEnabler``).
    package private(set) var contractBreaches: [String] = []

    private var requestCounter = 0
    private var heldPaths: [String] = []
    /// Path prefixes whose answers the service gives at once but the network delivers only on release.
    private var delayedPaths: [String] = []
    private var heldDeliveries: [() -> Void] = []

    /// Creates an empty world that will run `implementation`.
    package init(implementation: AccessEnablerImplementation) {
        self.implementation = implementation
        self.clock = VirtualClock()
        self.transcript = Transcript(clock: clock)
        self.service = PassService(clock: clock)
    }

    /// Adds a device.
    @discardableResult
    package func addDevice(_ name: String, platform: Platform, osMajorVersion: Int) -> SimulatedDevice {
        let device = SimulatedDevice(name: name, platform: platform, osMajorVersion: osMajorVersion)
        devices[name] = device
        return device
    }

    /// Installs an app on a device (not launched yet).
    @discardableResult
    package func addApp(
        _ name: String, bundleID: String, teamID: String, requestorID: String, on device: SimulatedDevice
    ) -> SimulatedApp {
        let app = SimulatedApp(
            name: name, bundleID: bundleID, teamID: teamID, requestorID: requestorID, device: device, world: self)
        if apps[name] == nil { appOrder.append(name) }
        apps[name] = app
        return app
    }

    /// Holds every answer to requests whose path starts with `pathPrefix` until ``releaseHeld()``.
    package func holdResponses(toPathsStartingWith pathPrefix: String) {
        heldPaths.append(pathPrefix)
    }

    /// Answers requests whose path starts with `pathPrefix` at once, as the service stands when they arrive, but
    /// delivers the answers only on ``releaseHeld()``: an answer in flight while the app does something else.
    package func delayResponses(toPathsStartingWith pathPrefix: String) {
        delayedPaths.append(pathPrefix)
    }

    /// Lets held answers go, in the order their requests were sent.
    package func releaseHeld() {
        heldPaths = []
        delayedPaths = []
        let deliveries = heldDeliveries
        heldDeliveries = []
        transcript.record(.world(.note("the service answers the \(deliveries.count) held request(s)")))
        for deliver in deliveries { deliver() }
    }

    func isHeld(_ request: PassRequest) -> Bool {
        heldPaths.contains { request.path.hasPrefix($0) }
    }

    /// Whether some answer of the service waits for ``releaseHeld()``, or would.
    package var holdsAnswers: Bool { !heldPaths.isEmpty || !delayedPaths.isEmpty || !heldDeliveries.isEmpty }

    func isDelayed(_ request: PassRequest) -> Bool {
        delayedPaths.contains { request.path.hasPrefix($0) }
    }

    func hold(_ delivery: @escaping () -> Void) {
        heldDeliveries.append(delivery)
    }

    /// Records a breach of the adapter contract; the scenario fails on it after the current step.
    func breakContract(_ rule: String) {
        contractBreaches.append(rule)
        transcript.record(.world(.note("contract broken: \(rule)")))
    }

    func nextRequestID() -> Int {
        requestCounter += 1
        return requestCounter
    }
}

/// Misuse of the world by a scenario.
package enum WorldError: Error, Equatable, CustomStringConvertible {
    case appNotRunning(String)

    package var description: String {
        switch self {
        case .appNotRunning(let name): "app \(name) is not running"
        }
    }
}
