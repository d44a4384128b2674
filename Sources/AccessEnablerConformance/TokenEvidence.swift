import AccessEnablerAdapter
import ConformanceKit
import PassSimulator
import SecretSearch
import Synchronization

/// Where the tokens the service issued turn up on the device or in callbacks: by meaning, not by text.
///
/// A token counts as present when its GUID or its signature appears in a storage area's keys or values,
/// as written or under any reversible encoding ``EncodedSearch`` knows (base64, hex, percent, JSON or
/// HTML escapes, reversed, ROT13, a one-byte XOR, nested, or split across entries).
package enum TokenEvidence {
    /// A token's distinctive parts: its GUID and its signature.
    package struct Marks {
        package var id: String
        package var needles: [String]
    }

    package static func marks(_ token: APIAuthenticationToken) -> Marks { Marks(id: token.guid, needles: [token.guid, token.signature]) }
    package static func marks(_ token: APIAuthorizationToken) -> Marks { Marks(id: token.guid, needles: [token.guid, token.signature]) }
    /// A media token's marks: its session GUID and its signature's own part (a large token's padding aside).
    package static func marks(_ token: APIShortMediaToken) -> Marks {
        Marks(id: token.sessionGUID, needles: [token.sessionGUID, String(token.signature.prefix(16))])
    }

    /// The IDs of the tokens found in `area`, each with how it was found.
    package static func found(_ tokens: [Marks], in area: StorageArea) -> [(id: String, how: String)] {
        let entries = area.contents.keys.sorted().flatMap { [$0, area.contents[$0]!] }
        return found(tokens, in: entries).map { ($0.id, "\($0.how) in [\(area.name)]") }
    }

    /// The IDs of the tokens found in `texts`, each with how it was found.
    package static func found(_ tokens: [Marks], in texts: [String]) -> [(id: String, how: String)] {
        guard !texts.isEmpty else { return [] }
        let decoded = texts.map(decodings)
        return tokens.compactMap { token in
            guard let finding = EncodedSearch.Needles(token.needles).find(in: decoded).first else { return nil }
            return (token.id, finding.encoding)
        }
    }

    /// A text's decodings, decoded once for the whole process: callbacks carry the same texts scenario after
    /// scenario (and run after run in the fault campaign), and decoding is the costly part of the search.
    private static func decodings(_ text: String) -> EncodedSearch.Decoded {
        // Bounded in size too: a long text (a testee's making) is decoded each time, not kept.
        guard text.utf8.count <= 1_024 else { return EncodedSearch.Decoded([text]) }
        if let known = decodedTexts.withLock({ $0[text] }) { return known }
        let decoded = EncodedSearch.Decoded([text])
        decodedTexts.withLock { cache in
            // At most 4,096 texts: a run holds a few hundred distinct ones; a testee that makes up new ones cannot grow it.
            if cache.count >= 4_096 { cache.removeAll() }
            cache[text] = decoded
        }
        return decoded
    }

    private static let decodedTexts = Mutex<[String: EncodedSearch.Decoded]>([:])

    /// How the token of `mark` is found in `texts` (the first way, as ``found(_:in:)`` reports it), or `nil`.
    ///
    /// The answer depends on nothing else, and the same callback texts meet the same tokens scenario after
    /// scenario (the simulated service is deterministic): answers are kept for the process (at most 2,048, for
    /// texts of up to 1 KiB), and `needles` is asked for the prepared token only when a search is due.
    package static func exposure(of mark: Marks, in texts: [String], needles: () -> EncodedSearch.Needles) -> String? {
        let key = Exposure(needles: mark.needles, texts: texts)
        let keep = texts.allSatisfy { $0.utf8.count <= 1_024 }
        if keep, let known = exposures.withLock({ $0[key] }) { return known }
        let how = needles().find(in: texts.map(decodings)).first?.encoding
        if keep {
            exposures.withLock { cache in
                if cache.count >= 2_048 { cache.removeAll() }
                cache[key] = .some(how)
            }
        }
        return how
    }

    private struct Exposure: Hashable {
        var needles: [String]
        var texts: [String]
    }

    private static let exposures = Mutex<[Exposure: String?]>([:])

    /// Every token the service issued, of every kind.
    package static func allIssued(_ service: PassService) -> [Marks] {
        service.issued.authenticationTokens.map(marks) + service.issued.authorizationTokens.map(marks)
            + service.issued.mediaTokens.map { marks($0.token) }
    }
}
