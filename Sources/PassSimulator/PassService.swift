import AccessEnablerAdapter
import Foundation

/// The simulated Adobe Pass service, as written down in `Specs/service-protocol.md`.
///
/// Scenarios configure it (requestors and their MVPDs, token lifetimes, login outcomes, denials), can
/// hold or fail its answers, and read what it issued. It signs tokens, binds them to the device ID it was
/// sent, and refuses a token presented from another device.
package final class PassService {
    /// A requestor (programmer) the service knows.
    package struct Requestor {
        package var mvpds: [MVPD]
        package var authenticationTTL: Int64 = 24 * 3_600_000
        package var authorizationTTL: Int64 = 3_600_000

        /// A requestor offering `mvpds`, with default token lifetimes (24 hours, 1 hour).
        package init(mvpds: [MVPD]) {
            self.mvpds = mvpds
        }
    }

    /// What the service has issued, for checks.
    package struct Issued {
        package var authenticationTokens: [APIAuthenticationToken] = []
        package var authorizationTokens: [APIAuthorizationToken] = []
        package var mediaTokens: [(token: APIShortMediaToken, body: String)] = []
    }

    /// How long a short media token lives: 5 minutes.
    package var mediaTokenTTL: Int64 = 5 * 60_000
    /// How many bytes of signature a short media token carries beyond its own (0: none). Large media tokens
    /// let a check tell, by size alone, what could hold one from what could not (CACHE-04).
    package var mediaTokenPadding = 0
    package var requestors: [String: Requestor] = [:]
    /// MVPDs that reject the user's credentials.
    package var rejectingMVPDs: Set<String> = []
    /// Resources the MVPD denies, as `requestor/resource` or just `resource`.
    package var deniedResources: Set<String> = []
    /// When set, every request is answered 503.
    package var isUnreachable = false
    /// Paths (prefixes) the service answers 503 to, as if that part of it were down.
    package var failingPaths: Set<String> = []
    /// Path prefixes whose requests the service refuses (401), as it would a token it no longer honours.
    package var refusingPaths: Set<String> = []
    package private(set) var issued = Issued()
    /// The other device IDs an authentication token is honoured for, by GUID: a token an older SDK stored
    /// before this library ran may have been bound to any identifier of the device (readings.md, section 4).
    private var otherDeviceIDs: [String: Set<String>] = [:]

    private let clock: VirtualClock
    private let signer = TokenSigner(key: "adobe-pass-private-key")
    private var serial = 0
    private var logins: [LoginKey: String] = [:]
    private var registrationCodes: [String: RegistrationCode] = [:]
    /// Per device, the highest token serial that a logout revoked.
    private var revokedThrough: [String: Int] = [:]

    private struct LoginKey: Hashable {
        let requestor: String
        let deviceID: String
    }

    private struct RegistrationCode {
        let requestor: String
        let deviceID: String
        let mvpd: String
        let expires: Int64
        var loggedIn = false
    }

    /// Creates a service with no requestors, on `clock`.
    package init(clock: VirtualClock) {
        self.clock = clock
    }

    // MARK: - Answering the library

    /// Answers one request from a library instance.
    package func handle(_ request: PassRequest) -> PassResponse {
        if isUnreachable || failingPaths.contains(where: request.path.hasPrefix) {
            return error(503, AccessEnablerErrorCode.genericAuthentication, "service unreachable")
        }
        if refusingPaths.contains(where: request.path.hasPrefix) {
            return error(401, AccessEnablerErrorCode.userNotAuthenticated, "refused")
        }
        let p = request.parameters
        switch (request.method, request.path) {
        case ("GET", let path) where path.hasPrefix(PassAPI.Path.config):
            let id = String(path.dropFirst(PassAPI.Path.config.count))
            guard let requestor = requestors[id] else { return error(404, "Unknown Requestor", "no requestor \(id)") }
            return PassResponse(status: 200, body: PassAPI.encode(PassAPI.Configuration(requestor: id, mvpds: requestor.mvpds)))
        case ("GET", PassAPI.Path.authenticationToken):
            return authenticationToken(p)
        case ("GET", PassAPI.Path.passiveAuthentication):
            return passiveAuthentication(p)
        case ("POST", let path) where path.hasPrefix(PassAPI.Path.registrationCode) && path.hasSuffix("/regcode"):
            let id = String(path.dropFirst(PassAPI.Path.registrationCode.count).dropLast("/regcode".count))
            return registrationCode(requestor: id, p)
        case ("GET", PassAPI.Path.authorize):
            return authorize(p)
        case ("GET", PassAPI.Path.mediaToken):
            return mediaToken(p)
        case ("DELETE", PassAPI.Path.logout):
            guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
            logout(deviceID: device)
            return PassResponse(status: 204)
        case ("GET", PassAPI.Path.preauthorize):
            return preauthorize(p)
        default:
            return error(404, "Not Found", "no endpoint \(request.method) \(request.path)")
        }
    }

    private func authenticationToken(_ p: [String: String]) -> PassResponse {
        guard let requestorID = p[PassAPI.Parameter.requestor] else { return missing(PassAPI.Parameter.requestor) }
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        if let guid = p[PassAPI.Parameter.authenticationToken] {
            // A library confirming the token it holds: the same token while the service still honours it.
            switch validAuthenticationToken(guid, device: device) {
            case .failure(let failure): return failure.response
            case .success(let token):
                guard token.requestor == requestorID || acceptsToken(token, for: requestorID) else {
                    return error(401, AccessEnablerErrorCode.userNotAuthenticated, "authentication token of \(token.requestor) is not valid for \(requestorID)")
                }
                return PassResponse(status: 200, body: PassAPI.encode(token))
            }
        }
        let mvpd: String?
        if let code = p[PassAPI.Parameter.registrationCode] {
            guard let registration = registrationCodes[code], registration.deviceID == device,
                  registration.requestor == requestorID
            else { return error(404, "Unknown Registration Code", "no registration code \(code) for this device") }
            if registration.expires <= clock.now { return error(410, "Expired", "registration code \(code) expired") }
            mvpd = registration.loggedIn ? registration.mvpd : nil
        } else {
            // A completed login yields one token.
            mvpd = logins.removeValue(forKey: LoginKey(requestor: requestorID, deviceID: device))
        }
        guard let mvpd else {
            return error(404, AccessEnablerErrorCode.userNotAuthenticated, "no completed login for this device")
        }
        return PassResponse(status: 200, body: PassAPI.encode(issueAuthenticationToken(requestorID, mvpd, device)))
    }

    private func passiveAuthentication(_ p: [String: String]) -> PassResponse {
        guard let requestorID = p[PassAPI.Parameter.requestor], let requestor = requestors[requestorID] else {
            return error(400, "Unknown Requestor", "no such requestor")
        }
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        let presented: APIAuthenticationToken
        switch validAuthenticationToken(p[PassAPI.Parameter.authenticationToken], device: device) {
        case .failure(let failure): return failure.response
        case .success(let token): presented = token
        }
        // Passive authentication is what authentication per requestor brings (SDK 1.7): it needs only
        // an MVPD the requestor offers and allows passive authentication with.
        guard let mvpd = requestor.mvpds.first(where: { $0.id == presented.mvpd }), mvpd.passiveAuthnEnabled
        else { return error(403, AccessEnablerErrorCode.userNotAuthenticated, "\(presented.mvpd) allows no passive authentication for \(requestorID)") }
        return PassResponse(status: 200, body: PassAPI.encode(issueAuthenticationToken(requestorID, presented.mvpd, device)))
    }

    private func registrationCode(requestor: String, _ p: [String: String]) -> PassResponse {
        guard requestors[requestor] != nil else { return error(400, "Unknown Requestor", "no requestor \(requestor)") }
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        guard let mvpd = p[PassAPI.Parameter.mvpd] else { return missing(PassAPI.Parameter.mvpd) }
        serial += 1
        let code = "RC\(serial)" + signer.sign("regcode", String(serial)).prefix(4).uppercased()
        let expires = clock.now + 30 * 60_000
        registrationCodes[code] = RegistrationCode(requestor: requestor, deviceID: device, mvpd: mvpd, expires: expires)
        return PassResponse(status: 201, body: PassAPI.encode(PassAPI.RegistrationCode(code: code, expires: expires)))
    }

    private func authorize(_ p: [String: String]) -> PassResponse {
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        guard let resource = p[PassAPI.Parameter.resource] else { return missing(PassAPI.Parameter.resource) }
        let authn: APIAuthenticationToken
        switch validAuthenticationToken(p[PassAPI.Parameter.authenticationToken], device: device) {
        case .failure(let failure): return failure.response
        case .success(let token): authn = token
        }
        // Before 1.7 one authentication token served every requestor of its MVPD.
        let requestorID = p[PassAPI.Parameter.requestor] ?? authn.requestor
        if requestorID != authn.requestor, !acceptsToken(authn, for: requestorID) {
            return error(401, AccessEnablerErrorCode.userNotAuthenticated, "authentication token of \(authn.requestor) is not valid for \(requestorID)")
        }
        if deniedResources.contains(resource) || deniedResources.contains("\(authn.requestor)/\(resource)") {
            return error(403, AccessEnablerErrorCode.userNotAuthorized, "\(authn.mvpd) denies \(resource)")
        }
        serial += 1
        let guid = uniqueID("authz")
        let expires = clock.now + (requestors[requestorID]?.authorizationTTL ?? 3_600_000)
        let token = APIAuthorizationToken(
            guid: guid, requestor: requestorID, resource: resource, mvpd: authn.mvpd, expires: expires,
            deviceID: device, signature: signer.sign(guid, requestorID, resource, authn.mvpd, String(expires), device))
        issued.authorizationTokens.append(token)
        return PassResponse(status: 200, body: PassAPI.encode(token))
    }

    private func mediaToken(_ p: [String: String]) -> PassResponse {
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        guard let guid = p[PassAPI.Parameter.authorizationToken],
              let authz = issued.authorizationTokens.first(where: { $0.guid == guid })
        else { return error(401, AccessEnablerErrorCode.genericAuthorization, "unknown authorization token") }
        guard authz.deviceID == device else {
            return error(401, AccessEnablerErrorCode.genericAuthorization, "authorization token bound to another device")
        }
        guard authz.expires > clock.now else {
            return error(410, AccessEnablerErrorCode.genericAuthorization, "authorization token expired")
        }
        guard serialOf(authz.guid, prefix: "authz-") > revokedThrough[device, default: 0] else {
            return error(401, AccessEnablerErrorCode.genericAuthorization, "session ended at the service")
        }
        if let requestorID = p[PassAPI.Parameter.requestor], requestorID != authz.requestor {
            return error(401, AccessEnablerErrorCode.genericAuthorization, "authorization token of \(authz.requestor) is not valid for \(requestorID)")
        }
        guard p[PassAPI.Parameter.resource] == nil || p[PassAPI.Parameter.resource] == authz.resource else {
            return error(400, AccessEnablerErrorCode.genericAuthorization, "authorization token is for \(authz.resource)")
        }
        serial += 1
        let session = uniqueID("media")
        let signature = signer.sign(session, authz.requestor, authz.resource, String(clock.now))
        let token = APIShortMediaToken(
            sessionGUID: session, requestorID: authz.requestor, resourceID: authz.resource, ttl: mediaTokenTTL,
            issueTime: clock.now, mvpdId: authz.mvpd, proxyMvpdId: "",
            signature: mediaTokenPadding > 0 ? signature + "." + signer.stream(from: signature, count: mediaTokenPadding) : signature)
        let body = PassAPI.encode(token)
        issued.mediaTokens.append((token, body))
        return PassResponse(status: 200, body: body)
    }

    private func preauthorize(_ p: [String: String]) -> PassResponse {
        guard let device = p[PassAPI.Parameter.deviceID] else { return missing(PassAPI.Parameter.deviceID) }
        let authn: APIAuthenticationToken
        switch validAuthenticationToken(p[PassAPI.Parameter.authenticationToken], device: device) {
        case .failure(let failure): return failure.response
        case .success(let token): authn = token
        }
        let asked = (p[PassAPI.Parameter.resource] ?? "").split(separator: ",").map(String.init)
        let allowed = asked.filter { !deniedResources.contains($0) && !deniedResources.contains("\(authn.requestor)/\($0)") }
        return PassResponse(status: 200, body: PassAPI.encode(PassAPI.Preauthorization(authorized: allowed)))
    }

    // MARK: - Answering the browser and the user

    /// A browser loads the login URL and the user submits credentials at the MVPD.
    ///
    /// Returns where the browser ends up (the `redirect_url` the library asked for), or an error page.
    package func browserLogin(_ parameters: [String: String]) -> Result<String, PassAPI.ServiceError> {
        guard let requestorID = parameters[PassAPI.Parameter.requestor], let requestor = requestors[requestorID] else {
            return .failure(.init(error: "Unknown Requestor", message: "no such requestor"))
        }
        guard let mvpd = parameters[PassAPI.Parameter.mvpd], requestor.mvpds.contains(where: { $0.id == mvpd }) else {
            return .failure(.init(error: "Unknown MVPD", message: "MVPD not integrated with \(requestorID)"))
        }
        guard let device = parameters[PassAPI.Parameter.deviceID], let redirect = parameters[PassAPI.Parameter.redirectURL] else {
            return .failure(.init(error: "Bad Request", message: "device_id and redirect_url are required"))
        }
        let key = LoginKey(requestor: requestorID, deviceID: device)
        logins[key] = rejectingMVPDs.contains(mvpd) ? nil : mvpd
        return .success(redirect)
    }

    /// A browser loads the logout URL: ends the device's sessions and redirects.
    package func browserLogout(_ parameters: [String: String]) -> Result<String, PassAPI.ServiceError> {
        guard let device = parameters[PassAPI.Parameter.deviceID], let redirect = parameters[PassAPI.Parameter.redirectURL] else {
            return .failure(.init(error: "Bad Request", message: "device_id and redirect_url are required"))
        }
        logout(deviceID: device)
        return .success(redirect)
    }

    /// The user logs in on a second screen with the newest pending registration code.
    ///
    /// Returns the code used, or `nil` when none is pending.
    package func completeSecondScreenLogin() -> String? {
        let pending = registrationCodes.filter { !$0.value.loggedIn && $0.value.expires > clock.now }
        guard let code = pending.keys.sorted(by: { serialOf($0) > serialOf($1) }).first else { return nil }
        if !rejectingMVPDs.contains(registrationCodes[code]!.mvpd) {
            registrationCodes[code]!.loggedIn = true
        }
        return code
    }

    /// Issues an authentication token outside any flow (for tokens a scenario puts in storage).
    package func issueToken(requestor: String, mvpd: String, deviceID: String) -> APIAuthenticationToken {
        issueAuthenticationToken(requestor, mvpd, deviceID)
    }

    /// Issues a token bound to the first of `deviceIDs` and honoured for every one of them: what an older SDK
    /// stored on a device whose identifier a newer library may read another way (IDFA or IDFV).
    package func issueToken(requestor: String, mvpd: String, deviceIDs: [String]) -> APIAuthenticationToken {
        let token = issueAuthenticationToken(requestor, mvpd, deviceIDs.first ?? "")
        otherDeviceIDs[token.guid] = Set(deviceIDs.dropFirst())
        return token
    }

    /// The registration codes issued so far, newest last.
    package var issuedRegistrationCodes: [String] {
        registrationCodes.keys.sorted { serialOf($0) < serialOf($1) }
    }

    // MARK: - Helpers

    private func issueAuthenticationToken(_ requestorID: String, _ mvpd: String, _ device: String) -> APIAuthenticationToken {
        serial += 1
        let guid = uniqueID("authn")
        let expires = clock.now + (requestors[requestorID]?.authenticationTTL ?? 24 * 3_600_000)
        let token = APIAuthenticationToken(
            guid: guid, requestor: requestorID, mvpd: mvpd, expires: expires, deviceID: device,
            signature: signer.sign(guid, requestorID, mvpd, String(expires), device))
        issued.authenticationTokens.append(token)
        return token
    }

    private func validAuthenticationToken(_ guid: String?, device: String) -> Result<APIAuthenticationToken, PassResponseFailure> {
        guard let guid, let token = issued.authenticationTokens.first(where: { $0.guid == guid }) else {
            return .failure(.init(error(401, AccessEnablerErrorCode.userNotAuthenticated, "unknown authentication token")))
        }
        guard token.deviceID == device || otherDeviceIDs[token.guid]?.contains(device) == true else {
            return .failure(.init(error(401, AccessEnablerErrorCode.userNotAuthenticated, "authentication token bound to another device")))
        }
        guard token.expires > clock.now else {
            return .failure(.init(error(410, AccessEnablerErrorCode.userNotAuthenticated, "authentication token expired")))
        }
        guard serialOf(token.guid, prefix: "authn-") > revokedThrough[device, default: 0] else {
            return .failure(.init(error(401, AccessEnablerErrorCode.userNotAuthenticated, "session ended by logout")))
        }
        return .success(token)
    }

    /// Ends every session of a device at the service, as a logout from any app on it does: tokens issued
    /// so far to that device ID are refused from now on (401).
    package func endSessions(deviceID: String) {
        logout(deviceID: deviceID)
    }

    /// When a registration code stops being accepted, if the service issued it.
    package func expiry(ofRegistrationCode code: String) -> Int64? {
        registrationCodes[code]?.expires
    }

    /// Whether `token`, issued to another requestor, serves `requestorID`: only through an MVPD that
    /// `requestorID` offers and that does not require authentication per requestor.
    private func acceptsToken(_ token: APIAuthenticationToken, for requestorID: String) -> Bool {
        guard let mvpd = requestors[requestorID]?.mvpds.first(where: { $0.id == token.mvpd }) else { return false }
        return !mvpd.hasAuthNPerRequestor
    }

    /// `authn-0001-3fa9c2e1b7d4`: the serial keeps issue order; the signed suffix makes every ID
    /// distinctive enough to be found in storage even when split or encoded.
    private func uniqueID(_ kind: String) -> String {
        "\(kind)-" + pad(serial) + "-" + signer.sign(kind, String(serial)).prefix(12)
    }

    private func logout(deviceID: String) {
        logins = logins.filter { $0.key.deviceID != deviceID }
        revokedThrough[deviceID] = serial
    }

    private func serialOf(_ code: String, prefix: String = "RC") -> Int {
        Int(code.dropFirst(prefix.count).prefix { $0.isNumber }) ?? 0
    }

    private func pad(_ n: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }

    private func missing(_ parameter: String) -> PassResponse {
        error(400, "Bad Request", "missing parameter \(parameter)")
    }

    private func error(_ status: Int, _ code: String, _ message: String) -> PassResponse {
        PassResponse(status: status, body: PassAPI.encode(PassAPI.ServiceError(error: code, message: message)))
    }
}

/// A response wrapped as an error, for validations that end in one.
struct PassResponseFailure: Error {
    let response: PassResponse
    init(_ response: PassResponse) { self.response = response }
}

package typealias APIAuthenticationToken = PassAPI.AuthenticationToken
package typealias APIAuthorizationToken = PassAPI.AuthorizationToken
package typealias APIShortMediaToken = PassAPI.ShortMediaToken
