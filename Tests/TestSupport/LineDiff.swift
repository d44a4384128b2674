/// A unified diff of two texts by lines, as `diff -u` prints it: what a golden mismatch shows, so that a
/// one-line change reads as one line rather than as both texts whole.
public enum LineDiff {
    /// The hunks that turn `expected` into `actual`, each with `context` lines around its changes; empty
    /// when the texts are equal.
    public static func unified(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = script(old, new)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var out: [String] = []
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            // A hunk runs from `context` lines before a change to `context` lines after the last change that
            // lies within 2 × context of the one before it.
            var end = change
            var cursor = change
            while cursor < edits.count {
                if edits[cursor].kind != .same { end = cursor }
                if cursor - end > 2 * context { break }
                cursor += 1
            }
            let start = max(index, change - context), stop = min(edits.count, end + context + 1)
            let slice = edits[start..<stop]
            let oldStart = (slice.first { $0.kind != .added }?.oldLine ?? 0) + 1
            let newStart = (slice.first { $0.kind != .removed }?.newLine ?? 0) + 1
            out.append("@@ -\(oldStart),\(slice.filter { $0.kind != .added }.count) +\(newStart),\(slice.filter { $0.kind != .removed }.count) @@")
            for edit in slice {
                switch edit.kind {
                case .same: out.append(" " + old[edit.oldLine])
                case .removed: out.append("-" + old[edit.oldLine])
                case .added: out.append("+" + new[edit.newLine])
                }
            }
            index = stop
        }
        return out.joined(separator: "\n")
    }

    /// One line of the edit script.
    struct Edit {
        enum Kind { case same, removed, added }
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    /// The shortest edit script by the longest common subsequence of lines.
    static func script(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(Edit(kind: .same, oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as diff prints a changed line.
                edits.append(Edit(kind: .removed, oldLine: i, newLine: j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, oldLine: i, newLine: j))
                j += 1
            }
        }
        return edits
    }
}
