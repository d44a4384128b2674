/// A delegate that turns every callback into a ``Callback`` and hands it on: what the simulator's apps and
/// the adapter protocol's testee side give a library instance.
package final class CallbackRecorder: EntitlementDelegate {
    private let record: (Callback) -> Void

    /// A delegate handing each callback to `record`.
    package init(_ record: @escaping (Callback) -> Void) {
        self.record = record
    }

    package func setRequestorComplete(_ status: AccessEnablerStatus) { record(.setRequestorComplete(status)) }
    package func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) {
        record(.setAuthenticationStatus(status, errorCode: errorCode))
    }
    package func displayProviderDialog(_ mvpds: [MVPD]) { record(.displayProviderDialog(mvpds)) }
    package func navigateToUrl(_ url: String) { record(.navigateToUrl(url, useSVC: nil)) }
    package func navigateToUrl(_ url: String, useSVC: Bool) { record(.navigateToUrl(url, useSVC: useSVC)) }
    package func setToken(_ token: String, forResource resourceID: String) { record(.setToken(token, resource: resourceID)) }
    package func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
        record(.tokenRequestFailed(resource: resourceID, errorCode: errorCode, description: errorDescription))
    }
    package func preauthorizedResources(_ resources: [String]) { record(.preauthorizedResources(resources)) }
    package func selectedProvider(_ mvpd: MVPD?) { record(.selectedProvider(mvpd)) }
    package func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
        record(.setMetadataStatus(value: value, encrypted: encrypted, key: key, arguments: arguments))
    }
    package func sendTrackingData(_ data: [String], forEventType eventType: Int) { record(.sendTrackingData(data, eventType: eventType)) }
    package func status(_ statusDictionary: [String: String]) { record(.status(statusDictionary)) }
}
