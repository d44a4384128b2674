import AccessEnablerConformance
import ConformanceKit
import Gherkin
import Testing

/// Every check names a documented sentence, at the level that sentence's words give.
@Suite("The lint grades every check by its sentence")
struct CheckSourceLintTests {
    private let trace = SeedTrace(markdown: """
        | ref | original | English | level | rule | why not a rule |
        |---|---|---|---|---|---|
        | 000-generic-5 | 會 | Stated. | must | TEST-01 | |
        | 000-generic-2 | 通常 | Usually. | should | TEST-02 | |
        | 000-generic-13 | 必須 | The app must. | — | — | App's obligation. |
        """, readings: "## 23. Authentication as part of authorization\n")

    private func problems(_ rules: String) throws -> [String] {
        let source = "Feature: F\n" + rules
        let document = try GherkinParser.parse(source, uri: "x.feature")
        let spec = SpecFile(path: "x.feature", document: document, pickles: PickleCompiler.compile(document))
        return CheckSourceLint.problems(in: [spec], trace: trace).map(\.description)
    }

    private func rule(_ id: String, _ level: String, then step: String) -> String {
        "  @AE-\(id) @\(level) @ios @source-generic\n  Rule: \(id) R\n    D.\n\n    Scenario: S\n      When the app calls getAuthentication\n      Then \(step)\n"
    }

    @Test func aMustCheckWithNoMustSentenceIsRefused() throws {
        let found = try problems(rule("TEST-02", "must", then: "the app receives setAuthenticationStatus with status 1"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("x.feature:3:3: the rule is @must, but the sentences the traces map to TEST-02 give @should") == true, "\(found)")
    }

    @Test func aMustCheckWhoseRuleHasAMustSentencePasses() throws {
        #expect(try problems(rule("TEST-01", "must", then: "the app receives setAuthenticationStatus with status 1")).isEmpty)
    }

    @Test func aMarkedCheckTakesItsSentencesLevelAndMayNotExceedItsRule() throws {
        #expect(try problems(rule("TEST-02", "must", then: "the app receives setAuthenticationStatus with status 1 [readings-23]")).isEmpty)
        let above = try problems(rule("TEST-02", "should", then: "the app receives setAuthenticationStatus with status 1 [000-generic-5]"))
        #expect(above.count == 1 && above.first?.contains("x.feature:8:67: the check names a @must sentence in a @should rule") == true, "\(above)")
    }

    @Test func aMarkNamingNoSentenceOrNoBehaviourIsRefused() throws {
        let unknown = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-nowhere-9]"))
        #expect(unknown.first?.contains("the mark names '000-nowhere-9', which is no sentence") == true, "\(unknown)")
        let obligation = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-generic-13]"))
        #expect(obligation.first?.contains("which states no behaviour of the library") == true, "\(obligation)")
    }

    @Test func theSpecsGradeEveryCheckByASentenceOfItsLevel() {
        let suite = SuiteTests.suite
        #expect(CheckSourceLint.problems(in: suite.specs, trace: suite.trace).isEmpty)
        for requirement in suite.requirements where requirement.level == .must {
            for scenario in requirement.scenarios {
                for check in suite.grading.checks(of: scenario, in: requirement.path, requirementID: requirement.id) where check.source.level == .must {
                    #expect(check.source.sentences.contains { suite.trace.sentence($0.ref)?.level == .must }, "\(requirement.id) line \(check.step.location.line)")
                }
            }
        }
    }
}
