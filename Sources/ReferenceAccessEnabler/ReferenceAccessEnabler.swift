import AccessEnablerAdapter

/// The reference AccessEnabler: the current documented behaviour (SDK 1.10) on iOS and tvOS,
/// written against the adapter contract only.
///
/// ```swift
/// let implementation = ReferenceAccessEnabler.implementation()            // conformant
/// let broken = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
/// ```
public final class ReferenceAccessEnabler: AccessEnabler {
    /// How long the tvOS library waits between two registration-code polls.
    public static let pollInterval: Int64 = 5_000

    enum Readiness {
        case notConfigured
        case configuring
        case ready(PassAPI.Configuration)
        case failed
    }

    /// Where an authentication (or logout) flow stands.
    enum Flow: Equatable {
        case idle
        case providerDialog
        case webLogin(mvpd: String)
        case polling(mvpd: String, code: String, timer: TimerID?)
        case webLogout
    }

    let environment: AccessEnablerEnvironment
    unowned let delegate: any EntitlementDelegate
    let faults: Set<ReferenceFault>
    let store: TokenStore

    var readiness = Readiness.notConfigured
    var requestorID: String?
    var queue: [() -> Void] = []
    var flow = Flow.idle
    /// An MVPD chosen with `setSelectedProvider` before any flow asked for one.
    var preselectedMVPD: String?
    /// Resources whose `getAuthorization` waits for the authentication it started.
    var pendingAuthorizations: [String] = []
    /// Bumped by every cancel, so that answers to requests of a cancelled flow are ignored.
    var generation = 0
    /// GUIDs of the authentication tokens this instance obtained itself (read by one fault only).
    var obtainedHere: Set<String> = []

    /// Creates an instance for one app; `faults` switches on deliberate departures (for mutation runs).
    public init(environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate, faults: Set<ReferenceFault> = []) {
        self.environment = environment
        self.delegate = delegate
        self.faults = faults
        self.store = TokenStore(storage: environment.storage)
    }

    /// The reference as an implementation the suite can run.
    public static func implementation(faults: Set<ReferenceFault> = []) -> AccessEnablerImplementation {
        let name = faults.isEmpty ? "reference" : "reference+" + faults.map(\.rawValue).sorted().joined(separator: "+")
        return AccessEnablerImplementation(
            name: name,
            capabilities: Capabilities(platforms: [.iOS, .tvOS], sdkVersion: SDKVersion(1, 10), features: ["svc", "preauthorization", "metadata"])
        ) { environment, delegate in
            ReferenceAccessEnabler(environment: environment, delegate: delegate, faults: faults)
        }
    }

    /// Whether a deliberate fault is switched on: the one seam through which faults bend the logic.
    func has(_ fault: ReferenceFault) -> Bool { faults.contains(fault) }

    var configuration: PassAPI.Configuration? {
        if case .ready(let configuration) = readiness { return configuration }
        return nil
    }

    var clock: any EntitlementClock { environment.clock }
    var isTVOS: Bool { environment.device.platform == .tvOS }

    /// The device ID sent to the service: the MAC address before iOS 7, the vendor ID afterwards.
    var deviceID: String {
        let device = environment.device
        if device.platform == .iOS, device.osMajorVersion <= 6, let mac = device.macAddress {
            return "mac:" + mac
        }
        return "idfv:" + (device.identifierForVendor ?? "unknown")
    }

    // MARK: - Plumbing

    /// Runs `operation` now if configured, else after the configuration arrives, in call order.
    func enqueue(_ operation: @escaping () -> Void) {
        switch readiness {
        case .ready, .failed: operation()
        case .notConfigured, .configuring: has(.callsServiceBeforeConfiguration) ? operation() : queue.append(operation)
        }
    }

    /// Calls the delegate on a later turn, never from inside an API call.
    func later(_ callback: @escaping (any EntitlementDelegate) -> Void) {
        clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            callback(self.delegate)
        }
    }

    /// Sends a request; drops the answer if the flow was cancelled meanwhile.
    func send(_ method: String, _ path: String, _ parameters: [String: String], _ handle: @escaping (PassResponse) -> Void) {
        let sentIn = generation
        environment.transport.send(PassRequest(method: method, path: path, parameters: parameters)) { [weak self] response in
            guard let self, self.generation == sentIn else { return }
            handle(response)
        }
    }

    /// Whether a token can be relied on: not expired, issued by an MVPD the requestor still allows, and
    /// bound to this device.
    func isValid(expires: Int64, mvpd: String, deviceID tokenDevice: String) -> Bool {
        guard let configuration else {
            // A port that does not wait for its configuration trusts what it stores.
            return has(.callsServiceBeforeConfiguration) && expires > clock.now && tokenDevice == deviceID
        }
        return (expires > clock.now || has(.reusesExpiredTokens)) && configuration.mvpds.contains { $0.id == mvpd } && tokenDevice == deviceID
    }

    /// The current requestor's authentication token, if valid.
    func validAuthenticationToken() -> PassAPI.AuthenticationToken? {
        guard let requestorID, let token = store.authenticationToken(for: requestorID),
              isValid(expires: token.expires, mvpd: token.mvpd, deviceID: token.deviceID),
              !has(.keepsAuthenticationInMemoryOnly) || obtainedHere.contains(token.guid)
        else { return nil }
        return token
    }

    static func errorCode(in response: PassResponse, default code: String) -> String {
        PassAPI.decode(PassAPI.ServiceError.self, from: response.body)?.error ?? code
    }

    // MARK: - AccessEnabler

    public func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        self.requestorID = requestorID
        readiness = .configuring
        send("GET", PassAPI.Path.config + requestorID, [:]) { [weak self] response in
            self?.configurationArrived(response)
        }
    }

    public func checkAuthentication() {
        enqueue { [weak self] in
            guard let self else { return }
            if validAuthenticationToken() != nil {
                later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
            } else {
                later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
            }
        }
    }

    public func getAuthentication(forceAuthn: Bool, data: [String: String]?) {
        enqueue { [weak self] in self?.authenticate(force: forceAuthn) }
    }

    public func setSelectedProvider(_ mvpdID: String?) {
        enqueue { [weak self] in self?.selectProvider(mvpdID) }
    }

    public func handleExternalURL(_ url: String) {
        enqueue { [weak self] in self?.externalURL(url) }
    }

    public func checkAuthorization(_ resourceID: String, data: [String: String]?) {
        enqueue { [weak self] in
            guard let self else { return }
            guard let token = validAuthenticationToken() else {
                later { $0.tokenRequestFailed(resourceID, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "not authenticated") }
                return
            }
            authorize(resourceID, with: token)
        }
    }

    public func getAuthorization(_ resourceID: String, data: [String: String]?) {
        enqueue { [weak self] in
            guard let self else { return }
            if let token = validAuthenticationToken() {
                authorize(resourceID, with: token)
            } else {
                pendingAuthorizations.append(resourceID)
                if flow == .idle { authenticate(force: false) }
            }
        }
    }

    public func checkPreauthorizedResources(_ resources: [String], cache: Bool) {
        enqueue { [weak self] in self?.preauthorize(resources) }
    }

    public func getSelectedProvider() {
        enqueue { [weak self] in
            guard let self else { return }
            let id = validAuthenticationToken()?.mvpd ?? preselectedMVPD ?? requestorID.flatMap { store.mvpdRecord(for: $0)?.mvpd }
            let mvpd = id.flatMap { id in configuration?.mvpds.first { $0.id == id } }
            later { $0.selectedProvider(mvpd) }
        }
    }

    public func getMetadata(_ key: MetadataKey, arguments: [String: String]?) {
        enqueue { [weak self] in self?.metadata(key, arguments) }
    }

    public func logout() {
        enqueue { [weak self] in self?.signOut() }
    }
}
