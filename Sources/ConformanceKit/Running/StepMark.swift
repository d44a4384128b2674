/// The sentences a step names at its end, in brackets: `Then the app receives setToken [000-generic-5]`.
///
/// A mark is a space, `[`, one or more references separated by `, ` (letters, digits and `-` each), and
/// `]` closing the line. In an outline it may name a column instead, `[<sentence>]`, each example row holding
/// its references. It is no part of the step's text: ``SpecFile`` takes it off each compiled step before any
/// step is matched, and keeps the references by the step's place for the suite, which says what they mean.
package enum StepMark {
    /// `text` without its mark, and the references the mark names (empty when it has none).
    package static func split(_ text: String) -> (text: String, refs: [String]) {
        guard text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) else { return (text, []) }
        let inside = text[open.upperBound..<text.index(before: text.endIndex)]
        let refs = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        guard !refs.isEmpty, refs.allSatisfy(isReference) else { return (text, []) }
        var stripped = String(text[..<open.lowerBound])
        while stripped.last == " " || stripped.last == "\t" { stripped.removeLast() }
        return (stripped, refs)
    }

    /// Whether `text` (a step of an outline as written) ends with a mark naming a column, `[<sentence>]`,
    /// which each example row fills in with its references.
    package static func namesColumn(_ text: String) -> Bool {
        guard text.hasSuffix(">]"), let open = text.range(of: " [<", options: .backwards) else { return false }
        let name = text[open.upperBound..<text.index(text.endIndex, offsetBy: -2)]
        return !name.isEmpty && !name.contains(">") && !name.contains("<")
    }

    private static func isReference(_ ref: String) -> Bool {
        guard let first = ref.unicodeScalars.first, first.properties.isASCIIHexDigit || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return ref.unicodeScalars.allSatisfy { $0.isASCII && ($0 == "-" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)) }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
