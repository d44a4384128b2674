import AccessEnablerAdapter

/// The reference with one ``PathFault``: it sees the reference's network and callbacks through its own
/// transport and delegate, and bends them where the fault says, the way a port with that mistake would.
final class PathFaultyAccessEnabler: LibraryCallForwarder {
    private let fault: PathFault
    private let storage: any EntitlementStorage
    private let inner: any AccessEnabler
    /// The delegate the reference reports to (kept alive here: the reference holds it unowned).
    private let watcher: Watcher
    private let transport: Transport
    private let clock: any EntitlementClock
    /// Whether this instance asked the app to show a page (login or logout), and whether the app called logout.
    fileprivate var showedPage = false
    fileprivate var loggedOut = false

    init(
        fault: PathFault, environment: AccessEnablerEnvironment, delegate: any EntitlementDelegate,
        make: (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    ) throws {
        self.fault = fault
        storage = environment.storage
        watcher = Watcher(delegate)
        transport = Transport(environment.transport)
        var seen = environment
        seen.transport = transport
        clock = environment.clock
        inner = try make(seen, watcher)
        watcher.owner = self
        transport.owner = self
    }

    /// An answer arrived for a request sent before (`sentBeforeLogout`) or after the app called logout.
    fileprivate func answered(_ request: PassRequest, _ response: PassResponse, sentBeforeLogout: Bool) {
        guard fault == .storesAuthorizationAnsweredAfterLogout, loggedOut, sentBeforeLogout,
              request.path == PassAPI.Path.authorize, response.status == 200 else { return }
        storage.setValue(response.body, forKey: "ae.authz.late.\(request.parameters[PassAPI.Parameter.resource] ?? "")")
    }

    func forward(_ call: LibraryCall) {
        switch call {
        case .logout:
            loggedOut = true
        case .handleExternalURL where fault == .trustsRedirectWithoutLogin && !showedPage:
            clock.schedule(after: 0) { [weak self] in
                self?.watcher.delegate.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated)
            }
            return
        default:
            break
        }
        call.perform(on: inner)
    }

    /// The network as the reference sees it.
    private final class Transport: PassTransport {
        let network: any PassTransport
        weak var owner: PathFaultyAccessEnabler?

        init(_ network: any PassTransport) {
            self.network = network
        }

        func send(_ request: PassRequest, completion: @escaping (PassResponse) -> Void) {
            let sentBeforeLogout = !(owner?.loggedOut ?? true)
            network.send(request) { [weak self] response in
                self?.owner?.answered(request, response, sentBeforeLogout: sentBeforeLogout)
                completion(response)
            }
        }
    }

    /// The app's delegate as the reference sees it: every callback goes through, pages shown are noted.
    private final class Watcher: EntitlementDelegate {
        let delegate: any EntitlementDelegate
        weak var owner: PathFaultyAccessEnabler?

        init(_ delegate: any EntitlementDelegate) {
            self.delegate = delegate
        }

        private func saw(_ url: String) {
            owner?.showedPage = true
        }

        func setRequestorComplete(_ status: AccessEnablerStatus) { delegate.setRequestorComplete(status) }
        func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) { delegate.setAuthenticationStatus(status, errorCode: errorCode) }
        func displayProviderDialog(_ mvpds: [MVPD]) { delegate.displayProviderDialog(mvpds) }
        func navigateToUrl(_ url: String) {
            saw(url)
            delegate.navigateToUrl(url)
        }
        func navigateToUrl(_ url: String, useSVC: Bool) {
            saw(url)
            delegate.navigateToUrl(url, useSVC: useSVC)
        }
        func setToken(_ token: String, forResource resourceID: String) { delegate.setToken(token, forResource: resourceID) }
        func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
            delegate.tokenRequestFailed(resourceID, errorCode: errorCode, errorDescription: errorDescription)
        }
        func preauthorizedResources(_ resources: [String]) { delegate.preauthorizedResources(resources) }
        func selectedProvider(_ mvpd: MVPD?) { delegate.selectedProvider(mvpd) }
        func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
            delegate.setMetadataStatus(value, encrypted: encrypted, forKey: key, arguments: arguments)
        }
        func sendTrackingData(_ data: [String], forEventType eventType: Int) { delegate.sendTrackingData(data, forEventType: eventType) }
        func status(_ statusDictionary: [String: String]) { delegate.status(statusDictionary) }
    }
}
