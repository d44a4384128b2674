import ConformanceKit
import Gherkin

/// What each check of the specs enforces: the sentence it names, and the level that sentence's words give it.
///
/// A step names its sentences with a mark (``StepMark``: `Then ... [000-generic-5]`); a step without one
/// checks its rule's own sentences at the rule's level. A check the world makes on every step names its
/// sentences itself (``StepFailure/refs``): an empty list stands for its rule's.
package struct CheckGrading: Sendable {
    /// The traced sentences and readings.
    package var trace: SeedTrace
    /// Each rule's level and the sentences the trace quotes for it, by requirement ID.
    private var rules: [String: CheckSource]
    /// Each spec's marks, by spec path, then by step line.
    private var marks: [String: [Int: [String]]]

    /// The grading of `specs` by `trace`.
    package init(specs: [SpecFile], trace: SeedTrace) {
        self.trace = trace
        marks = Dictionary(specs.map { ($0.path, $0.marks) }, uniquingKeysWith: { first, _ in first })
        var rules: [String: CheckSource] = [:]
        for requirement in ConformanceSuite.requirements(of: specs) {
            rules[requirement.id] = CheckSource(sentences: trace.sources(of: requirement.id), level: requirement.level)
        }
        self.rules = rules
    }

    /// The source of a failed check of `step` in `pickle`: the sentences `refs` names (its rule's when empty),
    /// or, with no `refs`, those the step's mark names, or its rule's.
    package func source(of pickle: Pickle, step: PickleStep, refs: [String]?) -> CheckSource? {
        let rule = ConformanceSuite.requirementIDs(of: pickle).first.flatMap { rules[$0] }
        guard let named = refs ?? marks[pickle.uri]?[step.location.line], !named.isEmpty else { return rule }
        return source(named: named)
    }

    /// The source the references `refs` name: their sentences, at the most binding of their levels (a
    /// reference to nothing, or to a sentence of no level, counts as `@info`: the lint refuses both).
    package func source(named refs: [String]) -> CheckSource {
        let sentences = refs.map { trace.sentence($0) }
        return CheckSource(
            sentences: zip(refs, sentences).map { ref, sentence in sentence?.source ?? .init(ref: ref, original: "", english: "(no such sentence)") },
            level: sentences.map { $0?.level ?? .info }.min() ?? .info)
    }

    /// The references the mark of the step at `line` of `path` names; empty when it has none.
    package func marks(of path: String, line: Int) -> [String] { marks[path]?[line] ?? [] }
}

extension CheckGrading {
    /// One check a written scenario makes: a step of a `Then` block, or any step with a mark.
    package struct WrittenCheck: Sendable {
        /// The step as written (its text ends with its mark, if any).
        package var step: GherkinStep
        /// The sentences it enforces and its level.
        package var source: CheckSource
        /// Whether a mark names its sentences (otherwise they are its rule's).
        package var marked: Bool
    }

    /// The checks `scenario` of `path` makes, in order, under the rule `requirementID`.
    package func checks(of scenario: GherkinScenario, in path: String, requirementID: String?) -> [WrittenCheck] {
        let rule = requirementID.flatMap { rules[$0] }
        var inOutcome = false
        return scenario.steps.compactMap { step in
            inOutcome = step.keywordType == .outcome || (step.keywordType == .conjunction && inOutcome)
            let refs = marks(of: path, line: step.location.line)
            if !refs.isEmpty { return WrittenCheck(step: step, source: source(named: refs), marked: true) }
            guard inOutcome, let rule else { return nil }
            return WrittenCheck(step: step, source: rule, marked: false)
        }
    }
}
