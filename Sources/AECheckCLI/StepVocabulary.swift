import AccessEnablerConformance
import ConformanceKit
import Foundation

/// `aecheck steps`: the step vocabulary, generated from ``ConformanceSteps/registry``.
enum StepVocabulary {
    /// Every step pattern with its one-line summary, in definition order.
    static func text() -> String {
        let definitions = ConformanceSteps.registry.definitions
        var lines = [
            "The steps a scenario may use, in definition order. Write a step as its pattern with each",
            "parameter filled in: {string} is text in double quotes, {int} a whole number, {word} one word;",
            "text in parentheses is optional, as in minute(s). The keyword is not part of the pattern: set up",
            "with Given, act with When, check with Then (Specs/README.md says what each sees).",
            "",
        ]
        for definition in definitions {
            lines.append(definition.expression.source)
            lines.append("    " + (definition.summary.isEmpty ? "(no summary)" : definition.summary))
        }
        lines.append("")
        lines.append("\(definitions.count) steps")
        return lines.joined(separator: "\n") + "\n"
    }
}
