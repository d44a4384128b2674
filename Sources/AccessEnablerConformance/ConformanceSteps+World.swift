import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// Steps that build the world and change its conditions: requestors, MVPDs, apps, the user's
    /// intentions, the service's state, and set-ups that run whole flows.
    static func defineWorldSteps(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the service knows requestor {string} offering MVPDs {string}",
                 "A requestor whose configuration lists these MVPDs (display names and logos are derived from the IDs).") { w, a in
            let mvpds = a.list(1).map { MVPD(id: $0, displayName: "\($0) TV", logoURL: "https://logos.example/\($0).png") }
            w.world.service.requestors[a.string(0)] = PassService.Requestor(mvpds: mvpds)
        }
        r.define("the app uses SFSafariViewController",
                 "The app shows login and logout pages in SFSafariViewController (its own choice); say it before the app starts.") { w, _ in
            let app = try w.app(named: w.currentAppName ?? "")
            guard app.library == nil else {
                throw HarnessError("'the app uses SFSafariViewController' must come before the app starts (right after installing it)")
            }
            app.usesSafariViewController = true
        }
        r.define("authentication tokens of {string} live {minutes} minute(s)", "Sets the requestor's authentication TTL.") { w, a in
            try requireRequestor(w, a.string(0))
            w.world.service.requestors[a.string(0)]!.authenticationTTL = Int64(try a.int(1)) * 60_000
        }
        r.define("authorization tokens of {string} live {minutes} minute(s)", "Sets the requestor's authorization TTL.") { w, a in
            try requireRequestor(w, a.string(0))
            w.world.service.requestors[a.string(0)]!.authorizationTTL = Int64(try a.int(1)) * 60_000
        }
        r.define("the device has app {string} of team {string} with bundle ID {string} using requestor {string}",
                 "Installs an app; the first one installed is \"the app\".") { w, a in
            w.world.addApp(a.string(0), bundleID: a.string(2), teamID: a.string(1), requestorID: a.string(3), on: w.device)
            if w.currentAppName == nil { w.currentAppName = a.string(0) }
        }
        r.define("MVPD {string} rejects the user's credentials", "Logins at this MVPD fail.") { w, a in
            w.world.service.rejectingMVPDs.insert(a.string(0))
        }
        r.define("MVPD {string} accepts the user's credentials again", "Logins at this MVPD succeed again.") { w, a in
            w.world.service.rejectingMVPDs.remove(a.string(0))
        }
        r.define("the MVPD denies access to {string}", "Authorization for this resource is denied (403).") { w, a in
            w.world.service.deniedResources.insert(a.string(0))
        }
        r.define("the MVPD allows access to {string} again", "Authorization for this resource is no longer denied.") { w, a in
            w.world.service.deniedResources.remove(a.string(0))
            w.world.transcript.record(.world(.note("the MVPD allows access to \(a.string(0)) again")))
        }
        r.define("media tokens are {count} KiB long",
                 "The service's short media tokens carry this much signature: large tokens let a check tell by size what could hold one.") { w, a in
            w.world.service.mediaTokenPadding = try a.int(0) * 1_024
        }
        r.define("the service holds its answers to {endpoint} requests",
                 "Answers to requests of this endpoint wait until 'the service answers the held requests'.") { w, a in
            w.world.holdResponses(toPathsStartingWith: try a.value(0, as: ServiceEndpoint.self).pathPrefix)
        }
        r.define("the service's answers to {endpoint} requests are delayed",
                 "The service answers these requests when they arrive, but the answers reach the library only at 'the service answers the held requests' (answers in flight).") { w, a in
            w.world.delayResponses(toPathsStartingWith: try a.value(0, as: ServiceEndpoint.self).pathPrefix)
        }
        r.define("the service is unreachable", "Every request is answered 503.") { w, _ in
            w.world.service.isUnreachable = true
            w.world.transcript.record(.world(.note("the service becomes unreachable")))
        }
        r.define("the service fails {endpoint} requests", "Requests of this endpoint are answered 503; the rest works.") { w, a in
            let endpoint = try a.value(0, as: ServiceEndpoint.self)
            w.world.service.failingPaths.insert(endpoint.pathPrefix)
            w.world.transcript.record(.world(.note("the service fails \(endpoint.rawValue) requests")))
        }
        r.define("the service refuses {endpoint} requests", "Requests of this endpoint are answered 401 (not authenticated); the rest works.") { w, a in
            let endpoint = try a.value(0, as: ServiceEndpoint.self)
            w.world.service.refusingPaths.insert(endpoint.pathPrefix)
            w.world.transcript.record(.world(.note("the service refuses \(endpoint.rawValue) requests")))
        }
        r.define("the service answers every request again", "Ends 'the service is unreachable' and 'the service fails (or refuses) ... requests'.") { w, _ in
            w.world.service.isUnreachable = false
            w.world.service.failingPaths = []
            w.world.service.refusingPaths = []
            w.world.transcript.record(.world(.note("the service answers every request again")))
        }
        r.define("the service ends every session of this device",
                 "As a logout from another app on the device would: tokens issued so far to this device ID are refused (401).") { w, _ in
            let ids = Array(Set(DeviceIdentity.every(on: try deviceInfo(w)) + sentDeviceIDs(w))).sorted()
            for id in ids { w.world.service.endSessions(deviceID: id) }
            w.world.transcript.record(.world(.note("the service ends every session of \(ids.joined(separator: ", "))")))
        }
        r.define("the user will pick {string} in the provider dialog",
                 "Whenever the provider dialog appears, the user picks this MVPD.") { w, a in
            try w.app().providerChoice = .pick(a.string(0))
        }
        r.define("the user will close the provider dialog",
                 "Whenever the provider dialog appears, the user closes it (the app calls setSelectedProvider(nil)).") { w, _ in
            try w.app().providerChoice = .cancel
        }
        r.define("the user will leave the login page open", "The web view stays on the MVPD login page.") { w, _ in
            try w.app().webLogin = .leaveOpen
        }
        r.define("the user will close the login page",
                 "The user closes the web view; the app calls setSelectedProvider(nil).") { w, _ in
            try w.app().webLogin = .closeWebView
        }
        r.define("the device runs iOS {osVersion}", "An iOS device with this OS version (before any app runs).") { w, a in
            guard w.platform == .iOS else { throw HarnessError("'the device runs iOS ...' needs an @ios scenario") }
            w.device.setOSMajorVersion(try a.int(0))
        }
        r.define("the device is upgraded to iOS {osVersion}",
                 "Every app is closed and the OS upgraded (iOS 6 → 7 keeps pasteboard data readable; → 10 wipes pasteboards).") { w, a in
            guard w.platform == .iOS else { throw HarnessError("'the device is upgraded to iOS ...' needs an @ios scenario") }
            for name in w.world.appOrder { w.world.apps[name]!.close() }
            w.world.transcript.record(.world(.note("the device is upgraded from iOS \(w.device.osMajorVersion) to iOS \(try a.int(0))")))
            w.device.upgrade(toOSMajorVersion: try a.int(0))
        }
        r.define("MVPD {string} is removed from the list of {string}", "The requestor's configuration no longer offers this MVPD.") { w, a in
            try requireRequestor(w, a.string(1))
            w.world.service.requestors[a.string(1)]!.mvpds.removeAll { $0.id == a.string(0) }
        }
        r.define("MVPD {string} requires authentication per requestor", "Sets hasAuthNPerRequestor on this MVPD in every configuration.") { w, a in
            for id in w.world.service.requestors.keys {
                for i in w.world.service.requestors[id]!.mvpds.indices where w.world.service.requestors[id]!.mvpds[i].id == a.string(0) {
                    w.world.service.requestors[id]!.mvpds[i].hasAuthNPerRequestor = true
                }
            }
        }
        r.define("the older storage area holds an authentication token for {string} from {string}",
                 "iOS: a valid token issued to this device, in the storage of SDK versions before 1.7 (see service-protocol.md); bound to the device ID the app's library has sent, if it sent one yet, else honoured for every identifier of the device (a device may have several: readings.md, section 4).") { w, a in
            guard w.device.hasLegacyArea else { throw HarnessError("the older storage area exists on iOS only: this step needs an @ios scenario") }
            let app = try w.app(named: w.currentAppName ?? "")
            let info = app.device.info(bundleID: app.bundleID)
            let identifiers = [info.deviceID] + [info.advertisingIdentifier.map { "idfa:" + $0 }, info.macAddress.map { "mac:" + $0 }].compactMap { $0 }
            let token = w.world.service.issueToken(
                requestor: a.string(0), mvpd: a.string(1), deviceIDs: firstSentDeviceID(w).map { [$0] } ?? identifiers)
            w.device.legacyArea.set(PassAPI.encode(token), forKey: PassAPI.legacyAuthenticationTokenKey)
            w.world.transcript.record(.world(.plantedLegacyToken(guid: token.guid, requestor: a.string(0))))
        }
        r.define("the older storage area is emptied", "iOS: the storage of SDK versions before 1.7 loses what it holds (as when that SDK's app is deleted).") { w, _ in
            guard w.device.hasLegacyArea else { throw HarnessError("the older storage area exists on iOS only: this step needs an @ios scenario") }
            w.device.legacyArea.wipe()
            w.world.transcript.record(.world(.note("the older storage area is emptied")))
        }
        r.define("the app is initialised", "setRequestor has completed with success.") { w, _ in
            try initialise(w)
        }
        r.define("the user is authenticated with {string}",
                 "Runs the whole login with this MVPD in the current app and requires success; accounts for its callbacks.") { w, a in
            let start = w.world.transcript.entries.count
            try authenticate(w, with: a.string(0))
            w.accountEverything(from: start)
        }
        r.define("the user has been authorized for {string}",
                 "Runs getAuthorization for the resource and requires setToken; accounts for its callbacks.") { w, a in
            let before = w.world.transcript.entries.count
            try w.call(.getAuthorization(a.string(0)))
            let got = w.world.transcript.entries(from: before).contains {
                if case .callback(w.currentAppName!, .setToken(_, a.string(0))) = $0.event { true } else { false }
            }
            guard got else { throw StepFailure("set-up: getAuthorization for \(a.string(0)) did not end with setToken", sentences: .named(["api-getAuthorization-3"])) }
            w.accountEverything(from: before)
        }
    }

    private static func requireRequestor(_ w: ConformanceWorld, _ id: String) throws {
        guard w.world.service.requestors[id] != nil else {
            throw HarnessError("requestor \"\(id)\" is not known yet: declare it with 'the service knows requestor ...' first")
        }
    }

    /// Calls setRequestor with the app's requestor and requires `setRequestorComplete(1)`.
    static func initialise(_ w: ConformanceWorld, requestor: String? = nil) throws {
        let app = try w.app()
        let id = requestor ?? app.requestorID
        let before = w.world.transcript.entries.count
        try w.call(.setRequestor(id))
        let done = w.world.transcript.entries(from: before).contains {
            if case .callback(app.name, .setRequestorComplete(.success)) = $0.event { true } else { false }
        }
        guard done else { throw StepFailure("set-up: setRequestor(\(id)) did not report setRequestorComplete(1)", sentences: .named(["api-setRequestor-1"])) }
        w.accountEverything(from: before)
    }

    /// The whole login with `mvpd` in the current app, on either platform; requires status 1.
    static func authenticate(_ w: ConformanceWorld, with mvpd: String) throws {
        let app = try w.app()
        let saved = (app.providerChoice, app.webLogin)
        defer { (app.providerChoice, app.webLogin) = saved }
        app.providerChoice = .pick(mvpd)
        app.webLogin = .submitCredentials
        // The running instance must have been configured; a relaunched one has not been yet.
        let entries = w.world.transcript.entries
        let launched = entries.lastIndex { if case .world(.launches(app.name, _)) = $0.event { true } else { false } } ?? 0
        if !entries[launched...].contains(where: {
            if case .callback(app.name, .setRequestorComplete(.success)) = $0.event { true } else { false }
        }) {
            try initialise(w)
        }
        let before = w.world.transcript.entries.count
        let succeeded = {
            w.world.transcript.entries(from: before).contains {
                if case .callback(app.name, .setAuthenticationStatus(.success, _)) = $0.event { true } else { false }
            }
        }
        try w.call(.getAuthentication(forceAuthn: false))
        if w.platform.traits.login.usesRegistrationCode, !succeeded() {
            _ = w.world.service.completeSecondScreenLogin()
            _ = try w.pass(atMost: ConformanceWorld.maximumPollInterval + 1_000, until: succeeded)
        }
        guard succeeded() else { throw StepFailure("set-up: the login with \(mvpd) did not end with setAuthenticationStatus(1)", sentences: .named(["000-generic-24"])) }
    }
}
