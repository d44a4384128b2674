import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `Then` steps about the requests that reached the service and what the device stores. Storage is
    /// searched by meaning (``TokenEvidence``), not as plain text.
    static func defineServiceAndStorageChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the service receives no request", "Neither the library nor its web view reached the service.") { w, _ in
            let requests = w.requests()
            guard requests.isEmpty else {
                throw StepFailure("no request may reach the service here", expected: "no request", actual: describe(requests))
            }
        }
        r.define("the service receives no {endpoint} request", "Endpoints: config, authenticate, authn-token, passive, regcode, authorize, mediatoken, logout, preauthorize.") { w, a in
            let endpoint = try a.value(0, as: ServiceEndpoint.self)
            let found = w.requests().filter(endpoint.matches)
            guard found.isEmpty else {
                throw StepFailure("no \(endpoint.rawValue) request may reach the service here", expected: "none", actual: describe(found))
            }
        }
        r.define("the service receives {count} {endpoint} request(s)", "Exactly this many.") { w, a in
            let endpoint = try a.value(1, as: ServiceEndpoint.self)
            let found = w.requests().filter(endpoint.matches)
            guard found.count == (try a.int(0)) else {
                throw StepFailure("the service must receive exactly \(a.string(0)) \(endpoint.rawValue) request(s)",
                                  expected: "\(a.string(0)) request(s)", actual: "\(found.count): " + describe(found))
            }
        }
        r.define("the service receives {count} {endpoint} request(s) for {string}", "Exactly this many for one resource.") { w, a in
            let endpoint = try a.value(1, as: ServiceEndpoint.self)
            let found = w.requests().filter { endpoint.matches($0) && $0.parameters[PassAPI.Parameter.resource] == a.string(2) }
            guard found.count == (try a.int(0)) else {
                throw StepFailure("the service must receive exactly \(a.string(0)) \(endpoint.rawValue) request(s) for \(a.string(2))",
                                  expected: "\(a.string(0)) request(s)", actual: "\(found.count): " + describe(w.requests().filter(endpoint.matches)))
            }
        }
        r.define("the service receives a(n) {endpoint} request", "At least one.") { w, a in
            let endpoint = try a.value(0, as: ServiceEndpoint.self)
            guard w.requests().contains(where: endpoint.matches) else {
                throw StepFailure("the service must receive a \(endpoint.rawValue) request", expected: "at least one", actual: describe(w.requests()))
            }
        }
        r.define("no request presents a token the service refused",
                 "No request of this block presents (authn_token, authz_token) a token the service refused (401/410) to the same app before.") { w, _ in
            if let violation = w.refusals.firstPresentation(in: w.world.transcript.entries, from: w.windowStart) {
                throw StepFailure("a token the service refused is never presented again", expected: "no request with \(violation.token)",
                                  actual: "\(violation.request) from \(violation.app), after the service refused it (\(violation.refusal))")
            }
        }
        r.define("the service issues no authentication token",
                 "No login, passive authentication or other request obtained an authentication token in this block (a library may still ask the service about the one it has).") { w, _ in
            let issued = w.world.service.issued.authenticationTokens.dropFirst(w.authenticationTokensAtWindowStart)
            guard issued.isEmpty else {
                throw StepFailure("the session in storage is used as it is: no new authentication token",
                                  expected: "no authentication token issued", actual: issued.map { "\($0.guid) for \($0.requestor)" }.joined(separator: ", "))
            }
        }
        r.define("no entitlement request reaches the service before the configuration arrives",
                 "Every authentication or authorization request comes after the answer to the configuration request.") { w, _ in
            try checkNothingBeforeConfiguration(w)
        }
        r.define("no entitlement request reaches the service while a configuration request is open",
                 "Between a configuration request and its answer, no authentication or authorization request (a library that answers from the configuration it has asks none).") { w, _ in
            try checkNothingWhileConfiguring(w)
        }
        r.define("no entitlement request reaches the service", "No request but the configuration's, from the library or its web view.") { w, _ in
            let found = w.requests().filter { !ServiceEndpoint.config.matches($0) }
            guard found.isEmpty else {
                throw StepFailure("no authentication or authorization request may reach the service", expected: "none", actual: describe(found))
            }
        }
        r.define("polling for the registration code starts at once",
                 "tvOS: an authn-token poll with the code within a second of the status callback.") { w, _ in
            try checkPollingStarts(w)
        }
        r.define("the passive authentication happens during setRequestor",
                 "A passive request is answered 200 before setRequestorComplete reaches the app.") { w, _ in
            try checkPassiveDuringSetRequestor(w)
        }
        r.define("storage holds an authentication token for {string}", "The app's storage holds a token the service issued for this requestor.") { w, a in
            let held = try storedAuthenticationTokens(w, requestor: a.string(0))
            guard !held.isEmpty else {
                throw StepFailure("the storage must keep the authentication token of \(a.string(0))",
                                  expected: "one of \(issuedAuthentication(w, a.string(0)))", actual: "none in [\(try w.app().storageArea.name)]")
            }
        }
        r.define("storage holds no authentication token for {string}", "The app's storage keeps no authentication token issued to this requestor, in any form.") { w, a in
            let held = try storedAuthenticationTokens(w, requestor: a.string(0))
            guard held.isEmpty else {
                throw StepFailure("the storage must not keep an authentication token of \(a.string(0))", expected: "none", actual: held.joined(separator: ", "))
            }
        }
        r.define("storage holds no authentication token bound to the MAC address",
                 "No authentication token the service bound to a MAC-based device ID is in the app's storage, in any form; where none could be recognised there when the block began (storage the checks cannot read, such as encrypted), the block must have shrunk the storage by at least half such a token.") { w, _ in
            let issued = w.world.service.issued.authenticationTokens.filter { $0.deviceID.hasPrefix("mac:") }
            let area = try w.app().storageArea
            let held = TokenEvidence.found(issued.map(TokenEvidence.marks), in: area)
            guard held.isEmpty else {
                throw StepFailure("tokens that can never be valid for this device are removed",
                                  expected: "none", actual: held.map { "\($0.id) (\($0.how))" }.joined(separator: ", "))
            }
            let before = w.storageAtWindowStart[area.name] ?? [:]
            let recognisedBefore = !TokenEvidence.found(issued.map(TokenEvidence.marks), in: before.keys.sorted().flatMap { [$0, before[$0]!] }).isEmpty
            guard !recognisedBefore, let smallest = issued.map({ PassAPI.encode($0).utf8.count }).min() else { return }
            let shrunk = storageSize(before) - storageSize(area.contents)
            guard shrunk * 2 >= smallest else {
                throw StepFailure("tokens that can never be valid for this device are removed (the storage cannot be read, so judged by its size)",
                                  expected: "the storage shrinks by at least \(smallest / 2) bytes (half a token)",
                                  actual: "it changed by \(-shrunk) bytes (\(storageSize(before)) → \(storageSize(area.contents)))")
            }
        }
        r.define("storage holds an authorization token for {string}", "The app's storage keeps an authorization token issued for this resource.") { w, a in
            guard !(try storedAuthorizationTokens(w, resource: a.string(0))).isEmpty else {
                throw StepFailure("the storage must keep the authorization token for \(a.string(0))", expected: "an issued authorization token", actual: "none")
            }
        }
        r.define("storage holds at most one authorization token for {string}", "One authorization token per resource, in any form.") { w, a in
            let held = try storedAuthorizationTokens(w, resource: a.string(0))
            guard held.count <= 1 else {
                throw StepFailure("one authorization token per resource: a new one replaces the old",
                                  expected: "at most one", actual: held.joined(separator: ", "))
            }
        }
        r.define("the storage does not grow with each new authorization token for {string}",
                 "At least two authorization tokens for the resource were issued in this block, and the app's storage grew by less than half of one: a library that keeps the old ones (even encrypted) grows by one each time.") { w, a in
            let tokens = try issuedInWindow(w, resource: a.string(0))
            guard tokens.count >= 2, let smallest = tokens.map({ PassAPI.encode($0).utf8.count }).min() else {
                throw StepFailure("the check needs two new authorization tokens for \(a.string(0)) in this block",
                                  expected: "two or more issued", actual: "\(tokens.count)")
            }
            let area = try w.app().storageArea
            let before = storageSize(w.storageAtWindowStart[area.name] ?? [:]), after = storageSize(area.contents)
            guard (after - before) * 2 < smallest else {
                throw StepFailure("one authorization token per resource: a new one replaces the old, so storage does not grow with each",
                                  expected: "growth under \(smallest / 2) bytes (half a token) over \(tokens.count) new tokens",
                                  actual: "grew by \(after - before) bytes (\(before) → \(after))")
            }
        }
        r.define("no token issued by the service is in the storage the app can reach",
                 "No authentication, authorization or media token, in any form, in the app's storage area or the older one.") { w, _ in
            let app = try w.app()
            let areas = [app.storageArea] + (w.device.hasLegacyArea ? [w.device.legacyArea] : [])
            let tokens = areas.flatMap { TokenEvidence.found(TokenEvidence.allIssued(w.world.service), in: $0) }
            guard tokens.isEmpty else {
                throw StepFailure("the entitlement data must be erased", expected: "no token", actual: tokens.map { "\($0.id) (\($0.how))" }.joined(separator: "; "))
            }
        }
        r.define("no media token is in storage", "No short media token the service issued is in any storage area, in any form.") { w, _ in
            let media = w.world.service.issued.mediaTokens.map { TokenEvidence.marks($0.token) }
            let left = w.device.storageAreas.flatMap { TokenEvidence.found(media, in: $0) }
            guard left.isEmpty else {
                throw StepFailure("short media tokens are never cached", expected: "no media token in storage",
                                  actual: left.map { "\($0.id) (\($0.how))" }.joined(separator: ", "))
            }
        }
        r.define("the library stores nothing that could hold a media token",
                 "Everything written to storage in this block, all together, is smaller than a quarter of a media token (bytes of UTF-8): with large media tokens ('media tokens are 16 KiB long'), a library that stores one, in any form (encrypted, compressed, in pieces), writes more; re-saving its own records does not.") { w, _ in
            let issued = w.window.compactMap { entry -> Int? in
                guard case let .response(_, _, response) = entry.event, w.world.service.issued.mediaTokens.contains(where: { $0.body == response.body })
                else { return nil }
                return response.body.utf8.count
            }
            guard let shortest = issued.min() else {
                throw StepFailure("no media token was fetched in this block", expected: "a mediatoken request answered 200", actual: describe(w.requests()))
            }
            guard shortest >= 4_096 else {
                throw HarnessError("judging by size needs large media tokens (\(shortest) bytes here): say 'Given media tokens are 16 KiB long' first")
            }
            let writes = storageWrites(w)
            let total = writes.reduce(0) { $0 + $1.bytes }
            guard total * 4 < shortest else {
                throw StepFailure("short media tokens are never cached, in any form",
                                  expected: "writes of fewer than \(shortest / 4) bytes in all (a quarter of a media token)",
                                  actual: writes.map { "\($0.place): \($0.bytes) bytes" }.joined(separator: "; "))
            }
        }
        r.define("the older storage area's token is not in the app's storage",
                 "The token planted in the older storage area was not imported, in any form.") { w, _ in
            guard let body = w.device.legacyArea.contents[PassAPI.legacyAuthenticationTokenKey],
                  let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: body)
            else { throw HarnessError("the older storage area holds no token; plant one with 'the older storage area holds ...'") }
            let held = TokenEvidence.found([TokenEvidence.marks(token)], in: try w.app().storageArea)
            guard held.isEmpty else {
                throw StepFailure("the importer runs only when no valid token for the programmer is stored",
                                  expected: "\(token.guid) not imported", actual: held.map(\.how).joined(separator: ", "))
            }
        }
        r.define("no request presents the older storage area's token",
                 "No request of the window carries the GUID of the token planted in the older storage area.") { w, _ in
            guard let body = w.device.legacyArea.contents[PassAPI.legacyAuthenticationTokenKey],
                  let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: body)
            else { throw HarnessError("the older storage area holds no token; plant one with 'the older storage area holds ...'") }
            let presenting = w.requests().filter { $0.parameters.values.contains(token.guid) }
            guard presenting.isEmpty else {
                throw StepFailure("the importer runs only when no valid token for the programmer is stored",
                                  expected: "no request with \(token.guid)", actual: describe(presenting))
            }
        }
        r.define("every setToken carries a fresh media token issued by the service",
                 "Each setToken's token is a distinct media token, exactly as the service issued it, for the resource the setToken names.") { w, _ in
            try checkFreshMediaTokens(w)
        }
    }

    /// The storage writes of the window (values set, not removals), with their size in bytes of UTF-8.
    private static func storageWrites(_ w: ConformanceWorld) -> [(place: String, bytes: Int)] {
        w.window.compactMap { entry in
            guard case let .storage(app, area, key, value?) = entry.event else { return nil }
            return ("\(app) writes [\(area)] \(key)", key.utf8.count + value.utf8.count)
        }
    }

    /// The size of a storage area's contents: its keys and values, in bytes of UTF-8.
    static func storageSize(_ contents: [String: String]) -> Int {
        contents.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
    }

    /// The authorization tokens issued for `resource` in the current window, in issue order.
    private static func issuedInWindow(_ w: ConformanceWorld, resource: String) throws -> [APIAuthorizationToken] {
        let answered = Set(w.window.compactMap { entry -> String? in
            guard case let .response(_, _, response) = entry.event, response.status == 200,
                  let token = PassAPI.decode(PassAPI.AuthorizationToken.self, from: response.body) else { return nil }
            return token.guid
        })
        return w.world.service.issued.authorizationTokens.filter { $0.resource == resource && answered.contains($0.guid) }
    }

    static func describe(_ requests: [PassRequest]) -> String {
        requests.isEmpty ? "no request" : ConformanceWorld.folded(requests.map(\.description))
    }

    private static func storedAuthenticationTokens(_ w: ConformanceWorld, requestor: String) throws -> [String] {
        let tokens = w.world.service.issued.authenticationTokens.filter { $0.requestor == requestor }.map(TokenEvidence.marks)
        return TokenEvidence.found(tokens, in: try w.app().storageArea).map(\.id)
    }

    private static func storedAuthorizationTokens(_ w: ConformanceWorld, resource: String) throws -> [String] {
        let tokens = w.world.service.issued.authorizationTokens.filter { $0.resource == resource }.map(TokenEvidence.marks)
        return TokenEvidence.found(tokens, in: try w.app().storageArea).map(\.id)
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
            case .response(.library(name), _, _):
                // The first answer the library gets in this window is the configuration's (it asks nothing else first).
                configured = true
            case let .request(origin, _, request) where origin.app == name && !configured:
                if ServiceEndpoint.entitlement.contains(where: { $0.matches(request) }) {
                    throw StepFailure("entitlement requests must wait for the configuration",
                                      expected: "no request before the configuration arrives", actual: "\(request) was sent first")
                }
            default: continue
            }
        }
    }

    private static func checkNothingWhileConfiguring(_ w: ConformanceWorld) throws {
        guard let name = w.currentAppName else { return }
        var open: Set<Int> = []
        for entry in w.window {
            switch entry.event {
            case let .request(.library(app), id, request) where app == name && ServiceEndpoint.config.matches(request):
                open.insert(id)
            case let .response(.library(app), id, _) where app == name:
                open.remove(id)
            case let .request(origin, _, request) where origin.app == name && !open.isEmpty:
                if ServiceEndpoint.entitlement.contains(where: { $0.matches(request) }) {
                    throw StepFailure("setRequestor blocks authentication and authorization calls until its configuration arrives",
                                      expected: "no request while the configuration request is open", actual: "\(request) was sent before its answer")
                }
            default: continue
            }
        }
    }

    private static func checkPassiveDuringSetRequestor(_ w: ConformanceWorld) throws {
        guard let name = w.currentAppName else { return }
        var passiveIDs: Set<Int> = []
        var answered = false
        for entry in w.window {
            switch entry.event {
            case .request(.library(name), let id, let request) where ServiceEndpoint.passive.matches(request):
                passiveIDs.insert(id)
            case .response(.library(name), let id, let response) where passiveIDs.contains(id) && response.status == 200:
                answered = true
            case .callback(name, .setRequestorComplete):
                guard answered else {
                    throw StepFailure("passive authentication happens during setRequestor",
                                      expected: "a passive request answered 200 before setRequestorComplete",
                                      actual: passiveIDs.isEmpty ? "no passive request before setRequestorComplete" : "setRequestorComplete came before the passive answer")
                }
                return
            default: continue
            }
        }
        throw StepFailure("passive authentication happens during setRequestor", expected: "setRequestorComplete after a passive authentication",
                          actual: answered ? "no setRequestorComplete" : "no passive authentication")
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
            if case .request(.library(name), _, let request) = $0.event {
                ServiceEndpoint.authnToken.matches(request) && request.parameters[PassAPI.Parameter.registrationCode] == code
            } else { false }
        }
        guard let poll, abs(poll.time - shown.time) <= 1_000 else {
            throw StepFailure("polling for the second-screen login must start at once",
                              expected: "an authn-token request with regcode=\(code) within 1 s of the status callback",
                              actual: poll.map { "first poll \($0.time - shown.time) ms after the status callback" } ?? "no poll")
        }
    }

    private static func checkFreshMediaTokens(_ w: ConformanceWorld) throws {
        let handed = w.accountAll { $0.method == .setToken }.compactMap { if case let .setToken(token, resource) = $0 { (token, resource) } else { nil } }
        let delivered = handed.map(\.0)
        guard !delivered.isEmpty else {
            throw StepFailure("the app must receive setToken", expected: "setToken", actual: w.describe(w.callbacks()))
        }
        let issued = w.world.service.issued.mediaTokens
        for (index, (token, resource)) in handed.enumerated() {
            guard let media = issued.first(where: { $0.body == token })?.token else {
                throw StepFailure("setToken must carry the media token exactly as the service issued it",
                                  expected: "one of the issued media tokens", actual: "setToken #\(index + 1): \(token)")
            }
            guard media.resourceID == resource else {
                throw StepFailure("setToken hands over the media token of the resource it names",
                                  expected: "setToken #\(index + 1) for \(resource) carries a media token for \(resource)",
                                  actual: "it carries \(media.sessionGUID), issued for \(media.resourceID)")
            }
            if let earlier = delivered[..<index].firstIndex(of: token) {
                throw StepFailure("a media token is single-use: every authorization fetches a new one",
                                  expected: "setToken #\(index + 1) carries a new media token",
                                  actual: "it repeats the token of setToken #\(earlier + 1)")
            }
        }
    }
}
