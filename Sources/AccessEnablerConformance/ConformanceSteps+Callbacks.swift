import AccessEnablerAdapter
import ConformanceKit
import Foundation
import PassSimulator

extension ConformanceSteps {
    /// `Then` steps about the callbacks the app received in the current window. A positive check accounts
    /// for the callback it matched; a negative one accounts for nothing.
    static func defineCallbackChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the app receives setRequestorComplete with status {status}", "Checks a setRequestorComplete callback with this status (1 success, 0 failure).") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            try expect(w, "setRequestorComplete(\(status))") { $0 == .setRequestorComplete(status) }
        }
        r.define("the app receives setAuthenticationStatus with status {status}", "Any error code.") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            try expect(w, "setAuthenticationStatus(\(status), ...)") {
                if case .setAuthenticationStatus(status, _) = $0 { true } else { false }
            }
        }
        r.define("the app receives setAuthenticationStatus with status {status} and error {errorCode}",
                 "Error codes are compared ignoring letter case.") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            let code = try a.value(1, as: String.self)
            try expect(w, "setAuthenticationStatus(\(status), \"\(code)\")") {
                if case let .setAuthenticationStatus(s, c) = $0 { s == status && AccessEnablerErrorCode.matches(c, code) } else { false }
            }
        }
        r.define("the app receives setAuthenticationStatus with status {status} and an error code", "Any non-empty error code.") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            try expect(w, "setAuthenticationStatus(\(status), <an error code>)") {
                if case let .setAuthenticationStatus(s, c) = $0 { s == status && !c.isEmpty } else { false }
            }
        }
        r.define("the app receives no setAuthenticationStatus with status {status}", "Checks that no setAuthenticationStatus callback carried this status.") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            let found = w.callbacks().filter { if case .setAuthenticationStatus(status, _) = $0 { true } else { false } }
            guard found.isEmpty else {
                throw StepFailure("the app must not receive setAuthenticationStatus(\(status)) here",
                                  expected: "no setAuthenticationStatus(\(status))", actual: w.describe(found))
            }
        }
        r.define("the app receives no callback at all", "Nothing at all reached the app (informational callbacks aside: tracking data, status reports).") { w, _ in
            let received = w.callbacks().filter { !$0.isInformational }
            guard received.isEmpty else {
                throw StepFailure("the app must receive no callback here", expected: "no callback", actual: w.describe(received))
            }
        }
        r.define("the app receives no {callback}", "No callback of that name (both navigateToUrl forms count).") { w, a in
            let name = try a.value(0, as: Callback.Method.self)
            let found = w.callbacks().filter { $0.method == name }
            guard found.isEmpty else {
                throw StepFailure("the app must not receive \(name) here", expected: "no \(name)", actual: w.describe(found))
            }
        }
        r.define("the app receives {callback}", "A callback of that name.") { w, a in
            let name = try a.value(0, as: Callback.Method.self)
            try expect(w, name.rawValue) { $0.method == name }
        }
        r.define("the app may receive {callback}",
                 "Allows callbacks of that name in this block without requiring them (a behaviour the rule leaves open).") { w, a in
            let name = try a.value(0, as: Callback.Method.self)
            w.allowed.append { $0.method == name }
        }
        r.define("the app may receive setAuthenticationStatus with status {status}",
                 "Allows setAuthenticationStatus with this status in this block without requiring it.") { w, a in
            let status = try a.value(0, as: AccessEnablerStatus.self)
            w.allowed.append { if case .setAuthenticationStatus(status, _) = $0 { true } else { false } }
        }
        r.define("the authorization of {string} fails or a new login starts",
                 "tokenRequestFailed for the resource, or a new login (the provider dialog, the login page or a registration code) in this block: a refused session may be reported or replaced (readings.md, section 32).") { w, a in
            let resource = a.string(0)
            if w.account(where: { if case .tokenRequestFailed(resource, _, _) = $0 { true } else { false } }) != nil { return }
            guard !w.accountAll(where: startsLogin).isEmpty else {
                throw StepFailure("the entitlement flow for \(resource) must fail, or the session must be renewed by a new login",
                                  expected: "tokenRequestFailed(\(resource), ...) or the start of a login", actual: w.describe(w.callbacks()))
            }
        }
        r.define("the second-screen login ends with status 0 and an error code, or goes on with a new registration code",
                 "tvOS: setAuthenticationStatus(0) with an error code, or a registration code not shown before this block and a poll with it afterwards (the seeds say nothing of a code's expiry: readings.md, section 17).") { w, _ in
            if w.account(where: { if case let .setAuthenticationStatus(.error, code) = $0 { !code.isEmpty } else { false } }) != nil { return }
            guard let name = w.currentAppName else { return }
            let shownBefore = Set(w.world.transcript.entries[..<w.windowStart].compactMap { entry -> String? in
                if case .callback(name, .status(let d)) = entry.event, d[StatusKey.id] == "REGCODE" { d[StatusKey.registrationCode] } else { nil }
            })
            for (index, callback) in w.callbackEntries() {
                guard case .status(let d) = callback, d[StatusKey.id] == "REGCODE", let code = d[StatusKey.registrationCode],
                      !shownBefore.contains(code), w.world.service.issuedRegistrationCodes.contains(code) else { continue }
                let polled = w.world.transcript.entries[index...].contains {
                    if case .request(.library(name), _, let request) = $0.event { request.parameters[PassAPI.Parameter.registrationCode] == code } else { false }
                }
                if polled {
                    w.accounted.insert(index)
                    return
                }
            }
            throw StepFailure("the second-screen login must end with an error or go on with a new code",
                              expected: "setAuthenticationStatus(0, <an error code>), or status(REGCODE) with a new code and polling with it",
                              actual: w.describe(w.callbacks()))
        }
        r.define("the app may be sent to a login",
                 "Allows, without requiring them, the callbacks that start a login in this block: displayProviderDialog, navigateToUrl to the service's login URL, a registration code in a status callback (where the seeds leave open whether a call starts a login).") { w, _ in
            w.allowed.append(startsLogin)
        }
        r.define("the app receives these callbacks in order:",
                 "Exactly these callbacks, in this order (a one-column table of names; informational callbacks aside).") { w, a in
            let expected = try a.table().map { try callbackMethod($0.first ?? "") }
            let actual = w.callbacks().filter { !$0.isInformational }.map(\.method)
            guard actual == expected else {
                throw StepFailure("the callbacks differ from the documented sequence", expected: expected.map(\.rawValue).joined(separator: ", "),
                                  actual: actual.isEmpty ? "no callback" : actual.map(\.rawValue).joined(separator: ", "))
            }
            w.accountAll { !$0.isInformational }
        }
        r.define("these callbacks come in this order:",
                 "Each of these callbacks arrives, in this order among themselves; others may come between them (a one-column table).") { w, a in
            let expected = try a.table().map { try callbackMethod($0.first ?? "") }
            var matched: [Int] = []
            var rest = w.callbackEntries()[...]
            for method in expected {
                guard let found = rest.firstIndex(where: { $0.callback.method == method }) else {
                    throw StepFailure("these callbacks must come in the documented order",
                                      expected: expected.map(\.rawValue).joined(separator: ", "), actual: w.describe(w.callbacks()))
                }
                matched.append(rest[found].index)
                rest = rest[rest.index(after: found)...]
            }
            w.accounted.formUnion(matched)
        }
        r.define("the app receives displayProviderDialog listing {string}",
                 "The dialog lists exactly these MVPD IDs (in any order), each with the logo URL the service configured.") { w, a in
            let ids = a.list(0)
            let list = try providerDialog(w, listing: ids)
            guard Set(list.map(\.id)) == Set(ids), list.count == ids.count else {
                throw StepFailure("the provider dialog must list the requestor's MVPDs", expected: ids.joined(separator: ", "), actual: list.map(\.id).joined(separator: ", "))
            }
            let configured = w.world.service.requestors.values.flatMap(\.mvpds)
            for mvpd in list {
                guard let known = configured.first(where: { $0.id == mvpd.id }), known.logoURL == mvpd.logoURL else {
                    throw StepFailure("each MVPD in the dialog carries its logo URL",
                                      expected: "\(mvpd.id): the service's logo URL", actual: "\(mvpd.id): \(mvpd.logoURL)")
                }
            }
        }
        r.define("the provider dialog lists the MVPDs in the configuration's order with their display names",
                 "API reference: the MVPD objects as configured (display name), in the configuration's order.") { w, _ in
            let app = try w.app()
            let configured = w.world.service.requestors[app.requestorID]?.mvpds ?? []
            let list = try providerDialog(w, listing: configured.map(\.id))
            guard list.map(\.id) == configured.map(\.id), list.map(\.displayName) == configured.map(\.displayName) else {
                throw StepFailure("the dialog lists the configuration's MVPDs in its order, with display names",
                                  expected: configured.map { "\($0.id) (\($0.displayName))" }.joined(separator: ", "),
                                  actual: list.map { "\($0.id) (\($0.displayName))" }.joined(separator: ", "))
            }
        }
        r.define("the app receives navigateToUrl with the service's login URL for {string}",
                 "navigateToUrl (either form) to the service's authentication endpoint for this MVPD, with the device ID.") { w, a in
            let url = try navigation(w, to: PassAPI.Path.authenticate, what: "login")
            try checkLoginURL(w, url, mvpd: a.string(0))
        }
        r.define("the login starts with {string}",
                 "iOS: navigateToUrl to the service's login URL for this MVPD; tvOS: a registration code for this MVPD in a status callback.") { w, a in
            try checkLoginStarts(w, with: a.string(0))
        }
        r.define("the app is shown the provider dialog or the login of {string}",
                 "Either displayProviderDialog, or the login with this MVPD (as 'the login starts with'); nothing else.") { w, a in
            if w.callbacks().contains(where: { $0.method == .displayProviderDialog }) {
                w.account { $0.method == .displayProviderDialog }
                guard !w.callbacks().contains(where: { $0.method == .navigateToUrl }) else {
                    throw StepFailure("the dialog or a login, not both", expected: "one of them", actual: w.describe(w.callbacks()))
                }
                return
            }
            try checkLoginStarts(w, with: a.string(0))
        }
        r.define("the app is shown the provider dialog or receives setAuthenticationStatus with status 0",
                 "Either displayProviderDialog (a new login) or setAuthenticationStatus(0) (the call failed): where a source says the call is answered, not which way.") { w, _ in
            let dialog = w.account { $0.method == .displayProviderDialog }
            let failure = w.account { if case .setAuthenticationStatus(.error, _) = $0 { true } else { false } }
            guard dialog != nil || failure != nil else {
                throw StepFailure("the call must be answered: the provider dialog or status 0",
                                  expected: "displayProviderDialog or setAuthenticationStatus(0)", actual: w.describe(w.callbacks()))
            }
        }
        r.define("the app receives no navigateToUrl asking for SFSafariViewController",
                 "A web-view app (it never said it uses SFSafariViewController) gets no navigateToUrl:useSVC: with useSVC true.") { w, _ in
            guard try !w.app().usesSafariViewController else { throw HarnessError("the app uses SFSafariViewController: this check is for a web-view app") }
            let found = w.callbacks().filter { if case .navigateToUrl(_, useSVC: true) = $0 { true } else { false } }
            guard found.isEmpty else {
                throw StepFailure("a web-view app must not be asked to load a page in SFSafariViewController",
                                  expected: "navigateToUrl or navigateToUrl:useSVC: with useSVC false", actual: w.describe(found))
            }
        }
        r.define("the app receives navigateToUrl with the service's logout URL",
                 "navigateToUrl (either form) to the service's logout endpoint.") { w, _ in
            _ = try navigation(w, to: PassAPI.Path.logout, what: "logout")
        }
        r.define("the {flow} URL redirects to {string}", "The redirect_url of the login or logout URL.") { w, a in
            let url = try navigation(w, to: try a.value(0, as: WebFlow.self).path, what: a.string(0))
            guard url.parameters[PassAPI.Parameter.redirectURL] == a.string(1) else {
                throw StepFailure("the \(a.string(0)) must end at the documented custom redirect URL",
                                  expected: a.string(1), actual: url.parameters[PassAPI.Parameter.redirectURL] ?? "no redirect_url in \(url.text)")
            }
        }
        r.define("the {flow} URL redirects to the app's custom scheme URL",
                 "The redirect_url of the login or logout URL is the app's custom scheme (either navigateToUrl form).") { w, a in
            let url = try navigation(w, to: try a.value(0, as: WebFlow.self).path, what: a.string(0))
            let expected = try w.app().customRedirectURL
            guard url.parameters[PassAPI.Parameter.redirectURL] == expected else {
                throw StepFailure("with SFSafariViewController the flow must end at the app's custom scheme",
                                  expected: "redirect_url=\(expected)", actual: "redirect_url=\(url.parameters[PassAPI.Parameter.redirectURL] ?? "none")")
            }
        }
        r.define("the logout is reported only after the app hands back the redirect URL",
                 "setAuthenticationStatus(0) comes after the app's handleExternalURL, and last.") { w, _ in
            try checkLogoutOrder(w)
        }
        r.define("the app receives a registration code in a status callback",
                 "status with id REGCODE, level Success and a code the service issued.") { w, _ in
            let codes = w.world.service.issuedRegistrationCodes
            try expect(w, "status(id: REGCODE, level: Success, regcode: <issued code>)") { isRegistrationCode($0, in: codes) }
        }
        r.define("the app receives a new registration code in a status callback",
                 "As above, with a code the app was never shown before this block.") { w, _ in
            let earlier = Set(w.world.transcript.entries[..<w.windowStart].compactMap { entry -> String? in
                if case .callback(w.currentAppName!, .status(let d)) = entry.event { d[StatusKey.registrationCode] } else { nil }
            })
            let fresh = w.world.service.issuedRegistrationCodes.filter { !earlier.contains($0) }
            try expect(w, "status(id: REGCODE, ...) with a code not shown before (shown before: \(earlier.sorted().joined(separator: ", ")))") {
                isRegistrationCode($0, in: fresh)
            }
        }
        r.define("the app receives setToken for {string}", "Checks a setToken callback (a media token) for this resource.") { w, a in
            try expect(w, "setToken(<media token>, \(a.string(0)))") {
                if case .setToken(_, a.string(0)) = $0 { true } else { false }
            }
        }
        r.define("the app receives tokenRequestFailed for {string}", "Checks a tokenRequestFailed callback for this resource, any error code.") { w, a in
            try expect(w, "tokenRequestFailed(\(a.string(0)), ...)") {
                if case .tokenRequestFailed(a.string(0), _, _) = $0 { true } else { false }
            }
        }
        r.define("the app receives tokenRequestFailed for {string} with error {errorCode}", "Checks a tokenRequestFailed callback for this resource with this error constant.") { w, a in
            let code = try a.value(1, as: String.self)
            try expect(w, "tokenRequestFailed(\(a.string(0)), \"\(code)\", ...)") {
                if case let .tokenRequestFailed(resource, c, _) = $0 { resource == a.string(0) && AccessEnablerErrorCode.matches(c, code) } else { false }
            }
        }
        r.define("the app receives tokenRequestFailed for {string} with the MVPD's message",
                 "tokenRequestFailed for the resource whose description carries the message the service sent with its refusal to authorize it in this block.") { w, a in
            let resource = a.string(0)
            let ids = Set(w.window.compactMap { entry -> Int? in
                if case let .request(_, id, request) = entry.event, ServiceEndpoint.authorize.matches(request),
                   request.parameters[PassAPI.Parameter.resource] == resource { id } else { nil }
            })
            let message = w.window.compactMap { entry -> String? in
                guard case let .response(_, id, response) = entry.event, ids.contains(id), response.status >= 400 else { return nil }
                return PassAPI.decode(PassAPI.ServiceError.self, from: response.body)?.message
            }.last
            guard let message else {
                throw StepFailure("the check needs the service's refusal of an authorization of \(resource) in this block",
                                  expected: "an authorize request for \(resource) answered with an error", actual: describe(w.requests()))
            }
            try expect(w, "tokenRequestFailed(\(resource), _, a description with \"\(message)\")") {
                if case let .tokenRequestFailed(r, _, description) = $0 { r == resource && (description ?? "").contains(message) } else { false }
            }
        }
        r.define("the app receives preauthorizedResources listing {string}", "Exactly these resources (in any order); {string} may be empty.") { w, a in
            let expected = a.list(0).sorted()
            try expect(w, "preauthorizedResources([\(expected.joined(separator: ", "))])") {
                if case .preauthorizedResources(let list) = $0 { list.sorted() == expected } else { false }
            }
        }
    }

    /// Whether `callback` starts a login: the provider dialog, the login page, a registration code.
    static func startsLogin(_ callback: Callback) -> Bool {
        switch callback {
        case .displayProviderDialog: true
        case .navigateToUrl(let url, _): url.hasPrefix(PassAPI.origin + PassAPI.Path.authenticate)
        case .status(let dictionary): dictionary[StatusKey.id] == "REGCODE"
        default: false
        }
    }

    /// The delegate method a table names, or a harness error naming those there are.
    static func callbackMethod(_ name: String) throws -> Callback.Method {
        guard let method = Callback.Method(rawValue: name) else {
            throw HarnessErrorFactory.unknown("callback", name, known: Callback.Method.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return method
    }

    /// Fails unless some callback of the window satisfies `predicate`; accounts for it.
    static func expect(_ w: ConformanceWorld, _ expected: String, _ predicate: (Callback) -> Bool) throws {
        guard w.account(where: predicate) != nil else {
            throw StepFailure("the app must receive \(expected)", expected: expected, actual: w.describe(w.callbacks()))
        }
    }

    private static func isRegistrationCode(_ callback: Callback, in codes: [String]) -> Bool {
        guard case .status(let d) = callback else { return false }
        return d[StatusKey.id] == "REGCODE" && d[StatusKey.level] == "Success" && codes.contains(d[StatusKey.registrationCode] ?? "")
    }


    /// The first provider dialog of the window, accounted for.
    private static func providerDialog(_ w: ConformanceWorld, listing ids: [String]) throws -> [MVPD] {
        guard case .displayProviderDialog(let list)? = w.account(where: { $0.method == .displayProviderDialog }) else {
            throw StepFailure("the app must be shown the provider dialog", expected: "displayProviderDialog([\(ids.joined(separator: ", "))])", actual: w.describe(w.callbacks()))
        }
        return list
    }

    private static func checkLoginURL(_ w: ConformanceWorld, _ url: Navigation, mvpd: String) throws {
        guard url.parameters[PassAPI.Parameter.mvpd] == mvpd, url.parameters[PassAPI.Parameter.deviceID]?.isEmpty == false,
              url.parameters[PassAPI.Parameter.requestor] == (try w.app().requestorID)
        else {
            throw StepFailure("the login URL must name the chosen MVPD, the requestor and the device",
                              expected: "mso_id=\(mvpd), requestor_id, device_id", actual: url.text)
        }
    }

    private static func checkLoginStarts(_ w: ConformanceWorld, with mvpd: String) throws {
        if !w.platform.traits.login.usesRegistrationCode {
            try checkLoginURL(w, try navigation(w, to: PassAPI.Path.authenticate, what: "login"), mvpd: mvpd)
            return
        }
        let asked = w.requests().contains { ServiceEndpoint.regcode.matches($0) && $0.parameters[PassAPI.Parameter.mvpd] == mvpd }
        guard asked else {
            throw StepFailure("the tvOS login must ask for a registration code for \(mvpd)",
                              expected: "a regcode request with mso_id=\(mvpd)", actual: describe(w.requests()))
        }
        let codes = w.world.service.issuedRegistrationCodes
        try expect(w, "status(id: REGCODE, ...) for \(mvpd)") { isRegistrationCode($0, in: codes) }
    }

    private static func checkLogoutOrder(_ w: ConformanceWorld) throws {
        guard let name = w.currentAppName else { return }
        var handedBack = false
        for index in w.window.indices {
            switch w.world.transcript.entries[index].event {
            case .call(name, .handleExternalURL): handedBack = true
            case .callback(name, .setAuthenticationStatus(.error, _)):
                guard handedBack else {
                    throw StepFailure("logout is reported (status 0) only once the app handed back the redirect URL",
                                      expected: "handleExternalURL, then setAuthenticationStatus(0)", actual: "setAuthenticationStatus(0) came first")
                }
                w.accounted.insert(index)
                let after = w.callbackEntries().filter { $0.index > index && !$0.callback.isInformational }.map(\.callback)
                guard after.isEmpty else {
                    throw StepFailure("the logout's setAuthenticationStatus(0) comes last", expected: "nothing after it", actual: w.describe(after))
                }
                return
            default: continue
            }
        }
        throw StepFailure("the logout must be reported with setAuthenticationStatus(0)", expected: "setAuthenticationStatus(0)", actual: w.describe(w.callbacks()))
    }

    struct Navigation {
        var text: String
        var parameters: [String: String]
        var useSVC: Bool?
    }

    /// The first navigateToUrl of the window whose URL is the service's `path`; accounted for.
    static func navigation(_ w: ConformanceWorld, to path: String, what: String) throws -> Navigation {
        for (index, callback) in w.callbackEntries() {
            guard case let .navigateToUrl(url, useSVC) = callback, url.hasPrefix(PassAPI.origin),
                  let components = URLComponents(string: url), components.path == path else { continue }
            var parameters: [String: String] = [:]
            for item in components.queryItems ?? [] { parameters[item.name] = item.value ?? "" }
            w.accounted.insert(index)
            return Navigation(text: url, parameters: parameters, useSVC: useSVC)
        }
        throw StepFailure("the app must be asked to load the service's \(what) URL",
                          expected: "navigateToUrl(\(PassAPI.origin)\(path)?...)", actual: w.describe(w.callbacks()))
    }
}
