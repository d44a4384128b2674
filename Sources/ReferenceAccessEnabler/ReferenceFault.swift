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
    case checkAuthorizationSkipsQueue = "check-authorization-skips-queue"
    case acceptsLoginOfDroppedMVPD = "accepts-login-of-dropped-mvpd"
    case failedLoginLeavesAuthorizationUnanswered = "failed-login-leaves-authorization-unanswered"
    case keepsRefusedTokenInOlderArea = "keeps-refused-token-in-older-area"
    case replaysQueueOnSecondRequestor = "replays-queue-on-second-requestor"
    case dropsCallsWithoutConfiguration = "drops-calls-without-configuration"
    case answersAuthorizationAgainAfterLogin = "answers-authorization-again-after-login"
    case keepsLoginAnswerAfterLogout = "keeps-login-answer-after-logout"
    case keepsChoiceAfterCancel = "keeps-choice-after-cancel"
    case asksWebViewAppForSVC = "asks-web-view-app-for-svc"
    case forgetsSessionOnOutage = "forgets-session-on-outage"
    case logoutKeepsEncryptedAuthorizations = "logout-keeps-encrypted-authorizations"
    case ignoresCheckAuthorizationWithForeignToken = "ignores-check-authorization-with-foreign-token"
    case swallowsRefusedMediaToken = "swallows-refused-media-token"
    case keepsLoginOpenWhenTokenRetrievalFails = "keeps-login-open-when-token-retrieval-fails"
    case leavesPreauthorizationUnansweredOnOutage = "leaves-preauthorization-unanswered-on-outage"
    case logoutNavigatesOnTVOSWhenSignedOut = "logout-navigates-on-tvos-when-signed-out"
    case logoutSkipsWebWithoutValidSession = "logout-skips-web-without-valid-session"
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
    case reportsCodeWithSuccess = "reports-code-with-success"
    case dropsMetadataArguments = "drops-metadata-arguments"
    case marksStaticMetadataEncrypted = "marks-static-metadata-encrypted"
    case answersPreauthorizationFromMemory = "answers-preauthorization-from-memory"
    case answersFirstWaiterOnly = "answers-first-waiter-only"
    case cancelForgetsSession = "cancel-forgets-session"
    case reportsProviderAfterItWasCleared = "reports-provider-after-it-was-cleared"
    case logoutSilentWhenServiceFails = "logout-silent-when-service-fails"
    case dropsDenialMessage = "drops-denial-message"
    case dropsSupersededSetRequestor = "drops-superseded-set-requestor"
    case answersMetadataBeforeConfiguration = "answers-metadata-before-configuration"
    case ignoresProviderChangeDuringLogin = "ignores-provider-change-during-login"
    case ignoresCancelDuringSafariLogin = "ignores-cancel-during-safari-login"

    /// The requirement IDs this fault violates; the suite must fail on at least the first.
    package var violates: [String] { entry.violates }

    /// What the fault does, in one line.
    package var summary: String { entry.summary }

    /// Every fact of each case in one place: violates, summary.
    private var entry: (violates: [String], summary: String) {
        switch self {
        case .reportsFailedConfigurationAsSuccess: (
            ["INIT-01"],
            "reports setRequestorComplete(1) when the configuration could not be fetched")
        case .dropsQueuedCalls: (
            ["INIT-02"],
            "forgets the calls made before the configuration arrived")
        case .runsQueuedCallsOutOfOrder: (
            ["INIT-02"],
            "runs the queued calls last-in first-out")
        case .callsServiceBeforeConfiguration: (
            ["INIT-03", "INIT-02"],
            "runs entitlement calls at once instead of queueing them")
        case .keepsAuthenticationInMemoryOnly: (
            ["AUTHN-01", "TOKEN-04", "PERSIST-01"],
            "trusts only tokens obtained by the running instance, not those in storage")
        case .reusesExpiredTokens: (
            ["AUTHN-01", "TOKEN-05", "VALID-01"],
            "takes an expired authentication token for a valid one")
        case .authenticatesAgainWhenAuthenticated: (
            ["AUTHN-02"],
            "runs the login flow although a valid token is cached")
        case .ignoresCanAuthenticate: (
            ["AUTHN-03", "AUTHN-11"],
            "always shows the provider dialog, even for the MVPD of the last successful login")
        case .ignoresPreselectedProvider: (
            ["AUTHN-04"],
            "shows the provider dialog although a provider was preselected")
        case .dropsMVPDLogos: (
            ["AUTHN-05"],
            "hands the provider dialog MVPDs without their logo URLs")
        case .reusesMVPDAfterFailedLogin: (
            ["AUTHN-06", "AUTHN-11"],
            "goes straight to the cached MVPD even when its last login failed")
        case .loginURLWithoutDeviceID: (
            ["AUTHN-07"],
            "leaves the device ID out of the login URL")
        case .ignoresSVCRedirect: (
            ["AUTHN-08"],
            "redirects SFSafariViewController logins to adobepass://ios.app")
        case .reportsLoginWithoutToken: (
            ["AUTHN-09"],
            "reports success on handleExternalURL without retrieving the token")
        case .failsWithoutErrorCode: (
            ["AUTHN-10"],
            "reports a failed login with an empty error code")
        case .marksMVPDBeforeLoginSucceeds: (
            ["AUTHN-06", "AUTHN-11"],
            "sets canAuthenticate when the login starts, not when it succeeds")
        case .delaysFirstPoll: (
            ["TVOS-01"],
            "waits a whole interval before the first registration-code poll")
        case .navigatesOnTVOS: (
            ["TVOS-01"],
            "calls navigateToUrl on tvOS as well as reporting the registration code")
        case .keepsPollingAfterLogin: (
            ["TVOS-02"],
            "keeps polling after the second-screen login succeeded")
        case .cancelsSilently: (
            ["API-04"],
            "resets the flow on setSelectedProvider(nil) without reporting it")
        case .ignoresCancelDuringWebLogin: (
            ["CANCEL-02"],
            "ignores setSelectedProvider(nil) once the login page is open, and starts no new flow while that one is on")
        case .ignoresCancelAtProviderDialog: (
            ["CANCEL-01"],
            "ignores setSelectedProvider(nil) while the provider dialog is up, and starts no new flow while that one is on")
        case .keepsPollingAfterCancel: (
            ["CANCEL-03"],
            "keeps polling after a tvOS cancel")
        case .cancelClearsStorage: (
            ["CANCEL-04"],
            "clears the whole storage on cancel")
        case .logsOutWithoutWebView: (
            ["LOGOUT-01", "LOGOUT-05"],
            "logs out on iOS with a direct request instead of the logout page")
        case .reportsLogoutWithStatus1: (
            ["LOGOUT-02", "LOGOUT-03"],
            "reports a completed logout with setAuthenticationStatus(1)")
        case .logoutNavigatesOnTVOS: (
            ["LOGOUT-03"],
            "calls navigateToUrl for logout on tvOS")
        case .logoutKeepsOtherRequestors: (
            ["LOGOUT-04"],
            "clears only the current requestor's tokens on logout")
        case .logoutWrongRedirect: (
            ["LOGOUT-05", "LOGOUT-02"],
            "sends the logout to a redirect URL the app does not watch")
        case .neverReusesAuthorization: (
            ["TOKEN-04", "CACHE-03"],
            "asks for a new authorization token on every call")
        case .keepsOldAuthorizationTokens: (
            ["CACHE-02"],
            "keeps every authorization token of a resource instead of replacing it")
        case .singleAuthorizationSlot: (
            ["CACHE-03"],
            "keeps one authorization token in all, whatever the resource")
        case .cachesMediaToken: (
            ["CACHE-04"],
            "keeps the short media token in storage and reuses it for the same resource")
        case .sendsFixedDeviceID: (
            ["TOKEN-01", "BIND-01", "BIND-03"],
            "sends the same device ID from every device")
        case .usesVendorIDOnIOS6: (
            ["BIND-03", "SSO-04"],
            "computes the device ID from the vendor ID on iOS 6 as well")
        case .omitsDeviceIDFromAuthorization: (
            ["BIND-01"],
            "leaves the device ID out of authorization requests")
        case .ignoresDeviceBinding: (
            ["BIND-02", "SSO-02"],
            "trusts tokens bound to another device ID")
        case .reusesAuthorizationAcrossResources: (
            ["TOKEN-02"],
            "uses any cached authorization token, whatever its resource")
        case .handsOutAuthorizationToken: (
            ["TOKEN-03", "FORMAT-01", "FORMAT-02"],
            "passes the authorization token to setToken instead of the media token")
        case .altersMediaToken: (
            ["FORMAT-01"],
            "re-encodes the media token without its signature before setToken")
        case .exposesAuthenticationToken: (
            ["FORMAT-02"],
            "reports the authentication token's GUID in a status callback")
        case .trustsRemovedMVPD: (
            ["VALID-02"],
            "keeps trusting tokens of an MVPD the requestor no longer lists")
        case .validatesOnlyOnSetRequestor: (
            ["VALID-03"],
            "checks a token once, on setRequestor, and trusts it afterwards")
        case .neverPersistsTokens: (
            ["STORE-01", "PERSIST-01", "STORE-02", "STORE-03", "STORE-04", "SSO-03"],
            "keeps tokens in memory only")
        case .scopesStorageToApp: (
            ["PERSIST-02", "SSO-01"],
            "keys everything it stores by the app's bundle ID")
        case .singleAuthenticationSlot: (
            ["CACHE-01", "STORE-05"],
            "keeps one authentication token in all, dropping other programmers'")
        case .noPassiveAuthentication: (
            ["CACHE-05", "SSO-01"],
            "never authenticates from another programmer's token")
        case .noTokenImport: (
            ["IMPORT-01"],
            "never imports tokens from the older storage area")
        case .importReportsAuthentication: (
            ["IMPORT-02"],
            "tells the app about an import with setAuthenticationStatus(1)")
        case .noSanitizer: (
            ["SANITIZE-01"],
            "never removes tokens bound to the old MAC-based device ID")
        case .sanitizerRemovesValidTokens: (
            ["SANITIZE-02"],
            "removes every stored authentication token on setRequestor")
        case .keepsForeignDeviceData: (
            ["SSO-05"],
            "1.8 profile: does not erase data bound to another device ID")
        case .sharesPerRequestorTokens: (
            ["CACHE-06"],
            "1.6 profile: shares tokens of MVPDs that require authentication per requestor")
        case .checkAuthenticationAsksService: (
            ["API-01", "LIFE-03"],
            "asks the service during checkAuthentication")
        case .checkAuthorizationAuthenticates: (
            ["API-02", "LIFE-02"],
            "starts authentication from checkAuthorization")
        case .logoutNavigatesOnTVOSWhenSignedOut: (
            ["LIFE-01"],
            "on tvOS, calls navigateToUrl with the logout URL when it holds no valid session")
        case .logoutSkipsWebWithoutValidSession: (
            ["LIFE-01"],
            "on iOS, skips the service's logout page when the token it holds is no longer valid (expired, or ended at the service)")
        case .replaysQueueOnSecondRequestor: (
            ["REPEAT-01"],
            "never empties its queue: a second setRequestor in one launch runs the calls queued before the first configuration again (found by the generated mutants)")
        case .dropsCallsWithoutConfiguration: (
            ["REPEAT-02"],
            "drops a getAuthentication made while it has no configuration (after a failed setRequestor): never answered (found by the generated mutants)")
        case .answersAuthorizationAgainAfterLogin: (
            ["REPEAT-03"],
            "keeps the authorizations a login answered pending: a later getAuthentication that finds the session authorizes them again (found by the generated mutants)")
        case .keepsLoginAnswerAfterLogout: (
            ["REPEAT-04"],
            "a logout does not drop the answers in flight: a login's token arriving after it is kept and reported (found by the generated mutants)")
        case .keepsChoiceAfterCancel: (
            ["LIFE-06"],
            "a cancel keeps the MVPD the app chose with setSelectedProvider: the next getAuthentication goes to it without the dialog (found by the generated mutants)")
        case .asksWebViewAppForSVC: (
            ["AUTHN-08"],
            "calls navigateToUrl:useSVC: with useSVC true for an app that shows logins in a web view (found by the generated mutants)")
        case .ignoresCheckAuthorizationWithForeignToken: (
            ["BIND-02"],
            "leaves a checkAuthorization unanswered when the only stored token is bound to another device ID (caught by the check every scenario ends with)")
        case .logoutKeepsEncryptedAuthorizations: (
            ["LOGOUT-04"],
            "encrypts its storage, and a logout keeps the authorization tokens (which a storage probe cannot read): the next login reuses them")
        case .forgetsSessionOnOutage: (
            ["FAIL-01"],
            "forgets the session when the service fails an authorize request (503), as if it had refused it")
        case .swallowsRefusedMediaToken: (
            ["FAIL-02", "LIFE-01"],
            "leaves a getAuthorization unanswered when the service refuses its media token request (401)")
        case .keepsLoginOpenWhenTokenRetrievalFails: (
            ["FAIL-03"],
            "iOS: when the service fails or refuses the authentication token after handleExternalURL, reports nothing and keeps the login open")
        case .leavesPreauthorizationUnansweredOnOutage: (
            ["FAIL-04"],
            "answers checkPreauthorizedResources only when the service answers it: an outage leaves the call unanswered")
        case .failedLoginLeavesAuthorizationUnanswered: (
            ["API-16"],
            "leaves a getAuthorization whose login failed unanswered (found by the generated mutants)")
        case .acceptsLoginOfDroppedMVPD: (
            ["VALID-02"],
            "reports a login that ends after the requestor's configuration dropped its MVPD as a success (found by exploration)")
        case .keepsRefusedTokenInOlderArea: (
            ["BIND-04"],
            "forgets a refused session but leaves its copy in the older storage area, which the next setRequestor imports again (found by exploration)")
        case .checkAuthorizationSkipsQueue: (
            ["INIT-02"],
            "answers a checkAuthorization made before the configuration at once with tokenRequestFailed instead of queueing it")
        case .getAuthorizationWithoutAuthentication: (
            ["API-03"],
            "fails getAuthorization instead of authenticating first")
        case .cancelReportsGenericError: (
            ["API-04", "CANCEL-01"],
            "reports a cancel with GENERIC_AUTHENTICATION_ERROR")
        case .reportsDenialAsGenericError: (
            ["API-05"],
            "reports a denied authorization with GENERIC_AUTHORIZATION_ERROR")
        case .selectedProviderAlwaysNil: (
            ["API-06", "LIFE-04"],
            "answers getSelectedProvider with no MVPD")
        case .metadataFromClock: (
            ["API-15"],
            "answers the authentication TTL from the clock, not from the token")
        case .passiveOnlyWithoutPerRequestorFlag: (
            ["CACHE-05"],
            "never authenticates passively through an MVPD that requires authentication per requestor")
        case .passiveAuthenticationOnDemand: (
            ["CACHE-05"],
            "authenticates passively at the first checkAuthentication instead of during setRequestor")
        case .passiveTokenInMemoryOnly: (
            ["CACHE-05"],
            "keeps the token of a passive authentication in memory, not in storage")
        case .sanitizerRemovesOnlyCurrentRequestor: (
            ["SANITIZE-01"],
            "removes only the current programmer's invalid token, not every invalid one")
        case .sanitizerRunsLate: (
            ["SANITIZE-01"],
            "sanitizes at the first checkAuthentication instead of during setRequestor")
        case .importerOverwritesValidToken: (
            ["IMPORT-03"],
            "imports from the older storage area although a valid token is stored")
        case .canAuthenticateSticksFalse: (
            ["AUTHN-11"],
            "leaves canAuthenticate false after a later successful login")
        case .ignoresForceAuthn: (
            ["API-09"],
            "answers getAuthentication(forceAuthn: true) from the cached token")
        case .answersTwice: (
            ["AUTHN-02"],
            "reports a cached authentication twice")
        case .preselectionLosesToCachedMVPD: (
            ["AUTHN-12", "AUTHN-04"],
            "goes to the cached MVPD although the app preselected another")
        case .usesMVPDNoLongerOffered: (
            ["AUTHN-13"],
            "goes straight to a cached MVPD the requestor no longer offers")
        case .reordersProviderDialog: (
            ["API-14"],
            "lists the MVPDs in the provider dialog in reverse order")
        case .cancelKeepsMVPD: (
            ["CANCEL-04"],
            "keeps the current programmer's MVPD when the user cancels")
        case .cancelLeavesAuthorizationUnanswered: (
            ["API-16"],
            "never answers a getAuthorization whose login was cancelled")
        case .reusesRegistrationCodeAfterCancel: (
            ["CANCEL-03"],
            "shows the cancelled registration code again at the next tvOS login")
        case .pollsTooRarely: (
            ["TVOS-02"],
            "polls for the second-screen login every 10 minutes")
        case .tokensExpireEarly: (
            ["TOKEN-04"],
            "treats tokens as expired a minute before their expiry")
        case .tokensOutliveTheirTTL: (
            ["VALID-01"],
            "trusts tokens for a minute after their expiry")
        case .callsServiceAfterFailedConfiguration: (
            ["INIT-03"],
            "runs queued calls against the service after setRequestor failed")
        case .remembersSessionInMemory: (
            ["LOGOUT-06"],
            "answers from an in-memory copy of the authentication token once storage lost it")
        case .checkAuthorizationReportsGenericError: (
            ["API-11"],
            "reports checkAuthorization without a session as GENERIC_AUTHORIZATION_ERROR")
        case .selectedProviderDefaultsToFirst: (
            ["API-12", "LIFE-05"],
            "answers getSelectedProvider with the first MVPD when none is selected")
        case .sharesAuthorizationAcrossRequestors: (
            ["TOKEN-03"],
            "keeps one authorization token per resource ID whatever the requestor")
        case .logoutKeepsAuthorizationInMemory: (
            ["LOGOUT-04"],
            "keeps authorization tokens in memory too, and logout forgets to clear them")
        case .swallowsServiceRejections: (
            ["BIND-04"],
            "makes no callback when the service refuses a token (401/410)")
        case .fallsBackToLastMediaToken: (
            ["CACHE-04"],
            "hands out the last media token when fetching a new one fails")
        case .storesMediaTokenEncoded: (
            ["CACHE-04"],
            "writes each media token to storage, base64-encoded under a neutral key")
        case .storesMediaTokenEncrypted: (
            ["CACHE-04"],
            "writes each media token to storage, encrypted")
        case .preauthorizesEverything: (
            ["API-08"],
            "answers checkPreauthorizedResources with every resource asked")
        case .metadataOmitsDeviceID: (
            ["API-10"],
            "answers getMetadata for the device ID with no value")
        case .logoutKeepsMVPDRecord: (
            ["LOGOUT-04"],
            "keeps the cached MVPD through a logout")
        case .logoutKeepsLegacyToken: (
            ["LOGOUT-04"],
            "leaves the older storage area's token in place at logout")
        case .tvOSLogoutStaysLocal: (
            ["API-13"],
            "logs out on tvOS without telling the service")
        case .logoutIgnoresSVC: (
            ["LOGOUT-05"],
            "ends an SFSafariViewController logout at adobepass://ios.app")
        case .logoutReportsBeforeRedirect: (
            ["LOGOUT-02"],
            "reports the logout before the app hands back the redirect URL")
        case .exposesAuthenticationTokenEncoded: (
            ["FORMAT-02"],
            "reports the authentication token, base64-encoded, in a status callback")
        case .legacyProfileKeepsSeveralTokens: (
            ["STORE-06"],
            "1.6 profile: keeps one token per programmer even for MVPDs without the per-requestor flag")
        case .presentsRefusedTokenAgain: (
            ["BIND-04"],
            "keeps a token the service refused (401/410) and presents it again")
        case .encryptedStorageKeepsOldAuthorizations: (
            ["CACHE-02"],
            "encrypts its storage, and keeps every authorization token of a resource instead of replacing it")
        case .encryptedStorageWithoutSanitizer: (
            ["SANITIZE-01"],
            "encrypts its storage, and never removes tokens bound to the old MAC-based device ID")
        case .keepsLastMediaToken: (
            ["CACHE-04"],
            "writes the newest media token of each resource to storage (never handing it out again)")
        case .goesSilentWhenCodeExpires: (
            ["AUTHN-10"],
            "tvOS: stops polling when the registration code expires, and says nothing")
        case .cancelDoesNothing: (
            ["CANCEL-02", "CANCEL-03"],
            "does nothing at all on setSelectedProvider(nil): no reset, no callback; the login stays live")
        case .keysSessionsByRequestorOnly: (
            ["SSO-06"],
            "keeps one authentication token per requestor, whatever the device ID it is bound to")
        case .metadataOmitsTTLs: (
            ["API-07", "API-15"],
            "answers getMetadata for the TTLs with no value")
        case .remembersDenials: (
            ["API-17"],
            "remembers a denied resource and fails it again without asking the service")
        case .handsOutNewestMediaToken: (
            ["FORMAT-01"],
            "keeps one slot for the media token: authorizations that overlap all get the newest")
        case .ignoresLogoutWhenSignedOut: (
            ["LIFE-01"],
            "does nothing on logout when nobody is signed in: no logout page, no status 0")
        case .reportsCodeWithSuccess: (
            ["AUTHN-09"],
            "ends a successful login with setAuthenticationStatus(1, \"User Authenticated\"), not an empty code")
        case .dropsMetadataArguments: (
            ["API-07"],
            "answers getMetadata without the arguments it was asked with")
        case .marksStaticMetadataEncrypted: (
            ["API-07"],
            "says every metadata value it answers is encrypted, the TTLs too")
        case .answersPreauthorizationFromMemory: (
            ["API-08"],
            "answers checkPreauthorizedResources from its last answer for those resources, although asked with cache false")
        case .answersFirstWaiterOnly: (
            ["API-03"],
            "after a login that several getAuthorization calls wait on, authorizes the first resource only")
        case .cancelForgetsSession: (
            ["CANCEL-04"],
            "a cancel forgets the current programmer's session too (as when a forced login is cancelled)")
        case .reportsProviderAfterItWasCleared: (
            ["API-06"],
            "getSelectedProvider keeps naming the last MVPD chosen, after a cancel or a logout cleared it")
        case .logoutSilentWhenServiceFails: (
            ["LOGOUT-03"],
            "tvOS: a logout whose request the service fails (5xx) ends with no setAuthenticationStatus")
        case .dropsDenialMessage: (
            ["API-05"],
            "reports a denied authorization with an empty description, dropping the MVPD's message")
        case .dropsSupersededSetRequestor: (
            ["REPEAT-01"],
            "a setRequestor made while an earlier one's configuration is on its way leaves the earlier one unanswered")
        case .answersMetadataBeforeConfiguration: (
            ["INIT-02"],
            "answers getMetadata at once, from what it stored, without waiting for the configuration")
        case .ignoresProviderChangeDuringLogin: (
            ["AUTHN-07"],
            "iOS: keeps the open login page when the app selects another MVPD, only remembering the choice")
        case .ignoresCancelDuringSafariLogin: (
            ["CANCEL-02"],
            "iOS: ignores setSelectedProvider(nil) while a login runs in SFSafariViewController (a web view's is honoured)")
        }
    }
}
