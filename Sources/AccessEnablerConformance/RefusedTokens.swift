import AccessEnablerAdapter
import PassSimulator

/// The tokens the service refused (401 or 410) to each app, and every request that presented one again,
/// read from a world's transcript as it grows.
///
/// Once the service refuses a token the library presented, that entitlement flow fails (000-binding-10),
/// and a library that presents the same token again has not let it fail: it would be refused forever
/// (BIND-04). A library may present a token the service has not refused yet, even an expired one, and let
/// the service judge it (readings.md, section 34); and another app, which was never told, may present it
/// once too.
package struct RefusedTokens {
    /// A request that presented a token refused to its app before.
    package struct Presentation: Equatable {
        package var index: Int
        package var app: String
        package var token: String
        package var request: PassRequest
        /// What refused it, for people.
        package var refusal: String
        /// The path of the request the service refused it to.
        package var refusedAt: String
    }

    /// Presentations found so far, in transcript order.
    package private(set) var presentations: [Presentation] = []
    /// Entries read so far.
    private var processed = 0
    /// Requests of libraries that presented tokens, by request ID: who sent it and what it presented.
    private var presenting: [Int: (app: String, tokens: [String], request: PassRequest)] = [:]
    /// By app, the tokens refused to it: how, and the path of the request refused.
    private var refused: [String: [String: (how: String, path: String)]] = [:]

    /// Reads the entries of `entries` not read yet.
    package mutating func read(_ entries: [Transcript.Entry]) {
        guard processed < entries.count else { return }
        for index in processed..<entries.count {
            switch entries[index].event {
            case let .request(.library(origin), id, request):
                let tokens = Self.presented(by: request)
                guard !tokens.isEmpty else { continue }
                presenting[id] = (origin, tokens, request)
                for token in tokens {
                    if let refusal = refused[origin]?[token] {
                        presentations.append(Presentation(index: index, app: origin, token: token, request: request, refusal: refusal.how, refusedAt: refusal.path))
                    }
                }
            case let .response(.library(origin), id, response) where response.status == 401 || response.status == 410:
                guard let sent = presenting[id], sent.app == origin else { continue }
                for token in sent.tokens {
                    refused[origin, default: [:]][token] = ("\(response.status) to \(sent.request.method) \(sent.request.path)", sent.request.path)
                }
            default:
                continue
            }
        }
        processed = entries.count
    }

    /// The first presentation of a refused token at transcript index `start` or later, reading `entries`
    /// first.
    package mutating func firstPresentation(in entries: [Transcript.Entry], from start: Int) -> Presentation? {
        read(entries)
        return presentations.first { $0.index >= start }
    }

    /// The token GUIDs a request presents.
    private static func presented(by request: PassRequest) -> [String] {
        [PassAPI.Parameter.authenticationToken, PassAPI.Parameter.authorizationToken].compactMap { request.parameters[$0] }
    }
}
