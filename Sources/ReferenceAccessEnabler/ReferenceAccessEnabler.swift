import AccessEnablerAdapter

/// The reference AccessEnabler: the documented behaviour on iOS and tvOS, written against the adapter
/// contract only.
///
/// It targets the current SDK (1.10) and can also play the profiles of earlier versions the seeds describe
/// (1.8: the device-ID conflict erase; 1.7.5: the token sanitizer without that erase; 1.6: the single shared
/// token), so that rules scoped to those versions run too.
///
/// ```swift
/// let implementation = ReferenceAccessEnabler.implementation()            // conformant, SDK 1.10
/// let legacy = ReferenceAccessEnabler.implementation(profile: SDKVersion(1, 6))
/// let broken = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
/// let other = ReferenceAccessEnabler.implementation(alternatives: [.encryptsStorage])  // also conformant
/// ```
package final class ReferenceAccessEnabler: AccessEnabler {
    /// How long the tvOS library waits between two registration-code polls.
    package static let pollInterval: Int64 = 5_000

    /// How long to wait before the next poll of the current code, `polled` polls into it (a fault polls far
    /// too rarely; alternatives poll at other intervals the seeds leave open).
    func pollDelay(after polled: Int) -> Int64 {
        if has(.pollsTooRarely) { return 10 * 60_000 }
        if follows(.pollsEverySecond) { return 1_000 }
        if follows(.pollsEvery15Seconds) { return 15_000 }
        if follows(.pollsEvery30Seconds) { return 30_000 }
        if follows(.pollsWithGrowingInterval) { return min(60_000, 1_000 << Int64(min(polled, 6))) }
        return Self.pollInterval
    }
    /// The reference's own version: it moves with the specs of the package it ships in.
    package static let version = "1.1.0"

    /// The SDK versions the reference can play.
    package static let profiles = [SDKVersion(1, 10), SDKVersion(1, 8), SDKVersion(1, 7, 5), SDKVersion(1, 6)]

    enum Readiness {
        case notConfigured
        case configuring
        case ready(PassAPI.Configuration)
        case failed

        var hasFailed: Bool { if case .failed = self { true } else { false } }
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
    let appDelegate: any EntitlementDelegate
    /// The app's delegate with tracking reports added (one alternative), or `nil`.
    private let tracker: TrackingDelegate?
    /// Where callbacks go.
    var delegate: any EntitlementDelegate { tracker ?? appDelegate }
    let faults: Set<ReferenceFault>
    let alternatives: Set<ReferenceAlternative>
    let profile: SDKVersion
    let store: TokenStore

    var readiness = Readiness.notConfigured
    var requestorID: String?
    var queue: [() -> Void] = []
    var flow = Flow.idle
    /// An MVPD chosen with `setSelectedProvider` before any flow asked for one.
    var preselectedMVPD: String?
    /// Resources whose `getAuthorization` waits for the authentication it started.
    var pendingAuthorizations: [String] = []
    /// How many configurations setRequestor has asked the service for.
    var configurationsAsked = 0
    /// The MVPD of the last login started (one fault reports it after it was cleared).
    var lastChosenMVPD: String?
    /// The last answer of the service to each set of resources asked to preauthorize (one fault answers from it).
    var rememberedPreauthorizations: [[String]: [String]] = [:]
    /// Bumped by every cancel and logout, so that answers to requests of a cancelled flow are ignored.
    var generation = 0
    /// Bumped by every logout only: authorization answers outlive a cancel (it resets the authentication
    /// flow, not the authorizations in flight) but not a logout.
    var session = 0
    /// GUIDs of the authentication tokens this instance obtained itself (read by one fault only).
    var obtainedHere: Set<String> = []
    /// The token found valid when the configuration arrived (read by one fault only).
    var validatedAtStartup: String?
    /// An authentication token held in memory only (read by faults only).
    var memorySession: PassAPI.AuthenticationToken?
    /// Authorization tokens held in memory as well as in storage (read by one fault only).
    var memoryAuthorizations: [String: PassAPI.AuthorizationToken] = [:]
    /// The last media token handed out per resource, in memory (read by one fault only).
    var lastMediaTokens: [String: String] = [:]
    /// Whether the on-demand passive authentication was tried (read by one fault only).
    var passiveTried = false
    /// Whether the service has just confirmed the stored session (the alternative confirms-session-with-service).
    var sessionConfirmed = false
    /// The MVPD record as it was before the current login started (read by one fault only).
    var recordBeforeLogin: TokenStore.MVPDRecord?
    /// The registration code of the newest tvOS login, and its MVPD (read by one fault only).
    var lastRegistrationCode: (mvpd: String, code: PassAPI.RegistrationCode)?
    /// A logout was called and has not completed: the session is over, but storage is cleared only when it
    /// completes (one alternative).
    var loggingOut = false
    /// The newest media token fetched (read by one fault only).
    var newestMediaToken: String?
    /// Resources the MVPD denied (read by one fault only).
    var deniedResources: Set<String> = []
    /// How many polls the current registration code has had.
    var polled = 0
    /// How many times the current tvOS login asked a new code because the last one expired (one alternative).
    var codesRenewed = 0
    /// Authorize requests in flight by requestor and resource, with the media-token fetches waiting on each
    /// (one alternative coalesces overlapping authorizations of one resource).
    var authorizationsInFlight: [String: Int] = [:]
    /// Resources whose refused media token sent the library back to authorize once (one alternative): a second
    /// refusal fails the authorization rather than loop.
    var reauthorized: Set<String> = []

    /// Creates an instance for one app; `faults` switches on deliberate departures (for mutation runs),
    /// `alternatives` other designs the seeds allow.
    package init(
        environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate,
        faults: Set<ReferenceFault> = [], alternatives: Set<ReferenceAlternative> = [], profile: SDKVersion = SDKVersion(1, 10)
    ) {
        self.environment = environment
        self.appDelegate = delegate
        self.tracker = alternatives.contains(.tracksUsage) ? TrackingDelegate(delegate) : nil
        self.faults = faults
        self.alternatives = alternatives
        self.profile = profile
        let base: any EntitlementStorage = faults.contains(.neverPersistsTokens) ? InMemoryStorage() : environment.storage
        self.store = TokenStore(
            storage: ArrangedStorage.arranging(
                base, for: alternatives, encrypted: faults.contains(.encryptedStorageKeepsOldAuthorizations) || faults.contains(.encryptedStorageWithoutSanitizer)
                    || faults.contains(.logoutKeepsEncryptedAuthorizations),
                clock: environment.clock, application: environment.application),
            prefix: faults.contains(.scopesStorageToApp) ? "ae.\(environment.application.bundleID)." : "ae.",
            deviceID: Self.deviceID(on: environment.device, faults: faults, alternatives: alternatives, profile: profile),
            keysByDevice: !faults.contains(.keysSessionsByRequestorOnly))
    }

    /// The reference as an implementation the suite can run.
    package static func implementation(
        faults: Set<ReferenceFault> = [], alternatives: Set<ReferenceAlternative> = [], profile: SDKVersion = SDKVersion(1, 10)
    ) -> AccessEnablerImplementation {
        var name = profile == SDKVersion(1, 10) ? "reference" : "reference-\(profile)"
        if !alternatives.isEmpty { name += "~" + alternatives.map(\.rawValue).sorted().joined(separator: "~") }
        if !faults.isEmpty { name += "+" + faults.map(\.rawValue).sorted().joined(separator: "+") }
        return AccessEnablerImplementation(
            name: name, version: version,
            capabilities: Capabilities(platforms: Set(Platform.allCases), sdkVersion: profile, features: ["svc", "preauthorization", "metadata"])
        ) { environment, delegate in
            ReferenceAccessEnabler(environment: environment, delegate: delegate, faults: faults, alternatives: alternatives, profile: profile)
        }
    }

    /// Before 1.7 one authentication token, kept in a global bucket, served every requestor of its MVPD
    /// unless the MVPD required authentication per requestor.
    var keepsOneSharedToken: Bool { profile < SDKVersion(1, 7) }

    /// The answers by which the service refuses a token the library showed it: 401, and 410 (expired at the
    /// service) unless the library leaves such a token to its own expiry check.
    var refusals: Set<Int> {
        if follows(.keepsTokensTheServiceCallsExpired) { return [401] }
        return [401, 410]
    }

    /// The bucket an authentication token from `mvpd` goes to: the requestor's, or the shared one (1.6).
    func bucket(for mvpd: String) -> String {
        guard keepsOneSharedToken, let requestorID else { return requestorID ?? "" }
        let perRequestor = configuration?.mvpds.first { $0.id == mvpd }?.hasAuthNPerRequestor ?? false
        if has(.legacyProfileKeepsSeveralTokens) { return requestorID }
        return perRequestor && !has(.sharesPerRequestorTokens) ? requestorID : Self.sharedBucket
    }

    static let sharedBucket = "*"

    /// Whether a deliberate fault is switched on: the one seam through which faults bend the logic.
    func has(_ fault: ReferenceFault) -> Bool { faults.contains(fault) }

    /// Whether a legitimate alternative is switched on: the one seam through which alternatives bend it.
    func follows(_ alternative: ReferenceAlternative) -> Bool { alternatives.contains(alternative) }

    var configuration: PassAPI.Configuration? {
        if case .ready(let configuration) = readiness { return configuration }
        return nil
    }

    var clock: any EntitlementClock { environment.clock }
    /// Whether the login runs on a second screen, with a registration code and polling (tvOS).
    var isTVOS: Bool { environment.device.platform.traits.login.usesRegistrationCode }

    /// The device ID sent to the service: the MAC address before iOS 7, the vendor ID afterwards.
    var deviceID: String { store.deviceID }

    /// The device ID an instance with these faults, alternatives and profile sends from `device`.
    static func deviceID(
        on device: DeviceInfo, faults: Set<ReferenceFault>, alternatives: Set<ReferenceAlternative>, profile: SDKVersion
    ) -> String {
        if faults.contains(.sendsFixedDeviceID) { return "idfv:00000000-0000-0000-0000-000000000000" }
        if faults.contains(.usesVendorIDOnIOS6) { return "idfv:" + (device.identifierForVendor ?? "unknown") }
        if alternatives.contains(.usesAdvertisingIDBefore18), (SDKVersion(1, 7, 5)..<SDKVersion(1, 8)).contains(profile),
           device.platform.traits.deviceIdentity.allowsAdvertisingIDForDeviceID(os: device.osMajorVersion), let idfa = device.advertisingIdentifier {
            return "idfa:" + idfa
        }
        return device.deviceID
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

    /// Sends a request; drops the answer if the flow was cancelled meanwhile, unless the request is part of
    /// the configuration (`partOfConfiguration`), which a cancel or a logout must never leave unanswered, or
    /// is an authorization (`authorization`), which only a logout abandons.
    func send(
        _ method: String, _ path: String, _ parameters: [String: String], partOfConfiguration: Bool = false,
        authorization: Bool = false, _ handle: @escaping (PassResponse) -> Void
    ) {
        let (sentIn, sentInSession) = (generation, session)
        let request = PassRequest(method: method, path: path, parameters: parameters)
        let current = { [weak self] () -> Bool in
            guard let self else { return false }
            return partOfConfiguration || (authorization ? session == sentInSession : generation == sentIn)
        }
        environment.transport.send(request) { [weak self] response in
            guard let self, current() else { return }
            if response.status >= 500, follows(.retriesFailedRequestOnce) {
                return environment.transport.send(request) { again in if current() { handle(again) } }
            }
            handle(response)
        }
    }

    /// Whether a token can be relied on: not expired, issued by an MVPD the requestor still allows, and
    /// bound to this device.
    /// Whether `tokenDevice` is this device's standard ID while this library sends another (the advertising ID
    /// at 1.7.5): an older SDK's token bound to it is this device's too (readings.md, section 4).
    private func isOwnOtherIdentifier(_ tokenDevice: String) -> Bool {
        follows(.usesAdvertisingIDBefore18) && tokenDevice != deviceID && tokenDevice == environment.device.deviceID
    }

    func isValid(expires: Int64, mvpd: String, deviceID tokenDevice: String) -> Bool {
        guard let configuration else {
            // A port that does not wait for its configuration trusts what it stores.
            let trusting = has(.callsServiceBeforeConfiguration) || (has(.callsServiceAfterFailedConfiguration) && readiness.hasFailed)
            return trusting && expires > clock.now && tokenDevice == deviceID
        }
        let early = has(.tokensExpireEarly) || follows(.keepsSafetyMargin)
        let now = clock.now + (early ? 60_000 : 0) - (has(.tokensOutliveTheirTTL) ? 60_000 : 0)
        return (expires > now || has(.reusesExpiredTokens))
            && (configuration.mvpds.contains { $0.id == mvpd } || has(.trustsRemovedMVPD))
            && (tokenDevice == deviceID || has(.ignoresDeviceBinding) || isOwnOtherIdentifier(tokenDevice))
    }

    /// The current requestor's authentication token, if valid.
    func validAuthenticationToken() -> PassAPI.AuthenticationToken? {
        guard let requestorID, !loggingOut else { return nil }
        var candidates = [store.authenticationToken(for: requestorID)]
        if follows(.usesAdvertisingIDBefore18), environment.device.deviceID != deviceID {
            // A token an older SDK bound to this device's standard ID (imported) is this device's too.
            candidates.append(store.authenticationToken(for: requestorID, device: environment.device.deviceID))
        }
        if has(.ignoresDeviceBinding) { candidates += store.allAuthenticationTokens().filter { $0.requestor == requestorID }.map(\.token) }
        if has(.remembersSessionInMemory) {
            if let stored = candidates[0] { memorySession = stored } else { candidates = [memorySession] }
        }
        if has(.passiveTokenInMemoryOnly), candidates[0] == nil { candidates = [memorySession] }
        if keepsOneSharedToken, let shared = store.authenticationToken(for: Self.sharedBucket), bucket(for: shared.mvpd) == Self.sharedBucket {
            candidates.append(shared)
        }
        return candidates.compactMap { $0 }.first { token in
            if has(.validatesOnlyOnSetRequestor), token.guid == validatedAtStartup { return true }
            return isValid(expires: token.expires, mvpd: token.mvpd, deviceID: token.deviceID)
                && (!has(.keepsAuthenticationInMemoryOnly) || obtainedHere.contains(token.guid))
        }
    }

    static func errorCode(in response: PassResponse, default code: String) -> String {
        PassAPI.decode(PassAPI.ServiceError.self, from: response.body)?.error ?? code
    }

    // MARK: - AccessEnabler

    package func setRequestor(_ requestorID: String, serviceProviders: [String]?) {
        if follows(.refusesSecondRequestor), let first = self.requestorID, first != requestorID, !readiness.hasFailed {
            // One requestor per instance: the seeds give it once, at initialisation (000-post-init-2).
            later { $0.setRequestorComplete(.error) }
            return
        }
        // A registration code belongs to the requestor that asked for it: polling for it stops here.
        if case .polling(_, _, let timer) = flow, self.requestorID != requestorID {
            timer.map(clock.cancel)
            flow = .idle
        }
        if follows(.reusesConfigurationForSameRequestor), let configuration, configuration.requestor == requestorID {
            return configure(with: configuration)
        }
        self.requestorID = requestorID
        readiness = .configuring
        configurationsAsked += 1
        let asked = configurationsAsked
        send("GET", PassAPI.Path.config + requestorID, [:], partOfConfiguration: true) { [weak self] response in
            // One fault drops the answer of a configuration a newer setRequestor superseded.
            if let self, has(.dropsSupersededSetRequestor), asked != configurationsAsked { return }
            self?.configurationArrived(response)
        }
    }

    package func checkAuthentication() {
        enqueue { [weak self] in
            guard let self else { return }
            if has(.passiveAuthenticationOnDemand), !passiveTried {
                passiveTried = true
                return authenticatePassively { [weak self] in self?.reportAuthentication() }
            }
            if has(.sanitizerRunsLate) { sanitize() }
            reportAuthentication()
        }
    }

    private func reportAuthentication() {
        if has(.checkAuthenticationAsksService), let requestorID {
            send("GET", PassAPI.Path.authenticationToken, [PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID]) { _ in }
        }
        if validAuthenticationToken() != nil {
            later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
        } else {
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
        }
    }

    package func getAuthentication(forceAuthn: Bool, data: [String: String]?) {
        enqueue { [weak self] in self?.authenticate(force: forceAuthn) }
    }

    package func setSelectedProvider(_ mvpdID: String?) {
        enqueue { [weak self] in self?.selectProvider(mvpdID) }
    }

    package func handleExternalURL(_ url: String) {
        enqueue { [weak self] in self?.externalURL(url) }
    }

    package func checkAuthorization(_ resourceID: String, data: [String: String]?) {
        if has(.checkAuthorizationSkipsQueue), case .notConfigured = readiness {
            later { $0.tokenRequestFailed(resourceID, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "not configured yet") }
            return
        }
        if has(.checkAuthorizationSkipsQueue), case .configuring = readiness {
            later { $0.tokenRequestFailed(resourceID, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "not configured yet") }
            return
        }
        enqueue { [weak self] in
            guard let self else { return }
            guard let token = validAuthenticationToken() else {
                if has(.checkAuthorizationAuthenticates) {
                    return loginThenAuthorize(resourceID)
                }
                if follows(.letsServiceJudgeExpiry), let stored = storedTokenJudgedByService() {
                    // The token expired here; the service says so (410), and the library forgets it.
                    return authorize(resourceID, with: stored, for: .check, askService: true)
                }
                if has(.ignoresCheckAuthorizationWithForeignToken), let requestorID,
                   store.allAuthenticationTokens().contains(where: { $0.requestor == requestorID && $0.token.deviceID != deviceID }) {
                    return
                }
                let code = has(.checkAuthorizationReportsGenericError) ? AccessEnablerErrorCode.genericAuthorization : AccessEnablerErrorCode.userNotAuthenticated
                if follows(.reportsStatusWithRefusedCheck) {
                    later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
                }
                later { $0.tokenRequestFailed(resourceID, errorCode: code, errorDescription: "not authenticated") }
                return
            }
            if follows(.reportsStatusWithRefusedCheck) {
                later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
            }
            authorize(resourceID, with: token, for: .check)
        }
    }

    /// The current requestor's stored token when it is valid but for its expiry, which the service judges
    /// (one alternative).
    private func storedTokenJudgedByService() -> PassAPI.AuthenticationToken? {
        guard let requestorID, let configuration, let token = store.authenticationToken(for: requestorID),
              token.expires <= clock.now, configuration.mvpds.contains(where: { $0.id == token.mvpd }), token.deviceID == deviceID
        else { return nil }
        return token
    }

    package func getAuthorization(_ resourceID: String, data: [String: String]?) {
        enqueue { [weak self] in
            guard let self else { return }
            if let token = validAuthenticationToken() {
                authorize(resourceID, with: token, for: .get)
            } else if has(.getAuthorizationWithoutAuthentication) {
                later { $0.tokenRequestFailed(resourceID, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "not authenticated") }
            } else {
                loginThenAuthorize(resourceID)
            }
        }
    }

    package func checkPreauthorizedResources(_ resources: [String], cache: Bool) {
        enqueue { [weak self] in self?.preauthorize(resources) }
    }

    package func getSelectedProvider() {
        enqueue { [weak self] in
            guard let self else { return }
            var id = validAuthenticationToken()?.mvpd ?? preselectedMVPD ?? requestorID.flatMap { store.mvpdRecord(for: $0)?.mvpd }
            if has(.reportsProviderAfterItWasCleared), id == nil { id = lastChosenMVPD }
            if has(.selectedProviderDefaultsToFirst), id == nil { id = configuration?.mvpds.first?.id }
            let mvpd = has(.selectedProviderAlwaysNil) ? nil : id.flatMap { id in configuration?.mvpds.first { $0.id == id } }
            later { $0.selectedProvider(mvpd) }
        }
    }

    package func getMetadata(_ key: MetadataKey, arguments: [String: String]?) {
        if has(.answersMetadataBeforeConfiguration) { return metadata(key, arguments) }
        enqueue { [weak self] in self?.metadata(key, arguments) }
    }

    package func logout() {
        enqueue { [weak self] in self?.signOut() }
    }
}
