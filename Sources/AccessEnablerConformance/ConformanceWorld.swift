import AccessEnablerAdapter
import ConformanceKit
import Gherkin
import PassSimulator
import SecretSearch

/// The state of one scenario: the simulated world, the platform it runs on, the app the steps talk
/// about, and the window of the transcript that `Then` steps look at.
///
/// A window opens at the first `When` step after a `Given` or `Then`: checks see what happened in reply
/// to the actions of that block, not what the setup did. Every callback of a window opened by a `When`
/// must be accounted for by a check of its `Then` block (or allowed with "the app may receive ..."),
/// the way a strict test store fails on unasserted actions; informational callbacks (tracking data,
/// status reports other than a registration code) are always allowed.
package final class ConformanceWorld {
    package let world: World
    package let platform: Platform
    package let device: SimulatedDevice
    /// The app that "the app" means in a step: the first one installed until the user opens another.
    package var currentAppName: String?
    /// Index of the first transcript entry `Then` steps look at.
    var windowStart = 0
    /// Whether a `When` step opened the current window (only then are its callbacks accounted for).
    var windowOpenedByAction = false
    /// How many authentication tokens the service had issued when the current window opened.
    var authenticationTokensAtWindowStart = 0
    /// What each storage area held when the current window opened, by area name.
    var storageAtWindowStart: [String: [String: String]] = [:]
    /// Whether the step running now sets the world up (`Given`): a call made by one must succeed.
    var runningSetUp = false
    var previousStepWasAction = false
    /// Transcript indexes of callbacks a check of the current window accounted for.
    var accounted: Set<Int> = []
    /// Callbacks the current block allows without requiring them.
    var allowed: [(Callback) -> Bool] = []
    /// The level of a check of the current block that failed below its scenario's level (the steps went on):
    /// what it left unaccounted is graded at that level.
    private var blockFailedBelow: RequirementLevel?
    /// The transcript index at which the user completed a second-screen login that no poll step has
    /// waited for yet.
    var secondScreenLogin: Int?
    /// The tokens the service refused to each app, and presentations of them again (BIND-04, checked after
    /// every step).
    package var refusals = RefusedTokens()
    /// How many presentations of refused tokens the scenario has already failed on.
    private var presentationsSeen = 0
    /// How many contract breaches the scenario has already failed on.
    private var breachesSeen = 0
    /// Transcript entries already searched for exposed tokens.
    private var exposureChecked = 0
    /// Transcript entries already read for the answers' parameters, and each app's getMetadata calls still
    /// waiting for their setMetadataStatus, by key, in call order.
    private var answersChecked = 0
    private var metadataAsked: [String: [MetadataKey: [[String: String]?]]] = [:]
    /// The issued tokens' needles, prepared once each (by needles) for the exposure check after every step.
    private var preparedNeedles: [[String]: EncodedSearch.Needles] = [:]

    /// The longest a tvOS library may wait between two registration-code polls before the suite gives up
    /// on it. The seeds say only that polling starts at once; this bound is the suite's, so that a check
    /// can wait for "the next poll" in finite time (see Specs/readings.md).
    package static let maximumPollInterval: Int64 = 5 * 60_000

    /// Creates a world with one device of `platform` running `implementation`.
    package init(implementation: AccessEnablerImplementation, platform: Platform) {
        world = World(implementation: implementation)
        self.platform = platform
        device = world.addDevice("device", platform: platform, osMajorVersion: 17)
    }

    // MARK: - Blocks and windows

    /// Opens a new observation window when a `When` block starts.
    func willRun(_ step: PickleStep) {
        let isAction = step.type == .action
        runningSetUp = step.type == .context
        if isAction && !previousStepWasAction {
            windowStart = world.transcript.entries.count
            authenticationTokensAtWindowStart = world.service.issued.authenticationTokens.count
            // The current app's area is made now if it is not yet (as after an OS upgrade), with what it starts with.
            let current = currentAppName.flatMap { world.apps[$0]?.storageArea }
            storageAtWindowStart = Dictionary(device.storageAreas.map { ($0.name, $0.contents) } + (current.map { [($0.name, $0.contents)] } ?? []),
                                              uniquingKeysWith: { first, _ in first })
            windowOpenedByAction = true
            accounted = []
            allowed = []
            blockFailedBelow = nil
        }
        previousStepWasAction = isAction
    }

    /// A check of this block failed below its scenario's level and the steps go on.
    func didFailBelowLevel(_ level: RequirementLevel) {
        blockFailedBelow = min(blockFailedBelow ?? level, level)
    }

    /// After each step: the adapter contract; at the end of a `Then` block, the callback accounting.
    func didRun(_ step: PickleStep, next: PickleStep?) throws {
        if world.contractBreaches.count > breachesSeen {
            let breach = world.contractBreaches[breachesSeen]
            breachesSeen = world.contractBreaches.count
            throw StepFailure("the implementation broke the adapter contract (see AccessEnabler): \(breach)",
                              expected: "no breach of the adapter contract", actual: breach, sentences: .named(Self.contractRefs))
        }
        try checkNoTokenExposed()
        try checkNoRefusedTokenPresented()
        try checkAnswerParameters()
        if next == nil { try checkEveryCallAnswered() }
        guard step.type == .outcome, next?.type != .outcome, windowOpenedByAction else { return }
        let unaccounted = window.indices.filter { index in
            guard case .callback(_, let callback) = world.transcript.entries[index].event else { return false }
            if callback.isInformational { return false }
            return !accounted.contains(index) && !allowed.contains { $0(callback) }
        }
        guard unaccounted.isEmpty else {
            let list = unaccounted.map { index -> String in
                guard case let .callback(app, callback) = world.transcript.entries[index].event else { return "" }
                return app == currentAppName ? callback.description : "\(callback) (to \(app))"
            }
            // The accounting demands what the block's checks say its outcome is, at their most binding level;
            // after a check of the block failed below that level, what that check would have accounted for is
            // graded at the check's level.
            throw StepFailure("the implementation made callbacks no check of this block accounts for (extra or repeated)",
                              expected: "only the callbacks the checks of this block name",
                              actual: list.joined(separator: "; "), sentences: .block(otherwise: callbackListRefs()), level: blockFailedBelow)
        }
    }

    /// The sentences listing the callbacks of each call the current app made in this block, in order, each once:
    /// what the accounting names where the block's steps name nothing (only permissions).
    private func callbackListRefs() -> [String] {
        var refs: [String] = []
        for entry in window {
            guard case let .call(app, call) = entry.event, app == currentAppName else { continue }
            let ref = Self.callbackListRef(call)
            if !refs.contains(ref) { refs.append(ref) }
        }
        return refs
    }

    /// The API reference's sentence listing the callbacks `call` makes ("Callbacks triggered: …").
    package static func callbackListRef(_ call: LibraryCall) -> String {
        switch call {
        case .setRequestor: "api-setRequestor-4"
        case .checkAuthentication: "api-checkAuthentication-2"
        case .getAuthentication: "api-getAuthentication-6"
        case .setSelectedProvider: "api-setSelectedProvider-4"
        case .handleExternalURL: "api-handleExternalURL-6"
        case .checkAuthorization: "api-checkAuthorization-3"
        case .getAuthorization: "api-getAuthorization-6"
        case .checkPreauthorizedResources: "api-checkPreauthorizedResources-4"
        case .logout: "api-logout-6"
        case .getSelectedProvider: "api-getSelectedProvider-2"
        case .getMetadata: "api-getMetadata-5"
        }
    }

    /// The sentences by which the API reference pairs a call with the callback that answers it, for the check
    /// every scenario ends with. checkAuthentication's is the project's reading: no source says when it
    /// answers while a login is open (readings.md, section 33), and a scenario may end with one open.
    package static func answerRefs(_ call: LibraryCall) -> [String] {
        switch call {
        case .setRequestor: ["api-setRequestorComplete-1"]
        case .checkAuthentication: ["readings-33"]
        case .checkAuthorization: ["api-checkAuthorization-1", "api-checkAuthorization-2"]
        case .getSelectedProvider: ["api-selectedProvider-1"]
        case .getMetadata: ["api-setMetadataStatus-1"]
        case .checkPreauthorizedResources: ["api-preauthorizedResources-1"]
        case .getAuthentication, .setSelectedProvider, .handleExternalURL, .getAuthorization, .logout: []
        }
    }

    /// After a scenario's last step, unless an answer of the service is still held: every call that must be
    /// answered (setRequestor, checkAuthentication, checkAuthorization, getSelectedProvider, getMetadata,
    /// checkPreauthorizedResources) has been, in every app, as the API reference pairs them. Calls answered
    /// twice break the adapter contract on the step they happen; calls never answered are found here.
    private func checkEveryCallAnswered() throws {
        guard !world.holdsAnswers else { return }
        let history = TranscriptHistory()
        for (index, entry) in world.transcript.entries.enumerated() { history.apply(entry, at: index, event: 0, in: world) }
        guard let (app, overdue) = history.overdueCalls(in: world.appOrder).first else { return }
        throw StepFailure("every call is answered: \(overdue.call) was never answered",
                          expected: "an answer to \(overdue.call) by the end of the scenario",
                          actual: "none (\(app))", sentences: .named(Self.answerRefs(overdue.call)))
    }

    /// The sentence a breach of the adapter contract breaks: the library is the AccessEnabler interface and
    /// its callback protocols (000-intro-1), which the adapter contract mirrors call for call.
    package static let contractRefs = ["000-intro-1"]
    /// The sentence the exposure check enforces on every step: "AuthN and AuthZ tokens are not exposed on
    /// the device" (a statement of fact: `@must`).
    package static let exposureRefs = ["000-format-2"]
    /// The reading the refused-token check enforces on every step: the seeds say a refused session's flow
    /// fails, not that its token is never tried again (readings.md, section 32: `@should`).
    package static let refusedTokenRefs = ["readings-32"]

    /// The sentences a presentation of a refused token breaks: section 32's reading, except for a token the
    /// service refused to a preauthorization, where no document says what a refusal means (the service
    /// protocol lists no refusal there): the project's expectation (`@info`).
    package static func refusedTokenRefs(_ presentation: RefusedTokens.Presentation) -> [String] {
        presentation.refusedAt == PassAPI.Path.preauthorize ? [SeedTrace.projectRef] : refusedTokenRefs
    }

    /// The sentences of the API reference that say what an answer's parameters are, which every step checks.
    package enum ParameterRefs {
        /// "If status is ACCESS_ENABLER_STATUS_SUCCESS, then code is an empty string."
        package static let successCode = ["api-setAuthenticationStatus-5"]
        /// "arguments: The same dictionary that was passed to the getMetadata: call."
        package static let metadataArguments = ["api-setMetadataStatus-2"]
        /// "encrypted … has no meaning for Static Metadata (e.g., Authentication TTL) that is always received unencrypted."
        package static let metadataEncrypted = ["api-setMetadataStatus-3"]
    }

    /// On every step: each answer's parameters are what the API reference says they are: a status 1 carries an
    /// empty code; a setMetadataStatus carries the arguments of the getMetadata it answers (the oldest of that
    /// key still waiting, in its app) and, for the static metadata the suite asks (TTLs, device ID), is not
    /// encrypted.
    private func checkAnswerParameters() throws {
        let entries = world.transcript.entries
        guard answersChecked < entries.count else { return }
        defer { answersChecked = entries.count }
        for entry in entries[answersChecked...] {
            switch entry.event {
            case let .call(app, .getMetadata(key, arguments)):
                metadataAsked[app, default: [:]][key, default: []].append(arguments)
            case let .callback(app, .setAuthenticationStatus(.success, code)) where !code.isEmpty:
                throw StepFailure("a setAuthenticationStatus(1) carries an empty error code", expected: "setAuthenticationStatus(1, \"\")",
                                  actual: "setAuthenticationStatus(1, \"\(code)\") to \(app)", sentences: .named(ParameterRefs.successCode))
            case let .callback(app, .setMetadataStatus(value, encrypted, key, arguments)):
                let asked = metadataAsked[app]?[key]?.first
                if asked != nil { metadataAsked[app]?[key]?.removeFirst() }
                if let asked, (asked ?? [:]) != (arguments ?? [:]) {
                    throw StepFailure("setMetadataStatus carries the arguments of the getMetadata it answers",
                                      expected: "arguments \(Self.describe(asked))", actual: "arguments \(Self.describe(arguments)) (value \(value ?? "none"), to \(app))",
                                      sentences: .named(ParameterRefs.metadataArguments))
                }
                if encrypted {
                    throw StepFailure("static metadata (a TTL, the device ID) is never encrypted", expected: "encrypted false",
                                      actual: "encrypted true for key \(key.rawValue), to \(app)", sentences: .named(ParameterRefs.metadataEncrypted))
                }
            default:
                continue
            }
        }
    }

    /// `{"resource": "movie-1"}`, or `none` for no arguments.
    private static func describe(_ arguments: [String: String]?) -> String {
        guard let arguments, !arguments.isEmpty else { return "none" }
        return "{" + arguments.keys.sorted().map { "\"\($0)\": \"\(arguments[$0]!)\"" }.joined(separator: ", ") + "}"
    }

    /// FORMAT-02 on every step of every scenario: no callback carries an authentication or authorization
    /// token, in any form.
    private func checkNoTokenExposed() throws {
        let entries = world.transcript.entries
        defer { exposureChecked = entries.count }
        let issued = world.service.issued
        let marks = issued.authenticationTokens.map(TokenEvidence.marks) + issued.authorizationTokens.map(TokenEvidence.marks)
        guard !marks.isEmpty, exposureChecked < entries.count else { return }
        for entry in entries[exposureChecked...] {
            guard case let .callback(app, callback) = entry.event else { continue }
            // A media token handed over exactly as the service issued it carries nothing of the library's.
            if case .setToken(let token, _) = callback, issued.mediaTokens.contains(where: { $0.body == token }) { continue }
            let texts = ConformanceSteps.callbackTexts(callback).filter { $0.utf8.count >= 8 }
            guard !texts.isEmpty else { continue }
            for mark in marks {
                guard let how = TokenEvidence.exposure(of: mark, in: texts, needles: { needles(of: mark) }) else { continue }
                throw StepFailure("FORMAT-02: authentication and authorization tokens are never exposed to the app",
                                  expected: "no callback carrying \(mark.id)", actual: "\(callback) to \(app) (\(how))",
                                  sentences: .named(Self.exposureRefs))
            }
        }
    }

    /// BIND-04 on every step of every scenario: a token the service refused is never presented again by the
    /// app it was refused to.
    private func checkNoRefusedTokenPresented() throws {
        refusals.read(world.transcript.entries)
        guard refusals.presentations.count > presentationsSeen else { return }
        let presentation = refusals.presentations[presentationsSeen]
        presentationsSeen = refusals.presentations.count
        throw StepFailure("BIND-04: a token the service refused is never presented again", expected: "no request with \(presentation.token)",
                          actual: "\(presentation.request) from \(presentation.app), after the service refused it (\(presentation.refusal))",
                          sentences: .named(Self.refusedTokenRefs(presentation)))
    }

    private func needles(of mark: TokenEvidence.Marks) -> EncodedSearch.Needles {
        if let needles = preparedNeedles[mark.needles] { return needles }
        let needles = EncodedSearch.Needles(mark.needles)
        preparedNeedles[mark.needles] = needles
        return needles
    }

    // MARK: - Apps

    /// The current app, launched if it is not running yet.
    package func app() throws -> SimulatedApp {
        guard let name = currentAppName, let app = world.apps[name] else {
            throw HarnessError("no app is installed yet: add one with 'Given the device has app ...'")
        }
        if app.library == nil { try launch(app) }
        return app
    }

    package func app(named name: String) throws -> SimulatedApp {
        guard let app = world.apps[name] else {
            throw HarnessError("no app named \"\(name)\"; installed: \(world.appOrder.joined(separator: ", "))")
        }
        return app
    }

    func launch(_ app: SimulatedApp) throws {
        do {
            try app.launch()
        } catch {
            throw HarnessError("the implementation failed to start for \(app.name): \(error)")
        }
    }

    /// Calls the current app's library and lets the world settle.
    package func call(_ call: LibraryCall) throws {
        if case .checkAuthorization = call { allowAuthenticationStatusOfACheck() }
        try app().call(call)
        try settle()
    }

    /// The API reference lists setAuthenticationStatus among checkAuthorization's callbacks
    /// (api-checkAuthorization-3, api-setAuthenticationStatus-4), with no condition: a library may report the
    /// authentication status it checked, of either value, in a block where the app called checkAuthorization,
    /// without being required to.
    private func allowAuthenticationStatusOfACheck() {
        allowed.append { callback in
            if case .setAuthenticationStatus = callback { true } else { false }
        }
    }

    /// Runs everything that happens without time really passing.
    func settle() throws {
        try world.clock.settle()
    }

    /// Lets time pass.
    func pass(milliseconds: Int64) throws {
        world.transcript.record(.world(.note("\(Self.describe(milliseconds: milliseconds)) pass")))
        try world.clock.advance(by: milliseconds)
        try settle()
    }

    /// Lets time pass, event by event, until `condition` holds or `limit` has passed; whether it held.
    func pass(atMost limit: Int64, until condition: () -> Bool) throws -> Bool {
        let deadline = world.clock.now + limit
        while !condition() {
            guard let due = world.clock.nextDue, due <= deadline else {
                try pass(milliseconds: deadline - world.clock.now)
                return condition()
            }
            try world.clock.advance(by: max(0, due - world.clock.now))
            try settle()
        }
        return true
    }

    static func describe(milliseconds ms: Int64) -> String {
        if ms % 3_600_000 == 0 { return "\(ms / 3_600_000) h" }
        if ms % 60_000 == 0 { return "\(ms / 60_000) min" }
        if ms % 1_000 == 0 { return "\(ms / 1_000) s" }
        return "\(ms) ms"
    }

    // MARK: - Observations

    /// The transcript entries of the current window.
    var window: ArraySlice<Transcript.Entry> { world.transcript.entries(from: windowStart) }

    /// The callbacks `app` received in the current window (the current app by default), with their
    /// transcript indexes.
    func callbackEntries(_ app: String? = nil) -> [(index: Int, callback: Callback)] {
        let name = app ?? currentAppName
        return window.indices.compactMap { index in
            if case let .callback(receiver, callback) = world.transcript.entries[index].event, receiver == name {
                (index, callback)
            } else { nil }
        }
    }

    /// The callbacks `app` received in the current window (the current app by default).
    func callbacks(_ app: String? = nil) -> [Callback] { callbackEntries(app).map(\.callback) }

    /// Accounts for one callback of the window matching `predicate` (an unaccounted one if there is one)
    /// and returns it; `nil` when none matches.
    @discardableResult
    func account(where predicate: (Callback) -> Bool) -> Callback? {
        let matching = callbackEntries().filter { predicate($0.callback) }
        guard let chosen = matching.first(where: { !accounted.contains($0.index) }) ?? matching.first else { return nil }
        accounted.insert(chosen.index)
        return chosen.callback
    }

    /// Accounts for every callback of the window matching `predicate`; returns them.
    @discardableResult
    func accountAll(where predicate: (Callback) -> Bool) -> [Callback] {
        let matching = callbackEntries().filter { predicate($0.callback) }
        accounted.formUnion(matching.map(\.index))
        return matching.map(\.callback)
    }

    /// Accounts for every callback recorded from transcript index `start` on: a step that runs a whole
    /// flow as set-up vouches for what that flow did.
    func accountEverything(from start: Int) {
        let entries = world.transcript.entries
        accounted.formUnion((start..<entries.count).filter {
            if case .callback = entries[$0].event { true } else { false }
        })
    }

    /// The requests that reached the service in the window from the current app's library (and, with
    /// `includingBrowser`, from its web view).
    func requests(includingBrowser: Bool = true) -> [PassRequest] {
        guard let name = currentAppName else { return [] }
        return window.compactMap { entry in
            guard case let .request(origin, _, request) = entry.event else { return nil }
            return origin == .library(app: name) || (includingBrowser && origin == .browser(app: name)) ? request : nil
        }
    }

    /// A readable list of callbacks, for failure messages.
    func describe(_ callbacks: [Callback]) -> String {
        callbacks.isEmpty ? "no callback" : Self.folded(callbacks.map(\.description))
    }

    /// `items` joined with `; `, each run of one item repeated folded into one with its count: `GET /poll × 180`.
    package static func folded(_ items: [String]) -> String {
        var runs: [(item: String, count: Int)] = []
        for item in items {
            if runs.last?.item == item { runs[runs.count - 1].count += 1 } else { runs.append((item, 1)) }
        }
        return runs.map { $0.count == 1 ? $0.item : "\($0.item) × \($0.count)" }.joined(separator: "; ")
    }

    /// What a failure report shows: the transcript of the window and the storage as it is now.
    package var diagnostics: String {
        var text = "Transcript (\(platform.rawValue), from the start of the failing block; times are virtual):\n"
        let slice = window.isEmpty ? world.transcript.entries[...] : window
        text += Transcript.render(slice.suffix(120)).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        text += "\n\nStorage now:"
        let areas = device.storageAreas
        if areas.isEmpty { text += " (no storage area in use)" }
        for area in areas {
            text += "\n  [\(area.name)]" + (area.contents.isEmpty ? " empty" : "")
            for key in area.contents.keys.sorted() { text += "\n    \(key) = \(area.contents[key]!)" }
        }
        return text
    }

    /// ``diagnostics`` line by line, as a result's transcript holds it: this module cuts its own text.
    package var diagnosticLines: [String] {
        diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
