import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import PassSimulator

/// Prints a shrunk event sequence as a scenario of the step vocabulary, ready to paste under the rule of
/// its requirement: the events before the one that broke the rule as `Given` steps, the breaking block as
/// `When` steps, then the checks.
///
/// The checks are the invariant's own (the steps that say what it says), then, when the reference ran the
/// same events, the differences between what the reference and the implementation showed in that block,
/// said with steps (a callback the reference made and the implementation did not, a callback only the
/// implementation made, a different number of requests to an endpoint), so that the scenario fails on the
/// implementation and passes on the reference; at least one check of something that must happen (the house
/// rule); and "the app may receive ..." for every other callback the reference made there.
struct ScenarioPrinter {
    /// What one block of a world showed, as steps could check it.
    struct Window {
        /// "the app receives ..." for each callback the current app received, in order.
        var receives: [String] = []
        /// The names of every callback any app received (informational ones aside).
        var names: Set<String> = []
        /// The names of the callbacks the current app received.
        var namesToApp: Set<String> = []
        /// The statuses of the setAuthenticationStatus callbacks the current app received.
        var statuses: Set<Int> = []
        /// Requests from the current app's library and its web view, by endpoint.
        var requests: [String: Int] = [:]
        /// The names of the callbacks the current app received, in order.
        var sequence: [String] = []
        /// The MVPD IDs of each provider dialog the current app was shown, in order.
        var dialogs: [[String]] = []

        /// What the events from `start` on showed in `run`'s world.
        init(_ run: ExploreSession.Run, from start: Int) {
            let world = run.world
            guard start < run.events.count, let app = world.conformance.currentAppName else { return }
            let entries = world.world.transcript.entries
            for index in world.eventStarts[start]..<entries.count {
                switch entries[index].event {
                case let .callback(receiver, callback) where !callback.isInformational:
                    names.insert(callback.name)
                    guard receiver == app else { continue }
                    namesToApp.insert(callback.name)
                    sequence.append(callback.name)
                    receives.append(ScenarioPrinter.receiveStep(callback))
                    if case .setAuthenticationStatus(let status, _) = callback { statuses.insert(status.rawValue) }
                    if case .displayProviderDialog(let list) = callback { dialogs.append(list.map(\.id)) }
                case let .request(origin, _, request) where origin.app == app:
                    if let endpoint = ServiceEndpoint.allCases.first(where: { $0.matches(request) }) {
                        requests[endpoint.rawValue, default: 0] += 1
                    }
                default: continue
                }
            }
        }
    }

    /// Where the scenario goes and what it says about itself.
    struct Header {
        var title: String
        var requirement: String
        var comments: [String]
        var platform: Platform
        var versionTag: String?
    }

    /// The scenario's lines (indented as the specs indent a scenario inside a rule), and the events that
    /// have no step yet (a scenario with any cannot replay).
    /// When the block checked shows nothing that must happen, `probe` (an event after it, and what the
    /// reference showed in reply) gives the scenario its check of something that must happen.
    static func lines(
        events: [ExploreEvent], windowStart: Int, checks: [String], missingCheck: String?, header: Header,
        faulty: Window, reference: Window?, probe: (event: ExploreEvent, window: Window)? = nil
    ) -> (lines: [String], missingSteps: [String]) {
        var out = (header.comments + ["Each check is marked \(projectMark): name the sentence it enforces before it joins the specs."]).map { "    # " + $0 }
        out.append("    @" + header.platform.rawValue + (header.versionTag.map { " @" + $0 } ?? ""))
        out.append("    Scenario: \(header.title)")
        var missing: [String] = []
        for (index, event) in events.enumerated() {
            let keyword = index < windowStart ? (index == 0 ? "Given" : "And") : (index == windowStart ? "When" : "And")
            if let step = event.step {
                out.append("      \(keyword) \(step)")
            } else {
                let text = event.missingStep ?? "\(event)"
                missing.append(text)
                out.append("      # \(keyword) \(text)   <- no step says this yet")
            }
        }
        var then = checks
        if let missingCheck { out.append("      # Then \(missingCheck)   <- no step says this yet") }
        if let reference { then += derivedChecks(faulty: faulty, reference: reference) }
        then = then.uniqued()
        let base = reference ?? faulty
        var probing = false
        if !then.contains(where: isPositive) {
            let disputed = Set(then.compactMap { $0.hasPrefix("the app receives no ") ? String($0.dropFirst("the app receives no ".count)) : nil })
            if let positive = base.receives.first(where: { step in !disputed.contains { step.hasPrefix("the app receives \($0)") } }) {
                then.append(positive)
            } else if let (endpoint, count) = base.requests.sorted(by: { $0.key < $1.key }).first {
                then.append("the service receives \(count) \(endpoint) request\(count == 1 ? "" : "s")")
            } else {
                probing = probe?.event.step != nil && probe?.window.receives.isEmpty == false
            }
        }
        let negated = Set(then.compactMap { $0.hasPrefix("the app receives no ") ? String($0.dropFirst("the app receives no ".count)) : nil })
        then += base.names.sorted().filter { !negated.contains($0) }.map { "the app may receive \($0)" }
        out += block(then)
        if probing, let probe, let step = probe.event.step {
            out.append("      When \(step)")
            out += block([probe.window.receives[0]] + probe.window.names.sorted().map { "the app may receive \($0)" })
        }
        return (out, missing)
    }

    /// A `Then` block of `checks`; a check of several lines carries a table. Each check but a permission is
    /// marked ``projectMark``: the scenario says what the reference does, and which sentence demands it is
    /// for the person who pastes it to name.
    private static func block(_ checks: [String]) -> [String] {
        checks.enumerated().flatMap { index, check -> [String] in
            let parts = check.split(separator: "\n").map(String.init)
            let mark = ConformanceSteps.isPermission(parts[0]) ? "" : " " + projectMark
            return ["      \(index == 0 ? "Then" : "And") \(parts[0])\(mark)"] + parts.dropFirst().map { "        " + $0 }
        }
    }

    /// The mark of every check a printed scenario makes, until a person names the sentence it enforces.
    static let projectMark = "[\(SeedTrace.projectRef)]"

    /// Checks that tell the implementation's block from the reference's: each passes on the reference.
    static func derivedChecks(faulty: Window, reference: Window) -> [String] {
        var checks: [String] = []
        var unmatched = faulty.receives
        var fewer = false
        for step in reference.receives {
            if let index = unmatched.firstIndex(of: step) {
                unmatched.remove(at: index)
            } else if faulty.receives.contains(step) {
                fewer = true
            } else {
                checks.append(step)
            }
        }
        if fewer {
            // The implementation made some callback fewer times than the reference: a check of presence
            // passes on both, the sequence of the reference's callbacks does not.
            checks.append((["these callbacks come in this order:"] + reference.sequence.map { "| \($0) |" }).joined(separator: "\n"))
        }
        for name in faulty.namesToApp.subtracting(reference.namesToApp).sorted() { checks.append("the app receives no \(name)") }
        if let theirs = reference.dialogs.first, let mine = faulty.dialogs.first, theirs != mine, Set(theirs) == Set(mine) {
            checks.append("the provider dialog lists the MVPDs in the configuration's order with their display names")
        }
        if reference.namesToApp.contains("setAuthenticationStatus") {
            for status in faulty.statuses.subtracting(reference.statuses).sorted() {
                checks.append("the app receives no setAuthenticationStatus with status \(status)")
            }
        }
        for endpoint in Set(faulty.requests.keys).union(reference.requests.keys).sorted() where faulty.requests[endpoint] != reference.requests[endpoint] {
            let count = reference.requests[endpoint] ?? 0
            checks.append(count == 0 ? "the service receives no \(endpoint) request" : "the service receives \(count) \(endpoint) request\(count == 1 ? "" : "s")")
        }
        return checks
    }

    /// Whether a check demands that something happen (not only that something did not): the house rule
    /// wants one in every scenario.
    static func isPositive(_ check: String) -> Bool {
        let text = check.split(separator: "\n").first.map(String.init) ?? check
        guard case .found(let definition, let values) = ConformanceSteps.registry.resolve(text) else { return false }
        return !ConformanceSteps.isSilent(definition, values)
    }

    /// The step that checks `callback` came.
    static func receiveStep(_ callback: Callback) -> String {
        switch callback {
        case .setRequestorComplete(let status): "the app receives setRequestorComplete with status \(status.rawValue)"
        case .setAuthenticationStatus(let status, _): "the app receives setAuthenticationStatus with status \(status.rawValue)"
        case .displayProviderDialog(let list): "the app receives displayProviderDialog listing \"\(list.map(\.id).joined(separator: ", "))\""
        case .setToken(_, let resource): "the app receives setToken for \"\(resource)\""
        case .tokenRequestFailed(let resource, _, _): "the app receives tokenRequestFailed for \"\(resource)\""
        case .preauthorizedResources(let list): "the app receives preauthorizedResources listing \"\(list.joined(separator: ", "))\""
        case .selectedProvider(let mvpd?): "the app receives selectedProvider \"\(mvpd.id)\""
        case .selectedProvider(nil): "the app receives selectedProvider none"
        default: "the app receives \(callback.name)"
        }
    }
}
