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
        | 000-generic-5 | 會 | Stated. | must | TEST-01, TEST-02 | |
        | 000-generic-2 | 通常 | Usually. | should | TEST-01, TEST-02 | |
        | 000-generic-7 | 會 | Stated elsewhere. | must | TEST-02 | |
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

    @Test func aCheckThatNamesNoSentenceIsRefusedEvenWhereItsRuleHasOne() throws {
        let found = try problems(rule("TEST-01", "must", then: "the app receives setAuthenticationStatus with status 1"))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("x.feature:8:12: this check names no sentence") == true, "\(found)")
        #expect(found.first?.contains("a check never takes its rule's sentences") == true)
    }

    @Test func aCheckNamingAMustSentencePasses() throws {
        #expect(try problems(rule("TEST-01", "must", then: "the app receives setAuthenticationStatus with status 1 [000-generic-5]")).isEmpty)
    }

    @Test func aCheckAboveItsSentencesLevelIsRefused() throws {
        // The check is @must only if its sentence is: a @should sentence in a @must rule grades the check @should,
        // and a rule whose checks are all below it is refused for claiming more than they say.
        let below = try problems(rule("TEST-02", "must", then: "the app receives setAuthenticationStatus with status 1 [000-generic-2]"))
        #expect(below.count == 1 && below.first?.contains("x.feature:3:3: the rule is @must, but its most binding check names a @should sentence") == true, "\(below)")
        let above = try problems(rule("TEST-02", "should", then: "the app receives setAuthenticationStatus with status 1 [000-generic-5]"))
        #expect(above.count == 1 && above.first?.contains("x.feature:8:67: the check names a @must sentence in a @should rule") == true, "\(above)")
    }

    @Test func aMustCheckMayNotLeanOnAReadingOrTheProject() throws {
        let found = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-generic-5, readings-23]"))
        #expect(found.count == 1 && found.first?.contains("a @must check names readings-23 beside a documented sentence") == true, "\(found)")
        let project = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-generic-5, project]"))
        #expect(project.first?.contains("a @must check names project") == true, "\(project)")
    }

    @Test func aPermissionIsNoCheckAndNamesNoSentence() throws {
        let source = "  @AE-TEST-01 @must @ios @source-generic\n  Rule: TEST-01 R\n    D.\n\n    Scenario: S\n      When the app calls getAuthentication\n"
            + "      Then the app receives setAuthenticationStatus with status 1 [000-generic-5]\n      And the app may receive displayProviderDialog\n"
        #expect(try problems(source).isEmpty)
        let marked = try problems(source.replacingOccurrences(of: "may receive displayProviderDialog", with: "may receive displayProviderDialog [000-generic-5]"))
        #expect(marked.count == 1 && marked.first?.contains("a permission (\"the app may receive …\") demands nothing") == true, "\(marked)")
    }

    @Test func eachExampleRowNamesItsOwnSentence() throws {
        let outline = "  @AE-TEST-01 @must @ios @source-generic\n  Rule: TEST-01 R\n    D.\n\n    Scenario Outline: S\n      When the app calls getAuthentication\n"
            + "      Then the app receives setAuthenticationStatus with status <status> [<sentence>]\n\n      Examples:\n"
            + "        | status | sentence |\n        | 1 | 000-generic-5 |\n        | 0 | 000-nowhere-1 |\n"
        let found = try problems(outline)
        #expect(found.count == 1 && found.first?.contains("the mark names '000-nowhere-1' (example row at line 13)") == true, "\(found)")
    }

    @Test func aMarkNamingNoSentenceOrNoBehaviourIsRefused() throws {
        let unknown = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-nowhere-9]"))
        #expect(unknown.first?.contains("the mark names '000-nowhere-9', which is no sentence") == true, "\(unknown)")
        let obligation = try problems(rule("TEST-01", "must", then: "the app receives setToken [000-generic-13]"))
        #expect(obligation.first?.contains("which states no behaviour of the library") == true, "\(obligation)")
    }

    @Test func theAccountingNamesItsBlocksSentencesOrTheCallbackListsOfItsCalls() throws {
        let source = "Feature: F\n  @AE-TEST-01 @must @ios @source-generic\n  Rule: TEST-01 R\n    D.\n\n    Scenario: S\n"
            + "      When the app calls getAuthentication\n      Then the app receives setAuthenticationStatus with status 1 [000-generic-5]\n"
            + "      And the app may receive displayProviderDialog\n      When the app calls getAuthentication\n"
            + "      Then the app may receive displayProviderDialog\n"
        let document = try GherkinParser.parse(source, uri: "x.feature")
        let spec = SpecFile(path: "x.feature", document: document, pickles: PickleCompiler.compile(document))
        let grading = CheckGrading(specs: [spec], trace: trace)
        let pickle = try #require(spec.pickles.first)
        let marked = grading.source(of: pickle, step: pickle.steps[2], sentences: .block(otherwise: ["000-generic-2"]))
        #expect(marked?.sentences.map(\.ref) == ["000-generic-5"] && marked?.level == .must)
        let unmarked = grading.source(of: pickle, step: pickle.steps[4], sentences: .block(otherwise: ["000-generic-2"]))
        #expect(unmarked?.sentences.map(\.ref) == ["000-generic-2"] && unmarked?.level == .should)
    }

    @Test func theSpecsGradeEveryCheckByItsOwnSentence() {
        let suite = SuiteTests.suite
        #expect(CheckSourceLint.problems(in: suite.specs, trace: suite.trace).isEmpty)
        for requirement in suite.requirements {
            for scenario in requirement.scenarios {
                for check in suite.grading.checks(of: scenario, in: requirement.path) {
                    #expect(!check.refs.isEmpty, "\(requirement.id) line \(check.step.location.line) names no sentence")
                    guard check.source?.level == .must else { continue }
                    // A @must check names a sentence that states it as fact, and no reading or the project beside it.
                    #expect(check.refs.contains { suite.trace.sentence($0)?.level == .must }, "\(requirement.id) line \(check.step.location.line)")
                    #expect(!check.refs.contains { $0 == SeedTrace.projectRef || $0.hasPrefix("readings-") }, "\(requirement.id) line \(check.step.location.line)")
                }
            }
        }
    }
}
