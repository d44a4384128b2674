/// The sentences a step names at its end, in brackets: `Then the app receives setToken [000-generic-5]`.
///
/// A mark is a space, `[`, one or more references separated by `, ` (letters, digits and `-` each), and
/// `]` closing the line. It is no part of the step's text: ``SpecFile`` takes it off before any step is
/// matched, and keeps the references by line for the suite, which says what they mean.
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
