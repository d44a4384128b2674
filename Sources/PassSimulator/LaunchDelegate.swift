import AccessEnablerAdapter

/// The delegate one launch of an app hands its library instance: every callback goes to the app, marked
/// with the launch it came from, so that a callback from a closed instance is caught.
///
/// It holds its app weakly: a library may keep its delegate past the scenario (in a global, say), and a
/// callback when the world is gone goes nowhere rather than crash the run.
final class LaunchDelegate: EntitlementDelegate {
    private weak var app: SimulatedApp?
    private let launch: Int

    init(app: SimulatedApp, launch: Int) {
        self.app = app
        self.launch = launch
    }

    private func forward(_ callback: Callback) { app?.receive(callback, fromLaunch: launch) }

    func setRequestorComplete(_ status: AccessEnablerStatus) { forward(.setRequestorComplete(status)) }
    func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) {
        forward(.setAuthenticationStatus(status, errorCode: errorCode))
    }
    func displayProviderDialog(_ mvpds: [MVPD]) { forward(.displayProviderDialog(mvpds)) }
    func navigateToUrl(_ url: String) { forward(.navigateToUrl(url, useSVC: nil)) }
    func navigateToUrl(_ url: String, useSVC: Bool) { forward(.navigateToUrl(url, useSVC: useSVC)) }
    func setToken(_ token: String, forResource resourceID: String) { forward(.setToken(token, resource: resourceID)) }
    func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
        forward(.tokenRequestFailed(resource: resourceID, errorCode: errorCode, description: errorDescription))
    }
    func preauthorizedResources(_ resources: [String]) { forward(.preauthorizedResources(resources)) }
    func selectedProvider(_ mvpd: MVPD?) { forward(.selectedProvider(mvpd)) }
    func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
        forward(.setMetadataStatus(value: value, encrypted: encrypted, key: key, arguments: arguments))
    }
    func sendTrackingData(_ data: [String], forEventType eventType: Int) { forward(.sendTrackingData(data, eventType: eventType)) }
    func status(_ statusDictionary: [String: String]) { forward(.status(statusDictionary)) }
}
