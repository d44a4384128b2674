import ConformanceKit
import PassSimulator
import SecretSearch

extension TokenEvidence {
    /// The IDs of the tokens found in `area`, by the same search as ``found(_:in:)-(_,StorageArea)``, in one
    /// pass over the area for all of them (exploration looks after every event).
    package static func presentIDs(_ tokens: [Marks], in area: StorageArea) -> Set<String> {
        guard !tokens.isEmpty, !area.contents.isEmpty else { return [] }
        let entries = area.contents.keys.sorted().flatMap { [$0, area.contents[$0]!] }
        return presentIDs(tokens, in: entries)
    }

    /// The IDs of the tokens found in `texts`, in one pass.
    package static func presentIDs(_ tokens: [Marks], in texts: [String]) -> Set<String> {
        guard !tokens.isEmpty, !texts.isEmpty else { return [] }
        var owner: [String: String] = [:]
        var needles: [String] = []
        for token in tokens {
            for needle in token.needles where owner[needle] == nil {
                owner[needle] = token.id
                needles.append(needle)
            }
        }
        return Set(EncodedSearch.find(needles, in: texts).compactMap { owner[$0.needle] })
    }
}
