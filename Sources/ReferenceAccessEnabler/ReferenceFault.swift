/// A named, deliberate departure from the documented behaviour, switchable in the reference.
///
/// Each fault is a mistake a port author could plausibly make, and declares the requirements it
/// violates: the suite must fail on those, and `aecheck mutants` shows that it does. The reference
/// consults its faults only through ``ReferenceAccessEnabler/has(_:)``, at the decision point each
/// fault bends.
public enum ReferenceFault: String, CaseIterable, Sendable {
    case reportsFailedConfigurationAsSuccess = "reports-failed-configuration-as-success"
    case dropsQueuedCalls = "drops-queued-calls"
    case runsQueuedCallsOutOfOrder = "runs-queued-calls-out-of-order"
    case callsServiceBeforeConfiguration = "calls-service-before-configuration"
    case keepsAuthenticationInMemoryOnly = "keeps-authentication-in-memory-only"
    case reusesExpiredTokens = "reuses-expired-tokens"
    case authenticatesAgainWhenAuthenticated = "authenticates-again-when-authenticated"
    case ignoresCanAuthenticate = "ignores-can-authenticate"
    case ignoresPreselectedProvider = "ignores-preselected-provider"
    case dropsMVPDLogos = "drops-mvpd-logos"
    case reusesMVPDAfterFailedLogin = "reuses-mvpd-after-failed-login"
    case loginURLWithoutDeviceID = "login-url-without-device-id"
    case ignoresSVCRedirect = "ignores-svc-redirect"
    case reportsLoginWithoutToken = "reports-login-without-token"
    case failsWithoutErrorCode = "fails-without-error-code"
    case marksMVPDBeforeLoginSucceeds = "marks-mvpd-before-login-succeeds"
    case delaysFirstPoll = "delays-first-poll"
    case navigatesOnTVOS = "navigates-on-tvos"
    case keepsPollingAfterLogin = "keeps-polling-after-login"
    case cancelsSilently = "cancels-silently"
    case ignoresCancelDuringWebLogin = "ignores-cancel-during-web-login"
    case keepsPollingAfterCancel = "keeps-polling-after-cancel"
    case cancelClearsStorage = "cancel-clears-storage"
    case logsOutWithoutWebView = "logs-out-without-web-view"
    case reportsLogoutWithStatus1 = "reports-logout-with-status-1"
    case logoutNavigatesOnTVOS = "logout-navigates-on-tvos"
    case logoutKeepsOtherRequestors = "logout-keeps-other-requestors"
    case logoutWrongRedirect = "logout-wrong-redirect"
    case neverReusesAuthorization = "never-reuses-authorization"
    case keepsOldAuthorizationTokens = "keeps-old-authorization-tokens"
    case singleAuthorizationSlot = "single-authorization-slot"
    case cachesMediaToken = "caches-media-token"

    /// The requirement IDs this fault violates; the suite must fail on at least the first.
    public var violates: [String] {
        switch self {
        case .reportsFailedConfigurationAsSuccess: ["INIT-01"]
        case .dropsQueuedCalls: ["INIT-02"]
        case .runsQueuedCallsOutOfOrder: ["INIT-02"]
        case .callsServiceBeforeConfiguration: ["INIT-03", "INIT-02"]
        case .keepsAuthenticationInMemoryOnly: ["AUTHN-01", "TOKEN-04"]
        case .reusesExpiredTokens: ["AUTHN-01"]
        case .authenticatesAgainWhenAuthenticated: ["AUTHN-02"]
        case .ignoresCanAuthenticate: ["AUTHN-03", "AUTHN-11"]
        case .ignoresPreselectedProvider: ["AUTHN-04"]
        case .dropsMVPDLogos: ["AUTHN-05"]
        case .reusesMVPDAfterFailedLogin: ["AUTHN-06", "AUTHN-11"]
        case .loginURLWithoutDeviceID: ["AUTHN-07"]
        case .ignoresSVCRedirect: ["AUTHN-08"]
        case .reportsLoginWithoutToken: ["AUTHN-09"]
        case .failsWithoutErrorCode: ["AUTHN-10"]
        case .marksMVPDBeforeLoginSucceeds: ["AUTHN-11", "AUTHN-06"]
        case .delaysFirstPoll: ["TVOS-01"]
        case .navigatesOnTVOS: ["TVOS-01"]
        case .keepsPollingAfterLogin: ["TVOS-02"]
        case .cancelsSilently: ["CANCEL-01", "CANCEL-02", "CANCEL-03"]
        case .ignoresCancelDuringWebLogin: ["CANCEL-02"]
        case .keepsPollingAfterCancel: ["CANCEL-03"]
        case .cancelClearsStorage: ["CANCEL-04"]
        case .logsOutWithoutWebView: ["LOGOUT-01", "LOGOUT-05"]
        case .reportsLogoutWithStatus1: ["LOGOUT-02", "LOGOUT-03"]
        case .logoutNavigatesOnTVOS: ["LOGOUT-03"]
        case .logoutKeepsOtherRequestors: ["LOGOUT-04"]
        case .logoutWrongRedirect: ["LOGOUT-05", "LOGOUT-02"]
        case .neverReusesAuthorization: ["TOKEN-04", "CACHE-03"]
        case .keepsOldAuthorizationTokens: ["CACHE-02"]
        case .singleAuthorizationSlot: ["CACHE-03"]
        case .cachesMediaToken: ["CACHE-04"]
        }
    }

    /// What the fault does, in one line.
    public var summary: String {
        switch self {
        case .reportsFailedConfigurationAsSuccess: "reports setRequestorComplete(1) when the configuration could not be fetched"
        case .dropsQueuedCalls: "forgets the calls made before the configuration arrived"
        case .runsQueuedCallsOutOfOrder: "runs the queued calls last-in first-out"
        case .callsServiceBeforeConfiguration: "runs entitlement calls at once instead of queueing them"
        case .keepsAuthenticationInMemoryOnly: "trusts only tokens obtained by the running instance, not those in storage"
        case .reusesExpiredTokens: "takes an expired authentication token for a valid one"
        case .authenticatesAgainWhenAuthenticated: "runs the login flow although a valid token is cached"
        case .ignoresCanAuthenticate: "always shows the provider dialog, even for the MVPD of the last successful login"
        case .ignoresPreselectedProvider: "shows the provider dialog although a provider was preselected"
        case .dropsMVPDLogos: "hands the provider dialog MVPDs without their logo URLs"
        case .reusesMVPDAfterFailedLogin: "goes straight to the cached MVPD even when its last login failed"
        case .loginURLWithoutDeviceID: "leaves the device ID out of the login URL"
        case .ignoresSVCRedirect: "redirects SFSafariViewController logins to adobepass://ios.app"
        case .reportsLoginWithoutToken: "reports success on handleExternalURL without retrieving the token"
        case .failsWithoutErrorCode: "reports a failed login with an empty error code"
        case .marksMVPDBeforeLoginSucceeds: "sets canAuthenticate when the login starts, not when it succeeds"
        case .delaysFirstPoll: "waits a whole interval before the first registration-code poll"
        case .navigatesOnTVOS: "calls navigateToUrl on tvOS as well as reporting the registration code"
        case .keepsPollingAfterLogin: "keeps polling after the second-screen login succeeded"
        case .cancelsSilently: "resets the flow on setSelectedProvider(nil) without reporting it"
        case .ignoresCancelDuringWebLogin: "ignores setSelectedProvider(nil) once the login page is open"
        case .keepsPollingAfterCancel: "keeps polling after a tvOS cancel"
        case .cancelClearsStorage: "clears the whole storage on cancel"
        case .logsOutWithoutWebView: "logs out on iOS with a direct request instead of the logout page"
        case .reportsLogoutWithStatus1: "reports a completed logout with setAuthenticationStatus(1)"
        case .logoutNavigatesOnTVOS: "calls navigateToUrl for logout on tvOS"
        case .logoutKeepsOtherRequestors: "clears only the current requestor's tokens on logout"
        case .logoutWrongRedirect: "sends the logout to a redirect URL the app does not watch"
        case .neverReusesAuthorization: "asks for a new authorization token on every call"
        case .keepsOldAuthorizationTokens: "keeps every authorization token of a resource instead of replacing it"
        case .singleAuthorizationSlot: "keeps one authorization token in all, whatever the resource"
        case .cachesMediaToken: "keeps the short media token in storage and reuses it for the same resource"
        }
    }
}
