import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `Then` steps about the requests that reached the service and what the device stores.
    static func defineServiceAndStorageChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the service receives no request", "Neither the library nor its web view reached the service.") { w, _ in
            let requests = w.requests()
            guard requests.isEmpty else {
                throw StepFailure("no request may reach the service here", expected: "no request", actual: describe(requests))
            }
        }
        r.define("the service receives no {word} request", "Endpoints: config, authenticate, authn-token, passive, regcode, authorize, mediatoken, logout, preauthorize.") { w, a in
            let endpoint = try ServiceEndpoint(named: a.string(0))
            let found = w.requests().filter(endpoint.matches)
            guard found.isEmpty else {
                throw StepFailure("no \(endpoint.rawValue) request may reach the service here", expected: "none", actual: describe(found))
            }
        }
        r.define("the service receives {int} {word} request(s)", "Exactly this many.") { w, a in
            let endpoint = try ServiceEndpoint(named: a.string(1))
            let found = w.requests().filter(endpoint.matches)
            guard found.count == (try a.int(0)) else {
                throw StepFailure("the service must receive exactly \(a.string(0)) \(endpoint.rawValue) request(s)",
                                  expected: "\(a.string(0)) request(s)", actual: "\(found.count): " + describe(found))
            }
        }
        r.define("the service receives {int} {word} request(s) for {string}", "Exactly this many for one resource.") { w, a in
            let endpoint = try ServiceEndpoint(named: a.string(1))
            let found = w.requests().filter { endpoint.matches($0) && $0.parameters[PassAPI.Parameter.resource] == a.string(2) }
            guard found.count == (try a.int(0)) else {
                throw StepFailure("the service must receive exactly \(a.string(0)) \(endpoint.rawValue) request(s) for \(a.string(2))",
                                  expected: "\(a.string(0)) request(s)", actual: "\(found.count): " + describe(w.requests().filter(endpoint.matches)))
            }
        }
        r.define("the service receives a(n) {word} request", "At least one.") { w, a in
            let endpoint = try ServiceEndpoint(named: a.string(0))
            guard w.requests().contains(where: endpoint.matches) else {
                throw StepFailure("the service must receive a \(endpoint.rawValue) request", expected: "at least one", actual: describe(w.requests()))
            }
        }
        r.define("no entitlement request reaches the service before the configuration arrives",
                 "Every authentication or authorization request comes after the answer to the configuration request.") { w, _ in
            try checkNothingBeforeConfiguration(w)
        }
        r.define("polling for the registration code starts at once",
                 "tvOS: an authn-token poll with the code within a second of the status callback.") { w, _ in
            try checkPollingStarts(w)
        }
        r.define("storage holds an authentication token for {string}", "The app's storage contains a token the service issued for this requestor.") { w, a in
            let held = try storedAuthenticationTokens(w, requestor: a.string(0))
            guard !held.isEmpty else {
                throw StepFailure("the storage must keep the authentication token of \(a.string(0))",
                                  expected: "one of \(issuedAuthentication(w, a.string(0)))", actual: "none in [\(try w.app().storageArea.name)]")
            }
        }
        r.define("storage holds no authentication token for {string}", "Checks the app's storage keeps no authentication token issued to this requestor.") { w, a in
            let held = try storedAuthenticationTokens(w, requestor: a.string(0))
            guard held.isEmpty else {
                throw StepFailure("the storage must not keep an authentication token of \(a.string(0))", expected: "none", actual: held.joined(separator: ", "))
            }
        }
        r.define("storage holds an authorization token for {string}", "Checks the app's storage keeps an authorization token for this resource.") { w, a in
            let area = try w.app().storageArea
            let held = w.world.service.issued.authorizationTokens.filter { $0.resource == a.string(0) && area.contains($0.guid) }
            guard !held.isEmpty else {
                throw StepFailure("the storage must keep the authorization token for \(a.string(0))", expected: "an issued authorization token", actual: "none")
            }
        }
        r.define("storage holds only the newest authorization token for {string}",
                 "The newest token issued for the resource is stored and no older one is.") { w, a in
            let area = try w.app().storageArea
            let issued = w.world.service.issued.authorizationTokens.filter { $0.resource == a.string(0) }
            guard let newest = issued.last else { throw StepFailure("no authorization token was issued for \(a.string(0))") }
            let held = issued.filter { area.contains($0.guid) }.map(\.guid)
            guard held == [newest.guid] else {
                throw StepFailure("one authorization token per resource: a new one replaces the old",
                                  expected: "only \(newest.guid)", actual: held.isEmpty ? "none" : held.joined(separator: ", "))
            }
        }
        r.define("the device's storage holds no token issued by the service",
                 "No authentication, authorization or media token in any storage area of the device.") { w, _ in
            let issued = w.world.service.issued
            let ids = issued.authenticationTokens.map(\.guid) + issued.authorizationTokens.map(\.guid) + issued.mediaTokens.map(\.token.sessionGUID)
            let left = w.device.storageAreas.flatMap { area in ids.filter(area.contains).map { "\($0) in [\(area.name)]" } }
            guard left.isEmpty else {
                throw StepFailure("the storage must be cleared of every token", expected: "no token", actual: left.joined(separator: ", "))
            }
        }
        r.define("no media token is in storage", "No short media token the service issued is found in any storage area.") { w, _ in
            let left = w.device.storageAreas.flatMap { area in
                w.world.service.issued.mediaTokens.map(\.token.sessionGUID).filter(area.contains).map { "\($0) in [\(area.name)]" }
            }
            guard left.isEmpty else {
                throw StepFailure("short media tokens are never cached", expected: "no media token in storage", actual: left.joined(separator: ", "))
            }
        }
        r.define("every setToken carries a fresh media token issued by the service",
                 "Each setToken's token is a distinct media token, exactly as the service issued it.") { w, _ in
            try checkFreshMediaTokens(w)
        }
    }

    static func describe(_ requests: [PassRequest]) -> String {
        requests.isEmpty ? "no request" : requests.map(\.description).joined(separator: "; ")
    }

    private static func storedAuthenticationTokens(_ w: ConformanceWorld, requestor: String) throws -> [String] {
        let area = try w.app().storageArea
        return w.world.service.issued.authenticationTokens.filter { $0.requestor == requestor && area.contains($0.guid) }.map(\.guid)
    }

    private static func issuedAuthentication(_ w: ConformanceWorld, _ requestor: String) -> String {
        let ids = w.world.service.issued.authenticationTokens.filter { $0.requestor == requestor }.map(\.guid)
        return ids.isEmpty ? "(none issued)" : ids.joined(separator: ", ")
    }

    private static func checkNothingBeforeConfiguration(_ w: ConformanceWorld) throws {
        guard let name = w.currentAppName else { return }
        var configured = false
        for entry in w.window {
            switch entry.event {
            case let .response(origin, _, _) where origin == name:
                // The first answer the library gets in this window is the configuration's (it asks nothing else first).
                configured = true
            case let .request(origin, _, request) where (origin == name || origin == "browser(\(name))") && !configured:
                if ServiceEndpoint.entitlement.contains(where: { $0.matches(request) }) {
                    throw StepFailure("entitlement requests must wait for the configuration",
                                      expected: "no request before the configuration arrives", actual: "\(request) was sent first")
                }
            default: continue
            }
        }
    }

    private static func checkPollingStarts(_ w: ConformanceWorld) throws {
        guard let name = w.currentAppName else { return }
        let shown = w.window.first {
            if case .callback(name, .status(let d)) = $0.event { d[StatusKey.id] == "REGCODE" } else { false }
        }
        guard let shown, case .callback(_, .status(let d)) = shown.event, let code = d[StatusKey.registrationCode] else {
            throw StepFailure("polling starts after the registration code is reported", expected: "status(REGCODE)", actual: w.describe(w.callbacks()))
        }
        let poll = w.window.first {
            if case let .request(origin, _, request) = $0.event {
                origin == name && ServiceEndpoint.authnToken.matches(request) && request.parameters[PassAPI.Parameter.registrationCode] == code
            } else { false }
        }
        guard let poll, abs(poll.time - shown.time) <= 1_000 else {
            throw StepFailure("polling for the second-screen login must start at once",
                              expected: "an authn-token request with regcode=\(code) within 1 s of the status callback",
                              actual: poll.map { "first poll \($0.time - shown.time) ms after the status callback" } ?? "no poll")
        }
    }

    private static func checkFreshMediaTokens(_ w: ConformanceWorld) throws {
        let delivered = w.callbacks().compactMap { if case .setToken(let token, _) = $0 { token } else { nil } }
        guard !delivered.isEmpty else {
            throw StepFailure("the app must receive setToken", expected: "setToken", actual: w.describe(w.callbacks()))
        }
        let bodies = w.world.service.issued.mediaTokens.map(\.body)
        for (index, token) in delivered.enumerated() {
            guard bodies.contains(token) else {
                throw StepFailure("setToken must carry the media token exactly as the service issued it",
                                  expected: "one of the issued media tokens", actual: "setToken #\(index + 1): \(token)")
            }
            if let earlier = delivered[..<index].firstIndex(of: token) {
                throw StepFailure("a media token is single-use: every authorization fetches a new one",
                                  expected: "setToken #\(index + 1) carries a new media token",
                                  actual: "it repeats the token of setToken #\(earlier + 1)")
            }
        }
    }
}
