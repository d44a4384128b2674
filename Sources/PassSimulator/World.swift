import AccessEnablerAdapter

/// A whole simulated world for one scenario: clock, service, devices, apps, transcript.
public final class World {
    public let clock: VirtualClock
    public let transcript: Transcript
    public let service: PassService
    public let implementation: AccessEnablerImplementation
    public private(set) var devices: [String: SimulatedDevice] = [:]
    public private(set) var apps: [String: SimulatedApp] = [:]
    /// App names in the order they were added.
    public private(set) var appOrder: [String] = []

    /// Breaches of the adapter contract seen so far, in order (see ``AccessEnabler``).
    public private(set) var contractBreaches: [String] = []

    private var requestCounter = 0
    private var heldPaths: [String] = []
    private var heldDeliveries: [() -> Void] = []

    /// Creates an empty world that will run `implementation`.
    public init(implementation: AccessEnablerImplementation) {
        self.implementation = implementation
        self.clock = VirtualClock()
        self.transcript = Transcript(clock: clock)
        self.service = PassService(clock: clock)
    }

    /// Adds a device.
    @discardableResult
    public func addDevice(_ name: String, platform: Platform, osMajorVersion: Int) -> SimulatedDevice {
        let device = SimulatedDevice(name: name, platform: platform, osMajorVersion: osMajorVersion)
        devices[name] = device
        return device
    }

    /// Installs an app on a device (not launched yet).
    @discardableResult
    public func addApp(
        _ name: String, bundleID: String, teamID: String, requestorID: String, on device: SimulatedDevice
    ) -> SimulatedApp {
        let app = SimulatedApp(
            name: name, bundleID: bundleID, teamID: teamID, requestorID: requestorID, device: device, world: self)
        if apps[name] == nil { appOrder.append(name) }
        apps[name] = app
        return app
    }

    /// Holds every answer to requests whose path starts with `pathPrefix` until ``releaseHeld()``.
    public func holdResponses(toPathsStartingWith pathPrefix: String) {
        heldPaths.append(pathPrefix)
    }

    /// Lets held answers go, in the order their requests were sent.
    public func releaseHeld() {
        heldPaths = []
        let deliveries = heldDeliveries
        heldDeliveries = []
        transcript.record(.world("the service answers the \(deliveries.count) held request(s)"))
        for deliver in deliveries { deliver() }
    }

    func isHeld(_ request: PassRequest) -> Bool {
        heldPaths.contains { request.path.hasPrefix($0) }
    }

    func hold(_ delivery: @escaping () -> Void) {
        heldDeliveries.append(delivery)
    }

    /// Records a breach of the adapter contract; the scenario fails on it after the current step.
    func breakContract(_ rule: String) {
        contractBreaches.append(rule)
        transcript.record(.world("contract broken: \(rule)"))
    }

    func nextRequestID() -> Int {
        requestCounter += 1
        return requestCounter
    }
}

/// Misuse of the world by a scenario.
public enum WorldError: Error, Equatable, CustomStringConvertible {
    case appNotRunning(String)

    public var description: String {
        switch self {
        case .appNotRunning(let name): "app \(name) is not running"
        }
    }
}
