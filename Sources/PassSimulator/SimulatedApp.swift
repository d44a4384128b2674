import AccessEnablerAdapter
import Foundation

/// An app on a simulated device, with its user and its web view.
///
/// It is the ``EntitlementDelegate`` of its library instance: it records every callback and reacts the
/// way the scenario scripted its user (pick an MVPD, submit credentials, close the web view...).
public final class SimulatedApp: EntitlementDelegate {
    /// What the user does when the provider dialog appears.
    public enum ProviderChoice: Equatable, Sendable {
        case leaveOpen
        case pick(String)
        case cancel
    }

    /// What the user does on the MVPD login page in the web view.
    public enum WebLogin: Equatable, Sendable {
        case submitCredentials
        case closeWebView
        case leaveOpen
    }

    /// How long the user takes to react.
    public static let userDelay: Int64 = 500

    public let name: String
    public let bundleID: String
    public let teamID: String
    public let requestorID: String
    public let device: SimulatedDevice
    public var providerChoice: ProviderChoice = .leaveOpen
    public var webLogin: WebLogin = .submitCredentials
    /// The library instance of the current launch, if the app is running.
    public private(set) var library: (any AccessEnabler)?
    /// The newest registration code shown on this app's screen (tvOS).
    public private(set) var shownRegistrationCode: String?
    /// How many times the app was launched.
    public private(set) var launches = 0

    private unowned let world: World

    init(name: String, bundleID: String, teamID: String, requestorID: String, device: SimulatedDevice, world: World) {
        self.name = name
        self.bundleID = bundleID
        self.teamID = teamID
        self.requestorID = requestorID
        self.device = device
        self.world = world
    }

    /// The app's custom redirect URL for SFSafariViewController logins.
    public var customRedirectURL: String {
        "adbe.\(TokenSigner(key: "scheme").sign(bundleID).prefix(12))://adobe.com"
    }

    /// The storage area this app's library sees.
    public var storageArea: StorageArea {
        device.storageArea(teamID: teamID, bundleID: bundleID)
    }

    /// Starts (or restarts) the app: a new library instance over the same storage.
    public func launch() throws {
        let environment = AccessEnablerEnvironment(
            transport: SimulatedTransport(origin: name, world: world),
            storage: StorageView(area: storageArea, app: name, transcript: world.transcript),
            clock: world.clock,
            device: device.info(bundleID: bundleID),
            application: ApplicationInfo(bundleID: bundleID, teamID: teamID, customRedirectURL: customRedirectURL),
            legacyStorage: StorageView(area: device.legacyArea, app: name, transcript: world.transcript))
        launches += 1
        world.transcript.record(.world("\(name) launches (\(launches == 1 ? "first launch" : "relaunch #\(launches - 1)"))"))
        library = nil
        library = try world.implementation.make(environment, self)
    }

    /// Closes the app: its library instance is gone; storage stays.
    public func close() {
        if library != nil { world.transcript.record(.world("\(name) is closed")) }
        library = nil
    }

    /// Calls the library, recording the call.
    public func call(_ name: String, _ arguments: String = "", _ body: (any AccessEnabler) -> Void) throws {
        guard let library else { throw WorldError.appNotRunning(self.name) }
        world.transcript.record(.call(app: self.name, name: name, arguments: arguments))
        body(library)
    }

    // MARK: - EntitlementDelegate

    public func setRequestorComplete(_ status: AccessEnablerStatus) { record(.setRequestorComplete(status)) }

    public func setAuthenticationStatus(_ status: AccessEnablerStatus, errorCode: String) {
        record(.setAuthenticationStatus(status, errorCode: errorCode))
    }

    public func displayProviderDialog(_ mvpds: [MVPD]) {
        record(.displayProviderDialog(mvpds))
        let choice = providerChoice
        guard choice != .leaveOpen else { return }
        world.clock.schedule(after: Self.userDelay) { [weak self] in
            guard let self else { return }
            switch choice {
            case .pick(let id):
                world.transcript.record(.world("the user picks \(id) in \(name)'s provider dialog"))
                try? call("setSelectedProvider", id) { $0.setSelectedProvider(id) }
            case .cancel:
                world.transcript.record(.world("the user closes \(name)'s provider dialog"))
                try? call("setSelectedProvider", "nil") { $0.setSelectedProvider(nil) }
            case .leaveOpen:
                break
            }
        }
    }

    public func navigateToUrl(_ url: String) {
        record(.navigateToUrl(url, useSVC: nil))
        openWebView(url)
    }

    public func navigateToUrl(_ url: String, useSVC: Bool) {
        record(.navigateToUrl(url, useSVC: useSVC))
        openWebView(url)
    }

    public func setToken(_ token: String, forResource resourceID: String) { record(.setToken(token, resource: resourceID)) }

    public func tokenRequestFailed(_ resourceID: String, errorCode: String, errorDescription: String?) {
        record(.tokenRequestFailed(resource: resourceID, errorCode: errorCode, description: errorDescription))
    }

    public func preauthorizedResources(_ resources: [String]) { record(.preauthorizedResources(resources)) }

    public func selectedProvider(_ mvpd: MVPD?) { record(.selectedProvider(mvpd)) }

    public func setMetadataStatus(_ value: String?, encrypted: Bool, forKey key: MetadataKey, arguments: [String: String]?) {
        record(.setMetadataStatus(value: value, encrypted: encrypted, key: key, arguments: arguments))
    }

    public func sendTrackingData(_ data: [String], forEventType eventType: Int) {
        record(.sendTrackingData(data, eventType: eventType))
    }

    public func status(_ statusDictionary: [String: String]) {
        record(.status(statusDictionary))
        if statusDictionary[StatusKey.id] == "REGCODE", let code = statusDictionary[StatusKey.registrationCode] {
            shownRegistrationCode = code
        }
    }

    private func record(_ callback: Callback) {
        world.transcript.record(.callback(app: name, callback))
    }

    // MARK: - The web view

    private func openWebView(_ url: String) {
        let behaviour = webLogin
        world.clock.schedule(after: Self.userDelay) { [weak self] in
            self?.browse(url, behaviour)
        }
    }

    private func browse(_ url: String, _ behaviour: WebLogin) {
        let origin = "browser(\(name))"
        guard let components = URLComponents(string: url), url.hasPrefix(PassAPI.origin) else {
            world.transcript.record(.world("\(origin) cannot load \(url): not the Adobe Pass service"))
            return
        }
        var parameters: [String: String] = [:]
        for item in components.queryItems ?? [] { parameters[item.name] = item.value ?? "" }
        let request = PassRequest(method: "GET", path: components.path, parameters: parameters)
        let id = world.nextRequestID()
        world.transcript.record(.request(origin: origin, id: id, request))

        let outcome: Result<String, PassAPI.ServiceError>
        switch components.path {
        case PassAPI.Path.authenticate:
            switch behaviour {
            case .leaveOpen:
                world.transcript.record(.world("the user leaves \(name)'s login page open"))
                return
            case .closeWebView:
                world.transcript.record(.world("the user closes \(name)'s login page; the app cancels"))
                try? call("setSelectedProvider", "nil") { $0.setSelectedProvider(nil) }
                return
            case .submitCredentials:
                let mvpd = parameters[PassAPI.Parameter.mvpd] ?? "?"
                let accepted = !world.service.rejectingMVPDs.contains(mvpd)
                world.transcript.record(.world("the user submits credentials at \(mvpd): \(accepted ? "accepted" : "rejected")"))
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
            if redirect.hasPrefix(ADOBEPASS_REDIRECT_URL) || redirect.hasPrefix(customRedirectURL) {
                world.transcript.record(.world("\(name)'s web view reaches \(redirect); the app closes it"))
                try? call("handleExternalURL", redirect) { $0.handleExternalURL(redirect) }
            } else {
                world.transcript.record(.world("\(name)'s web view loads \(redirect), which is not a redirect URL the app watches"))
            }
        }
    }
}
