import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Gherkin
import ReferenceAccessEnabler
import Testing

/// A one-rule document whose lines never move: the tags on line 3, `Rule:` on line 4, its description
/// on line 5, the scenario's tags on line 7 and `Scenario:` on line 8 (or `Examples` tags on line 12).
private func document(
    tags: String = "@AE-TEST-01 @must @ios @source-generic", name: String = "TEST-01 A rule",
    description: String = "The requirement, in plain English.", scenarioTags: String = "",
    scenario: Bool = true, examplesTags: String = ""
) -> String {
    var lines = ["Feature: F", "", "  " + tags, "  Rule: " + name, "    " + description, "", "    " + scenarioTags]
    if scenario {
        lines += ["    Scenario Outline: S", "      Given the value is <v>", "", "    " + examplesTags, "    Examples:", "      | v |", "      | 1 |"]
    }
    return lines.joined(separator: "\n") + "\n"
}

private func lint(_ files: [(path: String, source: String)]) throws -> [String] {
    let specs = try files.map { file in
        let parsed = try GherkinParser.parse(file.source, uri: file.path)
        return SpecFile(path: file.path, document: parsed, pickles: PickleCompiler.compile(parsed))
    }
    return SpecLint.problems(in: specs).map(\.description)
}

/// Expects exactly one problem, at `place` (`file:line:column`), whose message contains `phrase`.
private func expectOneProblem(
    _ source: String, at place: String, saying phrase: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let problems = try lint([("x.feature", source)])
    #expect(problems.count == 1, "\(problems)", sourceLocation: sourceLocation)
    #expect(problems.first?.hasPrefix(place + ": ") == true, "\(problems)", sourceLocation: sourceLocation)
    #expect(problems.first?.contains(phrase) == true, "\(problems)", sourceLocation: sourceLocation)
}

@Suite("The spec lint enforces the house rules of Specs/")
struct SpecLintTests {
    @Test func theRealSpecsAreLintClean() throws {
        let specs = try SpecFile.loadAll(from: specsFolder)
        #expect(SpecLint.problems(in: specs).map(\.description) == [])
    }

    @Test func aWellFormedRuleWithVersionTagsAndNarrowingGivesNoProblem() throws {
        let source = document(
            tags: "@AE-TEST-01 @should @ios @tvos @source-sso @since-1.7 @until-1.7.5 @profile-1.8",
            scenarioTags: "@tvos", examplesTags: "@tvos")
        #expect(try lint([("x.feature", source)]) == [])
    }

    @Test func aRuleWithoutScenarioIsReportedAtTheRule() throws {
        try expectOneProblem(document(scenario: false), at: "x.feature:4:3", saying: "has no scenario")
    }

    @Test func aScenarioDirectlyUnderTheFeatureIsReportedAtTheScenario() throws {
        try expectOneProblem("Feature: F\n\n  Scenario: S\n    Given x\n", at: "x.feature:3:3", saying: "sits directly under the Feature")
    }

    @Test func twoScenariosOfOneRuleWithOneNameAreReportedAtTheSecond() throws {
        let source = document(scenario: false) + "    Scenario: S\n      Given x\n\n    Scenario: S\n      Given y\n"
        try expectOneProblem(source, at: "x.feature:11:5", saying: "has the name of the scenario at line 8 of the same rule")
    }

    @Test func everyResultOfTheRealSpecsHasAnIDOfItsOwn() {
        let run = SuiteTests.suite.run(ReferenceAccessEnabler.implementation())
        let ids = run.results.map(\.displayName)
        #expect(Set(ids).count == ids.count, "repeated: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
    }

    @Test func aRuleWithoutIDIsReportedAtTheRule() throws {
        try expectOneProblem(document(tags: "@must @ios @source-generic"), at: "x.feature:4:3", saying: "has no requirement ID")
    }

    @Test func aSecondIDOnOneRuleIsReportedAtTheSecondTag() throws {
        try expectOneProblem(
            document(tags: "@AE-TEST-01 @AE-TEST-02 @must @ios @source-generic"), at: "x.feature:3:15",
            saying: "exactly one requirement ID; @AE-TEST-02 comes after @AE-TEST-01")
    }

    @Test func aMalformedIDIsReportedAtItsTag() throws {
        try expectOneProblem(
            document(tags: "@must @AE-test-1 @ios @source-generic", name: "test-1 A rule"), at: "x.feature:3:9",
            saying: "malformed requirement ID @AE-test-1")
    }

    @Test func aRuleNameNotStartingWithItsIDIsReportedAtTheRule() throws {
        try expectOneProblem(document(name: "A rule without its ID"), at: "x.feature:4:3", saying: "must start with its ID and a space: 'TEST-01 ...'")
    }

    @Test func anIDUsedTwiceIsReportedAtTheSecondPlaceNamingTheFirst() throws {
        let problems = try lint([("a.feature", document()), ("b.feature", document(name: "TEST-01 Another rule"))])
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("b.feature:3:3: ") == true, "\(problems)")
        #expect(problems.first?.contains("@AE-TEST-01 is already used by the Rule at a.feature:3 ('TEST-01 A rule')") == true, "\(problems)")
    }

    @Test func aRuleWithoutLevelIsReportedAtTheRule() throws {
        try expectOneProblem(document(tags: "@AE-TEST-01 @ios @source-generic"), at: "x.feature:4:3", saying: "has no level tag; add one of @must, @should, @info")
    }

    @Test func aSecondLevelIsReportedAtItsTag() throws {
        try expectOneProblem(
            document(tags: "@AE-TEST-01 @must @info @ios @source-generic"), at: "x.feature:3:21",
            saying: "exactly one level tag")
    }

    @Test func aRuleWithoutPlatformIsReportedAtTheRule() throws {
        try expectOneProblem(document(tags: "@AE-TEST-01 @must @source-generic"), at: "x.feature:4:3", saying: "has no platform tag")
    }

    @Test func aRuleWithoutSourceIsReportedAtTheRule() throws {
        try expectOneProblem(document(tags: "@AE-TEST-01 @must @ios"), at: "x.feature:4:3", saying: "has no source tag")
    }

    @Test func anUnknownSourceSectionIsReportedAtItsTagWithTheList() throws {
        try expectOneProblem(
            document(tags: "@AE-TEST-01 @must @ios @source-generic @source-nowhere"), at: "x.feature:3:42",
            saying: "unknown source section @source-nowhere; use one of @source-post-init, @source-generic")
    }

    @Test func aSecondSourceIsReportedAtItsTag() throws {
        try expectOneProblem(
            document(tags: "@AE-TEST-01 @must @ios @source-generic @source-sso"), at: "x.feature:3:42",
            saying: "exactly one source tag; @source-sso comes after @source-generic")
    }

    @Test func aVersionTagWhoseVersionDoesNotParseIsReportedAtItsTag() throws {
        try expectOneProblem(
            document(tags: "@AE-TEST-01 @must @ios @source-generic @since-one"), at: "x.feature:3:42",
            saying: "@since-one names no SDK version")
    }

    @Test func aRuleWithoutDescriptionIsReportedAtTheRule() throws {
        try expectOneProblem(document(description: ""), at: "x.feature:4:3", saying: "has no description")
    }

    /// What matters in the message: the tag, the place, and that each kind of tag allowed is named (every
    /// level and platform among them), not the list word for word.
    @Test func anUnknownTagOnARuleIsReportedWithTheAllowedTags() throws {
        try expectOneProblem(document(tags: "@AE-TEST-01 @must @ios @source-generic @wip"), at: "x.feature:3:42", saying: "unknown tag @wip on a Rule; allowed: ")
        let message = try #require(try lint([("x.feature", document(tags: "@AE-TEST-01 @must @ios @source-generic @wip"))]).first)
        for tag in ["@AE-<AREA>-<NN>", "@source-"] + RequirementLevel.allCases.map({ "@" + $0.rawValue }) + Platform.allCases.map({ "@" + $0.rawValue }) {
            #expect(message.contains(tag), "\(message) does not name \(tag)")
        }
    }

    @Test func aNonPlatformTagOnAScenarioIsAnUnknownTag() throws {
        try expectOneProblem(document(scenarioTags: "@must"), at: "x.feature:7:5", saying: "unknown tag @must on a Scenario; it may only narrow its rule with ")
        let message = try #require(try lint([("x.feature", document(scenarioTags: "@must"))]).first)
        for tag in Platform.allCases.map({ "@" + $0.rawValue }) + ["@since-<version>"] {
            #expect(message.contains(tag), "\(message) does not name \(tag)")
        }
    }

    @Test func aNonPlatformTagOnExamplesIsAnUnknownTag() throws {
        try expectOneProblem(document(examplesTags: "@slow"), at: "x.feature:11:5", saying: "unknown tag @slow on an Examples block")
    }

    @Test func aScenarioTagWideningItsRulesPlatformsIsReported() throws {
        try expectOneProblem(document(scenarioTags: "@tvos"), at: "x.feature:7:5", saying: "@tvos on a Scenario widens the platforms around it (@ios)")
    }

    @Test func anyTagOnAFeatureIsAnUnknownTag() throws {
        try expectOneProblem("@wip\n" + document(), at: "x.feature:1:1", saying: "unknown tag @wip: a Feature takes no tags")
    }

    @Test func lintProblemsStopTheSuiteFromLoading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try document(scenario: false).write(to: folder.appendingPathComponent("x.feature"), atomically: true, encoding: .utf8)
        #expect {
            try ConformanceSuite.load(from: folder)
        } throws: { error in
            "\(error)".hasPrefix("x.feature:4:3: the rule 'TEST-01 A rule' has no scenario")
        }
    }
}
