import AccessEnablerAdapter

/// What a world has shown so far (an explored one, or a scenario's), read from its transcript entry by entry: each app's launches
/// and their configuration, the calls still waiting for an answer, the tokens each library received,
/// logouts, cancels, registration codes and the media tokens handed out.
///
/// Exploration's invariants read it as it stood *before* the entry they judge; ``apply(_:at:in:)`` then moves it on.
package final class TranscriptHistory {
    /// What answers a call (see the adapter contract).
    package typealias Answer = CallAnswer

    /// A call that must be answered, and the requirement that says so.
    package struct PendingCall {
        package var call: LibraryCall
        package var answer: Answer
        package var requirement: String
        package var entry: Int
        package var event: Int
        /// Whether the call was made before the instance had its configuration (a queued call).
        package var queued: Bool
        /// Whether answering it needs the service (a logout or a new setRequestor may abandon it).
        package var needsService: Bool
    }

    /// One launch of an app: one library instance.
    package struct Launch {
        package var number: Int
        package var running = true
        package var configRequests: Set<Int> = []
        /// Whether an answer to one of its configuration requests has arrived (any status).
        package var configurationArrived = false
        /// Whether a configuration arrived with status 200.
        package var configured = false
        /// Whether a setRequestor is waiting for its setRequestorComplete.
        package var configuring = false
        /// The status of the last setRequestorComplete.
        package var lastCompletion: AccessEnablerStatus?
        /// The requestor of the newest configuration the instance received (a library may refuse a
        /// setRequestor with another requestor and keep its first: only a configuration it asked for and
        /// got switches it).
        package var requestor: String?
        /// The MVPDs of each requestor's configuration as this instance received it.
        package var mvpds: [String: [MVPD]] = [:]
        package var pending: [PendingCall] = []
        /// Whether a cancel waits in the queue for the configuration.
        package var cancelQueued = false
    }

    /// A logout one app asked for.
    package struct Logout {
        package var callEntry: Int
        package var event: Int
        /// Whether it reached the service (the browser loaded the logout page, or the service answered).
        package var exchanged = false
        /// Whether the web view's logout page reached the redirect URL (iOS): the library is told by the
        /// app's handleExternalURL, and only a status 0 after it completes the logout.
        package var throughWebView = false
        /// Whether the app handed the redirect URL back since the logout page was loaded.
        package var handedBack = false
        /// The entry of the setAuthenticationStatus(0) that completed it, once it did.
        package var completedEntry: Int?
    }

    /// A token a library received, and the request that fetched it.
    package struct Received {
        package var guid: String
        package var requestEntry: Int
    }

    package private(set) var launches: [String: Launch] = [:]
    package private(set) var requests: [Int: (origin: RequestOrigin, request: PassRequest, entry: Int)] = [:]
    /// The tokens each app's library received, in order.
    package private(set) var received: [String: [Received]] = [:]
    /// Where each token first showed up: in an answer, or planted in the older storage area.
    package private(set) var firstSeen: [String: Int] = [:]
    /// The entries of answers that carried an authentication token.
    package private(set) var authenticationTokenArrivals: [Int] = []
    /// The latest logout of each app.
    package private(set) var logouts: [String: Logout] = [:]
    /// The entry of each app's latest setSelectedProvider(nil).
    package private(set) var cancels: [String: Int] = [:]
    /// The entry of the request that obtained each registration code.
    package private(set) var codeRequests: [String: Int] = [:]
    /// Registration codes whose poll was answered with a token.
    package private(set) var completedCodes: Set<String> = []
    /// Every media token handed to an app with setToken, with the event that first handed it out.
    package private(set) var deliveredMediaTokens: [String: Int] = [:]
    /// Entries read so far.
    package private(set) var processed = 0

    package init() {}

    /// The calls that should have been answered by now and were not, app by app in `appOrder`: in each running
    /// launch, a setRequestor once an answer to its configuration request arrived, and the other calls that
    /// must be answered once the instance is configured and no setRequestor waits. Meaningful only while no
    /// answer of the service is held.
    package func overdueCalls(in appOrder: [String]) -> [(app: String, call: PendingCall)] {
        appOrder.flatMap { app -> [(app: String, call: PendingCall)] in
            guard let launch = launches[app], launch.running else { return [] }
            return launch.pending.filter { call in
                call.answer == .requestorComplete ? !launch.configuring || launch.configurationArrived
                    : launch.lastCompletion == .success && !launch.configuring
            }.map { (app, $0) }
        }
    }

    /// The tokens `app`'s logout must leave no trace of: every token that showed up before the logout was
    /// called, and every token its library fetched with a request sent before then, whenever it arrived.
    package func tokensBefore(_ logout: Logout, of app: String) -> Set<String> {
        var tokens = Set(firstSeen.filter { $0.value < logout.callEntry }.keys)
        for token in received[app] ?? [] where token.requestEntry < logout.callEntry { tokens.insert(token.guid) }
        return tokens
    }

    /// Moves the history past entry `index` of `world`'s transcript, which event `event` caused.
    package func apply(_ entry: Transcript.Entry, at index: Int, event: Int, in world: World) {
        processed = index + 1
        switch entry.event {
        case .world(let happening): noteWorld(happening, at: index)
        case let .call(app, call): noteCall(app, call, at: index, event: event)
        case let .callback(app, callback): noteCallback(app, callback, at: index, event: event)
        case let .request(origin, id, request): noteRequest(origin, id, request, at: index)
        case let .response(origin, id, response): noteResponse(origin, id, response, at: index)
        case .storage: break
        }
    }

    private func noteWorld(_ happening: WorldEvent, at index: Int) {
        switch happening {
        case let .launches(app, _):
            launches[app] = Launch(number: (launches[app]?.number ?? 0) + 1)
        case .closed(let app):
            launches[app]?.running = false
            launches[app]?.pending = []
        case .plantedLegacyToken(let guid, _):
            firstSeen[guid] = firstSeen[guid] ?? index
        case .note:
            break
        }
    }

    /// The requirement that demands an answer to `call`, when one is due.
    private static func requirement(answering call: LibraryCall) -> String? {
        switch call {
        case .setRequestor: "INIT-01"
        case .checkAuthentication: "API-01"
        case .checkAuthorization: "API-02"
        case .getSelectedProvider: "API-06"
        case .getMetadata: "API-07"
        case .checkPreauthorizedResources: "API-08"
        case .getAuthentication, .setSelectedProvider, .handleExternalURL, .getAuthorization, .logout: nil
        }
    }

    private func noteCall(_ app: String, _ call: LibraryCall, at index: Int, event: Int) {
        guard var launch = launches[app] else { return }
        switch call {
        case .setRequestor:
            launch.pending.removeAll { $0.needsService }
            launch.configuring = true
        case .logout:
            launch.pending.removeAll { $0.needsService }
            logouts[app] = Logout(callEntry: index, event: event)
        case .handleExternalURL:
            if logouts[app]?.throughWebView == true, logouts[app]?.exchanged == true { logouts[app]?.handedBack = true }
        case .setSelectedProvider(nil):
            // A cancel queued behind a configuration takes effect when the configuration arrives.
            if launch.configuring || !launch.configurationArrived { launch.cancelQueued = true } else { cancels[app] = index }
        default:
            break
        }
        if let answer = call.dueAnswer, var requirement = Self.requirement(answering: call) {
            let queued = !launch.configured
            // A queued call must run (INIT-02); what checkAuthorization answers, queued or not, is the API
            // reference's (API-02: at once, without starting a login).
            let answeredAtOnce = if case .checkAuthorization = call { true } else { false }
            if queued, answer != .requestorComplete, !answeredAtOnce { requirement = "INIT-02" }
            launch.pending.append(PendingCall(
                call: call, answer: answer, requirement: requirement, entry: index, event: event, queued: queued,
                needsService: call.answerNeedsService))
        }
        launches[app] = launch
    }

    private func noteCallback(_ app: String, _ callback: Callback, at index: Int, event: Int) {
        guard var launch = launches[app] else { return }
        if let answer = Answer(callback), let waiting = launch.pending.firstIndex(where: { $0.answer == answer }) {
            launch.pending.remove(at: waiting)
        }
        switch callback {
        case .setRequestorComplete(let status):
            launch.lastCompletion = status
            launch.configuring = false
        case .setAuthenticationStatus(.error, _):
            if var logout = logouts[app], logout.exchanged, !logout.throughWebView || logout.handedBack, logout.completedEntry == nil {
                logout.completedEntry = index
                logouts[app] = logout
            }
        case .setToken(let token, _):
            deliveredMediaTokens[token] = deliveredMediaTokens[token] ?? event
        default: break
        }
        launches[app] = launch
    }

    private func noteRequest(_ origin: RequestOrigin, _ id: Int, _ request: PassRequest, at index: Int) {
        requests[id] = (origin, request, index)
        let app = origin.app
        if origin.isLibrary, request.path.hasPrefix(PassAPI.Path.config) {
            launches[app]?.configRequests.insert(id)
        }
        if !origin.isLibrary, request.path == PassAPI.Path.logout, logouts[app] != nil {
            logouts[app]?.exchanged = true
            logouts[app]?.throughWebView = true
        }
    }

    private func noteResponse(_ origin: RequestOrigin, _ id: Int, _ response: PassResponse, at index: Int) {
        guard let sent = requests[id], case .library(let app) = origin else { return }
        let request = sent.request
        if launches[app]?.configRequests.contains(id) == true {
            launches[app]?.configurationArrived = true
            // The queue runs once the configuration arrives: a queued cancel takes effect now, before
            // anything queued after it.
            if launches[app]?.cancelQueued == true {
                cancels[app] = index
                launches[app]?.cancelQueued = false
            }
            if response.status == 200, let configuration = PassAPI.decode(PassAPI.Configuration.self, from: response.body) {
                launches[app]?.configured = true
                launches[app]?.requestor = configuration.requestor
                launches[app]?.mvpds[configuration.requestor] = configuration.mvpds
            }
        }
        switch request.path {
        case PassAPI.Path.authenticationToken, PassAPI.Path.passiveAuthentication:
            guard response.status == 200, let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body) else { break }
            receive(token.guid, by: app, requestEntry: sent.entry, at: index)
            authenticationTokenArrivals.append(index)
            if let code = request.parameters[PassAPI.Parameter.registrationCode] { completedCodes.insert(code) }
        case PassAPI.Path.authorize:
            guard response.status == 200, let token = PassAPI.decode(PassAPI.AuthorizationToken.self, from: response.body) else { break }
            receive(token.guid, by: app, requestEntry: sent.entry, at: index)
        case PassAPI.Path.logout:
            if logouts[app] != nil { logouts[app]?.exchanged = true }
        case let path where path.hasPrefix(PassAPI.Path.registrationCode):
            if let code = PassAPI.decode(PassAPI.RegistrationCode.self, from: response.body)?.code { codeRequests[code] = sent.entry }
        default: break
        }
    }

    private func receive(_ guid: String, by app: String, requestEntry: Int, at index: Int) {
        received[app, default: []].append(Received(guid: guid, requestEntry: requestEntry))
        firstSeen[guid] = firstSeen[guid] ?? index
    }
}
