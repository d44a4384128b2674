import AccessEnablerAdapter
import Foundation

/// An app on a simulated device, with its user and its web view.
///
/// Each launch hands its library instance a delegate of its own (a ``CallbackRecorder`` that marks each
/// callback with its launch, holding the app weakly, so that a library keeping its delegate past the
/// scenario calls into nothing): the app records
/// every callback, holds the library to the adapter contract, and reacts the way the scenario scripted its
/// user (pick an MVPD, submit credentials, close the web view...).
package final class SimulatedApp {
    /// What the user does when the provider dialog appears.
    package enum ProviderChoice: Equatable, Sendable {
        case leaveOpen
        case pick(String)
        case cancel
    }

    /// What the user does on the MVPD login page in the web view.
    package enum WebLogin: Equatable, Sendable {
        case submitCredentials
        case closeWebView
        case leaveOpen
    }

    /// How long the user takes to react.
    package static let userDelay: Int64 = 500

    package let name: String
    package let bundleID: String
    package let teamID: String
    package let requestorID: String
    package let device: SimulatedDevice
    package var providerChoice: ProviderChoice = .leaveOpen
    package var webLogin: WebLogin = .submitCredentials
    /// Whether the app shows login and logout pages in SFSafariViewController (the app's choice); takes
    /// effect at the next launch.
    package var usesSafariViewController = false
    /// The library instance of the current launch, if the app is running.
    package private(set) var library: (any AccessEnabler)?
    /// How many times the app was launched.
    package private(set) var launches = 0
    /// The login page the user left open, if any: the user may still complete it later, even after the app
    /// was closed and opened again (the browser hands the redirect URL to whichever instance is running).
    package private(set) var loginPageLeftOpen: String?

    private unowned let world: World
    /// Every launch's delegate, kept alive for the world's lifetime: an implementation may hold its
    /// delegate `unowned`, and a stale instance calling back must be caught, not crash the run.
    private var delegates: [CallbackRecorder] = []
    /// The calls of the current launch still waiting for an answer.
    private var ledger = AnswerLedger()
    /// The call being made right now, if any (a callback during it is synchronous).
    private var callInProgress: LibraryCall?

    init(name: String, bundleID: String, teamID: String, requestorID: String, device: SimulatedDevice, world: World) {
        self.name = name
        self.bundleID = bundleID
        self.teamID = teamID
        self.requestorID = requestorID
        self.device = device
        self.world = world
    }

    /// The app's custom redirect URL for SFSafariViewController logins.
    package var customRedirectURL: String {
        "adbe.\(TokenSigner(key: "scheme").sign(bundleID).prefix(12))://adobe.com"
    }

    /// The storage area this app's library sees.
    package var storageArea: StorageArea {
        device.storageArea(teamID: teamID, bundleID: bundleID)
    }

    /// Starts (or restarts) the app: a new library instance over the same storage.
    package func launch() throws {
        let environment = AccessEnablerEnvironment(
            transport: SimulatedTransport(app: name, launch: launches + 1, world: world),
            storage: StorageView(area: storageArea, app: name, transcript: world.transcript),
            clock: world.clock,
            device: device.info(bundleID: bundleID),
            application: ApplicationInfo(
                bundleID: bundleID, teamID: teamID, customRedirectURL: customRedirectURL,
                usesSafariViewController: usesSafariViewController),
            legacyStorage: device.hasLegacyArea ? StorageView(area: device.legacyArea, app: name, transcript: world.transcript) : nil)
        launches += 1
        world.transcript.record(.world(.launches(app: name, number: launches)))
        library = nil
        ledger = AnswerLedger()
        let launch = launches
        let delegate = CallbackRecorder { [weak self] callback in self?.receive(callback, fromLaunch: launch) }
        delegates.append(delegate)
        library = try world.implementation.make(environment, delegate)
    }

    /// Closes the app: its library instance is gone; storage stays.
    package func close() {
        if library != nil { world.transcript.record(.world(.closed(app: name))) }
        library = nil
    }

    /// Calls the library, recording the call.
    package func call(_ call: LibraryCall) throws {
        guard let library else { throw WorldError.appNotRunning(name) }
        world.transcript.record(.call(app: name, call))
        ledger.called(call)
        callInProgress = call
        defer { callInProgress = nil }
        call.perform(on: library)
    }

    // MARK: - Callbacks

    /// An answer of the service reaching the library instance of launch `launch`: a passive authentication
    /// gives the instance a session it may announce with one setAuthenticationStatus(1) of its own (the
    /// back-channel flow is "mostly transparent", 000-caching-5).
    func libraryReceived(_ response: PassResponse, to request: PassRequest, launch: Int) {
        guard launch == launches, request.path == PassAPI.Path.passiveAuthentication, response.status == 200 else { return }
        ledger.sessionGainedPassively()
    }

    /// A callback from the library instance of launch `launch`: recorded, held to the contract, reacted to.
    func receive(_ callback: Callback, fromLaunch launch: Int) {
        world.transcript.record(.callback(app: name, callback))
        if launch != launches || library == nil {
            world.breakContract("a callback comes only from the running instance: \(callback) came from the instance of "
                + "launch #\(launch) of \(name), which was closed" + (library == nil ? "" : " and replaced by launch #\(launches)"))
            return
        }
        if let call = callInProgress {
            world.breakContract("never call back from inside a call: \(callback) came during \(name)'s call to \(call)")
        }
        if let broken = ledger.received(callback) {
            world.breakContract(broken)
        }
        react(to: callback)
    }

    private func react(to callback: Callback) {
        switch callback {
        case .displayProviderDialog: answerProviderDialog()
        case .navigateToUrl(let url, _): openWebView(url)
        default: break
        }
    }

    private func answerProviderDialog() {
        let choice = providerChoice
        guard choice != .leaveOpen else { return }
        world.clock.schedule(after: Self.userDelay) { [weak self] in
            guard let self else { return }
            switch choice {
            case .pick(let id):
                world.transcript.record(.world(.note("the user picks \(id) in \(name)'s provider dialog")))
                try? call(.setSelectedProvider(id))
            case .cancel:
                world.transcript.record(.world(.note("the user closes \(name)'s provider dialog")))
                try? call(.setSelectedProvider(nil))
            case .leaveOpen:
                break
            }
        }
    }

    // MARK: - The web view

    private func openWebView(_ url: String) {
        let behaviour = webLogin
        world.clock.schedule(after: Self.userDelay) { [weak self] in
            self?.browse(url, behaviour)
        }
    }

    /// The user submits credentials on the login page left open: the browser completes that login and hands
    /// the redirect URL to the app's running library instance. Returns `false` when no page is open.
    @discardableResult
    package func completeLoginPageLeftOpen() -> Bool {
        guard let url = loginPageLeftOpen else { return false }
        world.transcript.record(.world(.note("the user completes \(name)'s login page left open")))
        browse(url, .submitCredentials)
        return true
    }

    private func browse(_ url: String, _ behaviour: WebLogin) {
        let origin = RequestOrigin.browser(app: name)
        guard let components = URLComponents(string: url), url.hasPrefix(PassAPI.origin) else {
            world.transcript.record(.world(.note("\(origin) cannot load \(url): not the Adobe Pass service")))
            return
        }
        var parameters: [String: String] = [:]
        for item in components.queryItems ?? [] { parameters[item.name] = item.value ?? "" }
        if components.path == PassAPI.Path.authenticate { loginPageLeftOpen = nil }
        let request = PassRequest(method: "GET", path: components.path, parameters: parameters)
        let id = world.nextRequestID()
        world.transcript.record(.request(origin: origin, id: id, request))

        let outcome: Result<String, PassAPI.ServiceError>
        switch components.path {
        case PassAPI.Path.authenticate:
            switch behaviour {
            case .leaveOpen:
                world.transcript.record(.world(.note("the user leaves \(name)'s login page open")))
                loginPageLeftOpen = url
                return
            case .closeWebView:
                world.transcript.record(.world(.note("the user closes \(name)'s login page; the app cancels")))
                try? call(.setSelectedProvider(nil))
                return
            case .submitCredentials:
                let mvpd = parameters[PassAPI.Parameter.mvpd] ?? "?"
                let accepted = !world.service.rejectingMVPDs.contains(mvpd)
                world.transcript.record(.world(.note("the user submits credentials at \(mvpd): \(accepted ? "accepted" : "rejected")")))
                outcome = world.service.browserLogin(parameters)
            }
        case PassAPI.Path.logout:
            outcome = world.service.browserLogout(parameters)
        default:
            outcome = .failure(.init(error: "Not Found", message: "no page \(components.path)"))
        }
        switch outcome {
        case .failure(let error):
            world.transcript.record(.response(origin: origin, id: id, PassResponse(status: 400, body: PassAPI.encode(error))))
        case .success(let redirect):
            world.transcript.record(.response(origin: origin, id: id, PassResponse(status: 302, body: "Location: \(redirect)")))
            // With SFSafariViewController only the app's own scheme comes back to it; a web view is
            // watched for ADOBEPASS_REDIRECT_URL.
            let watched = usesSafariViewController ? customRedirectURL : ADOBEPASS_REDIRECT_URL
            let viewer = usesSafariViewController ? "SFSafariViewController" : "web view"
            if redirect.hasPrefix(watched) {
                world.transcript.record(.world(.note("\(name)'s \(viewer) reaches \(redirect); the app closes it")))
                try? call(.handleExternalURL(redirect))
            } else {
                world.transcript.record(.world(.note("\(name)'s \(viewer) loads \(redirect), which is not the redirect URL the app watches (\(watched))")))
            }
        }
    }
}
