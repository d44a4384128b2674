import AccessEnablerConformance
import ConformanceKit
import Foundation
import Gherkin

/// `aecheck explain <id>`: one requirement as a reader needs it, from its rule to every step.
enum RequirementExplanation {
    /// The rule's name, description, tags, place, the sentences it encodes with their levels, backgrounds and
    /// scenarios with their steps, each check marked with its level and the sentences it names.
    static func text(_ requirement: Requirement, grading: CheckGrading) -> String {
        let rule = requirement.rule
        var lines = [rule.name, ""]
        lines += rule.description.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }.map { $0.isEmpty ? "" : "  " + $0 }
        lines += [
            "",
            "Level:      \(requirement.level)",
            "Platforms:  \(requirement.platforms.map(\.rawValue).joined(separator: ", "))",
            "Versions:   \(requirement.versionTags.isEmpty ? "every version" : requirement.versionTags.joined(separator: ", "))",
            "Source:     \(requirement.source) (section of the SDK overview)",
            "Defined at: \(requirement.place)",
        ]
        let sentences = grading.trace.sentences.filter { $0.rules.contains(requirement.id) }
        lines += ["", "Sentences the traces map to this rule (each check names its own, below):"]
        lines += sentences.isEmpty ? ["  none"] : sentences.map { "  \($0.source.ref) (@\($0.level?.rawValue ?? "—")): \($0.source.english)" }
        for background in requirement.backgrounds where !background.steps.isEmpty {
            lines += ["", "Background (before every scenario, line \(background.location.line)):"]
            lines += background.steps.flatMap(stepLines)
        }
        for scenario in requirement.scenarios {
            let tags = scenario.tags.isEmpty ? "" : "  " + scenario.tags.map(\.name).joined(separator: " ")
            lines += ["", "\(scenario.keyword): \(scenario.name)\(tags)  (\(requirement.path):\(scenario.location.line))"]
            let checks = Dictionary(grouping: grading.checks(of: scenario, in: requirement.path), by: \.step.location.line)
            let permissions = Set(grading.permissions(of: scenario).map(\.location.line))
            for step in scenario.steps {
                var written = stepLines(step)
                if permissions.contains(step.location.line) {
                    written[0] += "   ⟵ a permission: demands nothing"
                } else if let stepChecks = checks[step.location.line] {
                    if stepChecks.count == 1, stepChecks[0].row == nil {
                        // The mark is shown once, after the arrow, with each sentence quoted under the step.
                        written[0] = "  \(step.keyword)\(StepMark.split(step.text).text)   ⟵ checks " + described(stepChecks[0])
                        written.insert(contentsOf: sentenceLines(stepChecks[0]), at: 1)
                    } else {
                        written[0] += "   ⟵ checks, each example row the sentence it names:"
                        let rowLines = stepChecks.map { "      row at line \($0.row ?? 0): " + described($0) }
                        written.insert(contentsOf: rowLines, at: 1)
                    }
                }
                lines += written
            }
            for examples in scenario.examples {
                let tags = examples.tags.isEmpty ? "" : "  " + examples.tags.map(\.name).joined(separator: " ")
                lines.append("  \(examples.keyword):\(examples.name.isEmpty ? "" : " " + examples.name)\(tags)")
                lines += table(([examples.tableHeader].compactMap { $0 } + examples.tableBody), indent: "    ")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `@must: 000-generic-5, api-getAuthentication-5`, or what is missing.
    private static func described(_ check: CheckGrading.WrittenCheck) -> String {
        guard let source = check.source else { return "nothing: it names no sentence (the spec check refuses it)" }
        return "@\(source.level.rawValue): " + source.sentences.map(\.ref).joined(separator: ", ")
    }

    /// Each sentence a check names, quoted in English, indented under its step.
    private static func sentenceLines(_ check: CheckGrading.WrittenCheck) -> [String] {
        (check.source?.sentences ?? []).map { "      \($0.ref): \($0.english)" }
    }

    /// A step as written (keyword and text), then its doc string or data table, indented.
    private static func stepLines(_ step: GherkinStep) -> [String] {
        var lines = ["  \(step.keyword)\(step.text)"]
        if let docString = step.docString {
            lines.append("    " + docString.delimiter + (docString.mediaType ?? ""))
            lines += docString.content.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            lines.append("    " + docString.delimiter)
        }
        if let dataTable = step.dataTable {
            lines += table(dataTable.rows, indent: "    ")
        }
        return lines
    }

    /// Table rows with aligned columns, cells escaped as Gherkin writes them.
    private static func table(_ rows: [GherkinTableRow], indent: String) -> [String] {
        let cells = rows.map { row in
            row.cells.map { cell in
                cell.value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
                    .replacingOccurrences(of: "\n", with: "\\n")
            }
        }
        let columns = cells.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in cells.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return cells.map { row in
            indent + "| " + row.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
    }
}
