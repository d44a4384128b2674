import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

/// One thing that happens in an explored world: a set-up of the world, a call the app makes, something the
/// user or the browser does, a change in the service, time passing.
///
/// Every event but a few is one step of the step vocabulary (``step``), run through the step library
/// itself, so that a shrunk run prints as a scenario that replays exactly; ``missingStep`` says what the
/// others do, since no step says it yet.
enum ExploreEvent: Equatable, Sendable, CustomStringConvertible {
    // The world's set-up.
    case knowRequestor(String, mvpds: [String])
    case authenticationTTL(requestor: String, minutes: Int)
    case authorizationTTL(requestor: String, minutes: Int)
    case perRequestorMVPD(String)
    case installApp(ExploreApp)
    case usesSafariViewController
    case deviceRunsIOS(Int)
    case legacyToken(requestor: String, mvpd: String)
    // The app calls its library.
    /// setRequestor with the app's own requestor ID.
    case setOwnRequestor
    case call(LibraryCall)
    /// The app hands its redirect URL to the library although no page reached it (no step yet).
    case handBackRedirectURL
    // The user and the browser.
    case willPick(String)
    case willCloseProviderDialog
    case willLeaveLoginPageOpen
    case willCloseLoginPage
    /// The user will submit credentials on the login page again (no step yet: the default of a new app).
    case willSubmitCredentials
    case completeLoginPageLeftOpen
    case completeSecondScreenLogin
    case openApp(String)
    case relaunch
    case upgradeIOS(Int)
    // The service.
    case hold(ServiceEndpoint)
    case releaseHeld
    case unreachable
    case fail(ServiceEndpoint)
    /// Every part of the service answers again.
    case serviceRecovers
    case rejectCredentials(String)
    case acceptCredentials(String)
    case deny(String)
    case endSessions
    case removeMVPD(String, from: String)
    // Time.
    case pass(minutes: Int, seconds: Int)
    /// To 1 ms before (or after) the expiry of the newest authentication token of a requestor, or
    /// authorization token for a resource.
    case untilExpiry(after: Bool, authentication: Bool, of: String)

    /// The step that does exactly this, without its keyword; `nil` when the vocabulary has none yet.
    var step: String? {
        switch self {
        case let .knowRequestor(id, mvpds): "the service knows requestor \"\(id)\" offering MVPDs \"\(mvpds.joined(separator: ", "))\""
        case let .authenticationTTL(id, minutes): "authentication tokens of \"\(id)\" live \(minutes) minute\(minutes == 1 ? "" : "s")"
        case let .authorizationTTL(id, minutes): "authorization tokens of \"\(id)\" live \(minutes) minute\(minutes == 1 ? "" : "s")"
        case .perRequestorMVPD(let mvpd): "MVPD \"\(mvpd)\" requires authentication per requestor"
        case .installApp(let app):
            "the device has app \"\(app.name)\" of team \"\(app.team)\" with bundle ID \"\(app.bundleID)\" using requestor \"\(app.requestor)\""
        case .usesSafariViewController: "the app uses SFSafariViewController"
        case .deviceRunsIOS(let version): "the device runs iOS \(version)"
        case let .legacyToken(requestor, mvpd): "the older storage area holds an authentication token for \"\(requestor)\" from \"\(mvpd)\""
        case .setOwnRequestor: "the app calls setRequestor"
        case .call(let call): Self.step(for: call)
        case .handBackRedirectURL: nil
        case .willPick(let mvpd): "the user will pick \"\(mvpd)\" in the provider dialog"
        case .willCloseProviderDialog: "the user will close the provider dialog"
        case .willLeaveLoginPageOpen: "the user will leave the login page open"
        case .willCloseLoginPage: "the user will close the login page"
        case .willSubmitCredentials: nil
        case .completeLoginPageLeftOpen: "the user completes the login page left open"
        case .completeSecondScreenLogin: "the user completes the second-screen login"
        case .openApp(let name): "the user opens \"\(name)\""
        case .relaunch: "the app is closed and opened again"
        case .upgradeIOS(let version): "the device is upgraded to iOS \(version)"
        case .hold(let endpoint): "the service holds its answers to \(endpoint.rawValue) requests"
        case .releaseHeld: "the service answers the held requests"
        case .unreachable: "the service is unreachable"
        case .fail(let endpoint): "the service fails \(endpoint.rawValue) requests"
        case .serviceRecovers: "the service answers every request again"
        case .rejectCredentials(let mvpd): "MVPD \"\(mvpd)\" rejects the user's credentials"
        case .acceptCredentials(let mvpd): "MVPD \"\(mvpd)\" accepts the user's credentials again"
        case .deny(let resource): "the MVPD denies access to \"\(resource)\""
        case .endSessions: "the service ends every session of this device"
        case let .removeMVPD(mvpd, requestor): "MVPD \"\(mvpd)\" is removed from the list of \"\(requestor)\""
        case let .untilExpiry(after, authentication, subject):
            "time passes until just \(after ? "after" : "before") the \(authentication ? "authentication" : "authorization") token for \"\(subject)\" expires"
        case let .pass(minutes, seconds):
            minutes * 60 + seconds == 1 || (seconds == 0 && (minutes == 1 || minutes == 60))
                ? "\(Self.duration(minutes: minutes, seconds: seconds)) passes" : "\(Self.duration(minutes: minutes, seconds: seconds)) pass"
        }
    }

    /// What an event without a step does, in the words a step would use.
    var missingStep: String? {
        switch self {
        case .handBackRedirectURL: "the app calls handleExternalURL with its redirect URL"
        case .willSubmitCredentials: "the user will submit credentials on the login page"
        default: nil
        }
    }

    /// Whether the event sets the world up rather than acting in it (written with `Given`).
    var isSetUp: Bool {
        switch self {
        case .knowRequestor, .authenticationTTL, .authorizationTTL, .perRequestorMVPD, .installApp, .usesSafariViewController,
             .deviceRunsIOS, .legacyToken, .willPick, .willCloseProviderDialog, .willLeaveLoginPageOpen, .willCloseLoginPage,
             .willSubmitCredentials, .hold, .unreachable, .fail, .serviceRecovers, .rejectCredentials, .acceptCredentials, .deny,
             .endSessions, .removeMVPD:
            true
        case .setOwnRequestor, .call, .handBackRedirectURL, .completeLoginPageLeftOpen, .completeSecondScreenLogin, .openApp, .relaunch, .upgradeIOS,
             .releaseHeld, .pass, .untilExpiry:
            false
        }
    }

    /// The step, or what the missing step would say.
    var description: String { step ?? "(no step yet) \(missingStep ?? "?")" }

    /// What kind of event it is, whatever its arguments: `call.getAuthorization`, `hold`, `pass`... (the case's
    /// name, written out: reflection names only cases with a payload).
    var kind: String {
        switch self {
        case .knowRequestor: "knowRequestor"
        case .authenticationTTL: "authenticationTTL"
        case .authorizationTTL: "authorizationTTL"
        case .perRequestorMVPD: "perRequestorMVPD"
        case .installApp: "installApp"
        case .usesSafariViewController: "usesSafariViewController"
        case .deviceRunsIOS: "deviceRunsIOS"
        case .legacyToken: "legacyToken"
        case .setOwnRequestor: "setOwnRequestor"
        case .call(let call): "call." + call.name
        case .handBackRedirectURL: "handBackRedirectURL"
        case .willPick: "willPick"
        case .willCloseProviderDialog: "willCloseProviderDialog"
        case .willLeaveLoginPageOpen: "willLeaveLoginPageOpen"
        case .willCloseLoginPage: "willCloseLoginPage"
        case .willSubmitCredentials: "willSubmitCredentials"
        case .completeLoginPageLeftOpen: "completeLoginPageLeftOpen"
        case .completeSecondScreenLogin: "completeSecondScreenLogin"
        case .openApp: "openApp"
        case .relaunch: "relaunch"
        case .upgradeIOS: "upgradeIOS"
        case .hold: "hold"
        case .releaseHeld: "releaseHeld"
        case .unreachable: "unreachable"
        case .fail: "fail"
        case .serviceRecovers: "serviceRecovers"
        case .rejectCredentials: "rejectCredentials"
        case .acceptCredentials: "acceptCredentials"
        case .deny: "deny"
        case .endSessions: "endSessions"
        case .removeMVPD: "removeMVPD"
        case .pass: "pass"
        case .untilExpiry: "untilExpiry"
        }
    }

    /// `61 minutes`, `3 seconds`, `1 hour`: the way the `{duration}` parameter reads a span of time.
    static func duration(minutes: Int, seconds: Int) -> String {
        if seconds == 0, minutes % 60 == 0 { return minutes == 60 ? "1 hour" : "\(minutes / 60) hours" }
        if seconds == 0 { return minutes == 1 ? "1 minute" : "\(minutes) minutes" }
        let total = minutes * 60 + seconds
        return total == 1 ? "1 second" : "\(total) seconds"
    }

    /// The step that makes this call.
    static func step(for call: LibraryCall) -> String? {
        switch call {
        case .setRequestor(let id, _): "the app calls setRequestor with \"\(id)\""
        case .checkAuthentication: "the app calls checkAuthentication"
        case .getAuthentication(let force, _): force ? "the app calls getAuthentication with forceAuthn" : "the app calls getAuthentication"
        case .setSelectedProvider(let id?): "the app calls setSelectedProvider with \"\(id)\""
        case .setSelectedProvider(nil): "the app calls setSelectedProvider with nil"
        case .handleExternalURL: nil
        case .checkAuthorization(let resource, _): "the app calls checkAuthorization for \"\(resource)\""
        case .getAuthorization(let resource, _): "the app calls getAuthorization for \"\(resource)\""
        case .checkPreauthorizedResources(let list, _): "the app calls checkPreauthorizedResources for \"\(list.joined(separator: ", "))\""
        case .getSelectedProvider: "the app calls getSelectedProvider"
        case .getMetadata(.authenticationTTL, _): "the app calls getMetadata for the authentication TTL"
        case let .getMetadata(.authorizationTTL, arguments):
            "the app calls getMetadata for the authorization TTL of \"\(arguments?[MetadataKey.resourceArgument] ?? "")\""
        case .getMetadata(.deviceID, _): "the app calls getMetadata for the device ID"
        case .getMetadata: nil
        case .logout: "the app calls logout"
        }
    }
}
