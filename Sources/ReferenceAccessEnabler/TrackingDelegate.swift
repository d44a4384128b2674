import AccessEnablerAdapter

/// The app's delegate with the informational reports a library may add along its flows: tracking data
/// (`sendTrackingData`: 0 authentication, 1 authorization, 2 MVPD selection) and advanced status reports
/// (`status` with an id other than `REGCODE`). Used by the alternative ``ReferenceAlternative/tracksUsage``;
/// the seeds leave both to implementations, so no check may depend on them.
final class TrackingDelegate: EntitlementDelegate {
    let base: any EntitlementDelegate

    init(_ base: any EntitlementDelegate) {
        self.base = base
    }

    func setRequestorComplete(_ status: AccessEnablerStatus) {
        base.status([StatusKey.id: "CONFIG", StatusKey.level: "Info", "message": "configuration \(status.rawValue)"])
        base.setRequestorComplete(status)
    }

    func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) {
        base.setAuthenticationStatus(status, errorCode: errorCode)
        base.sendTrackingData([status == .success ? "true" : "false", "ios-or-tvos"], forEventType: 0)
    }

    func displayProviderDialog(_ mvpds: [MVPD]) {
        base.displayProviderDialog(mvpds)
        base.sendTrackingData([String(mvpds.count)], forEventType: 2)
    }

    func navigateToUrl(_ url: String) { base.navigateToUrl(url) }
    func navigateToUrl(_ url: String, useSVC: Bool) { base.navigateToUrl(url, useSVC: useSVC) }

    func setToken(_ token: String, forResource resourceID: String) {
        base.sendTrackingData(["true", resourceID], forEventType: 1)
        base.setToken(token, forResource: resourceID)
    }

    func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
        base.tokenRequestFailed(resourceID, errorCode: errorCode, errorDescription: errorDescription)
        base.sendTrackingData(["false", resourceID], forEventType: 1)
    }

    func preauthorizedResources(_ resources: [String]) { base.preauthorizedResources(resources) }
    func selectedProvider(_ mvpd: MVPD?) { base.selectedProvider(mvpd) }

    func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
        base.setMetadataStatus(value, encrypted: encrypted, forKey: key, arguments: arguments)
    }

    func sendTrackingData(_ data: [String], forEventType eventType: Int) { base.sendTrackingData(data, forEventType: eventType) }
    func status(_ statusDictionary: [String: String]) { base.status(statusDictionary) }
}
