import AccessEnablerAdapter
import AccessEnablerConformance
import PassSimulator

/// Chooses the next event of a run from a seeded generator and what the world looks like now, so that
/// every event is plausible where it happens (a login page to complete, a held answer to release, an app
/// to switch to), while arguments range over known and unknown values.
///
/// The same seed and the same world always give the same event.
struct ExploreGenerator {
    /// The resources apps ask for: two ordinary ones and one the MVPD may come to deny.
    static let resources = ["movie-1", "movie-2", "live-3"]
    /// MVPDs: those of the specs' background, one only the second programmer offers, one nobody offers.
    static let mvpds = ["MVPD1", "MVPD2", "MVPD3", "MVPD9"]
    /// Spans of time around the lifetimes the world uses: a poll, a media token, an authorization token
    /// (one hour, or ten minutes when set so), an authentication token (a day, or thirty minutes).
    static let spans: [(minutes: Int, seconds: Int)] = [(0, 1), (0, 3), (6, 0), (11, 0), (31, 0), (59, 0), (61, 0), (1_500, 0)]

    private var random: SplitMix64
    /// How much this run favours each kind of event (swarm testing, Groce et al. 2012): some kinds are
    /// left out, some made three times as likely, so that runs differ in what they dwell on and reach
    /// deeper interleavings than one fixed mix would.
    private var emphasis: [String: Int] = [:]
    /// Kinds a run cannot do without: configuring, and letting held or refused answers go.
    static let essential: Set<String> = [ExploreEvent.setOwnRequestor.kind, ExploreEvent.releaseHeld.kind, ExploreEvent.serviceRecovers.kind]

    /// A generator drawing from `random`.
    init(random: SplitMix64) {
        self.random = random
    }

    /// The events that set a run's world up before anything happens in it.
    mutating func setUp(platform: Platform, sdk: SDKVersion) -> [ExploreEvent] {
        var events: [ExploreEvent] = []
        if platform == .iOS, random.percent(15) {
            events.append(.deviceRunsIOS(sdk <= SDKVersion(1, 9, 3) && random.percent(50) ? 6 : 9))
        }
        if platform.traits.offersSafariViewController, random.percent(15) { events.append(.usesSafariViewController) }
        if random.percent(60) { events.append(.knowRequestor("Programmer2", mvpds: ["MVPD1", "MVPD3"])) }
        if random.percent(25) { events.append(.authorizationTTL(requestor: "Programmer1", minutes: 10)) }
        if random.percent(20) { events.append(.authenticationTTL(requestor: "Programmer1", minutes: 30)) }
        if random.percent(10) { events.append(.perRequestorMVPD("MVPD1")) }
        if random.percent(10), platform.traits.hasLegacyStorage { events.append(.legacyToken(requestor: "Programmer1", mvpd: "MVPD1")) }
        if random.percent(15) { events.append(.deny("live-3")) }
        return events
    }

    /// The next event for `world`.
    mutating func next(in world: ExploreWorld, history: TranscriptHistory) -> ExploreEvent {
        // Events of a login page on the device (iOS), or of a second-screen login (tvOS).
        let webLogin = !world.platform.traits.login.usesRegistrationCode
        let app = world.currentApp
        let launch = app.flatMap { history.launches[$0.name] }
        let configured = launch.map { $0.configured && $0.running } ?? false
        let service = world.world.service
        let knowsSecondProgrammer = service.requestors["Programmer2"] != nil
        let installed = Set(world.world.appOrder)
        let installable = ExploreApp.extra.filter { !installed.contains($0.name) && (knowsSecondProgrammer || $0.requestor == "Programmer1") }
        let resource = random.pick(Self.resources)
        let mvpd = random.pick(Self.mvpds)
        let codePending = service.issuedRegistrationCodes.last.map { code in
            !history.completedCodes.contains(code) && (service.expiry(ofRegistrationCode: code) ?? 0) > world.world.clock.now
        } ?? false
        let held = world.holdsActive
        let outage = service.isUnreachable || !service.failingPaths.isEmpty
        let osVersion = world.conformance.device.osMajorVersion
        let span = random.pick(Self.spans)
        let now = world.world.clock.now
        let requestor = launch?.requestor ?? app?.requestorID ?? "Programmer1"
        let authentication = service.issued.authenticationTokens.last { $0.requestor == requestor }
        let authorization = service.issued.authorizationTokens.last { $0.resource == resource }
        let expiring: [(weight: Int, value: ExploreEvent)] = [
            (authentication.map { $0.expires > now + 1 } == true ? 3 : 0, .untilExpiry(after: false, authentication: true, of: requestor)),
            (authentication.map { $0.expires >= now } == true ? 4 : 0, .untilExpiry(after: true, authentication: true, of: requestor)),
            (authorization.map { $0.expires > now + 1 } == true ? 3 : 0, .untilExpiry(after: false, authentication: false, of: resource)),
            (authorization.map { $0.expires >= now } == true ? 4 : 0, .untilExpiry(after: true, authentication: false, of: resource)),
        ]

        var choices: [(weight: Int, value: ExploreEvent)] = [
            // Calls.
            (configured ? 3 : 30, .setOwnRequestor),
            (knowsSecondProgrammer ? 2 : 0, .call(.setRequestor("Programmer2"))),
            (1, .call(.setRequestor("Unknown"))),
            (7, .call(.checkAuthentication)),
            (9, .call(.getAuthentication(forceAuthn: false))),
            (2, .call(.getAuthentication(forceAuthn: true))),
            (4, .call(.setSelectedProvider(mvpd))),
            (4, .call(.setSelectedProvider(nil))),
            (6, .call(.checkAuthorization(resource))),
            (12, .call(.getAuthorization(resource))),
            (2, .call(.checkPreauthorizedResources([resource, random.pick(Self.resources)]))),
            (2, .call(.getSelectedProvider)),
            (1, .call(.getMetadata(.authenticationTTL, nil))),
            (1, .call(.getMetadata(.authorizationTTL, [MetadataKey.resourceArgument: resource]))),
            (1, .call(.getMetadata(.deviceID, nil))),
            (5, .call(.logout)),
            (webLogin ? 1 : 0, .handBackRedirectURL),
            // The user and the browser.
            (7, .willPick(random.pick(Array(Self.mvpds.prefix(3))))),
            (2, .willCloseProviderDialog),
            (webLogin ? 2 : 0, .willLeaveLoginPageOpen),
            (webLogin ? 2 : 0, .willCloseLoginPage),
            (webLogin && app?.webLogin != .submitCredentials ? 3 : 0, .willSubmitCredentials),
            (webLogin && app?.loginPageLeftOpen != nil && app?.library != nil ? 8 : 0, .completeLoginPageLeftOpen),
            (!webLogin && codePending ? 10 : 0, .completeSecondScreenLogin),
            (installed.count > 1 ? 4 : 0, .openApp(random.pick(world.world.appOrder))),
            (installable.isEmpty ? 0 : 2, .installApp(installable.isEmpty ? ExploreApp.first : random.pick(installable))),
            (4, .relaunch),
            (world.platform == .iOS && osVersion < 10 ? 1 : 0, .upgradeIOS(osVersion < 7 ? 7 : 10)),
            // The service.
            (held ? 2 : 5, .hold(random.pick([.config, .authorize, .mediatoken, .authnToken, .logout, .regcode, .passive, .preauthorize]))),
            (held ? 25 : 0, .releaseHeld),
            (outage ? 0 : 1, random.percent(30) ? .unreachable : .fail(random.pick([.authorize, .mediatoken, .authnToken, .config, .logout]))),
            (outage ? 6 : 0, .serviceRecovers),
            (2, random.percent(50) ? .rejectCredentials(random.pick(Array(Self.mvpds.prefix(3)))) : .acceptCredentials(random.pick(Array(Self.mvpds.prefix(3))))),
            (1, .deny("live-3")),
            (1, .endSessions),
            (1, .removeMVPD("MVPD2", from: "Programmer1")),
            // Time.
            (12, .pass(minutes: span.minutes, seconds: span.seconds)),
        ] + expiring
        if held {
            // While answers are held, calls pile up: the paths nobody writes.
            for index in choices.indices {
                if case .call = choices[index].value { choices[index].weight *= 2 }
            }
        }
        for index in choices.indices where choices[index].weight > 0 {
            let kind = choices[index].value.kind
            if emphasis[kind] == nil { emphasis[kind] = Self.essential.contains(kind) ? 1 : random.pick([0, 1, 1, 3]) }
            choices[index].weight *= emphasis[kind]!
        }
        return random.pick(weighted: choices) ?? .setOwnRequestor
    }
}
