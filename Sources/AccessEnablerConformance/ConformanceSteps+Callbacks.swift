import AccessEnablerAdapter
import ConformanceKit
import Foundation
import PassSimulator

extension ConformanceSteps {
    static let callbackNames = [
        "setRequestorComplete", "setAuthenticationStatus", "displayProviderDialog", "navigateToUrl", "setToken",
        "tokenRequestFailed", "preauthorizedResources", "selectedProvider", "setMetadataStatus", "sendTrackingData", "status",
    ]

    /// `Then` steps about the callbacks the app received in the current window.
    static func defineCallbackChecks(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the app receives setRequestorComplete with status {int}", "Checks a setRequestorComplete callback with this status (1 success, 0 failure).") { w, a in
            let status = try status(a.int(0))
            try expect(w, "setRequestorComplete(\(status))") { $0 == .setRequestorComplete(status) }
        }
        r.define("the app receives setAuthenticationStatus with status {int}", "Any error code.") { w, a in
            let status = try status(a.int(0))
            try expect(w, "setAuthenticationStatus(\(status), ...)") {
                if case .setAuthenticationStatus(status, _) = $0 { true } else { false }
            }
        }
        r.define("the app receives setAuthenticationStatus with status {int} and error {word}",
                 "Error codes are compared ignoring letter case.") { w, a in
            let status = try status(a.int(0))
            let code = try errorCode(named: a.string(1))
            try expect(w, "setAuthenticationStatus(\(status), \"\(code)\")") {
                if case let .setAuthenticationStatus(s, c) = $0 { s == status && AccessEnablerErrorCode.matches(c, code) } else { false }
            }
        }
        r.define("the app receives setAuthenticationStatus with status {int} and an error code", "Any non-empty error code.") { w, a in
            let status = try status(a.int(0))
            try expect(w, "setAuthenticationStatus(\(status), <an error code>)") {
                if case let .setAuthenticationStatus(s, c) = $0 { s == status && !c.isEmpty } else { false }
            }
        }
        r.define("the app receives no setAuthenticationStatus with status {int}", "Checks that no setAuthenticationStatus callback carried this status.") { w, a in
            let status = try status(a.int(0))
            let found = w.callbacks().filter { if case .setAuthenticationStatus(status, _) = $0 { true } else { false } }
            guard found.isEmpty else {
                throw StepFailure("the app must not receive setAuthenticationStatus(\(status)) here",
                                  expected: "no setAuthenticationStatus(\(status))", actual: w.describe(found))
            }
        }
        r.define("the app receives no callback at all", "Nothing at all reached the app.") { w, _ in
            let received = w.callbacks()
            guard received.isEmpty else {
                throw StepFailure("the app must receive no callback here", expected: "no callback", actual: w.describe(received))
            }
        }
        r.define("the app receives no {word}", "No callback of that name (both navigateToUrl forms count).") { w, a in
            let name = try callbackName(a.string(0))
            let found = w.callbacks().filter { $0.name == name }
            guard found.isEmpty else {
                throw StepFailure("the app must not receive \(name) here", expected: "no \(name)", actual: w.describe(found))
            }
        }
        r.define("the app receives {word}", "At least one callback of that name.") { w, a in
            let name = try callbackName(a.string(0))
            try expect(w, name) { $0.name == name }
        }
        r.define("the app receives these callbacks in order:",
                 "The callback names the app received, exactly and in order (a one-column table).") { w, a in
            let expected = try a.table().map { $0.first ?? "" }
            for name in expected { _ = try callbackName(name) }
            let actual = w.callbacks().map(\.name)
            guard actual == expected else {
                throw StepFailure("the callbacks differ from the documented sequence",
                                  expected: expected.joined(separator: ", "), actual: actual.isEmpty ? "no callback" : actual.joined(separator: ", "))
            }
        }
        r.define("the app receives displayProviderDialog listing {string}",
                 "The dialog lists exactly these MVPD IDs in order, each with the service's display name and logo URL.") { w, a in
            let ids = a.list(0)
            let dialogs = w.callbacks().compactMap { if case .displayProviderDialog(let list) = $0 { list } else { nil } }
            guard let list = dialogs.first else {
                throw StepFailure("the app must be shown the provider dialog", expected: "displayProviderDialog([\(ids.joined(separator: ", "))])", actual: w.describe(w.callbacks()))
            }
            guard list.map(\.id) == ids else {
                throw StepFailure("the provider dialog must list the requestor's MVPDs", expected: ids.joined(separator: ", "), actual: list.map(\.id).joined(separator: ", "))
            }
            let configured = w.world.service.requestors.values.flatMap(\.mvpds)
            for mvpd in list {
                guard let known = configured.first(where: { $0.id == mvpd.id }), known.displayName == mvpd.displayName, known.logoURL == mvpd.logoURL else {
                    throw StepFailure("each MVPD in the dialog carries its display name and logo URL",
                                      expected: "\(mvpd.id): the service's name and logo", actual: "\(mvpd.id): \"\(mvpd.displayName)\", \(mvpd.logoURL)")
                }
            }
        }
        r.define("the app receives navigateToUrl with the service's login URL for {string}",
                 "navigateToUrl (either form) to the service's authentication endpoint for this MVPD, with the device ID.") { w, a in
            let url = try navigation(w, to: PassAPI.Path.authenticate, what: "login")
            let mvpd = url.parameters[PassAPI.Parameter.mvpd]
            guard mvpd == a.string(0), url.parameters[PassAPI.Parameter.deviceID]?.isEmpty == false,
                  url.parameters[PassAPI.Parameter.requestor] == (try w.app().requestorID)
            else {
                throw StepFailure("the login URL must name the chosen MVPD, the requestor and the device",
                                  expected: "mso_id=\(a.string(0)), requestor_id, device_id", actual: url.text)
            }
        }
        r.define("the app receives navigateToUrl with the service's logout URL",
                 "navigateToUrl (either form) to the service's logout endpoint.") { w, _ in
            _ = try navigation(w, to: PassAPI.Path.logout, what: "logout")
        }
        r.define("the {word} URL redirects to {string}", "The redirect_url of the login or logout URL.") { w, a in
            let path = a.string(0) == "logout" ? PassAPI.Path.logout : PassAPI.Path.authenticate
            let url = try navigation(w, to: path, what: a.string(0))
            guard url.parameters[PassAPI.Parameter.redirectURL] == a.string(1) else {
                throw StepFailure("the \(a.string(0)) must end at the documented custom redirect URL",
                                  expected: a.string(1), actual: url.parameters[PassAPI.Parameter.redirectURL] ?? "no redirect_url in \(url.text)")
            }
        }
        r.define("the {word} URL redirects to the app's custom scheme URL and asks for SFSafariViewController",
                 "navigateToUrl:useSVC: with useSVC true and the app's custom redirect URL.") { w, a in
            let path = a.string(0) == "logout" ? PassAPI.Path.logout : PassAPI.Path.authenticate
            let url = try navigation(w, to: path, what: a.string(0))
            let expected = try w.app().customRedirectURL
            guard url.useSVC == true, url.parameters[PassAPI.Parameter.redirectURL] == expected else {
                throw StepFailure("with SFSafariViewController the flow must end at the app's custom scheme",
                                  expected: "navigateToUrl(..., useSVC: true) with redirect_url=\(expected)",
                                  actual: "useSVC: \(url.useSVC.map(String.init) ?? "not given"), redirect_url=\(url.parameters[PassAPI.Parameter.redirectURL] ?? "none")")
            }
        }
        r.define("the app receives a registration code in a status callback",
                 "status with id REGCODE, level Success and the code the service issued.") { w, _ in
            let codes = w.world.service.issuedRegistrationCodes
            try expect(w, "status(id: REGCODE, level: Success, regcode: <issued code>)") {
                guard case .status(let d) = $0 else { return false }
                return d[StatusKey.id] == "REGCODE" && d[StatusKey.level] == "Success" && codes.contains(d[StatusKey.registrationCode] ?? "")
            }
        }
        r.define("the app receives setToken for {string}", "Checks a setToken callback (a media token) for this resource.") { w, a in
            try expect(w, "setToken(<media token>, \(a.string(0)))") {
                if case .setToken(_, a.string(0)) = $0 { true } else { false }
            }
        }
        r.define("the app receives tokenRequestFailed for {string} with error {word}", "Checks a tokenRequestFailed callback for this resource with this error constant.") { w, a in
            let code = try errorCode(named: a.string(1))
            try expect(w, "tokenRequestFailed(\(a.string(0)), \"\(code)\", ...)") {
                if case let .tokenRequestFailed(resource, c, _) = $0 { resource == a.string(0) && AccessEnablerErrorCode.matches(c, code) } else { false }
            }
        }
    }

    static func callbackName(_ name: String) throws -> String {
        guard callbackNames.contains(name) else {
            throw HarnessErrorFactory.unknown("callback", name, known: callbackNames.joined(separator: ", "))
        }
        return name
    }

    /// Fails unless some callback of the window satisfies `predicate`.
    static func expect(_ w: ConformanceWorld, _ expected: String, _ predicate: (Callback) -> Bool) throws {
        let received = w.callbacks()
        guard received.contains(where: predicate) else {
            throw StepFailure("the app must receive \(expected)", expected: expected, actual: w.describe(received))
        }
    }

    struct Navigation {
        var text: String
        var parameters: [String: String]
        var useSVC: Bool?
    }

    /// The first navigateToUrl of the window whose URL is the service's `path`.
    static func navigation(_ w: ConformanceWorld, to path: String, what: String) throws -> Navigation {
        let navigations = w.callbacks().compactMap { if case let .navigateToUrl(url, useSVC) = $0 { (url, useSVC) } else { nil } }
        for (url, useSVC) in navigations {
            guard url.hasPrefix(PassAPI.origin), let components = URLComponents(string: url), components.path == path else { continue }
            var parameters: [String: String] = [:]
            for item in components.queryItems ?? [] { parameters[item.name] = item.value ?? "" }
            return Navigation(text: url, parameters: parameters, useSVC: useSVC)
        }
        throw StepFailure("the app must be asked to load the service's \(what) URL",
                          expected: "navigateToUrl(\(PassAPI.origin)\(path)?...)", actual: w.describe(w.callbacks()))
    }
}
