/// The Levenshtein distance between two sequences: the fewest insertions, deletions and substitutions
/// that turn one into the other. Did-you-mean for options and commands counts characters; for steps, words.
package enum EditDistance: Sendable {
    /// The distance between `a` and `b`, where `same` says whether two elements need no substitution.
    package static func between<A, B>(_ a: [A], _ b: [B], same: (A, B) -> Bool) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The distance between two strings, in characters.
    package static func between(_ a: String, _ b: String) -> Int {
        between(Array(a), Array(b), same: ==)
    }
}
