import ConformanceKit
import Gherkin

/// Checks that every check of the specs names the documented sentence that demands it, at the level that
/// sentence's words give.
///
/// - every check (each step of a `Then` block, permissions aside, and each example row of a step whose mark
///   names a column) has a mark (``StepMark``); a permission ("the app may receive …") has none;
/// - a mark names only sentences there are: a row of `seed-trace.md` or `api-trace.md` that states behaviour of
///   the library (its level is not `—`), a section of `readings.md` (`readings-23`), or `project`;
/// - a check is never more binding than its rule, and a `@must` check names documented sentences only: a
///   reading or `project` beside a `@must` sentence is refused (the reading would be graded as the sentence);
/// - a rule is as binding as its most binding check: a `@must` rule holds a `@must` check.
///
/// With no trace (a specs folder without `seed-trace.md` and `api-trace.md`), nothing is checked.
package enum CheckSourceLint {
    /// Every problem, as `file:line:column: message`.
    package static func problems(in specs: [SpecFile], trace: SeedTrace) -> [SpecProblem] {
        // Specs without traces (a folder of features alone) have nothing to hold a mark against.
        guard !trace.sentences.isEmpty else { return [] }
        let grading = CheckGrading(specs: specs, trace: trace)
        var problems: [SpecProblem] = []
        for spec in specs {
            guard let feature = spec.document.feature else { continue }
            for case .rule(let rule) in feature.children {
                guard let requirement = Requirement(rule: rule, featureBackgrounds: [], path: spec.path) else { continue }
                var levels: [RequirementLevel] = []
                for case .scenario(let scenario) in rule.children {
                    for permission in grading.permissions(of: scenario) where !StepMark.split(permission.text).refs.isEmpty {
                        problems.append(SpecProblem(
                            path: spec.path, location: markLocation(of: permission),
                            message: "a permission (\"the app may receive …\") demands nothing, so it names no sentence: take the mark off"))
                    }
                    for check in grading.checks(of: scenario, in: spec.path) {
                        guard !check.refs.isEmpty else {
                            problems.append(SpecProblem(
                                path: spec.path, location: markLocation(of: check.step),
                                message: "this check names no sentence" + (check.row.map { " in the example row at line \($0)" } ?? "")
                                    + ": end the step with the sentence that demands it ([000-generic-5], [api-getAuthorization-3], "
                                    + "[readings-N] for the project's argued reading, or [project]); a check never takes its rule's sentences"))
                            continue
                        }
                        let (found, level) = markProblems(check.refs, of: check, in: spec, rule: requirement, trace: trace)
                        problems += found
                        if let level { levels.append(level) }
                    }
                }
                if let most = levels.min(), most > requirement.level {
                    problems.append(SpecProblem(
                        path: spec.path, location: rule.location,
                        message: "the rule is @\(requirement.level.rawValue), but its most binding check names a @\(most.rawValue) sentence: "
                            + "a rule is as binding as its checks; grade it @\(most.rawValue), or name the sentence that makes a check @\(requirement.level.rawValue)"))
                }
            }
        }
        return problems
    }

    /// Where a step's mark starts (the step's text when it has none).
    private static func markLocation(of step: GherkinStep) -> GherkinLocation {
        let column = step.location.column + step.keyword.count + (step.text.range(of: " [", options: .backwards).map {
            step.text.distance(from: step.text.startIndex, to: $0.lowerBound) + 1
        } ?? 0)
        return GherkinLocation(line: step.location.line, column: column)
    }

    /// The problems of one check's references, and the level they give it (`nil` when none is a sentence).
    private static func markProblems(
        _ refs: [String], of check: CheckGrading.WrittenCheck, in spec: SpecFile, rule: Requirement, trace: SeedTrace
    ) -> ([SpecProblem], RequirementLevel?) {
        let place = markLocation(of: check.step)
        let row = check.row.map { " (example row at line \($0))" } ?? ""
        var problems: [SpecProblem] = []
        var levels: [RequirementLevel] = []
        for ref in refs {
            guard let sentence = trace.sentence(ref) else {
                problems.append(SpecProblem(
                    path: spec.path, location: place,
                    message: "the mark names '\(ref)'\(row), which is no sentence: name a row of \(SeedTrace.fileName) or "
                        + "\(SeedTrace.apiFileName), a section of \(SeedTrace.readingsFileName) (readings-N), or \(SeedTrace.projectRef)"))
                continue
            }
            guard let level = sentence.level else {
                problems.append(SpecProblem(
                    path: spec.path, location: place,
                    message: "the mark names '\(ref)'\(row), which states no behaviour of the library (its level is —): "
                        + "name the sentence that demands this check"))
                continue
            }
            levels.append(level)
        }
        guard let level = levels.min() else { return (problems, nil) }
        if level < rule.level {
            problems.append(SpecProblem(
                path: spec.path, location: place,
                message: "the check names a @\(level.rawValue) sentence\(row) in a @\(rule.level.rawValue) rule (\(rule.id)): a check is never "
                    + "more binding than its rule; raise the rule if the sentence binds it, or name the sentence this check enforces"))
        }
        let argued = refs.filter { $0 == SeedTrace.projectRef || $0.hasPrefix("readings-") }
        if level == .must, !argued.isEmpty {
            problems.append(SpecProblem(
                path: spec.path, location: place,
                message: "a @must check names \(argued.joined(separator: ", "))\(row) beside a documented sentence: a reading or the project "
                    + "cannot share a @must mark; name only the sentences that state the check, or grade it as the reading"))
        }
        return (problems, level)
    }
}
