import PassSimulator
import SecretSearch

/// Token searches made ready once per set of tokens: exploration looks for the issued tokens after every event,
/// the set changes only when the service issues one, and preparing a search (each token's forms and their gram
/// table) cost more than the search itself. Keeps a prepared search per set of token IDs; one per world.
package final class TokenNeedles {
    private struct Prepared {
        var search: EncodedSearch.Needles
        /// The token each needle belongs to.
        var owner: [String: String]
    }

    private var prepared: [[String]: Prepared] = [:]

    /// An empty cache.
    package init() {}

    /// The IDs of `tokens` found in `texts`, by the search ``TokenEvidence/found(_:in:)-(_,StorageArea)`` makes, in one
    /// pass over the texts for all of them.
    package func presentIDs(_ tokens: [TokenEvidence.Marks], in texts: [String]) -> Set<String> {
        guard !tokens.isEmpty, !texts.isEmpty else { return [] }
        let search = prepare(tokens)
        return Set(search.search.find(in: texts).compactMap { search.owner[$0.needle] })
    }

    /// The IDs of `tokens` found in `area` (its keys and values, in key order), in one pass.
    package func presentIDs(_ tokens: [TokenEvidence.Marks], in area: StorageArea) -> Set<String> {
        guard !tokens.isEmpty, !area.contents.isEmpty else { return [] }
        return presentIDs(tokens, in: area.contents.keys.sorted().flatMap { [$0, area.contents[$0]!] })
    }

    private func prepare(_ tokens: [TokenEvidence.Marks]) -> Prepared {
        let key = tokens.map(\.id)
        if let known = prepared[key] { return known }
        var owner: [String: String] = [:]
        var needles: [String] = []
        for token in tokens {
            for needle in token.needles where owner[needle] == nil {
                owner[needle] = token.id
                needles.append(needle)
            }
        }
        let made = Prepared(search: EncodedSearch.Needles(needles), owner: owner)
        // Sets seen in one world are few (each issue makes a new one); a bound all the same.
        if prepared.count >= 256 { prepared.removeAll(keepingCapacity: true) }
        prepared[key] = made
        return made
    }
}
