import AccessEnablerAdapter
import AccessEnablerConformance
import Foundation
import PassSimulator

/// What one explored world showed, event by event, in a form two implementations can be compared in:
/// the callbacks apps received (with their arguments), the requests that reached the service, and which
/// issued tokens each storage area holds.
///
/// Normalised only where the seeds leave implementations free (README, "Exploring beyond the scenarios"):
/// 1. Tokens and registration codes are named by kind and order of first appearance in that world
///    (`<authn#1>`, `<authz#2>`, `<regcode#1>`); a media token handed over is shown as
///    `<media#k resource/requestor>` when the service issued it: the service's GUIDs depend on the order of
///    requests, which may differ without any rule being broken.
/// 2. Observations of one virtual instant are compared as a set (sorted), since no rule orders callbacks
///    and requests that fall on the same instant (INIT-02's order of queued answers is checked by its
///    scenarios); times themselves are not compared, only the order of instants.
/// 3. Consecutive identical registration-code polls count once: the poll interval is free up to the
///    suite's maximum.
/// 4. Storage is compared by meaning: which issued tokens each area holds, found as the checks find them
///    (any key, layout or encoding), never its bytes.
/// 5. Informational callbacks (sendTrackingData, status reports other than a registration code) are left
///    out; `navigateToUrl:` and `navigateToUrl:useSVC:` compare alike, with the URL's query parameters in
///    name order; a tokenRequestFailed's description is left out and error codes compare ignoring case.
/// 6. Answers from the service are left out: the simulated service is deterministic, so they follow from
///    the requests; what the user and browser do follows from the callbacks.
struct ExploreTrace: Equatable {
    /// One event's observations, normalised.
    var events: [[String]] = []
    /// What storage held after the last event, and how many tokens had been issued then: storage is searched
    /// again only when a write or a new token may have changed it.
    private var storage: [String] = []
    private var issuedCount = -1

    /// Names tokens and codes in one world, in order of first appearance.
    final class Namer {
        private var names: [String: String] = [:]
        private var counts: [String: Int] = [:]

        /// The name of `id`, given the first time it is seen.
        func name(_ id: String, kind: String) -> String {
            if let name = names[id] { return name }
            counts[kind, default: 0] += 1
            let name = "<\(kind)#\(counts[kind]!)>"
            names[id] = name
            return name
        }
    }

    /// Appends the observations of the entries `range` of `world`, then the storage as it is now.
    mutating func record(_ world: ExploreWorld, entries range: Range<Int>, outcome: ExploreWorld.Outcome, namer: Namer) {
        let transcript = world.world.transcript.entries
        let service = world.world.service
        let replacer = Replacer(service: service, namer: namer)
        var lines: [String] = []
        var instant: [String] = []
        var instantTime: Int64?
        func flush() {
            lines += instant.sorted()
            instant = []
        }
        for index in range {
            let entry = transcript[index]
            guard let line = Self.observation(entry.event, replacer) else { continue }
            if entry.time != instantTime { flush(); instantTime = entry.time }
            instant.append(line)
        }
        flush()
        lines = Self.collapsingPolls(lines)
        if case .notApplicable(let reason) = outcome { lines.append("(the event does not apply: \(reason))") }
        if case .brokeDown(let reason) = outcome { lines.append("(the implementation broke down: \(reason))") }
        let issued = service.issued.authenticationTokens.count + service.issued.authorizationTokens.count + service.issued.mediaTokens.count
        let touched = range.contains { if case .storage = transcript[$0].event { true } else { false } }
        if touched || issued != issuedCount || { if case .upgradeIOS = world.lastEvent { true } else { false } }() {
            storage = Self.storage(world, replacer)
            issuedCount = issued
        }
        lines += storage
        events.append(lines)
    }

    /// The first event at which `self` and `other` differ, with both sides' observations.
    func firstDifference(from other: ExploreTrace) -> (event: Int, mine: [String], theirs: [String])? {
        for index in 0..<max(events.count, other.events.count) {
            let mine = index < events.count ? events[index] : ["(no such event)"]
            let theirs = index < other.events.count ? other.events[index] : ["(no such event)"]
            if mine != theirs { return (index, mine, theirs) }
        }
        return nil
    }

    private static func observation(_ event: Transcript.Event, _ replacer: Replacer) -> String? {
        switch event {
        case let .callback(app, callback):
            if callback.isInformational { return nil }
            return "\(app) ← " + replacer.callback(callback)
        case let .request(origin, _, request):
            let parameters = request.parameters.keys.sorted().map { "\($0)=\(replacer.text(request.parameters[$0]!))" }
            return "\(origin) ⇢ \(request.method) \(replacer.text(request.path))" + (parameters.isEmpty ? "" : "?" + parameters.joined(separator: "&"))
        case .call, .response, .storage, .world:
            return nil
        }
    }

    private static func collapsingPolls(_ lines: [String]) -> [String] {
        var out: [String] = []
        for line in lines {
            if line.containsBytes(PassAPI.Path.authenticationToken), line.containsBytes(PassAPI.Parameter.registrationCode + "="), out.last == line { continue }
            out.append(line)
        }
        return out
    }

    private static func storage(_ world: ExploreWorld, _ replacer: Replacer) -> [String] {
        let tokens = TokenEvidence.allIssued(world.world.service)
        return world.conformance.device.storageAreas.compactMap { area in
            let held = world.tokenNeedles.presentIDs(tokens, in: area)
            guard !held.isEmpty else { return nil }
            return "[\(area.name)] holds " + held.map { replacer.text($0) }.sorted().joined(separator: ", ")
        }
    }

    /// Replaces what the service issued by stable names.
    private struct Replacer {
        let service: PassService
        let namer: Namer
        /// What is named rather than shown, and its kind, in the order names are given: the service's tokens and
        /// registration codes as they are when the event is over.
        private let replaced: [(value: String, kind: String)]

        init(service: PassService, namer: Namer) {
            self.service = service
            self.namer = namer
            let issued = service.issued
            replaced = issued.authenticationTokens.map { ($0.guid, "authn") } + issued.authorizationTokens.map { ($0.guid, "authz") }
                + issued.mediaTokens.map { ($0.token.sessionGUID, "media") } + service.issuedRegistrationCodes.map { ($0, "regcode") }
        }

        func text(_ text: String) -> String {
            guard text.utf8.contains(UInt8(ascii: "-")) || text.containsBytes("RC") else { return text }
            var out = text
            for (value, kind) in replaced where out.containsBytes(value) {
                out = out.replacingBytes(value, with: namer.name(value, kind: kind))
            }
            return out
        }

        func callback(_ callback: Callback) -> String {
            switch callback {
            case let .setToken(token, resource):
                if let media = service.issued.mediaTokens.first(where: { $0.body == token })?.token {
                    return "setToken(\(namer.name(media.sessionGUID, kind: "media")) \(media.resourceID)/\(media.requestorID), \(resource))"
                }
                return "setToken(\(text(token)), \(resource))"
            case let .tokenRequestFailed(resource, code, _):
                return "tokenRequestFailed(\(resource), \"\(code.lowercased())\")"
            case let .setAuthenticationStatus(status, code):
                return "setAuthenticationStatus(\(status), \"\(code.lowercased())\")"
            case .displayProviderDialog(let list):
                return "displayProviderDialog([" + list.map { "\($0.id) \"\($0.displayName)\" \($0.logoURL)" }.joined(separator: ", ") + "])"
            case let .navigateToUrl(url, _):
                return "navigateToUrl(\(text(Self.sortedQuery(url))))"
            default:
                return text(callback.description)
            }
        }

        /// `url` with its query parameters sorted by name.
        static func sortedQuery(_ url: String) -> String {
            guard let components = URLComponents(string: url), let items = components.queryItems, !items.isEmpty else { return url }
            let base = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
            return base + "?" + items.sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
                .map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
        }
    }
}
