/// The callbacks an ``AccessEnabler`` makes to the app (the SDK's `EntitlementDelegate` and
/// `EntitlementStatus` protocols in one).
///
/// The suite provides the delegate; an implementation only calls it. Every method is named as in the
/// SDK. Calls must come from the thread the implementation was called on, never from inside one of its
/// own API methods (see ``AccessEnabler``).
public protocol EntitlementDelegate: AnyObject {
    /// End of ``AccessEnabler/setRequestor(_:serviceProviders:)``: success or error.
    func setRequestorComplete(_ status: AccessEnablerStatus)

    /// Result of checking or getting authentication, of a cancel, and of logout.
    ///
    /// `errorCode` is ``AccessEnablerErrorCode/userAuthenticated`` (empty) on success.
    func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String)

    /// Asks the app to show an MVPD picker; the app answers with `setSelectedProvider`.
    func displayProviderDialog(_ mvpds: [MVPD])

    /// iOS: asks the app to load `url` in a web view and watch for the custom redirect URL.
    func navigateToUrl(_ url: String)

    /// iOS: as ``navigateToUrl(_:)``, saying whether to use SFSafariViewController.
    func navigateToUrl(_ url: String, useSVC: Bool)

    /// Authorization succeeded; `token` is the short media token, exactly as the service issued it.
    func setToken(_ token: String, forResource resourceID: String)

    /// Authorization failed for `resourceID`.
    func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?)

    /// The subset of the asked resources that the user may watch.
    func preauthorizedResources(_ resources: [String])

    /// Answer to ``AccessEnabler/getSelectedProvider()``.
    func selectedProvider(_ mvpd: MVPD?)

    /// Answer to ``AccessEnabler/getMetadata(_:arguments:)``.
    func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?)

    /// Tracking events: 0 authentication, 1 authorization, 2 MVPD selection.
    func sendTrackingData(_ data: [String], forEventType eventType: Int)

    /// Advanced status reports; on tvOS, the registration code (see ``StatusKey``).
    func status(_ statusDictionary: [String: String])
}
