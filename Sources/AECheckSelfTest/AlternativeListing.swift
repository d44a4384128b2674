import AccessEnablerConformance
import Foundation
import ReferenceAccessEnabler

/// `aecheck alternatives`: each legitimate alternative of the reference, what it does, the seed
/// sentences that leave the choice open (quoted from `seed-trace.md`), the section of `readings.md` that
/// records it, and the rules it departs from.
enum AlternativeListing {
    static func text(_ suite: ConformanceSuite, specs: URL) -> String {
        let readings = (try? String(contentsOf: specs.appendingPathComponent("readings.md"), encoding: .utf8)) ?? ""
        var lines: [String] = []
        for alternative in ReferenceAlternative.allCases {
            lines.append("\(alternative.rawValue): \(alternative.summary)")
            for ref in alternative.seedRefs {
                if let sentence = suite.trace.sentences.first(where: { $0.source.ref == ref }) {
                    lines.append("  \(ref): \(sentence.source.original)")
                    lines.append("  \(String(repeating: " ", count: ref.count))  (\(sentence.source.english))")
                } else {
                    lines.append("  \(ref): (not in seed-trace.md)")
                }
            }
            lines.append("  readings.md: " + (section(alternative.reading, in: readings) ?? "\(alternative.reading) (no such section)"))
            if !alternative.departsFrom.isEmpty {
                lines.append("  departs from: \(alternative.departsFrom.joined(separator: ", ")) (never @must)")
            }
            lines.append("")
        }
        lines.append("\(ReferenceAlternative.allCases.count) alternatives; 'aecheck mutants' shows each passing in every profile, "
            + "'aecheck explore --all-alternatives' each exploring clean.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The heading of the section `reading` names: `17` is `## 17. …`, a word is `## <word>…`.
    static func section(_ reading: String, in readings: String) -> String? {
        let prefix = reading.allSatisfy(\.isNumber) ? "## \(reading). " : "## \(reading)"
        return readings.split(separator: "\n").first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(3)) }
    }
}
