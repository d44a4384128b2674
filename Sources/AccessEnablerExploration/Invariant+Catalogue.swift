import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

extension Invariant {
    /// The ID of the adapter contract's invariant.
    static let contractID = "adapter-contract"

    /// Every invariant exploration checks, in the order `aecheck explore --list` shows them. Each holds
    /// on the reference in every profile it plays; each is shown to catch a named fault of the reference
    /// (Tests/AccessEnablerConformanceTests/ExplorationTests.swift).
    package static let catalogue: [Invariant] = [
        adapterContract, answeredWhenDue, noCallbackBeforeConfiguration, noRequestBeforeConfiguration,
        deviceIDOnEveryRequest, checkAuthenticationStaysLocal, checkAuthorizationNeverAuthenticates,
        authenticatedOnlyWithValidToken, refusedTokenNeverPresentedAgain, tokensNeverExposed, setTokenCarriesIssuedMediaToken, mediaTokenNeverReused,
        noMediaTokenStored, oneAuthorizationTokenPerResource, logoutClearsStorage, noSessionAfterLogout,
        noNavigationOnTVOS, pollingStops, preauthorizedWithinAsked, metadataFromTokens,
    ]

    // MARK: - The adapter contract and the call queue

    static let adapterContract = Invariant(
        contractID, ["CONTRACT"],
        "No callback from inside a call, from a replaced instance, or answering no waiting call; the world settles (the adapter contract every scenario enforces)",
        atEnd: { c in
            let breaches = c.world.world.contractBreaches
            guard breaches.count > c.breachesBefore else { return nil }
            return Breach(requirement: "CONTRACT", message: "the adapter contract was broken", expected: "no breach of the adapter contract",
                          actual: breaches[c.breachesBefore])
        })

    static let answeredWhenDue = Invariant(
        "answered-when-due", ["INIT-01", "INIT-02", "API-01", "API-02", "API-06", "API-07", "API-08"],
        "Once an instance has its configuration and nothing is held, every call that must be answered (setRequestor, checkAuthentication, checkAuthorization, getSelectedProvider, getMetadata, checkPreauthorizedResources) has been answered",
        atEnd: { c in
            guard !c.world.holdsActive else { return nil }
            if let (app, call) = c.history.overdueCalls(in: c.world.world.appOrder).first {
                let check = answerCheck(call.answer)
                return Breach(
                    requirement: call.requirement, message: "\(call.call) was never answered",
                    expected: "an answer to \(call.call)", actual: "none by the end of the event (\(app))",
                    checks: check.map { [$0] } ?? [], missingCheck: check == nil ? "the app receives setToken or tokenRequestFailed for \"\(call.call.arguments)\"" : nil,
                    windowStart: call.event)
            }
            return nil
        })

    static let noCallbackBeforeConfiguration = Invariant(
        "no-callback-before-configuration", ["INIT-02"],
        "No callback reaches an instance before the answer to its configuration request arrives: entitlement calls made before are queued silently (setRequestor's own answer, getSelectedProvider's and getMetadata's may come: readings.md, section 29)",
        onEntry: { e in
            guard case let .callback(app, callback) = e.entry.event, !callback.isInformational,
                  ![.requestorComplete, .selectedProvider, .metadata].contains(CallAnswer(callback)),
                  let launch = e.history.launches[app], launch.running, !launch.configurationArrived else { return nil }
            return Breach(requirement: "INIT-02", message: "a callback came before the configuration arrived",
                          expected: "no callback before the configuration arrives", actual: "\(callback) to \(app)",
                          checks: ["the app receives no callback at all"])
        })

    static let noRequestBeforeConfiguration = Invariant(
        "no-request-before-configuration", ["INIT-03"],
        "No authentication or authorization request leaves an instance before a configuration has arrived for it (nor after its only setRequestor failed)",
        onEntry: { e in
            guard let (app, request) = libraryRequest(e), !ServiceEndpoint.config.matches(request), !ServiceEndpoint.logout.matches(request),
                  let launch = e.history.launches[app], !launch.configured else { return nil }
            return Breach(requirement: "INIT-03", message: "an entitlement request left before the configuration arrived",
                          expected: "no request but the configuration's", actual: "\(request) from \(app)",
                          checks: endpointAbsent(request))
        })

    static let deviceIDOnEveryRequest = Invariant(
        "device-id-on-every-request", ["BIND-01", "BIND-03"],
        "Every request but the configuration's, from a library or its web view, carries device_id; from SDK 1.7.5 on, one service-protocol.md allows for this device",
        onEntry: { e in
            guard case let .request(origin, _, request) = e.entry.event, !ServiceEndpoint.config.matches(request) else { return nil }
            let app = origin.app
            guard origin.isLibrary || [PassAPI.Path.authenticate, PassAPI.Path.logout].contains(request.path),
                  let expected = e.context.deviceID(of: app) else { return nil }
            let sent = request.parameters[PassAPI.Parameter.deviceID]
            if sent == nil {
                return Breach(requirement: "BIND-01", message: "a request went without the device ID", expected: "device_id=\(expected)",
                              actual: "\(request) from \(origin)", checks: ["every request from the app carries its device ID"])
            }
            guard e.context.world.sdk >= SDKVersion(1, 7, 5), let accepted = e.context.acceptedDeviceIDs(of: app), !accepted.contains(sent!) else { return nil }
            // Which ID an iOS device gives is BIND-03's; that the device's own ID goes with the request is BIND-01's.
            let requirement = switch e.context.world.platform.traits.deviceIdentity {
            case .byOSVersion: "BIND-03"
            case .vendorID: "BIND-01"
            }
            return Breach(requirement: requirement, message: "a request carried another device ID", expected: "device_id=" + accepted.joined(separator: " or "),
                          actual: "\(request) from \(origin)", checks: ["every request from the app carries its device ID"])
        })

    // MARK: - Calls that must not do more than they say

    static let checkAuthenticationStaysLocal = Invariant(
        "check-authentication-stays-local", ["API-01"],
        "checkAuthentication on a configured instance with no other call waiting sends no request (registration-code polls of a login in progress aside)",
        atEnd: { c in
            // With calls still waiting for their answer, what falls due during the event (a poll, the token it brings,
            // the authorizations waiting on the login) is their flow's, not checkAuthentication's; and so is whatever
            // a request made before the call brings once its answer arrives: checkAuthentication's own request would
            // go at once, before any answer.
            guard c.event == .call(.checkAuthentication), c.configuredBefore, !c.holdsBefore, c.pendingBefore == 0, let app = c.app else { return nil }
            let firstAnswer = c.entries.first { if case .response = c.transcript[$0].event { true } else { false } } ?? c.entries.upperBound
            let sent = c.entries.prefix { $0 < firstAnswer }.compactMap { index -> PassRequest? in
                guard case .request(.library(app), _, let request) = c.transcript[index].event,
                      request.parameters[PassAPI.Parameter.registrationCode] == nil else { return nil }
                return request
            }
            guard let first = sent.first else { return nil }
            return Breach(requirement: "API-01", message: "checkAuthentication asked the service", expected: "no request",
                          actual: sent.map(\.description).joined(separator: "; "), checks: sent.flatMap(endpointAbsent).uniqued(),
                          missingCheck: endpointAbsent(first).isEmpty ? "the service receives no request from checkAuthentication" : nil)
        })

    static let checkAuthorizationNeverAuthenticates = Invariant(
        "check-authorization-never-authenticates", ["API-02"],
        "checkAuthorization on a configured instance never starts authentication: no provider dialog, no login page, no registration code",
        atEnd: { c in
            guard case .call(.checkAuthorization) = c.event, c.configuredBefore, !c.holdsBefore, let app = c.app else { return nil }
            var checks: [String] = []
            var seen: [String] = []
            for index in c.entries {
                switch c.transcript[index].event {
                case .callback(app, .displayProviderDialog(let list)):
                    checks.append("the app receives no displayProviderDialog")
                    seen.append("displayProviderDialog(\(list.map(\.id).joined(separator: ", ")))")
                case let .callback(app2, .navigateToUrl(url, _)) where app2 == app && url.contains(PassAPI.Path.authenticate + "?"):
                    checks.append("the app receives no navigateToUrl")
                    seen.append("navigateToUrl(\(url))")
                case .request(.library(app), _, let request) where ServiceEndpoint.regcode.matches(request):
                    checks.append("the service receives no regcode request")
                    seen.append(request.description)
                default: continue
                }
            }
            guard !seen.isEmpty else { return nil }
            return Breach(requirement: "API-02", message: "checkAuthorization started authentication", expected: "no authentication flow",
                          actual: seen.joined(separator: "; "), checks: checks.uniqued())
        })

    // MARK: - Tokens

    static let authenticatedOnlyWithValidToken = Invariant(
        "authenticated-only-with-a-valid-token", ["VALID-01", "VALID-02", "BIND-02", "CACHE-06", "AUTHN-09"],
        "setAuthenticationStatus(1) only while the service has issued an authentication token that is bound to this device, unexpired, from an MVPD the instance's configuration offers, and (for an MVPD that requires authentication per requestor) issued to its requestor",
        onEntry: { e in
            guard case .callback(let app, .setAuthenticationStatus(.success, _)) = e.entry.event,
                  let launch = e.history.launches[app], e.context.deviceID(of: app) != nil else { return nil }
            let devices = e.context.acceptedDeviceIDs(of: app) ?? e.context.everyDeviceID(of: app)
            let requestor = launch.requestor ?? e.context.world.world.apps[app]?.requestorID ?? ""
            let offered = launch.mvpds[requestor]
            var candidates = e.context.service.issued.authenticationTokens
            func narrow(_ requirement: String, _ why: String, _ keep: (APIAuthenticationToken) -> Bool) -> Breach? {
                let before = candidates
                candidates = candidates.filter(keep)
                guard candidates.isEmpty else { return nil }
                return Breach(requirement: requirement, message: "the app was told the user is authenticated, but \(why)",
                              expected: "a valid authentication token", actual: before.isEmpty ? "no authentication token issued"
                                  : before.map { "\($0.guid) (\($0.mvpd), \($0.requestor), expires \($0.expires), \($0.deviceID))" }.joined(separator: "; "),
                              checks: ["the app receives no setAuthenticationStatus with status 1"],
                              alternatives: requirement == "BIND-02" ? [["the authentication token for \"\(requestor)\" is bound to this device"]] : [])
            }
            return narrow("AUTHN-09", "the service never issued an authentication token") { _ in true }
                ?? narrow("BIND-02", "no authentication token is bound to this device (\(devices.joined(separator: " or ")))") { devices.contains($0.deviceID) }
                ?? narrow("VALID-01", "every authentication token for this device has expired") { $0.expires > e.time }
                ?? narrow("VALID-02", "no unexpired token comes from an MVPD \(requestor)'s configuration offers") { token in
                    offered.map { $0.contains { $0.id == token.mvpd } } ?? true
                }
                ?? narrow("CACHE-06", "the only valid tokens come from MVPDs that require authentication per requestor, for other requestors") { token in
                    token.requestor == requestor || !(offered?.first { $0.id == token.mvpd }?.hasAuthNPerRequestor ?? false)
                }
        })

    static let refusedTokenNeverPresentedAgain = Invariant(
        "refused-token-never-presented-again", ["BIND-04"],
        "A token the service refused (401/410) to an app is never presented again by that app: the flow it served has failed",
        // The seeds say the refused flow fails, not what comes next: the project's reading (readings.md, section 32).
        refs: ConformanceWorld.refusedTokenRefs,
        atEnd: { c in
            c.world.conformance.refusals.read(c.transcript)
            guard let again = c.world.conformance.refusals.presentations.first(where: { c.entries.contains($0.index) }) else { return nil }
            return Breach(requirement: "BIND-04", message: "a token the service refused was presented again", expected: "no request with \(again.token)",
                          actual: "\(again.request) from \(again.app), after \(again.refusal)", checks: ["no request presents a token the service refused"])
        })

    static let tokensNeverExposed = Invariant(
        "tokens-never-exposed", ["FORMAT-02"],
        "No callback carries an authentication or authorization token (its GUID or signature), in any form",
        onEntry: { e in
            guard case let .callback(app, callback) = e.entry.event else { return nil }
            let texts = ConformanceSteps.callbackTexts(callback).filter { $0.utf8.count >= 8 }
            guard !texts.isEmpty else { return nil }
            let issued = e.context.service.issued
            let tokens = issued.authenticationTokens.map(TokenEvidence.marks) + issued.authorizationTokens.map(TokenEvidence.marks)
            guard let found = e.context.world.tokenNeedles.presentIDs(tokens, in: texts).sorted().first else { return nil }
            return Breach(requirement: "FORMAT-02", message: "a callback exposed a token", expected: "no callback carrying \(found)",
                          actual: "\(callback) to \(app)", checks: ["no callback exposes an authentication or authorization token"])
        })

    static let setTokenCarriesIssuedMediaToken = Invariant(
        "set-token-carries-issued-media-token", ["FORMAT-01", "TOKEN-03"],
        "setToken hands over, unaltered, a short media token the service issued for that resource and a requestor the instance was set to",
        onEntry: { e in
            guard case let .callback(app, .setToken(token, resource)) = e.entry.event else { return nil }
            guard let media = e.context.service.issued.mediaTokens.first(where: { $0.body == token })?.token else {
                return Breach(requirement: "FORMAT-01", message: "setToken carried something the service never issued as a media token",
                              expected: "a media token as the service issued it", actual: "setToken(\(token), \(resource)) to \(app)",
                              checks: ["every setToken carries a fresh media token issued by the service"])
            }
            let requestor = e.history.launches[app]?.requestor ?? ""
            // A call made before a setRequestor with another requestor may be answered for the requestor it was
            // made under: no source says what becomes of calls in flight then (TOKEN-03's scenarios use two apps).
            let configured = Set(e.history.launches[app]?.mvpds.keys.map { $0 } ?? []).union([requestor])
            guard media.resourceID != resource || !configured.contains(media.requestorID) else { return nil }
            let own = requestor == e.context.world.world.apps[app]?.requestorID
            return Breach(requirement: "TOKEN-03", message: "setToken carried a media token of another resource or requestor",
                          expected: "a media token for \(resource) of \(requestor)", actual: "one for \(media.resourceID) of \(media.requestorID)",
                          checks: own ? ["setToken for \"\(resource)\" carries a media token obtained with this requestor's authorization token for it"] : [],
                          missingCheck: own ? nil : "setToken carries a media token of the requestor the app set")
        })

    static let mediaTokenNeverReused = Invariant(
        "media-token-never-reused", ["CACHE-04"],
        "A short media token is handed out once: every setToken carries one never handed out before",
        onEntry: { e in
            guard case let .callback(app, .setToken(token, resource)) = e.entry.event,
                  let first = e.history.deliveredMediaTokens[token] else { return nil }
            return Breach(requirement: "CACHE-04", message: "a media token was handed out again", expected: "a new media token",
                          actual: "setToken(…, \(resource)) to \(app) repeats the one of event \(first + 1)",
                          checks: ["every setToken carries a fresh media token issued by the service"], windowStart: first)
        })

    // MARK: - Storage

    static let noMediaTokenStored = Invariant(
        "no-media-token-stored", ["CACHE-04"],
        "No short media token the service issued is in any storage area, in any form",
        atEnd: { c in
            guard c.touchedStorage else { return nil }
            let media = c.service.issued.mediaTokens.map { TokenEvidence.marks($0.token) }
            for area in c.world.conformance.device.storageAreas {
                if let found = c.world.tokenNeedles.presentIDs(media, in: area).sorted().first {
                    return Breach(requirement: "CACHE-04", message: "a media token was stored", expected: "no media token in storage",
                                  actual: "\(found) in [\(area.name)]", checks: ["no media token is in storage"])
                }
            }
            return nil
        })

    static let oneAuthorizationTokenPerResource = Invariant(
        "one-authorization-token-per-resource", ["CACHE-02"],
        "No storage area holds two authorization tokens of one requestor for one resource",
        atEnd: { c in
            guard c.touchedStorage else { return nil }
            let tokens = c.service.issued.authorizationTokens
            let marks = tokens.map(TokenEvidence.marks)
            for area in c.world.conformance.device.storageAreas {
                let present = c.world.tokenNeedles.presentIDs(marks, in: area)
                let held = tokens.filter { present.contains($0.guid) }
                for token in held where held.filter({ $0.resource == token.resource && $0.requestor == token.requestor }).count > 1 {
                    let same = held.filter { $0.resource == token.resource && $0.requestor == token.requestor }.map(\.guid)
                    let own = c.app.flatMap { c.world.world.apps[$0] }?.storageArea === area
                    return Breach(requirement: "CACHE-02", message: "two authorization tokens for one resource were stored",
                                  expected: "at most one for \(token.resource) of \(token.requestor)",
                                  actual: same.joined(separator: ", ") + " in [\(area.name)]",
                                  checks: own ? ["storage holds at most one authorization token for \"\(token.resource)\""] : [],
                                  missingCheck: own ? nil : "storage of another app holds at most one authorization token per resource")
                }
            }
            return nil
        })

    static let logoutClearsStorage = Invariant(
        "logout-clears-storage", ["LOGOUT-04"],
        "When a logout completes, no token that existed when it was called is left in the storage the app can reach (its own area and the older one), and the app never writes one back",
        since: SDKVersion(1, 7),
        atEnd: { c in
            // Written back: a token fetched before the logout (an answer in flight) stored after it completed.
            for index in c.entries {
                guard case let .storage(app, area, key, value?) = c.transcript[index].event, let logout = c.history.logouts[app],
                      let done = logout.completedEntry, done < index else { continue }
                let before = c.history.tokensBefore(logout, of: app)
                let issued = c.service.issued
                let marks = (issued.authenticationTokens.map(TokenEvidence.marks) + issued.authorizationTokens.map(TokenEvidence.marks))
                    .filter { before.contains($0.id) }
                if let found = c.world.tokenNeedles.presentIDs(marks, in: [value]).sorted().first {
                    return Breach(requirement: "LOGOUT-04", message: "a token of before the logout was stored after it",
                                  expected: "no token of before the logout written after it", actual: "\(found) written to [\(area)] \(key) by \(app)",
                                  checks: app == c.app ? ["no token issued by the service is in the storage the app can reach"] : [],
                                  missingCheck: app == c.app ? nil : "no token is in the storage \(app) can reach")
                }
            }
            for app in c.world.world.appOrder {
                guard let logout = c.history.logouts[app], let done = logout.completedEntry, c.entries.contains(done),
                      let simulated = c.world.world.apps[app] else { continue }
                let before = c.history.tokensBefore(logout, of: app)
                let issued = c.service.issued
                let marks = (issued.authenticationTokens.map(TokenEvidence.marks) + issued.authorizationTokens.map(TokenEvidence.marks)
                    + issued.mediaTokens.map { TokenEvidence.marks($0.token) }).filter { before.contains($0.id) }
                for area in [simulated.storageArea] + (simulated.device.hasLegacyArea ? [c.world.conformance.device.legacyArea] : []) {
                    if let found = c.world.tokenNeedles.presentIDs(marks, in: area).sorted().first {
                        return Breach(requirement: "LOGOUT-04", message: "a token survived the logout",
                                      expected: "no token of before the logout in [\(area.name)]", actual: "\(found) in [\(area.name)]",
                                      checks: app == c.app ? ["no token issued by the service is in the storage the app can reach"] : [],
                                      missingCheck: app == c.app ? nil : "no token is in the storage \(app) can reach")
                    }
                }
            }
            return nil
        })

    static let noSessionAfterLogout = Invariant(
        "no-session-after-logout", ["LOGOUT-04"],
        "After a completed logout the app's library never presents a token it had before the logout, nor reports a session until a new authentication token is issued",
        since: SDKVersion(1, 7),
        onEntry: { e in
            switch e.entry.event {
            case let .request(.library(origin), _, request):
                guard let logout = e.history.logouts[origin], logout.completedEntry != nil else { return nil }
                let before = e.history.tokensBefore(logout, of: origin)
                guard let presented = request.parameters.keys.sorted().compactMap({ request.parameters[$0] }).first(where: before.contains) else { return nil }
                let legacy = e.context.world.conformance.device.legacyArea.contents[PassAPI.legacyAuthenticationTokenKey]
                    .flatMap { PassAPI.decode(PassAPI.AuthenticationToken.self, from: $0) }?.guid
                return Breach(requirement: "LOGOUT-04", message: "a token of before the logout was presented after it",
                              expected: "no token of before the logout", actual: "\(request) from \(origin) presents \(presented)",
                              checks: presented == legacy ? ["no request presents the older storage area's token"] : [],
                              missingCheck: presented == legacy ? nil : "no request presents a token of before the logout")
            case .callback(let app, .setAuthenticationStatus(.success, _)):
                guard let logout = e.history.logouts[app], let done = logout.completedEntry, done < e.index,
                      !e.history.authenticationTokenArrivals.contains(where: { $0 > logout.callEntry }) else { return nil }
                return Breach(requirement: "LOGOUT-04", message: "the session outlived the logout",
                              expected: "no session until a new login", actual: "setAuthenticationStatus(1) to \(app)",
                              checks: ["the app receives no setAuthenticationStatus with status 1"])
            default:
                return nil
            }
        })

    // MARK: - tvOS

    static let noNavigationOnTVOS = Invariant(
        "no-navigation-on-tvos", ["LOGOUT-03", "TVOS-01"],
        "tvOS has no web view: the library never calls navigateToUrl there",
        platforms: Set(Platform.allCases.filter(\.traits.login.usesRegistrationCode)),
        onEntry: { e in
            guard case let .callback(app, .navigateToUrl(url, _)) = e.entry.event else { return nil }
            let loggingOut = e.history.logouts[app].map { $0.completedEntry == nil } ?? false
            return Breach(requirement: loggingOut ? "LOGOUT-03" : "TVOS-01", message: "navigateToUrl on tvOS",
                          expected: "no navigateToUrl", actual: "navigateToUrl(\(url)) to \(app)", checks: ["the app receives no navigateToUrl"])
        })

    static let pollingStops = Invariant(
        "polling-stops", ["TVOS-02", "CANCEL-03"],
        "No registration-code poll once that code's login has completed, or once the user cancelled after the code was requested",
        platforms: Set(Platform.allCases.filter(\.traits.login.usesRegistrationCode)),
        onEntry: { e in
            guard let (app, request) = libraryRequest(e), ServiceEndpoint.authnToken.matches(request),
                  let code = request.parameters[PassAPI.Parameter.registrationCode] else { return nil }
            if e.history.completedCodes.contains(code) {
                return Breach(requirement: "TVOS-02", message: "polling went on after the login completed", expected: "no poll with \(code)",
                              actual: "\(request) from \(app)", checks: ["the service receives no authn-token request"])
            }
            if let requested = e.history.codeRequests[code], let cancelled = e.history.cancels[app], requested < cancelled {
                return Breach(requirement: "CANCEL-03", message: "polling went on after a cancel", expected: "no poll with \(code)",
                              actual: "\(request) from \(app)", checks: ["the service receives no authn-token request"])
            }
            return nil
        })

    // MARK: - Answers from the API reference

    static let preauthorizedWithinAsked = Invariant(
        "preauthorized-within-asked", ["API-08"],
        "preauthorizedResources lists only resources the call asked about and the MVPD does not deny",
        onEntry: { e in
            guard case let .callback(app, .preauthorizedResources(list)) = e.entry.event,
                  let call = e.history.launches[app]?.pending.first(where: { $0.answer == .preauthorized }),
                  case .checkPreauthorizedResources(let resources, _) = call.call else { return nil }
            let asked = Set(resources)
            let requestor = e.history.launches[app]?.requestor ?? ""
            let denied = e.context.service.deniedResources
            let wrong = list.filter { !asked.contains($0) || denied.contains($0) || denied.contains("\(requestor)/\($0)") }
            guard !wrong.isEmpty else { return nil }
            return Breach(requirement: "API-08", message: "preauthorizedResources listed resources the user may not watch",
                          expected: "a subset of [\(resources.joined(separator: ", "))] without denied resources", actual: "preauthorizedResources([\(list.joined(separator: ", "))]) to \(app)",
                          missingCheck: "the answer lists only asked resources the MVPD allows")
        })

    static let metadataFromTokens = Invariant(
        "metadata-from-tokens", ["API-07", "API-10"],
        "getMetadata answers the device ID with this device's ID, and token lifetimes with the expiry of a token the service issued",
        onEntry: { e in
            guard case let .callback(app, .setMetadataStatus(value, _, key, arguments)) = e.entry.event else { return nil }
            let issued = e.context.service.issued
            switch key {
            case .deviceID:
                let accepted = e.context.acceptedDeviceIDs(of: app) ?? e.context.everyDeviceID(of: app)
                guard !accepted.isEmpty, !(value.map(accepted.contains) ?? false) else { return nil }
                return Breach(requirement: "API-10", message: "getMetadata answered another device ID", expected: accepted.joined(separator: " or "),
                              actual: value ?? "no value", checks: ["the app receives setMetadataStatus with this device's ID"])
            case .authenticationTTL:
                guard let value, !issued.authenticationTokens.contains(where: { String($0.expires) == value }) else { return nil }
                let requestor = e.history.launches[app]?.requestor ?? ""
                return Breach(requirement: "API-07", message: "getMetadata answered an authentication TTL no token has",
                              expected: "the expiry of an issued authentication token", actual: value,
                              checks: ["the app receives setMetadataStatus with the expiry of the authentication token for \"\(requestor)\""])
            case .authorizationTTL:
                guard let value, !issued.authorizationTokens.contains(where: { String($0.expires) == value }) else { return nil }
                let resource = arguments?[MetadataKey.resourceArgument] ?? ""
                return Breach(requirement: "API-07", message: "getMetadata answered an authorization TTL no token has",
                              expected: "the expiry of an issued authorization token", actual: value,
                              checks: ["the app receives setMetadataStatus with the expiry of the authorization token for \"\(resource)\""])
            case .userMetadata:
                return nil
            }
        })

    // MARK: - Helpers

    /// A request from a library (not a browser), with its app.
    private static func libraryRequest(_ e: InvariantEntry) -> (String, PassRequest)? {
        guard case let .request(.library(origin), _, request) = e.entry.event else { return nil }
        return (origin, request)
    }

    /// "The service receives no <endpoint> request" for the endpoint `request` went to.
    private static func endpointAbsent(_ request: PassRequest) -> [String] {
        ServiceEndpoint.allCases.first { $0.matches(request) }.map { ["the service receives no \($0.rawValue) request"] } ?? []
    }

    /// The step that checks that an answer of this kind came, if one step says it.
    private static func answerCheck(_ answer: TranscriptHistory.Answer) -> String? {
        switch answer {
        case .requestorComplete: "the app receives setRequestorComplete"
        case .authenticationStatus: "the app receives setAuthenticationStatus"
        case .authorization: nil
        case .selectedProvider: "the app receives selectedProvider"
        case .metadata: "the app receives setMetadataStatus"
        case .preauthorized: "the app receives preauthorizedResources"
        }
    }
}
