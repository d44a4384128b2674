import ConformanceKit
import Gherkin

/// What each check of the specs enforces: the sentence it names, and the level that sentence's words give it.
///
/// Every check names its own sentences with a mark (``StepMark``: `Then ... [000-generic-5]`); a step of an
/// outline may name a column (`[<sentence>]`), so that each example row names its own. A check the world
/// makes on every step names its sentences itself (``StepFailure/sentences``); the callback accounting names
/// those of its block's checks. A permission ("the app may receive …") demands nothing and names nothing.
/// No check takes its rule's sentences: a step that is no check and fails names its own, or, where it names
/// none (specs without traces), its scenario's level grades it.
package struct CheckGrading: Sendable {
    /// The traced sentences and readings.
    package var trace: SeedTrace
    /// Each spec's marks, by spec path, then by the step's place.
    private var marks: [String: [SpecFile.StepPlace: [String]]]
    /// Each spec's pickle lines (one per example row of an outline), by spec path, then by scenario line.
    private var rows: [String: [Int: [Int]]]

    /// The grading of `specs` by `trace`.
    package init(specs: [SpecFile], trace: SeedTrace) {
        self.trace = trace
        marks = Dictionary(specs.map { ($0.path, $0.marks) }, uniquingKeysWith: { first, _ in first })
        rows = Dictionary(specs.map { spec in
            (spec.path, Dictionary(grouping: spec.pickles, by: \.scenarioLocation.line).mapValues { $0.map(\.location.line) })
        }, uniquingKeysWith: { first, _ in first })
    }

    /// The source of a failed check of `step` in `pickle`, as the failure names it: the step's mark, the
    /// marks of the checks of its block, or the references given; `nil` where none is named.
    package func source(of pickle: Pickle, step: PickleStep, sentences: StepFailure.Sentences) -> CheckSource? {
        let named: [String]
        switch sentences {
        case .named(let refs): named = refs
        case .step: named = mark(of: pickle, step)
        case .block(let otherwise):
            let marks = blockMarks(of: pickle, endingAt: step)
            named = marks.isEmpty ? otherwise : marks
        }
        return named.isEmpty ? nil : source(named: named)
    }

    /// The references the mark of `step` of `pickle` names; empty when it has none.
    package func mark(of pickle: Pickle, _ step: PickleStep) -> [String] {
        marks[pickle.uri]?[SpecFile.StepPlace(pickleLine: pickle.location.line, stepLine: step.location.line)] ?? []
    }

    /// The references the marks of the `Then` block of `pickle` that ends at `step` name, each once, in order.
    private func blockMarks(of pickle: Pickle, endingAt step: PickleStep) -> [String] {
        guard let end = pickle.steps.firstIndex(where: { $0.location == step.location }) else { return mark(of: pickle, step) }
        var start = end
        while start > 0, pickle.steps[start - 1].type == .outcome { start -= 1 }
        var refs: [String] = []
        for check in pickle.steps[start...end] {
            for ref in mark(of: pickle, check) where !refs.contains(ref) { refs.append(ref) }
        }
        return refs
    }

    /// The source the references `refs` name: their sentences, at the most binding of their levels (a
    /// reference to nothing, or to a sentence of no level, counts as `@info`: the lint refuses both).
    package func source(named refs: [String]) -> CheckSource {
        let sentences = refs.map { trace.sentence($0) }
        return CheckSource(
            sentences: zip(refs, sentences).map { ref, sentence in sentence?.source ?? .init(ref: ref, original: "", english: "(no such sentence)") },
            level: sentences.map { $0?.level ?? .info }.min() ?? .info)
    }
}

extension CheckGrading {
    /// One check a written scenario makes: a step of a `Then` block (a permission aside), or any step with a
    /// mark; for a step of an outline whose mark names a column, one per example row.
    package struct WrittenCheck: Sendable {
        /// The step as written (its text ends with its mark, if any).
        package var step: GherkinStep
        /// The line of the example row this check is of, for a mark that names a column; `nil` otherwise.
        package var row: Int?
        /// The references its mark names; empty when it names none (which the lint refuses).
        package var refs: [String]
        /// The sentences it enforces and its level; `nil` when it names none.
        package var source: CheckSource?
    }

    /// The checks `scenario` of `path` makes, in order.
    package func checks(of scenario: GherkinScenario, in path: String) -> [WrittenCheck] {
        var checks: [WrittenCheck] = []
        walk(scenario) { step, isOutcome in
            let written = StepMark.split(step.text).refs
            if !written.isEmpty {
                checks.append(WrittenCheck(step: step, row: nil, refs: written, source: source(named: written)))
            } else if StepMark.namesColumn(step.text) {
                for row in rows[path]?[scenario.location.line] ?? [] {
                    let refs = marks[path]?[SpecFile.StepPlace(pickleLine: row, stepLine: step.location.line)] ?? []
                    checks.append(WrittenCheck(step: step, row: row, refs: refs, source: refs.isEmpty ? nil : source(named: refs)))
                }
            } else if isOutcome, !ConformanceSteps.isPermission(step.text) {
                checks.append(WrittenCheck(step: step, row: nil, refs: [], source: nil))
            }
        }
        return checks
    }

    /// The permissions `scenario` gives: steps of a `Then` block that allow callbacks without requiring any.
    package func permissions(of scenario: GherkinScenario) -> [GherkinStep] {
        var permissions: [GherkinStep] = []
        walk(scenario) { step, isOutcome in
            if isOutcome, ConformanceSteps.isPermission(StepMark.split(step.text).text) { permissions.append(step) }
        }
        return permissions
    }

    /// Calls `body` with each step of `scenario` and whether it belongs to a `Then` block.
    private func walk(_ scenario: GherkinScenario, _ body: (GherkinStep, Bool) -> Void) {
        var inOutcome = false
        for step in scenario.steps {
            inOutcome = step.keywordType == .outcome || (step.keywordType == .conjunction && inOutcome)
            body(step, inOutcome)
        }
    }
}
