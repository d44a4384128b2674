import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck coverage`: requirement → scenarios → results, totals per source section, the traced source
/// sentences no rule encodes, and the checklist IDs no rule states yet.
enum CoverageReport {
    /// The checklist's file name in the specs folder.
    static let checklistName = "requirements-checklist.md"

    /// The report of `run` over `suite`; `checklist` is the checklist's text, `nil` when not found.
    static func text(_ suite: ConformanceSuite, _ run: SuiteRun, checklist: String?) -> String {
        var resultsByScenario: [String: [ScenarioResult]] = [:]
        for result in run.results {
            resultsByScenario["\(result.location)|\(result.scenario)", default: []].append(result)
        }
        let pickles = suite.scenarios()
        var lines: [String] = []
        var totals: [String: Totals] = [:]
        for requirement in suite.requirements {
            let versions = requirement.versionTags.isEmpty ? "every version" : requirement.versionTags.joined(separator: " ")
            lines.append("\(requirement.id) | \(requirement.level) | \(requirement.platforms.map(\.rawValue).joined(separator: ", ")) | "
                + "\(versions) | source-\(requirement.source)")
            lines.append("  \(requirement.rule.name)  (\(requirement.place))")
            var total = totals[requirement.source, default: Totals()]
            total.requirements += 1
            let own = pickles.filter { $0.spec.path == requirement.path && $0.pickle.rule?.location == requirement.rule.location }
            for (spec, pickle) in own {
                total.scenarios += 1
                let results = resultsByScenario["\(spec.path):\(pickle.location.line)|\(pickle.name)"] ?? []
                let outcomes = results.isEmpty
                    ? "not run (not on the selected platform)"
                    : results.map { "\($0.platform ?? "any") \(label($0.outcome))" }.joined(separator: ", ")
                lines.append("  - \(pickle.name)  (\(spec.path):\(pickle.location.line)): \(outcomes)")
                for result in results {
                    total.count(result.outcome)
                    if result.outcome != .passed, let message = result.message {
                        lines.append("      \(result.platform ?? "any"): \(message.split(separator: "\n").first ?? "")")
                    }
                }
            }
            totals[requirement.source] = total
            lines.append("")
        }
        lines += totalsTable(totals)
        lines.append("")
        lines += traceLines(suite)
        lines.append("")
        lines.append(checklistLine(suite, checklist))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The requirement IDs a checklist lists (`- AUTHN-03 ...` items), in its order, without duplicates.
    static func checklistIDs(_ markdown: String) -> [String] {
        var seen: Set<String> = []
        return markdown.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- ") else { return nil }
            let id = String(line.dropFirst(2).prefix { !$0.isWhitespace })
            return SpecTag.isRequirementID(id) && seen.insert(id).inserted ? id : nil
        }
    }

    /// The traced sentences no rule encodes, each with why; and the rules that quote no sentence.
    static func traceLines(_ suite: ConformanceSuite) -> [String] {
        let sentences = suite.trace.sentences
        guard !sentences.isEmpty else { return ["Source sentences: no \(SeedTrace.fileName) in the specs folder; nothing to compare"] }
        let without = sentences.filter(\.rules.isEmpty)
        var lines = ["Source sentences without a rule: \(without.count) of \(sentences.count) traced (\(SeedTrace.fileName)), each with why:"]
        lines += without.map { "  \($0.source.ref): \($0.source.english) — \($0.whyNotARule.isEmpty ? "no reason given" : $0.whyNotARule)" }
        let unquoted = suite.requirements.filter { suite.trace.sources(of: $0.id).isEmpty }.map(\.id)
        lines.append(unquoted.isEmpty ? "Every rule quotes at least one source sentence."
                     : "Rules that quote no source sentence: \(unquoted.joined(separator: ", "))")
        return lines
    }

    private static func checklistLine(_ suite: ConformanceSuite, _ checklist: String?) -> String {
        guard let checklist else { return "checklist not found; skipping the comparison (looked for \(checklistName) in the specs folder)" }
        let ids = checklistIDs(checklist)
        let stated = Set(suite.requirements.map(\.id))
        let missing = ids.filter { !stated.contains($0) }
        if missing.isEmpty { return "Checklist: all \(ids.count) IDs of \(checklistName) have a rule in the specs" }
        return "Checklist: \(missing.count) of \(ids.count) IDs have no rule in the specs: \(missing.joined(separator: ", "))"
    }

    private static func label(_ outcome: Outcome) -> String {
        outcome == .notApplicable ? "not applicable" : outcome.rawValue
    }

    /// Counts for one source section.
    private struct Totals {
        var requirements = 0
        var scenarios = 0
        var outcomes: [Outcome: Int] = [:]

        mutating func count(_ outcome: Outcome) { outcomes[outcome, default: 0] += 1 }

        static func + (a: Totals, b: Totals) -> Totals {
            Totals(requirements: a.requirements + b.requirements, scenarios: a.scenarios + b.scenarios,
                   outcomes: a.outcomes.merging(b.outcomes, uniquingKeysWith: +))
        }
    }

    private static func totalsTable(_ totals: [String: Totals]) -> [String] {
        let sections = SpecTag.sources.filter { totals[$0] != nil }
        let all = sections.reduce(Totals()) { $0 + totals[$1]! }
        let header = ["source section", "requirements", "scenarios", "passed", "failed", "error", "not applicable"]
        let rows = (sections.map { ($0, totals[$0]!) } + [("all", all)]).map { name, t in
            [name, "\(t.requirements)", "\(t.scenarios)"] + Outcome.allCases.map { "\(t.outcomes[$0] ?? 0)" }
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ["Totals per source section (results count one run per scenario and platform):", line(header)] + rows.map(line)
    }
}
