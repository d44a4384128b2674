import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `Then` steps about the tokens themselves: binding, format, exposure, metadata.
    static func defineTokenChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("every request from the app carries its device ID",
                 "Every request but the configuration's, from the library and its web view, has the same device_id, one service-protocol.md allows for the device and the declared SDK version.") { w, _ in
            let accepted = try acceptedDeviceIDs(w)
            let expected = accepted.map { $0.joined(separator: " or ") } ?? "one device ID, always the same"
            let requests = w.requests().filter { !ServiceEndpoint.config.matches($0) }
            guard let first = requests.first?.parameters[PassAPI.Parameter.deviceID] ?? requests.first.map({ _ in "" }) else {
                throw StepFailure("no request to check", expected: "requests carrying device_id=\(expected)", actual: "no request")
            }
            let wrong = requests.filter { request in
                let sent = request.parameters[PassAPI.Parameter.deviceID]
                return sent == nil || sent!.isEmpty || sent != first || !(accepted?.contains(sent!) ?? true)
            }
            guard wrong.isEmpty else {
                throw StepFailure("the device ID goes with every authentication and authorization request",
                                  expected: "device_id=\(expected)", actual: describe(wrong))
            }
        }
        r.define("the authentication token for {string} is bound to this device", "The newest token the service issued for the requestor carries this device's ID.") { w, a in
            let token = w.world.service.issued.authenticationTokens.last { $0.requestor == a.string(0) }
            try checkBound(w, token?.deviceID, "authentication token", for: a.string(0), rule: "the authentication token is bound to the device that started the authentication")
        }
        r.define("the authorization token for {string} is bound to this device", "The newest authorization token for the resource carries this device's ID.") { w, a in
            let token = w.world.service.issued.authorizationTokens.last { $0.resource == a.string(0) }
            try checkBound(w, token?.deviceID, "authorization token", for: a.string(0), rule: "the authorization token is bound to the device")
        }
        r.define("setToken for {string} carries a media token obtained with this requestor's authorization token for it",
                 "The media token handed over was issued for a mediatoken request presenting an authorization token of this requestor for this resource.") { w, a in
            let resource = a.string(0)
            guard case .setToken(let token, _)? = w.account(where: { if case .setToken(_, resource) = $0 { true } else { false } }) else {
                throw StepFailure("the app must receive setToken for \(resource)", expected: "setToken", actual: w.describe(w.callbacks()))
            }
            let requestor = try w.app().requestorID
            guard let media = w.world.service.issued.mediaTokens.first(where: { $0.body == token })?.token else {
                throw StepFailure("setToken hands the app a media token the service issued", expected: "an issued media token", actual: token)
            }
            guard media.resourceID == resource, media.requestorID == requestor else {
                throw StepFailure("the media token comes from the authorization token of that resource, for this requestor",
                                  expected: "a media token for \(resource) of \(requestor)", actual: "one for \(media.resourceID) of \(media.requestorID)")
            }
        }
        r.define("no callback exposes an authentication or authorization token",
                 "No callback of the window carries an authentication or authorization token (its GUID or signature), in any form.") { w, _ in
            let issued = w.world.service.issued
            let tokens = issued.authenticationTokens.map(TokenEvidence.marks) + issued.authorizationTokens.map(TokenEvidence.marks)
            for callback in w.callbacks() {
                if let found = TokenEvidence.found(tokens, in: callbackTexts(callback)).first {
                    throw StepFailure("authentication and authorization tokens are never exposed to the app",
                                      expected: "no callback carrying \(found.id)", actual: "\(callback) (\(found.how))")
                }
            }
        }
        r.define("the app receives selectedProvider {string}", "The answer to getSelectedProvider names this MVPD.") { w, a in
            try expect(w, "selectedProvider(\(a.string(0)))") { if case .selectedProvider(let mvpd?) = $0 { mvpd.id == a.string(0) } else { false } }
        }
        r.define("the app receives selectedProvider other than {string}",
                 "The answer to getSelectedProvider names no MVPD, or another one than this.") { w, a in
            try expect(w, "selectedProvider(nil or an MVPD other than \(a.string(0)))") {
                if case .selectedProvider(let mvpd) = $0 { mvpd?.id != a.string(0) } else { false }
            }
        }
        r.define("the app receives selectedProvider none", "The answer to getSelectedProvider names no MVPD.") { w, _ in
            try expect(w, "selectedProvider(nil)") { $0 == .selectedProvider(nil) }
        }
        r.define("the app receives setMetadataStatus with this device's ID", "The answer to getMetadata key 2 is a device ID of service-protocol.md for the device and the declared SDK version.") { w, _ in
            let accepted = try acceptedDeviceIDs(w)
            try expect(w, "setMetadataStatus(\(accepted?.joined(separator: " or ") ?? "<a device ID>"), key: 2)") {
                if case let .setMetadataStatus(value?, _, .deviceID, _) = $0 { !value.isEmpty && (accepted?.contains(value) ?? true) } else { false }
            }
        }
        r.define("the app receives setMetadataStatus with a value for the {tokenKind} TTL",
                 "The answer to getMetadata key 0 (authentication) or 1 (authorization) has a value, in whatever format.") { w, a in
            let key = try a.value(0, as: TokenKind.self).ttlKey
            try expect(w, "setMetadataStatus(<a value>, key: \(key.rawValue))") {
                if case let .setMetadataStatus(value?, _, k, _) = $0 { k == key && !value.isEmpty } else { false }
            }
        }
        r.define("the app receives setMetadataStatus with the expiry of the authentication token for {string}",
                 "The value is the cached token's expiry (ms since 1970), as the service issued it.") { w, a in
            guard let token = w.world.service.issued.authenticationTokens.last(where: { $0.requestor == a.string(0) }) else {
                throw StepFailure("no authentication token was issued for \(a.string(0))")
            }
            try expect(w, "setMetadataStatus(\(token.expires), key: 0)") {
                if case let .setMetadataStatus(value, _, .authenticationTTL, _) = $0 { value == String(token.expires) } else { false }
            }
        }
        r.define("the app receives setMetadataStatus with the expiry of the authorization token for {string}",
                 "The value is the cached authorization token's expiry for the resource.") { w, a in
            guard let token = w.world.service.issued.authorizationTokens.last(where: { $0.resource == a.string(0) }) else {
                throw StepFailure("no authorization token was issued for \(a.string(0))")
            }
            try expect(w, "setMetadataStatus(\(token.expires), key: 1)") {
                if case let .setMetadataStatus(value, _, .authorizationTTL, _) = $0 { value == String(token.expires) } else { false }
            }
        }
        r.define("storage holds no authorization token for {string}", "No authorization token issued for the resource is in the app's storage, in any form.") { w, a in
            let tokens = w.world.service.issued.authorizationTokens.filter { $0.resource == a.string(0) }.map(TokenEvidence.marks)
            let held = TokenEvidence.found(tokens, in: try w.app().storageArea)
            guard held.isEmpty else {
                throw StepFailure("nothing may be cached for \(a.string(0))", expected: "no authorization token",
                                  actual: held.map { "\($0.id) (\($0.how))" }.joined(separator: ", "))
            }
        }
    }

    /// Fails unless a token was issued (`deviceID` not `nil`) and bound to the current app's device.
    private static func checkBound(_ w: ConformanceWorld, _ deviceID: String?, _ kind: String, for subject: String, rule: String) throws {
        let accepted = try acceptedDeviceIDs(w) ?? DeviceIdentity.every(on: try deviceInfo(w)) + sentDeviceIDs(w)
        guard let deviceID else { throw StepFailure("no \(kind) was issued for \(subject)") }
        guard accepted.contains(deviceID) else { throw StepFailure(rule, expected: accepted.joined(separator: " or "), actual: deviceID) }
    }

    /// What the OS tells the current app about its device.
    static func deviceInfo(_ w: ConformanceWorld) throws -> DeviceInfo {
        let app = try w.app()
        return app.device.info(bundleID: app.bundleID)
    }

    /// The device IDs the current app's library may send (service-protocol.md), or `nil` when any one will do.
    static func acceptedDeviceIDs(_ w: ConformanceWorld) throws -> [String]? {
        DeviceIdentity.accepted(on: try deviceInfo(w), sdk: w.world.implementation.capabilities.sdkVersion)
    }

    /// The first device ID the current app's library sent, if it sent one.
    static func firstSentDeviceID(_ w: ConformanceWorld) -> String? {
        guard let name = w.currentAppName else { return nil }
        return w.world.transcript.entries.lazy.compactMap { entry -> String? in
            if case .request(.library(name), _, let request) = entry.event { request.parameters[PassAPI.Parameter.deviceID] } else { nil }
        }.first
    }

    /// The device IDs the current app's library has sent so far.
    static func sentDeviceIDs(_ w: ConformanceWorld) -> [String] {
        guard let name = w.currentAppName else { return [] }
        return Array(Set(w.world.transcript.entries.compactMap { entry -> String? in
            if case .request(.library(name), _, let request) = entry.event { request.parameters[PassAPI.Parameter.deviceID] } else { nil }
        })).sorted()
    }

    /// Every text a callback carries, for searching.
    package static func callbackTexts(_ callback: Callback) -> [String] {
        switch callback {
        case .setRequestorComplete: []
        case let .setAuthenticationStatus(_, code): [code]
        case .displayProviderDialog(let mvpds): mvpds.flatMap { [$0.id, $0.displayName, $0.logoURL] }
        case let .navigateToUrl(url, _): [url]
        case let .setToken(token, resource): [token, resource]
        case let .tokenRequestFailed(resource, code, text): [resource, code, text ?? ""]
        case .preauthorizedResources(let list): list
        case .selectedProvider(let mvpd): mvpd.map { [$0.id, $0.displayName, $0.logoURL] } ?? []
        case let .setMetadataStatus(value, _, _, arguments): [value ?? ""] + (arguments ?? [:]).flatMap { [$0.key, $0.value] }
        case let .sendTrackingData(data, _): data
        case .status(let dictionary): dictionary.flatMap { [$0.key, $0.value] }
        }
    }
}
