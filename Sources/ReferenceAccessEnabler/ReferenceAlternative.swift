/// A named, legitimate alternative design of the reference: another reading or implementation choice
/// the seeds leave open.
///
/// Faults show that every rule can fail; alternatives show that no rule fails a port that follows the
/// seeds in another way. Each alternative names the seed sentences that leave the choice open (refs of
/// `Specs/seed-trace.md`) and the section of `Specs/readings.md` that records it. It must pass the whole
/// suite under `--strict` in every SDK profile the reference plays, and explore clean, except on the
/// API-reference rules it says it departs from (``departsFrom``), which are never `@must`: `aecheck
/// mutants` proves both halves. The reference consults its alternatives only through
/// ``ReferenceAccessEnabler/follows(_:)``, at the decision point each one bends.
package enum ReferenceAlternative: String, CaseIterable, Sendable {
    case pollsEverySecond = "polls-every-second"
    case pollsEvery15Seconds = "polls-every-15-seconds"
    case pollsEvery30Seconds = "polls-every-30-seconds"
    case pollsWithGrowingInterval = "polls-with-growing-interval"
    case tracksUsage = "tracks-usage"
    case navigatesWithSVCFormAlways = "navigates-with-svc-form-always"
    case completesConfigurationAfterQueuedCalls = "completes-configuration-after-queued-calls"
    case reversesCallbacksOfOneTurn = "reverses-callbacks-of-one-turn"
    case reusesConfigurationForSameRequestor = "reuses-configuration-for-same-requestor"
    case showsDialogOverPreselectionAfterFailure = "shows-dialog-over-preselection-after-failure"
    case forcedAuthenticationShowsDialog = "forced-authentication-shows-dialog"
    case keepsSafetyMargin = "keeps-safety-margin"
    case cancelsWithoutCallback = "cancels-without-callback"
    case coalescesConcurrentAuthorizations = "coalesces-concurrent-authorizations"
    case retriesFailedRequestOnce = "retries-failed-request-once"
    case storesOneBlobPerRequestor = "stores-one-blob-per-requestor"
    case storesEverythingInOneBlob = "stores-everything-in-one-blob"
    case addsHousekeepingKeys = "adds-housekeeping-keys"
    case emptiesLegacyAreaAfterImport = "empties-legacy-area-after-import"
    case clearsStorageWhenLogoutCompletes = "clears-storage-when-logout-completes"
    case usesOtherProgrammersTokenDirectly = "uses-other-programmers-token-directly"
    case announcesPassiveAuthentication = "announces-passive-authentication"
    case refusesSecondRequestor = "refuses-second-requestor"
    case signsInAgainAfterRefusedSession = "signs-in-again-after-refused-session"
    case letsServiceJudgeExpiry = "lets-service-judge-expiry"
    case confirmsSessionWithService = "confirms-session-with-service"
    case checkAuthorizationStartsLogin = "check-authorization-starts-login"
    case encryptsStorage = "encrypts-storage"
    case encryptsAndResavesOnUse = "encrypts-and-resaves-on-use"
    case renewsExpiredRegistrationCode = "renews-expired-registration-code"
    case usesAdvertisingIDBefore18 = "uses-advertising-id-before-1.8"

    /// What the alternative does, in one line.
    package var summary: String {
        switch self {
        case .pollsEverySecond: "polls for the second-screen login every second"
        case .pollsEvery15Seconds: "polls for the second-screen login every 15 seconds"
        case .pollsEvery30Seconds: "polls for the second-screen login every 30 seconds"
        case .pollsWithGrowingInterval: "polls at once, then after 1, 2, 4 ... seconds, doubling up to a minute"
        case .tracksUsage: "reports tracking data (sendTrackingData) and advanced status reports (status) along every flow"
        case .navigatesWithSVCFormAlways: "always calls navigateToUrl:useSVC:, saying false for a web view"
        case .completesConfigurationAfterQueuedCalls: "runs the queued calls first and reports setRequestorComplete after them"
        case .reversesCallbacksOfOneTurn: "delivers the callbacks one event produces (a cancel, a failed login) in reverse order"
        case .reusesConfigurationForSameRequestor: "answers a repeated setRequestor for the same requestor from the configuration it has"
        case .showsDialogOverPreselectionAfterFailure: "shows the provider dialog when an MVPD was preselected but the cached MVPD's last login failed"
        case .forcedAuthenticationShowsDialog: "getAuthentication(forceAuthn: true) always shows the provider dialog"
        case .keepsSafetyMargin: "treats tokens as expired a minute early and renews them then"
        case .cancelsWithoutCallback: "resets the flow on setSelectedProvider(nil) without reporting it"
        case .coalescesConcurrentAuthorizations: "sends one authorize request for authorizations of one resource that overlap, and a media token request for each"
        case .retriesFailedRequestOnce: "sends a request that the service could not answer (5xx) once more before giving up"
        case .storesOneBlobPerRequestor: "keeps each requestor's tokens and MVPD in one JSON value, and the rest in another"
        case .storesEverythingInOneBlob: "keeps all it stores in one JSON value under one key"
        case .addsHousekeepingKeys: "writes a storage version and the time of the last write beside the tokens"
        case .emptiesLegacyAreaAfterImport: "removes the token from the older storage area once it has imported it"
        case .clearsStorageWhenLogoutCompletes: "clears the storage when the logout completes, not when it is called"
        case .usesOtherProgrammersTokenDirectly: "signs a second programmer in with another programmer's token (no passive request) through an MVPD without the per-requestor flag"
        case .announcesPassiveAuthentication: "announces a session gained by passive authentication with setAuthenticationStatus(1)"
        case .refusesSecondRequestor: "answers setRequestor with another requestor ID than the instance's first with setRequestorComplete(0), and keeps the first"
        case .signsInAgainAfterRefusedSession: "when the service refuses the session (401/410) during getAuthorization, forgets it and runs the login again"
        case .letsServiceJudgeExpiry: "checkAuthorization with a stored token that expired asks the service (authorize), which refuses it, instead of failing at once"
        case .confirmsSessionWithService: "checkAuthentication confirms a stored token with the service before answering"
        case .checkAuthorizationStartsLogin: "checkAuthorization without a usable session starts the login, as getAuthorization does"
        case .encryptsStorage: "encrypts every value it stores with a 256-bit key and a fresh nonce"
        case .encryptsAndResavesOnUse: "encrypts every value it stores, and writes a token again (with a new nonce) whenever it reads it for use"
        case .renewsExpiredRegistrationCode: "tvOS: when the registration code expires unused, shows a new one and polls on (twice, then reports status 0)"
        case .usesAdvertisingIDBefore18: "SDK 1.7.5 to 1.7.x on iOS 7 and later: computes the device ID from the advertising ID (idfa:), as 000 says"
        }
    }

    /// The sentences of `Specs/seed-trace.md` (by ref) that leave the choice open.
    package var seedRefs: [String] {
        switch self {
        case .pollsEverySecond, .pollsEvery15Seconds, .pollsEvery30Seconds, .pollsWithGrowingInterval: ["000-generic-16"]
        case .tracksUsage: ["000-intro-1"]
        case .navigatesWithSVCFormAlways: ["000-generic-14", "000-logout-5"]
        case .completesConfigurationAfterQueuedCalls: ["000-post-init-4", "000-post-init-5"]
        case .reversesCallbacksOfOneTurn: ["000-cancel-3", "000-generic-25"]
        case .reusesConfigurationForSameRequestor: ["000-post-init-2"]
        case .showsDialogOverPreselectionAfterFailure: ["000-generic-7", "000-generic-10"]
        case .forcedAuthenticationShowsDialog: ["000-generic-7", "000-generic-10"]
        case .keepsSafetyMargin: ["000-definitions-11"]
        case .cancelsWithoutCallback: ["000-cancel-3"]
        case .coalescesConcurrentAuthorizations: ["000-caching-11"]
        case .retriesFailedRequestOnce: ["000-generic-25"]
        case .storesOneBlobPerRequestor, .storesEverythingInOneBlob, .addsHousekeepingKeys: ["000-caching-2", "000-ios-2"]
        case .emptiesLegacyAreaAfterImport: ["000-importer-1"]
        case .clearsStorageWhenLogoutCompletes: ["000-storage17-8"]
        case .usesOtherProgrammersTokenDirectly: ["000-caching-3", "000-persistence-4"]
        case .announcesPassiveAuthentication: ["000-caching-5"]
        case .refusesSecondRequestor: ["000-post-init-2"]
        case .signsInAgainAfterRefusedSession: ["000-binding-10", "000-definitions-2"]
        case .letsServiceJudgeExpiry: ["000-ios-4"]
        case .confirmsSessionWithService, .checkAuthorizationStartsLogin: ["000-post-init-3", "000-ios-4"]
        case .encryptsStorage, .encryptsAndResavesOnUse: ["000-caching-2", "000-ios-2"]
        case .renewsExpiredRegistrationCode: ["000-generic-16", "000-generic-25"]
        case .usesAdvertisingIDBefore18: ["000-binding-13", "004-overview-4"]
        }
    }

    /// The section of `Specs/readings.md` that records the choice (its number, or its title for the
    /// unnumbered sections).
    package var reading: String {
        switch self {
        case .pollsEverySecond, .pollsEvery15Seconds, .pollsEvery30Seconds, .pollsWithGrowingInterval: "17"
        case .tracksUsage, .navigatesWithSVCFormAlways, .reversesCallbacksOfOneTurn: "Freedom"
        case .completesConfigurationAfterQueuedCalls: "21"
        case .reusesConfigurationForSameRequestor: "Freedom"
        case .showsDialogOverPreselectionAfterFailure: "2"
        case .forcedAuthenticationShowsDialog: "2"
        case .keepsSafetyMargin: "Levels"
        case .cancelsWithoutCallback: "14"
        case .coalescesConcurrentAuthorizations: "Freedom"
        case .retriesFailedRequestOnce: "Freedom"
        case .storesOneBlobPerRequestor, .storesEverythingInOneBlob, .addsHousekeepingKeys: "Freedom"
        case .emptiesLegacyAreaAfterImport: "29"
        case .clearsStorageWhenLogoutCompletes: "29"
        case .usesOtherProgrammersTokenDirectly: "1"
        case .announcesPassiveAuthentication: "31"
        case .refusesSecondRequestor: "27"
        case .signsInAgainAfterRefusedSession: "32"
        case .letsServiceJudgeExpiry: "34"
        case .confirmsSessionWithService, .checkAuthorizationStartsLogin: "33"
        case .encryptsStorage, .encryptsAndResavesOnUse: "36"
        case .renewsExpiredRegistrationCode: "17"
        case .usesAdvertisingIDBefore18: "4"
        }
    }

    /// The `@should` or `@info` rules (never `@must`) the alternative departs from: what the API reference,
    /// or a seed's "should", recommends and the seeds do not require. Empty: it passes every rule.
    package var departsFrom: [String] {
        switch self {
        case .keepsSafetyMargin: ["TOKEN-04"]
        case .cancelsWithoutCallback: ["API-04", "API-16"]
        case .confirmsSessionWithService: ["API-01", "LIFE-03"]
        case .checkAuthorizationStartsLogin: ["API-02", "API-11", "LIFE-02"]
        default: []
        }
    }
}
