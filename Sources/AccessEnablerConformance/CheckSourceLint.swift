import ConformanceKit
import Gherkin

/// Checks that every check of the specs names a documented sentence, at the level that sentence's words give.
///
/// - a step's mark (`[000-generic-5]`, ``StepMark``) names only sentences there are: a row of `seed-trace.md`
///   or `api-trace.md` that states behaviour of the library (its level is not `—`), a section of
///   `readings.md` (`readings-23`), or `project`;
/// - a check is never more binding than its rule: a mark's most binding sentence is at the rule's level or below;
/// - a rule's level is its sentences' (with the traces read): a rule whose checks are not all marked takes
///   the most binding level of the sentences the trace maps to it, so a `@must` check always has a `@must`
///   sentence behind it, and a rule graded below the sentences it encodes says so with marks.
///
/// With no trace (a specs folder without `seed-trace.md` and `api-trace.md`), nothing is checked.
package enum CheckSourceLint {
    /// Every problem, as `file:line:column: message`.
    package static func problems(in specs: [SpecFile], trace: SeedTrace) -> [SpecProblem] {
        // Specs without traces (a folder of features alone) have nothing to hold a mark against.
        guard !trace.sentences.isEmpty else { return [] }
        let levelled = trace.sentences.contains { $0.level != nil }
        let grading = CheckGrading(specs: specs, trace: trace)
        var problems: [SpecProblem] = []
        for spec in specs {
            guard let feature = spec.document.feature else { continue }
            for case .rule(let rule) in feature.children {
                guard let requirement = Requirement(rule: rule, featureBackgrounds: [], path: spec.path) else { continue }
                var unmarkedChecks = 0
                for case .scenario(let scenario) in rule.children {
                    for check in grading.checks(of: scenario, in: spec.path, requirementID: requirement.id) {
                        guard check.marked else {
                            unmarkedChecks += 1
                            continue
                        }
                        problems += markProblems(grading.marks(of: spec.path, line: check.step.location.line), of: check.step,
                                                 in: spec, rule: requirement, trace: trace)
                    }
                }
                guard levelled, unmarkedChecks > 0 else { continue }
                let sentences = trace.sentences.filter { $0.rules.contains(requirement.id) }
                let described = sentences.isEmpty ? "none" : sentences.map { "\($0.source.ref) (\($0.level.map { "@\($0.rawValue)" } ?? "—"))" }.joined(separator: ", ")
                let level = trace.level(of: requirement.id)
                if level != requirement.level {
                    problems.append(SpecProblem(
                        path: spec.path, location: rule.location,
                        message: "the rule is @\(requirement.level.rawValue), but the sentences the traces map to \(requirement.id) give "
                            + (level.map { "@\($0.rawValue)" } ?? "no level") + " (\(described)): its \(unmarkedChecks) unmarked check(s) "
                            + "take their rule's sentences, so grade the rule as its sentences' words do, or mark each check "
                            + "with the sentence it enforces ([ref] at the end of the step)"))
                }
            }
        }
        return problems
    }

    private static func markProblems(
        _ refs: [String], of step: GherkinStep, in spec: SpecFile, rule: Requirement, trace: SeedTrace
    ) -> [SpecProblem] {
        let column = step.location.column + step.keyword.count + (step.text.range(of: " [", options: .backwards).map {
            step.text.distance(from: step.text.startIndex, to: $0.lowerBound) + 1
        } ?? 0)
        let place = GherkinLocation(line: step.location.line, column: column)
        var problems: [SpecProblem] = []
        var levels: [RequirementLevel] = []
        for ref in refs {
            guard let sentence = trace.sentence(ref) else {
                problems.append(SpecProblem(
                    path: spec.path, location: place,
                    message: "the mark names '\(ref)', which is no sentence: name a row of \(SeedTrace.fileName) or "
                        + "\(SeedTrace.apiFileName), a section of \(SeedTrace.readingsFileName) (readings-N), or \(SeedTrace.projectRef)"))
                continue
            }
            guard let level = sentence.level else {
                problems.append(SpecProblem(
                    path: spec.path, location: place,
                    message: "the mark names '\(ref)', which states no behaviour of the library (its level is —): "
                        + "name the sentence that demands this check"))
                continue
            }
            levels.append(level)
        }
        if let level = levels.min(), level < rule.level {
            problems.append(SpecProblem(
                path: spec.path, location: place,
                message: "the check names a @\(level.rawValue) sentence in a @\(rule.level.rawValue) rule (\(rule.id)): a check is never "
                    + "more binding than its rule; raise the rule if the sentence binds it, or name the sentence this check enforces"))
        }
        return problems
    }
}
