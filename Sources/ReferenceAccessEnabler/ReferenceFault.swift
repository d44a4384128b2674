/// A named, deliberate departure from the documented behaviour, switchable in the reference.
///
/// Each fault is a mistake a port author could plausibly make, and declares the requirements it
/// violates: the suite must fail on those, and `aecheck mutants` shows that it does. The reference
/// consults its faults only through ``ReferenceAccessEnabler/has(_:)``, at the decision point each
/// fault bends.
package enum ReferenceFault: String, CaseIterable, Sendable {
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
    case ignoresCancelAtProviderDialog = "ignores-cancel-at-provider-dialog"
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
    case sendsFixedDeviceID = "sends-fixed-device-id"
    case usesVendorIDOnIOS6 = "uses-vendor-id-on-ios-6"
    case omitsDeviceIDFromAuthorization = "omits-device-id-from-authorization"
    case ignoresDeviceBinding = "ignores-device-binding"
    case reusesAuthorizationAcrossResources = "reuses-authorization-across-resources"
    case handsOutAuthorizationToken = "hands-out-authorization-token"
    case altersMediaToken = "alters-media-token"
    case exposesAuthenticationToken = "exposes-authentication-token"
    case trustsRemovedMVPD = "trusts-removed-mvpd"
    case validatesOnlyOnSetRequestor = "validates-only-on-set-requestor"
    case neverPersistsTokens = "never-persists-tokens"
    case scopesStorageToApp = "scopes-storage-to-app"
    case singleAuthenticationSlot = "single-authentication-slot"
    case noPassiveAuthentication = "no-passive-authentication"
    case noTokenImport = "no-token-import"
    case importReportsAuthentication = "import-reports-authentication"
    case noSanitizer = "no-sanitizer"
    case sanitizerRemovesValidTokens = "sanitizer-removes-valid-tokens"
    case keepsForeignDeviceData = "keeps-foreign-device-data"
    case sharesPerRequestorTokens = "shares-per-requestor-tokens"
    case checkAuthenticationAsksService = "check-authentication-asks-service"
    case checkAuthorizationAuthenticates = "check-authorization-authenticates"
    case getAuthorizationWithoutAuthentication = "get-authorization-without-authentication"
    case cancelReportsGenericError = "cancel-reports-generic-error"
    case reportsDenialAsGenericError = "reports-denial-as-generic-error"
    case selectedProviderAlwaysNil = "selected-provider-always-nil"
    case metadataFromClock = "metadata-from-clock"
    case passiveOnlyWithoutPerRequestorFlag = "passive-only-without-per-requestor-flag"
    case passiveAuthenticationOnDemand = "passive-authentication-on-demand"
    case passiveTokenInMemoryOnly = "passive-token-in-memory-only"
    case sanitizerRemovesOnlyCurrentRequestor = "sanitizer-removes-only-current-requestor"
    case sanitizerRunsLate = "sanitizer-runs-late"
    case importerOverwritesValidToken = "importer-overwrites-valid-token"
    case canAuthenticateSticksFalse = "can-authenticate-sticks-false"
    case ignoresForceAuthn = "ignores-force-authn"
    case answersTwice = "answers-twice"
    case preselectionLosesToCachedMVPD = "preselection-loses-to-cached-mvpd"
    case usesMVPDNoLongerOffered = "uses-mvpd-no-longer-offered"
    case reordersProviderDialog = "reorders-provider-dialog"
    case cancelKeepsMVPD = "cancel-keeps-mvpd"
    case cancelLeavesAuthorizationUnanswered = "cancel-leaves-authorization-unanswered"
    case reusesRegistrationCodeAfterCancel = "reuses-registration-code-after-cancel"
    case pollsTooRarely = "polls-too-rarely"
    case tokensExpireEarly = "tokens-expire-early"
    case tokensOutliveTheirTTL = "tokens-outlive-their-ttl"
    case callsServiceAfterFailedConfiguration = "calls-service-after-failed-configuration"
    case remembersSessionInMemory = "remembers-session-in-memory"
    case checkAuthorizationReportsGenericError = "check-authorization-reports-generic-error"
    case selectedProviderDefaultsToFirst = "selected-provider-defaults-to-first"
    case sharesAuthorizationAcrossRequestors = "shares-authorization-across-requestors"
    case logoutKeepsAuthorizationInMemory = "logout-keeps-authorization-in-memory"
    case swallowsServiceRejections = "swallows-service-rejections"
    case fallsBackToLastMediaToken = "falls-back-to-last-media-token"
    case storesMediaTokenEncoded = "stores-media-token-encoded"
    case storesMediaTokenEncrypted = "stores-media-token-encrypted"
    case preauthorizesEverything = "preauthorizes-everything"
    case metadataOmitsDeviceID = "metadata-omits-device-id"
    case logoutKeepsMVPDRecord = "logout-keeps-mvpd-record"
    case logoutKeepsLegacyToken = "logout-keeps-legacy-token"
    case tvOSLogoutStaysLocal = "tvos-logout-stays-local"
    case logoutIgnoresSVC = "logout-ignores-svc"
    case logoutReportsBeforeRedirect = "logout-reports-before-redirect"
    case exposesAuthenticationTokenEncoded = "exposes-authentication-token-encoded"
    case legacyProfileKeepsSeveralTokens = "legacy-profile-keeps-several-tokens"
    case presentsRefusedTokenAgain = "presents-refused-token-again"
    case encryptedStorageKeepsOldAuthorizations = "encrypted-storage-keeps-old-authorizations"
    case encryptedStorageWithoutSanitizer = "encrypted-storage-without-sanitizer"
    case keepsLastMediaToken = "keeps-last-media-token"
    case goesSilentWhenCodeExpires = "goes-silent-when-code-expires"
    case cancelDoesNothing = "cancel-does-nothing"
    case keysSessionsByRequestorOnly = "keys-sessions-by-requestor-only"
    case metadataOmitsTTLs = "metadata-omits-ttls"
    case remembersDenials = "remembers-denials"
    case handsOutNewestMediaToken = "hands-out-newest-media-token"
    case ignoresLogoutWhenSignedOut = "ignores-logout-when-signed-out"

    /// The requirement IDs this fault violates; the suite must fail on at least the first.
    package var violates: [String] {
        switch self {
        case .reportsFailedConfigurationAsSuccess: ["INIT-01"]
        case .dropsQueuedCalls: ["INIT-02"]
        case .runsQueuedCallsOutOfOrder: ["INIT-02"]
        case .callsServiceBeforeConfiguration: ["INIT-03", "INIT-02"]
        case .keepsAuthenticationInMemoryOnly: ["AUTHN-01", "TOKEN-04", "PERSIST-01"]
        case .reusesExpiredTokens: ["AUTHN-01", "TOKEN-05", "VALID-01"]
        case .authenticatesAgainWhenAuthenticated: ["AUTHN-02"]
        case .ignoresCanAuthenticate: ["AUTHN-03", "AUTHN-11"]
        case .ignoresPreselectedProvider: ["AUTHN-04"]
        case .dropsMVPDLogos: ["AUTHN-05"]
        case .reusesMVPDAfterFailedLogin: ["AUTHN-06", "AUTHN-11"]
        case .loginURLWithoutDeviceID: ["AUTHN-07"]
        case .ignoresSVCRedirect: ["AUTHN-08"]
        case .reportsLoginWithoutToken: ["AUTHN-09"]
        case .failsWithoutErrorCode: ["AUTHN-10"]
        case .marksMVPDBeforeLoginSucceeds: ["AUTHN-06", "AUTHN-11"]
        case .delaysFirstPoll: ["TVOS-01"]
        case .navigatesOnTVOS: ["TVOS-01"]
        case .keepsPollingAfterLogin: ["TVOS-02"]
        case .cancelsSilently: ["API-04"]
        case .ignoresCancelDuringWebLogin: ["CANCEL-02"]
        case .ignoresCancelAtProviderDialog: ["CANCEL-01"]
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
        case .sendsFixedDeviceID: ["TOKEN-01", "BIND-01", "BIND-03"]
        case .usesVendorIDOnIOS6: ["BIND-03", "SSO-04"]
        case .omitsDeviceIDFromAuthorization: ["BIND-01"]
        case .ignoresDeviceBinding: ["BIND-02", "SSO-02"]
        case .reusesAuthorizationAcrossResources: ["TOKEN-02"]
        case .handsOutAuthorizationToken: ["TOKEN-03", "FORMAT-01", "FORMAT-02"]
        case .altersMediaToken: ["FORMAT-01"]
        case .exposesAuthenticationToken: ["FORMAT-02"]
        case .trustsRemovedMVPD: ["VALID-02"]
        case .validatesOnlyOnSetRequestor: ["VALID-03"]
        case .neverPersistsTokens: ["STORE-01", "PERSIST-01", "STORE-02", "STORE-03", "STORE-04", "SSO-03"]
        case .scopesStorageToApp: ["PERSIST-02", "SSO-01"]
        case .singleAuthenticationSlot: ["CACHE-01", "STORE-05"]
        case .noPassiveAuthentication: ["CACHE-05", "SSO-01"]
        case .noTokenImport: ["IMPORT-01"]
        case .importReportsAuthentication: ["IMPORT-02"]
        case .noSanitizer: ["SANITIZE-01"]
        case .sanitizerRemovesValidTokens: ["SANITIZE-02"]
        case .keepsForeignDeviceData: ["SSO-05"]
        case .sharesPerRequestorTokens: ["CACHE-06"]
        case .checkAuthenticationAsksService: ["API-01", "LIFE-03"]
        case .checkAuthorizationAuthenticates: ["API-02", "LIFE-02"]
        case .getAuthorizationWithoutAuthentication: ["API-03"]
        case .cancelReportsGenericError: ["API-04", "CANCEL-01"]
        case .reportsDenialAsGenericError: ["API-05"]
        case .selectedProviderAlwaysNil: ["API-06", "LIFE-04"]
        case .metadataFromClock: ["API-15"]
        case .passiveOnlyWithoutPerRequestorFlag: ["CACHE-05"]
        case .passiveAuthenticationOnDemand: ["CACHE-05"]
        case .passiveTokenInMemoryOnly: ["CACHE-05"]
        case .sanitizerRemovesOnlyCurrentRequestor: ["SANITIZE-01"]
        case .sanitizerRunsLate: ["SANITIZE-01"]
        case .importerOverwritesValidToken: ["IMPORT-03"]
        case .canAuthenticateSticksFalse: ["AUTHN-11"]
        case .ignoresForceAuthn: ["API-09"]
        case .answersTwice: ["AUTHN-02"]
        case .preselectionLosesToCachedMVPD: ["AUTHN-12", "AUTHN-04"]
        case .usesMVPDNoLongerOffered: ["AUTHN-13"]
        case .reordersProviderDialog: ["API-14"]
        case .cancelKeepsMVPD: ["CANCEL-04"]
        case .cancelLeavesAuthorizationUnanswered: ["API-16"]
        case .reusesRegistrationCodeAfterCancel: ["CANCEL-03"]
        case .pollsTooRarely: ["TVOS-02"]
        case .tokensExpireEarly: ["TOKEN-04"]
        case .tokensOutliveTheirTTL: ["VALID-01"]
        case .callsServiceAfterFailedConfiguration: ["INIT-03"]
        case .remembersSessionInMemory: ["LOGOUT-06"]
        case .checkAuthorizationReportsGenericError: ["API-11"]
        case .selectedProviderDefaultsToFirst: ["API-12", "LIFE-05"]
        case .sharesAuthorizationAcrossRequestors: ["TOKEN-03"]
        case .logoutKeepsAuthorizationInMemory: ["LOGOUT-04"]
        case .swallowsServiceRejections: ["BIND-04"]
        case .fallsBackToLastMediaToken: ["CACHE-04"]
        case .storesMediaTokenEncoded: ["CACHE-04"]
        case .storesMediaTokenEncrypted: ["CACHE-04"]
        case .preauthorizesEverything: ["API-08"]
        case .metadataOmitsDeviceID: ["API-10"]
        case .logoutKeepsMVPDRecord: ["LOGOUT-04"]
        case .logoutKeepsLegacyToken: ["LOGOUT-04"]
        case .tvOSLogoutStaysLocal: ["API-13"]
        case .logoutIgnoresSVC: ["LOGOUT-05"]
        case .logoutReportsBeforeRedirect: ["LOGOUT-02"]
        case .exposesAuthenticationTokenEncoded: ["FORMAT-02"]
        case .legacyProfileKeepsSeveralTokens: ["STORE-06"]
        case .presentsRefusedTokenAgain: ["BIND-04"]
        case .encryptedStorageKeepsOldAuthorizations: ["CACHE-02"]
        case .encryptedStorageWithoutSanitizer: ["SANITIZE-01"]
        case .keepsLastMediaToken: ["CACHE-04"]
        case .goesSilentWhenCodeExpires: ["AUTHN-10"]
        case .cancelDoesNothing: ["CANCEL-02", "CANCEL-03"]
        case .keysSessionsByRequestorOnly: ["SSO-06"]
        case .metadataOmitsTTLs: ["API-07", "API-15"]
        case .remembersDenials: ["API-17"]
        case .handsOutNewestMediaToken: ["FORMAT-01"]
        case .ignoresLogoutWhenSignedOut: ["LIFE-01"]
        }
    }

    /// What the fault does, in one line.
    package var summary: String {
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
        case .ignoresCancelDuringWebLogin: "ignores setSelectedProvider(nil) once the login page is open, and starts no new flow while that one is on"
        case .ignoresCancelAtProviderDialog: "ignores setSelectedProvider(nil) while the provider dialog is up, and starts no new flow while that one is on"
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
        case .sendsFixedDeviceID: "sends the same device ID from every device"
        case .usesVendorIDOnIOS6: "computes the device ID from the vendor ID on iOS 6 as well"
        case .omitsDeviceIDFromAuthorization: "leaves the device ID out of authorization requests"
        case .ignoresDeviceBinding: "trusts tokens bound to another device ID"
        case .reusesAuthorizationAcrossResources: "uses any cached authorization token, whatever its resource"
        case .handsOutAuthorizationToken: "passes the authorization token to setToken instead of the media token"
        case .altersMediaToken: "re-encodes the media token without its signature before setToken"
        case .exposesAuthenticationToken: "reports the authentication token's GUID in a status callback"
        case .trustsRemovedMVPD: "keeps trusting tokens of an MVPD the requestor no longer lists"
        case .validatesOnlyOnSetRequestor: "checks a token once, on setRequestor, and trusts it afterwards"
        case .neverPersistsTokens: "keeps tokens in memory only"
        case .scopesStorageToApp: "keys everything it stores by the app's bundle ID"
        case .singleAuthenticationSlot: "keeps one authentication token in all, dropping other programmers'"
        case .noPassiveAuthentication: "never authenticates from another programmer's token"
        case .noTokenImport: "never imports tokens from the older storage area"
        case .importReportsAuthentication: "tells the app about an import with setAuthenticationStatus(1)"
        case .noSanitizer: "never removes tokens bound to the old MAC-based device ID"
        case .sanitizerRemovesValidTokens: "removes every stored authentication token on setRequestor"
        case .keepsForeignDeviceData: "1.8 profile: does not erase data bound to another device ID"
        case .sharesPerRequestorTokens: "1.6 profile: shares tokens of MVPDs that require authentication per requestor"
        case .checkAuthenticationAsksService: "asks the service during checkAuthentication"
        case .checkAuthorizationAuthenticates: "starts authentication from checkAuthorization"
        case .getAuthorizationWithoutAuthentication: "fails getAuthorization instead of authenticating first"
        case .cancelReportsGenericError: "reports a cancel with GENERIC_AUTHENTICATION_ERROR"
        case .reportsDenialAsGenericError: "reports a denied authorization with GENERIC_AUTHORIZATION_ERROR"
        case .selectedProviderAlwaysNil: "answers getSelectedProvider with no MVPD"
        case .metadataFromClock: "answers the authentication TTL from the clock, not from the token"
        case .passiveOnlyWithoutPerRequestorFlag: "never authenticates passively through an MVPD that requires authentication per requestor"
        case .passiveAuthenticationOnDemand: "authenticates passively at the first checkAuthentication instead of during setRequestor"
        case .passiveTokenInMemoryOnly: "keeps the token of a passive authentication in memory, not in storage"
        case .sanitizerRemovesOnlyCurrentRequestor: "removes only the current programmer's invalid token, not every invalid one"
        case .sanitizerRunsLate: "sanitizes at the first checkAuthentication instead of during setRequestor"
        case .importerOverwritesValidToken: "imports from the older storage area although a valid token is stored"
        case .canAuthenticateSticksFalse: "leaves canAuthenticate false after a later successful login"
        case .ignoresForceAuthn: "answers getAuthentication(forceAuthn: true) from the cached token"
        case .answersTwice: "reports a cached authentication twice"
        case .preselectionLosesToCachedMVPD: "goes to the cached MVPD although the app preselected another"
        case .usesMVPDNoLongerOffered: "goes straight to a cached MVPD the requestor no longer offers"
        case .reordersProviderDialog: "lists the MVPDs in the provider dialog in reverse order"
        case .cancelKeepsMVPD: "keeps the current programmer's MVPD when the user cancels"
        case .cancelLeavesAuthorizationUnanswered: "never answers a getAuthorization whose login was cancelled"
        case .reusesRegistrationCodeAfterCancel: "shows the cancelled registration code again at the next tvOS login"
        case .pollsTooRarely: "polls for the second-screen login every 10 minutes"
        case .tokensExpireEarly: "treats tokens as expired a minute before their expiry"
        case .tokensOutliveTheirTTL: "trusts tokens for a minute after their expiry"
        case .callsServiceAfterFailedConfiguration: "runs queued calls against the service after setRequestor failed"
        case .remembersSessionInMemory: "answers from an in-memory copy of the authentication token once storage lost it"
        case .checkAuthorizationReportsGenericError: "reports checkAuthorization without a session as GENERIC_AUTHORIZATION_ERROR"
        case .selectedProviderDefaultsToFirst: "answers getSelectedProvider with the first MVPD when none is selected"
        case .sharesAuthorizationAcrossRequestors: "keeps one authorization token per resource ID whatever the requestor"
        case .logoutKeepsAuthorizationInMemory: "keeps authorization tokens in memory too, and logout forgets to clear them"
        case .swallowsServiceRejections: "makes no callback when the service refuses a token (401/410)"
        case .fallsBackToLastMediaToken: "hands out the last media token when fetching a new one fails"
        case .storesMediaTokenEncoded: "writes each media token to storage, base64-encoded under a neutral key"
        case .storesMediaTokenEncrypted: "writes each media token to storage, encrypted"
        case .preauthorizesEverything: "answers checkPreauthorizedResources with every resource asked"
        case .metadataOmitsDeviceID: "answers getMetadata for the device ID with no value"
        case .logoutKeepsMVPDRecord: "keeps the cached MVPD through a logout"
        case .logoutKeepsLegacyToken: "leaves the older storage area's token in place at logout"
        case .tvOSLogoutStaysLocal: "logs out on tvOS without telling the service"
        case .logoutIgnoresSVC: "ends an SFSafariViewController logout at adobepass://ios.app"
        case .logoutReportsBeforeRedirect: "reports the logout before the app hands back the redirect URL"
        case .exposesAuthenticationTokenEncoded: "reports the authentication token, base64-encoded, in a status callback"
        case .legacyProfileKeepsSeveralTokens: "1.6 profile: keeps one token per programmer even for MVPDs without the per-requestor flag"
        case .presentsRefusedTokenAgain: "keeps a token the service refused (401/410) and presents it again"
        case .encryptedStorageKeepsOldAuthorizations: "encrypts its storage, and keeps every authorization token of a resource instead of replacing it"
        case .encryptedStorageWithoutSanitizer: "encrypts its storage, and never removes tokens bound to the old MAC-based device ID"
        case .keepsLastMediaToken: "writes the newest media token of each resource to storage (never handing it out again)"
        case .goesSilentWhenCodeExpires: "tvOS: stops polling when the registration code expires, and says nothing"
        case .cancelDoesNothing: "does nothing at all on setSelectedProvider(nil): no reset, no callback; the login stays live"
        case .keysSessionsByRequestorOnly: "keeps one authentication token per requestor, whatever the device ID it is bound to"
        case .metadataOmitsTTLs: "answers getMetadata for the TTLs with no value"
        case .remembersDenials: "remembers a denied resource and fails it again without asking the service"
        case .handsOutNewestMediaToken: "keeps one slot for the media token: authorizations that overlap all get the newest"
        case .ignoresLogoutWhenSignedOut: "does nothing on logout when nobody is signed in: no logout page, no status 0"
        }
    }
}
