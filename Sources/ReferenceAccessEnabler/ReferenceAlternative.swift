/// A named, legitimate alternative design of the reference: another reading or implementation choice
/// the two documented sources (the seeds and Adobe's API reference) leave open.
///
/// Faults show that every rule can fail; alternatives show that no rule fails a port that follows the
/// documents in another way. Each alternative names the seed sentences that leave the choice open (refs of
/// `Specs/seed-trace.md`) and the section of `Specs/readings.md` that records it. It must pass the whole
/// suite under `--strict` in every SDK profile the reference plays, and explore clean, except on the rules
/// it says it departs from (``departsFrom``), and there only on checks graded below `@must`: `aecheck
/// mutants` proves both halves. One that contradicts a stated sentence of either source is no alternative. The reference consults its alternatives only through
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
    case encryptsStorage = "encrypts-storage"
    case encryptsAndResavesOnUse = "encrypts-and-resaves-on-use"
    case renewsExpiredRegistrationCode = "renews-expired-registration-code"
    case usesAdvertisingIDBefore18 = "uses-advertising-id-before-1.8"
    case endsOpenLoginOnLogout = "ends-open-login-on-logout"
    case reportsStatusWithRefusedCheck = "reports-status-with-refused-check"
    case countsOnlyAttemptsThatReachTheMVPD = "counts-only-attempts-that-reach-the-mvpd"
    case importsOncePerInstall = "imports-once-per-install"
    case waitsForNextRequestorAfterFailure = "waits-for-next-requestor-after-failure"
    case pollsOnceCodeArrives = "polls-once-code-arrives"
    case keepsNoHandleOnPollTimer = "keeps-no-handle-on-poll-timer"
    case keepsAuthorizationTokenAfterFailedAuthorize = "keeps-authorization-token-after-failed-authorize"
    case keepsTokensTheServiceCallsExpired = "keeps-tokens-the-service-calls-expired"
    case answersAbandonedAuthorizationAfterNextLogin = "answers-abandoned-authorization-after-next-login"

    /// What the alternative does, in one line.
    package var summary: String { entry.summary }

    /// The sentences of `Specs/seed-trace.md` (by ref) that leave the choice open.
    package var seedRefs: [String] { entry.seedRefs }

    /// The section of `Specs/readings.md` that records the choice (its number, or its title for the
    /// unnumbered sections).
    package var reading: String { entry.reading }

    /// The rules whose checks graded below `@must` the alternative departs from: what a source recommends
    /// ("should", "usually") or the project reads, and neither source states. Empty: it passes every check.
    package var departsFrom: [String] { entry.departsFrom }

    /// Every fact of each case in one place: summary, seedRefs, reading, departsFrom.
    private var entry: (summary: String, seedRefs: [String], reading: String, departsFrom: [String]) {
        switch self {
        case .pollsEverySecond: (
            "polls for the second-screen login every second",
            ["000-generic-16"],
            "17",
            [])
        case .pollsEvery15Seconds: (
            "polls for the second-screen login every 15 seconds",
            ["000-generic-16"],
            "17",
            [])
        case .pollsEvery30Seconds: (
            "polls for the second-screen login every 30 seconds",
            ["000-generic-16"],
            "17",
            [])
        case .pollsWithGrowingInterval: (
            "polls at once, then after 1, 2, 4 ... seconds, doubling up to a minute",
            ["000-generic-16"],
            "17",
            [])
        case .tracksUsage: (
            "reports tracking data (sendTrackingData) and advanced status reports (status) along every flow",
            ["000-intro-1"],
            "Freedom",
            [])
        case .navigatesWithSVCFormAlways: (
            "always calls navigateToUrl:useSVC:, saying false for a web view",
            ["000-generic-14", "000-logout-5"],
            "Freedom",
            [])
        case .completesConfigurationAfterQueuedCalls: (
            "runs the queued calls first and reports setRequestorComplete after them",
            ["000-post-init-4", "000-post-init-5"],
            "21",
            [])
        case .reversesCallbacksOfOneTurn: (
            "delivers the callbacks one event produces (a cancel, a failed login) in reverse order",
            ["000-cancel-3", "000-generic-25"],
            "Freedom",
            [])
        case .reusesConfigurationForSameRequestor: (
            "answers a repeated setRequestor for the same requestor from the configuration it has",
            ["000-post-init-2"],
            "Freedom",
            [])
        case .showsDialogOverPreselectionAfterFailure: (
            "shows the provider dialog when an MVPD was preselected but the cached MVPD's last login failed",
            ["000-generic-7", "000-generic-10"],
            "2",
            [])
        case .forcedAuthenticationShowsDialog: (
            "getAuthentication(forceAuthn: true) always shows the provider dialog",
            ["000-generic-7", "000-generic-10"],
            "2",
            [])
        case .keepsSafetyMargin: (
            "treats tokens as expired a minute early and renews them then",
            ["000-definitions-11"],
            "Levels",
            ["TOKEN-04"])
        case .coalescesConcurrentAuthorizations: (
            "sends one authorize request for authorizations of one resource that overlap, and a media token request for each",
            ["000-caching-11"],
            "Freedom",
            [])
        case .retriesFailedRequestOnce: (
            "sends a request that the service could not answer (5xx) once more before giving up",
            ["000-generic-25"],
            "Freedom",
            [])
        case .storesOneBlobPerRequestor: (
            "keeps each requestor's tokens and MVPD in one JSON value, and the rest in another",
            ["000-caching-2", "000-ios-2"],
            "Freedom",
            [])
        case .storesEverythingInOneBlob: (
            "keeps all it stores in one JSON value under one key",
            ["000-caching-2", "000-ios-2"],
            "Freedom",
            [])
        case .addsHousekeepingKeys: (
            "writes a storage version and the time of the last write beside the tokens",
            ["000-caching-2", "000-ios-2"],
            "Freedom",
            [])
        case .emptiesLegacyAreaAfterImport: (
            "removes the token from the older storage area once it has imported it",
            ["000-importer-1"],
            "29",
            [])
        case .clearsStorageWhenLogoutCompletes: (
            "clears the storage when the logout completes, not when it is called",
            ["000-storage17-8"],
            "29",
            [])
        case .usesOtherProgrammersTokenDirectly: (
            "signs a second programmer in with another programmer's token (no passive request) through an MVPD without the per-requestor flag",
            ["000-caching-3", "000-persistence-4"],
            "1",
            [])
        case .announcesPassiveAuthentication: (
            "announces a session gained by passive authentication with setAuthenticationStatus(1)",
            ["000-caching-5"],
            "31",
            [])
        case .refusesSecondRequestor: (
            "answers setRequestor with another requestor ID than the instance's first with setRequestorComplete(0), and keeps the first",
            ["000-post-init-2"],
            "27",
            [])
        case .signsInAgainAfterRefusedSession: (
            "when the service refuses the session (401/410) during getAuthorization, forgets it and runs the login again",
            ["000-binding-10", "000-definitions-2"],
            "32",
            [])
        case .letsServiceJudgeExpiry: (
            "checkAuthorization with a stored token that expired asks the service (authorize), which refuses it, instead of failing at once",
            ["000-ios-4"],
            "34",
            [])
        case .confirmsSessionWithService: (
            "getAuthentication confirms a stored session with the service before reporting it (one the service ended is forgotten)",
            ["000-generic-4", "000-ios-4"],
            "39",
            ["TOKEN-04"])
        case .encryptsStorage: (
            "encrypts every value it stores with a 256-bit key and a fresh nonce",
            ["000-caching-2", "000-ios-2"],
            "36",
            [])
        case .encryptsAndResavesOnUse: (
            "encrypts every value it stores, and writes a token again (with a new nonce) whenever it reads it for use",
            ["000-caching-2", "000-ios-2"],
            "36",
            [])
        case .renewsExpiredRegistrationCode: (
            "tvOS: when the registration code expires unused, shows a new one and polls on (twice, then reports status 0)",
            ["000-generic-16", "000-generic-25"],
            "17",
            [])
        case .usesAdvertisingIDBefore18: (
            "SDK 1.7.5 to 1.7.x on iOS 7 and later: computes the device ID from the advertising ID (idfa:), as 000 says",
            ["000-binding-13", "004-overview-4"],
            "4",
            [])
        case .endsOpenLoginOnLogout: (
            "a logout made while a login is open first ends that login (status 0, tokenRequestFailed for its authorizations), then logs out",
            ["000-generic-25", "000-logout-9"],
            "Levels",
            [])
        case .reportsStatusWithRefusedCheck: (
            "checkAuthorization also reports the authentication status it checked (0 when it refuses, 1 before it authorizes), as the API reference lists setAuthenticationStatus among its callbacks",
            ["000-post-init-3"],
            "33",
            [])
        case .countsOnlyAttemptsThatReachTheMVPD: (
            "on tvOS, an MVPD counts as failed (canAuthenticate false) only once the attempt got a registration code, not after an outage of the service",
            ["000-generic-6", "000-generic-25"],
            "17",
            [])
        case .importsOncePerInstall: (
            "runs the importer at the app's first setRequestor only (the seed's first install), remembered by a housekeeping key a logout keeps",
            ["000-importer-3", "000-importer-4"],
            "25",
            [])
        case .waitsForNextRequestorAfterFailure: (
            "after a failed setRequestor, the calls queued behind it wait for a later successful setRequestor instead of failing",
            ["000-post-init-7"],
            "20",
            [])
        case .pollsOnceCodeArrives: (
            "tvOS: a login counts as under way only once its registration code arrives: a pick or a getAuthorization made while the code is requested starts another",
            ["000-generic-16"],
            "17",
            [])
        case .keepsNoHandleOnPollTimer: (
            "tvOS: keeps no handle on its poll timer: a cancelled login's pending poll still fires, and polls for a login started meanwhile",
            ["000-generic-16", "000-cancel-4"],
            "17",
            [])
        case .keepsAuthorizationTokenAfterFailedAuthorize: (
            "leaves the authorization token a failed authorize request was to replace in storage (it is invalid and never used again)",
            ["000-sanitizer-3"],
            "19",
            [])
        case .keepsTokensTheServiceCallsExpired: (
            "a 410 (expired at the service) fails the flow but does not remove the token: the library's own expiry check never uses it again",
            ["000-ios-4"],
            "34",
            [])
        case .answersAbandonedAuthorizationAfterNextLogin: (
            "a getAuthorization whose login a logout abandoned stays pending, and the next successful login authorizes it",
            ["000-logout-9"],
            "29",
            [])
        }
    }
}
