import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `Then` steps about the tokens themselves: binding, format, exposure, metadata.
    static func defineTokenChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("every request from the app carries its device ID",
                 "Every request but the configuration's, from the library and its web view, has device_id = the device ID of service-protocol.md.") { w, _ in
            let expected = try expectedDeviceID(w)
            let requests = w.requests()
            guard !requests.isEmpty else { throw StepFailure("no request to check", expected: "requests carrying device_id=\(expected)", actual: "no request") }
            let wrong = requests.filter { !ServiceEndpoint.config.matches($0) && $0.parameters[PassAPI.Parameter.deviceID] != expected }
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
        r.define("the app receives setToken for {string} with a 5-minute media token for that resource",
                 "setToken carries a media token the service issued for this resource, with a ttl of 300000 ms.") { w, a in
            let tokens = w.callbacks().compactMap { if case .setToken(let t, a.string(0)) = $0 { t } else { nil } }
            let issued = w.world.service.issued.mediaTokens
            guard let token = tokens.first else {
                throw StepFailure("the app must receive setToken for \(a.string(0))", expected: "setToken", actual: w.describe(w.callbacks()))
            }
            guard let media = issued.first(where: { $0.body == token })?.token, media.resourceID == a.string(0), media.ttl == 300_000 else {
                throw StepFailure("setToken hands the app the short media token of that resource",
                                  expected: "a media token for \(a.string(0)) with ttl 300000", actual: token)
            }
        }
        r.define("no callback exposes an authentication or authorization token",
                 "No callback of the window mentions the GUID of an authentication or authorization token.") { w, _ in
            let issued = w.world.service.issued
            let ids = issued.authenticationTokens.map(\.guid) + issued.authorizationTokens.map(\.guid)
            for callback in w.callbacks() {
                if let id = ids.first(where: { callback.description.contains($0) }) {
                    throw StepFailure("authentication and authorization tokens are never exposed to the app",
                                      expected: "no callback carrying \(id)", actual: callback.description)
                }
            }
        }
        r.define("the app receives selectedProvider {string}", "The answer to getSelectedProvider names this MVPD.") { w, a in
            try expect(w, "selectedProvider(\(a.string(0)))") { if case .selectedProvider(let mvpd?) = $0 { mvpd.id == a.string(0) } else { false } }
        }
        r.define("the app receives selectedProvider none", "The answer to getSelectedProvider names no MVPD.") { w, _ in
            try expect(w, "selectedProvider(nil)") { $0 == .selectedProvider(nil) }
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
        r.define("storage holds no authorization token for {string}", "No authorization token issued for the resource is in the app's storage.") { w, a in
            let area = try w.app().storageArea
            let held = w.world.service.issued.authorizationTokens.filter { $0.resource == a.string(0) && area.contains($0.guid) }
            guard held.isEmpty else {
                throw StepFailure("nothing may be cached for \(a.string(0))", expected: "no authorization token", actual: held.map(\.guid).joined(separator: ", "))
            }
        }
    }

    /// Fails unless a token was issued (`deviceID` not `nil`) and bound to the current app's device.
    private static func checkBound(_ w: ConformanceWorld, _ deviceID: String?, _ kind: String, for subject: String, rule: String) throws {
        let expected = try expectedDeviceID(w)
        guard let deviceID else { throw StepFailure("no \(kind) was issued for \(subject)") }
        guard deviceID == expected else { throw StepFailure(rule, expected: expected, actual: deviceID) }
    }

    /// The device ID the current app's library must send (service-protocol.md).
    static func expectedDeviceID(_ w: ConformanceWorld) throws -> String {
        let app = try w.app()
        return app.device.info(bundleID: app.bundleID).deviceID
    }
}
