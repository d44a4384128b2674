import Foundation
import ConformanceKit

/// The sentences of the two documented sources and the rules that encode them, read from `seed-trace.md`
/// (the seeds) and `api-trace.md` (Adobe's published API reference), with the level each sentence's words
/// give it.
///
/// Every table row whose first cell is a sentence reference (`000-generic-7`, `004-v18-2`,
/// `api-checkAuthorization-2`) and that has the columns `ref | original | English | level | rule | why not
/// a rule` is one sentence (`level` is `must`, `should`, `info`, or `—` for a sentence that states no
/// behaviour of the library). The rule cell names requirement IDs (`AUTHN-03, AUTHN-04`), ranges
/// (`CANCEL-01 to CANCEL-04`) or `—`. Two more kinds of reference need no row: `readings-N`, a reading
/// the project argues in section N of `readings.md` (`@should`: an inference compelling enough to
/// recommend), and `project`, what the project defines itself (`@info`).
package struct SeedTrace: Sendable, Equatable {
    /// One traced sentence.
    package struct Sentence: Sendable, Equatable {
        /// The quoted sentence, reference included.
        package var source: RequirementRecord.Source
        /// The level its words give it; `nil` when it states no behaviour of the library (`—`).
        package var level: RequirementLevel?
        /// The requirement IDs that encode it; empty when none does.
        package var rules: [String]
        /// Why no rule encodes it, when none does.
        package var whyNotARule: String
    }

    /// Every sentence, in the documents' order (the seeds', then the API reference's).
    package var sentences: [Sentence]
    /// The readings of `readings.md` a check may name, as sentences (`readings-23`).
    package var readings: [Sentence] = []
    /// Every sentence and reading by reference.
    private var byRef: [String: Sentence] = [:]

    /// The file name of the seeds' trace in a specs folder.
    package static let fileName = "seed-trace.md"
    /// The file name of the API reference's trace in a specs folder.
    package static let apiFileName = "api-trace.md"
    /// The file name of the readings in a specs folder.
    package static let readingsFileName = "readings.md"
    /// The reference a check names for what the project defines itself.
    package static let projectRef = "project"

    /// Reads the sentences of `markdown` (one or more trace files, one after the other), and the readings of
    /// `readings` (the text of `readings.md`).
    package init(markdown: String, readings: String = "") {
        sentences = markdown.split(separator: "\n").compactMap { line in
            // Only rows whose first cell is a reference are sentences: skip every other line cheaply.
            guard line.hasPrefix("| 0") || line.hasPrefix("| api-") else { return nil }
            let cells = Self.cells(of: line)
            // A table without the level column (a trace written before levels) gives sentences of no level.
            guard cells.count == 6 || cells.count == 5, Self.isReference(cells[0]) else { return nil }
            let levelled = cells.count == 6
            return Sentence(
                source: .init(ref: cells[0], original: Self.plain(cells[1]), english: Self.plain(cells[2])),
                level: levelled ? RequirementLevel(rawValue: cells[3]) : nil,
                rules: Self.requirementIDs(in: cells[levelled ? 4 : 3]), whyNotARule: cells[levelled ? 5 : 4])
        }
        self.readings = readings.split(separator: "\n").compactMap { line in
            // `## 23. Authentication as part of authorization`
            guard line.hasPrefix("## "), let dot = line.firstIndex(of: "."),
                  let number = Int(line[line.index(line.startIndex, offsetBy: 3)..<dot]) else { return nil }
            let title = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            return Sentence(
                source: .init(ref: "readings-\(number)", original: title, english: "The project's reading (readings.md, section \(number)): \(title)"),
                level: .should, rules: [], whyNotARule: "")
        }
        let project = Sentence(
            source: .init(ref: Self.projectRef, original: "", english: "What the project defines itself (no documented sentence)"),
            level: .info, rules: [], whyNotARule: "")
        byRef = Dictionary((sentences + self.readings + [project]).map { ($0.source.ref, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads the traces and readings of the specs folder `directory`; empty where a file is missing.
    package init(specsFolder directory: URL) {
        func text(_ name: String) -> String {
            FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        self.init(markdown: text(Self.fileName) + "\n" + text(Self.apiFileName), readings: text(Self.readingsFileName))
    }

    /// The sentence or reading `ref` names, or `nil` when there is none.
    package func sentence(_ ref: String) -> Sentence? { byRef[ref] }

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
