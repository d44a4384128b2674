import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// `When` steps: calls the app makes, things the user does, time passing. Each settles the world.
    static func defineActionSteps(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the app calls setRequestor", "setRequestor with the app's own requestor ID.") { w, _ in
            let id = try w.app().requestorID
            try w.call("setRequestor", id) { $0.setRequestor(id, serviceProviders: nil) }
        }
        r.define("the app calls setRequestor with {string}", "setRequestor with another requestor ID.") { w, a in
            try w.call("setRequestor", a.string(0)) { $0.setRequestor(a.string(0), serviceProviders: nil) }
        }
        r.define("the app calls checkAuthentication", "checkAuthentication: the app asks whether the user is authenticated.") { w, _ in
            try w.call("checkAuthentication") { $0.checkAuthentication() }
        }
        r.define("the app calls getAuthentication", "getAuthentication without forceAuthn.") { w, _ in
            try w.call("getAuthentication") { $0.getAuthentication(forceAuthn: false, data: nil) }
        }
        r.define("the app calls setSelectedProvider with {string}", "The app passes the user's choice of MVPD (by ID) to the library.") { w, a in
            try w.call("setSelectedProvider", a.string(0)) { $0.setSelectedProvider(a.string(0)) }
        }
        r.define("the app calls setSelectedProvider with nil", "The documented way to cancel.") { w, _ in
            try w.call("setSelectedProvider", "nil") { $0.setSelectedProvider(nil) }
        }
        r.define("the user picks {string} in the provider dialog", "The app answers the dialog with setSelectedProvider.") { w, a in
            try w.call("setSelectedProvider", a.string(0)) { $0.setSelectedProvider(a.string(0)) }
        }
        r.define("the app calls checkAuthorization for {string}", "checkAuthorization for a resource, without extra data.") { w, a in
            try w.call("checkAuthorization", a.string(0)) { $0.checkAuthorization(a.string(0), data: nil) }
        }
        r.define("the app calls getAuthorization for {string}", "getAuthorization for a resource, without extra data.") { w, a in
            try w.call("getAuthorization", a.string(0)) { $0.getAuthorization(a.string(0), data: nil) }
        }
        r.define("the app calls getSelectedProvider", "getSelectedProvider: the app asks which MVPD is selected.") { w, _ in
            try w.call("getSelectedProvider") { $0.getSelectedProvider() }
        }
        r.define("the app calls getMetadata for the authentication TTL", "getMetadata with key 0.") { w, _ in
            try w.call("getMetadata", "0") { $0.getMetadata(.authenticationTTL, arguments: nil) }
        }
        r.define("the app calls getMetadata for the authorization TTL of {string}", "getMetadata with key 1 and the resource.") { w, a in
            try w.call("getMetadata", "1, \(a.string(0))") { $0.getMetadata(.authorizationTTL, arguments: ["resource": a.string(0)]) }
        }
                r.define("the app calls logout", "logout: the app signs the user out.") { w, _ in
            try w.call("logout") { $0.logout() }
        }
        r.define("the user completes the second-screen login",
                 "tvOS: the user enters the newest registration code on a second screen and logs in at its MVPD.") { w, _ in
            guard let code = w.world.service.completeSecondScreenLogin() else {
                throw StepFailure("the second-screen login needs a registration code, and none is pending at the service")
            }
            w.world.transcript.record(.world("the user logs in on a second screen with code \(code)"))
            try w.settle()
        }
        r.define("{int} second(s) pass(es)", "Virtual time passes; timers and polls fire.") { w, a in
            try w.pass(milliseconds: Int64(try a.int(0)) * 1_000)
        }
        r.define("{int} minute(s) pass(es)", "Advances virtual time; timers and answers due meanwhile happen in order.") { w, a in
            try w.pass(milliseconds: Int64(try a.int(0)) * 60_000)
        }
        r.define("{int} hour(s) pass(es)", "Advances virtual time by hours; timers and answers due meanwhile happen in order.") { w, a in
            try w.pass(milliseconds: Int64(try a.int(0)) * 3_600_000)
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
}
