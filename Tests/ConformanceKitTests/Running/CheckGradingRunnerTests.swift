import Gherkin
import Testing
@testable import ConformanceKit

/// A failure is graded at the level of the check that failed, and a failure below its scenario's level
/// never hides the checks after it.
struct CheckGradingRunnerTests {
    /// A runner whose steps `check N holds` pass and `check N fails` fail, graded by their marks: `[should]`
    /// and `[info]` name sentences of those levels.
    private func run(_ steps: [String], scenarioLevel: String = "must") -> ScenarioResult {
        var registry = StepRegistry<Int>()
        registry.define("check {int} holds") { _, _ in }
        registry.define("check {int} fails") { _, args in throw StepFailure("check \(try args.int(0)) failed") }
        let source = "Feature: F\n  @\(scenarioLevel)\n  Scenario: S\n" + steps.map { "    Then \($0)\n" }.joined()
        let document = try! GherkinParser.parse(source, uri: "f.feature")
        let spec = SpecFile(path: "f.feature", document: document, pickles: PickleCompiler.compile(document))
        let runner = ScenarioRunner<Int, Int>(
            registry: registry, requirementIDs: { _ in [] }, variants: { _ in [.init(0, name: nil)] }, makeWorld: { _, _ in 0 },
            checkSource: { pickle, step, _ in
                guard let refs = spec.marks[SpecFile.StepPlace(pickleLine: pickle.location.line, stepLine: step.location.line)], let level = RequirementLevel(rawValue: refs[0]) else { return nil }
                return CheckSource(sentences: [.init(ref: refs[0], original: "", english: "a sentence")], level: level)
            })
        return runner.run(spec.pickles[0], of: spec)[0]
    }

    @Test func aShouldCheckFailingInAMustScenarioIsAWarningAndTheStepsGoOn() {
        let result = run(["check 1 fails [should]", "check 2 holds"])
        #expect(result.outcome == .failed)
        #expect(result.level == .must && result.gradedLevel == .should)
        #expect(result.failure?.level == .should && result.failure?.sources?.map(\.ref) == ["should"])
        #expect(result.steps.map(\.status) == [.failed, .passed])
        #expect(!SuiteRun.isBlocking(result, strict: false) && SuiteRun.isBlocking(result, strict: true))
    }

    @Test func aBindingFailureAfterAWarningDecidesTheResult() {
        let result = run(["check 1 fails [info]", "check 2 fails", "check 3 holds"])
        #expect(result.gradedLevel == .must && result.failure?.step == "check 2 fails")
        #expect(result.steps.map(\.status) == [.failed, .failed, .notRun])
        #expect(SuiteRun.isBlocking(result, strict: false))
    }

    @Test func theMostBindingOfSeveralWarningsIsReported() {
        let result = run(["check 1 fails [info]", "check 2 fails [should]"])
        #expect(result.gradedLevel == .should && result.failure?.step == "check 2 fails")
    }

    @Test func aCheckIsNeverGradedAboveItsScenario() {
        let result = run(["check 1 fails [must]"], scenarioLevel: "should")
        #expect(result.gradedLevel == .should)
    }

    @Test func aMarkIsTakenOffTheStepBeforeItIsMatched() {
        #expect(StepMark.split("the app receives setToken [000-generic-5, api-setToken-1]") == ("the app receives setToken", ["000-generic-5", "api-setToken-1"]))
        #expect(StepMark.split("a value \"[x y]\"") == ("a value \"[x y]\"", []))
        #expect(StepMark.split("no mark") == ("no mark", []))
    }

    @Test func anOutlineStepNamesAColumnAndEachRowItsOwnSentence() {
        let source = "Feature: F\n  @must\n  Scenario Outline: S\n    Then check 1 holds [<sentence>]\n"
            + "    Examples:\n      | sentence |\n      | must |\n      | should, info |\n"
        let document = try! GherkinParser.parse(source, uri: "f.feature")
        let spec = SpecFile(path: "f.feature", document: document, pickles: PickleCompiler.compile(document))
        #expect(StepMark.namesColumn("check 1 holds [<sentence>]") && !StepMark.namesColumn("check 1 holds [must]"))
        #expect(spec.pickles.map { $0.steps[0].text } == ["check 1 holds", "check 1 holds"])
        #expect(spec.pickles.map { spec.marks[SpecFile.StepPlace(pickleLine: $0.location.line, stepLine: 4)] } == [["must"], ["should", "info"]])
    }
}

/// The checks after a step still run when the step failed below its scenario's level.
struct CheckGradingAfterStepTests {
    @Test func aBindingCheckAfterTheLastStepRunsWhenThatStepFailedBelowLevel() {
        var registry = StepRegistry<Int>()
        registry.define("a should check fails") { _, _ in throw StepFailure("the should check") }
        let source = "Feature: F\n  @must\n  Scenario: S\n    Then a should check fails [should]\n"
        let document = try! GherkinParser.parse(source, uri: "f.feature")
        let spec = SpecFile(path: "f.feature", document: document, pickles: PickleCompiler.compile(document))
        let runner = ScenarioRunner<Int, Int>(
            registry: registry, requirementIDs: { _ in [] }, variants: { _ in [.init(0, name: nil)] }, makeWorld: { _, _ in 0 },
            didRunStep: { _, _, next in if next == nil { throw StepFailure("a token was exposed", sentences: .named(["must"])) } },
            checkSource: { pickle, step, sentences in
                let marked = spec.marks[SpecFile.StepPlace(pickleLine: pickle.location.line, stepLine: step.location.line)] != nil
                return sentences == .step && marked ? CheckSource(sentences: [], level: .should) : nil
            })
        let result = runner.run(spec.pickles[0], of: spec)[0]
        #expect(result.gradedLevel == .must && result.failure?.message == "a token was exposed")
    }
}
