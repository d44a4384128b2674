import Foundation
import ConformanceKit

/// The sentences of the source documents and the rules that encode them, read from `seed-trace.md`.
///
/// Every table row whose first cell is a sentence reference (`000-generic-7`, `004-v18-2`, `api-3`) and
/// that has the columns `ref | original | English | rule | why not a rule` is one sentence. The rule
/// cell names requirement IDs (`AUTHN-03, AUTHN-04`), ranges (`CANCEL-01 to CANCEL-04`) or `—`.
package struct SeedTrace: Sendable, Equatable {
    /// One traced sentence.
    package struct Sentence: Sendable, Equatable {
        /// The quoted sentence, reference included.
        package var source: RequirementRecord.Source
        /// The requirement IDs that encode it; empty when none does.
        package var rules: [String]
        /// Why no rule encodes it, when none does.
        package var whyNotARule: String
    }

    /// Every sentence, in the document's order.
    package var sentences: [Sentence]

    /// The file name the loader looks for in a specs folder.
    package static let fileName = "seed-trace.md"

    /// Reads the sentences of `markdown`.
    package init(markdown: String) {
        sentences = markdown.split(separator: "\n").compactMap { line in
            // Only rows whose first cell is a reference are sentences: skip every other line cheaply.
            guard line.hasPrefix("| 0") || line.hasPrefix("| api-") else { return nil }
            let cells = Self.cells(of: line)
            guard cells.count == 5, Self.isReference(cells[0]) else { return nil }
            return Sentence(
                source: .init(ref: cells[0], original: Self.plain(cells[1]), english: Self.plain(cells[2])),
                rules: Self.requirementIDs(in: cells[3]), whyNotARule: cells[4])
        }
    }

    /// The sentences `id` encodes, in document order.
    package func sources(of id: String) -> [RequirementRecord.Source] {
        sentences.filter { $0.rules.contains(id) }.map(\.source)
    }

    /// `000-generic-7`, `004-v18-2`, `api-3`: a document, an optional section, a number.
    static func isReference(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last, !last.isEmpty, last.allSatisfy(\.isASCII), last.allSatisfy(\.isNumber) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            && (parts[0] == "api" || (parts[0].count == 3 && parts[0].allSatisfy(\.isNumber)))
    }

    /// A cell's text without Markdown emphasis and code marks (`*`, `` ` ``) and with `\|` as `|`.
    static func plain(_ cell: String) -> String {
        String(cell.replacingOccurrences(of: "\\|", with: "|").filter { $0 != "*" && $0 != "`" })
    }

    /// The cells of a Markdown table row, trimmed; `\|` stays inside its cell.
    static func cells(of line: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped { current.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true; current.append(character)
            case "|": cells.append(current.trimmingCharacters(in: .whitespaces)); current = ""
            default: current.append(character)
            }
        }
        return cells
    }

    /// The IDs a rule cell names, ranges expanded (`CANCEL-01 to CANCEL-03` → three IDs).
    static func requirementIDs(in cell: String) -> [String] {
        let words = cell.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "(" || $0 == ")" }).map(String.init)
        var ids: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if SpecTag.isRequirementID(word) {
                if index + 2 < words.count, words[index + 1] == "to", SpecTag.isRequirementID(words[index + 2]),
                   let range = expand(word, words[index + 2]) {
                    ids += range
                    index += 3
                    continue
                }
                ids.append(word)
            }
            index += 1
        }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    private static func expand(_ first: String, _ last: String) -> [String]? {
        guard let dash = first.lastIndex(of: "-"), let lastDash = last.lastIndex(of: "-"),
              first[..<dash] == last[..<lastDash],
              let from = Int(first[first.index(after: dash)...]), let to = Int(last[last.index(after: lastDash)...]),
              from <= to, to - from < 100 else { return nil }
        let width = first.count - first.distance(from: first.startIndex, to: dash) - 1
        return (from...to).map { number in
            let digits = String(number)
            return first[...dash] + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }
}
