import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `When` steps: calls the app makes, things the user does, time passing. Each settles the world.
    static func defineActionSteps(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the app calls setRequestor", "setRequestor with the app's own requestor ID; as a set-up (Given), a setRequestorComplete(0) fails the scenario's set-up.", calling: .setRequestor) { w, _ in
            try callSetRequestor(w, w.app().requestorID)
        }
        r.define("the app calls setRequestor with {string}", "setRequestor with another requestor ID; as a set-up (Given), a setRequestorComplete(0) fails the scenario's set-up.", calling: .setRequestor) { w, a in
            try callSetRequestor(w, a.string(0))
        }
        r.define("the app calls checkAuthentication", "checkAuthentication: the app asks whether the user is authenticated.", calling: .checkAuthentication) { w, _ in
            try w.call(.checkAuthentication)
        }
        r.define("the app calls getAuthentication", "getAuthentication without forceAuthn.", calling: .getAuthentication) { w, _ in
            try w.call(.getAuthentication(forceAuthn: false))
        }
        r.define("the app calls getAuthentication with forceAuthn", "getAuthentication(forceAuthn: true).", calling: .getAuthentication) { w, _ in
            try w.call(.getAuthentication(forceAuthn: true))
        }
        r.define("the app calls setSelectedProvider with {string}", "The app passes the user's choice of MVPD (by ID) to the library.", calling: .setSelectedProvider) { w, a in
            try w.call(.setSelectedProvider(a.string(0)))
        }
        r.define("the app calls setSelectedProvider with nil", "The documented way to cancel.", calling: .setSelectedProvider) { w, _ in
            try w.call(.setSelectedProvider(nil))
        }
        r.define("the user picks {string} in the provider dialog", "The app answers the dialog with setSelectedProvider.", calling: .setSelectedProvider) { w, a in
            try w.call(.setSelectedProvider(a.string(0)))
        }
        r.define("the app calls checkAuthorization for {string}", "checkAuthorization for a resource, without extra data.", calling: .checkAuthorization) { w, a in
            try w.call(.checkAuthorization(a.string(0)))
        }
        r.define("the app calls getAuthorization for {string}", "getAuthorization for a resource, without extra data.", calling: .getAuthorization) { w, a in
            try w.call(.getAuthorization(a.string(0)))
        }
        r.define("the app calls checkPreauthorizedResources for {string}", "checkPreauthorizedResources for a comma-separated list, with cache false (the service is asked every time).", calling: .checkPreauthorizedResources) { w, a in
            try w.call(.checkPreauthorizedResources(a.list(0)))
        }
        r.define("the app calls getSelectedProvider", "getSelectedProvider: the app asks which MVPD is selected.", calling: .getSelectedProvider) { w, _ in
            try w.call(.getSelectedProvider)
        }
        r.define("the app calls getMetadata for the authentication TTL", "getMetadata with key 0.", calling: .getMetadata) { w, _ in
            try w.call(.getMetadata(.authenticationTTL, nil))
        }
        r.define("the app calls getMetadata for the authorization TTL of {string}",
                 "getMetadata with key 1 and the argument resource (see MetadataKey).", calling: .getMetadata) { w, a in
            try w.call(.getMetadata(.authorizationTTL, [MetadataKey.resourceArgument: a.string(0)]))
        }
        r.define("the app calls getMetadata for the device ID", "getMetadata with key 2.", calling: .getMetadata) { w, _ in
            try w.call(.getMetadata(.deviceID, nil))
        }
        r.define("the app calls logout", "logout: the app signs the user out.", calling: .logout) { w, _ in
            try w.call(.logout)
        }
        r.define("the user completes the second-screen login",
                 "tvOS: the user enters the newest registration code on a second screen and logs in at its MVPD.") { w, _ in
            guard let code = w.world.service.completeSecondScreenLogin() else {
                throw StepFailure("the second-screen login needs a registration code, and none is pending at the service", sentences: .named(["000-generic-16"]))
            }
            w.world.transcript.record(.world(.note("the user logs in on a second screen with code \(code)")))
            w.secondScreenLogin = w.world.transcript.entries.count
            try w.settle()
        }
        r.define("the user completes the login page left open",
                 "iOS: the user submits credentials on the login page left open; the redirect URL goes to the app's running instance (even after a relaunch).") { w, _ in
            let app = try w.app()
            guard app.completeLoginPageLeftOpen() else {
                throw StepFailure("no login page was left open", expected: "a login page the user left open", actual: "none", sentences: .named(["000-generic-14"]))
            }
            try w.settle()
        }
        r.define("the library polls for the registration code",
                 "tvOS: time passes until the library's next poll has been answered (at most the suite's maximum poll interval); a poll answered since the user completed the second-screen login counts.") { w, _ in
            try waitForPoll(w)
        }
        r.define("the registration code expires",
                 "tvOS: time passes until the newest code has expired at the service and a poll interval more (at most the suite's maximum) has gone by.") { w, _ in
            guard let code = w.world.service.issuedRegistrationCodes.last, let expiry = w.world.service.expiry(ofRegistrationCode: code) else {
                throw StepFailure("no registration code was issued", expected: "a registration code", actual: "none", sentences: .named(["000-generic-16"]))
            }
            let end = expiry + ConformanceWorld.maximumPollInterval + 1_000
            if end > w.world.clock.now { try w.pass(milliseconds: end - w.world.clock.now) }
        }
        r.define("{duration} pass(es)", "Virtual time passes (milliseconds, seconds, minutes or hours); timers, polls and answers due meanwhile happen in order.") { w, a in
            try w.pass(milliseconds: a.value(0, as: Int64.self))
        }
        r.define("time passes until just {moment} the {tokenKind} token for {string} expires",
                 "before/after, authentication/authorization: to 1 ms before or after the expiry of the newest such token for the requestor (authentication) or resource (authorization).") { w, a in
            let expiry = try tokenExpiry(w, kind: a.value(1, as: TokenKind.self), for: a.string(2))
            let target = expiry + (try a.value(0, as: ExpiryMoment.self)).offset
            guard target >= w.world.clock.now else { throw HarnessError("that moment has passed already") }
            try w.pass(milliseconds: target - w.world.clock.now)
        }
        r.define("the service answers the held requests", "Held answers go out, in request order.") { w, _ in
            w.world.releaseHeld()
            try w.settle()
        }
        r.define("the user opens {string}", "Switches to another app, launching it if it is not running.") { w, a in
            let app = try w.app(named: a.string(0))
            w.currentAppName = app.name
            if app.library == nil { try w.launch(app) }
            try w.settle()
        }
        r.define("the app is closed and opened again", "A new library instance over the same storage.") { w, _ in
            try w.launch(w.app())
            try w.settle()
        }
    }

    /// setRequestor: as a `When`, whatever it answers; as a `Given`, a set-up that fails when the library
    /// refuses it (setRequestorComplete(0)), so that no scenario goes on from a configuration the library
    /// never took (an answer still held at the service is fine).
    private static func callSetRequestor(_ w: ConformanceWorld, _ requestor: String) throws {
        let before = w.world.transcript.entries.count
        try w.call(.setRequestor(requestor))
        guard w.runningSetUp, let app = w.currentAppName else { return }
        let refused = w.world.transcript.entries(from: before).contains {
            if case .callback(app, .setRequestorComplete(.error)) = $0.event { true } else { false }
        }
        if refused { throw StepFailure("set-up: setRequestor(\(requestor)) reported setRequestorComplete(0)", sentences: .named(["api-setRequestor-1"])) }
    }

    /// Lets time pass until the library's next registration-code poll has been answered; a poll answered
    /// since the user completed the second-screen login counts (a library polling often may already have
    /// made it while the world settled).
    static func waitForPoll(_ w: ConformanceWorld) throws {
        let name = w.currentAppName ?? ""
        let start = w.secondScreenLogin ?? w.world.transcript.entries.count
        w.secondScreenLogin = nil
        let polled = {
            w.world.transcript.entries(from: start).contains {
                if case .response(.library(name), _, _) = $0.event,
                   let request = requestOf(w, answeredBy: $0) { ServiceEndpoint.authnToken.matches(request) } else { false }
            }
        }
        guard try w.pass(atMost: ConformanceWorld.maximumPollInterval + 1_000, until: polled) else {
            throw StepFailure("the tvOS library must keep polling for the second-screen login",
                              expected: "a poll within \(ConformanceWorld.describe(milliseconds: ConformanceWorld.maximumPollInterval)) (the suite's maximum poll interval)",
                              actual: "no poll answered", sentences: .named(["000-generic-16"]))
        }
    }

    /// The request a response entry answers.
    private static func requestOf(_ w: ConformanceWorld, answeredBy entry: Transcript.Entry) -> PassRequest? {
        guard case let .response(origin, id, _) = entry.event else { return nil }
        return w.world.transcript.entries.lazy.compactMap {
            if case let .request(o, i, request) = $0.event, o == origin, i == id { request } else { nil }
        }.first
    }

    /// The expiry of the newest token of `kind` the service issued for a requestor or resource.
    static func tokenExpiry(_ w: ConformanceWorld, kind: TokenKind, for subject: String) throws -> Int64 {
        let issued = w.world.service.issued
        switch kind {
        case .authentication:
            guard let token = issued.authenticationTokens.last(where: { $0.requestor == subject }) else {
                throw StepFailure("no authentication token was issued for \(subject)", sentences: .named(["000-generic-23"]))
            }
            return token.expires
        case .authorization:
            guard let token = issued.authorizationTokens.last(where: { $0.resource == subject }) else {
                throw StepFailure("no authorization token was issued for \(subject)", sentences: .named(["api-getAuthorization-2"]))
            }
            return token.expires
        }
    }
}
