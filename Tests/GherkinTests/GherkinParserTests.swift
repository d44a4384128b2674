import Testing
@testable import Gherkin

/// Our own inputs: exact error positions and messages, and a few valid documents end to end.
@Suite struct GherkinParserTests {
    /// The errors parsing `source` reports, as `uri:line:column: message` lines.
    private func errors(_ source: String) -> [String] {
        do {
            _ = try GherkinParser.parse(source, uri: "test.feature")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    private func pickles(_ source: String) throws -> [Pickle] {
        PickleCompiler.compile(try GherkinParser.parse(source, uri: "test.feature"))
    }

    // MARK: Bad documents

    @Test func unknownKeywordInAScenario() {
        let source = """
            Feature: F
              Scenario: S
                Given a step
                Whenever something happens
            """
        #expect(errors(source) == [
            "test.feature:4:5: expected a step, a table row, a doc string, Examples, Scenario, Rule, a tag line "
                + "or end of file, got 'Whenever something happens'"
        ])
    }

    @Test func tableCellCountMismatch() {
        let source = """
            Feature: F
              Scenario: S
                Given a table
                  | a | b |
                  | c |
            """
        #expect(errors(source) == [
            "test.feature:5:7: inconsistent cell count within the table: the first row has 2 cells, this row 1 cell"
        ])
    }

    @Test func unterminatedDocStringAtEndOfFile() {
        let source = "Feature: F\n  Scenario: S\n    Given a doc string\n      \"\"\"\n      text\n"
        #expect(errors(source) == [#"test.feature:6:0: unexpected end of file, expected the closing delimiter """"#])
    }

    /// A tag line before nothing: no Scenario or Examples follows, so (as official) it reads as a Rule's tags.
    @Test func tagLineFollowedByNothing() {
        let source = "Feature: F\n  Scenario: S\n    Given a step\n  @wip\n"
        #expect(errors(source) == ["test.feature:5:0: unexpected end of file, expected Rule or a tag line"])
    }

    /// A step before the Feature line is an error; right under the Feature line it is description text (as official).
    @Test func stepBeforeAnyScenario() throws {
        #expect(errors("Given a step\nFeature: F\n") == [
            "test.feature:1:1: expected a '# language:' header, Feature, a tag line or end of file, got 'Given a step'"
        ])
        let document = try GherkinParser.parse("Feature: F\n  Given a step\n", uri: "test.feature")
        #expect(document.feature?.description == "  Given a step")
        #expect(PickleCompiler.compile(document).isEmpty)
    }

    /// Only the language error is reported: the lines after it are not read as English.
    @Test func unsupportedLanguage() throws {
        #expect(errors("\n  # language: fr\nFonctionnalité: F\n  Scénario: S\n    Soit une étape\n") == [
            "test.feature:2:3: unsupported language 'fr': only English ('en') is supported"
        ])
        #expect(try pickles("# language: en\nFeature: F\n  Scenario: S\n    Given a step\n").map(\.language) == ["en"])
    }

    @Test func failureDescriptionListsEveryError() {
        let failure = GherkinParseFailure(errors: [
            GherkinError(uri: "a.feature", location: GherkinLocation(line: 1, column: 1), message: "one"),
            GherkinError(uri: "a.feature", location: GherkinLocation(line: 3, column: 5), message: "two"),
        ])
        #expect(failure.description == "a.feature:1:1: one\na.feature:3:5: two")
    }

    // MARK: Good documents

    @Test func ruleWithBackgroundAndTagInheritance() throws {
        let source = """
            @feature
            Feature: Rules
              Background:
                Given a feature background

              @rule
              Rule: First rule
                The rule description

                Background:
                  Given a rule background

                @scenario @more #a comment
                Scenario: Inside the rule
                  When it runs
                  Then it passes
                  And again
                  * a star step
            """
        let all = try pickles(source)
        #expect(all.count == 1)
        let pickle = try #require(all.first)
        #expect(pickle.tags.map(\.name) == ["@feature", "@rule", "@scenario", "@more"])
        #expect(pickle.tags[3].location == GherkinLocation(line: 13, column: 15))
        #expect(pickle.steps.map(\.text) == [
            "a feature background", "a rule background", "it runs", "it passes", "again", "a star step",
        ])
        #expect(pickle.steps.map(\.type) == [.context, .context, .action, .outcome, .outcome, .unknown])
        #expect(pickle.steps[1].location == GherkinLocation(line: 11, column: 7))
        #expect(pickle.rule == PickleRule(
            name: "First rule", location: GherkinLocation(line: 7, column: 3),
            tags: [GherkinTag(name: "@rule", location: GherkinLocation(line: 6, column: 3))],
            description: "    The rule description"))
        #expect(pickle.featureName == "Rules")
        #expect(pickle.location == GherkinLocation(line: 14, column: 5))
        #expect(pickle.scenarioLocation == pickle.location)
    }

    @Test func outlineExpansion() throws {
        let source = """
            Feature: Outlines
              Scenario Outline: eating <eat> of <start>
                Given there are <start> cucumbers
                  | left | <left> |
                When I eat <eat>
                  ```<type>
                  now <left>
                  ```
                Then I have <left>

                @fast
                Examples: first
                  | start | eat | left | type |
                  | 12    | 5   | 7    | text |
                  | 20    | 5   | 15   | json |

                Examples: no rows
                  | start | eat | left | type |
            """
        let all = try pickles(source)
        #expect(all.map(\.name) == ["eating 5 of 12", "eating 5 of 20"])
        #expect(all.map(\.location) == [GherkinLocation(line: 14, column: 7), GherkinLocation(line: 15, column: 7)])
        #expect(all.map { $0.tags.map(\.name) } == [["@fast"], ["@fast"]])
        let first = try #require(all.first)
        #expect(first.scenarioLocation == GherkinLocation(line: 2, column: 3))
        #expect(first.steps.map(\.text) == ["there are 12 cucumbers", "I eat 5", "I have 7"])
        #expect(first.steps[0].argument == .dataTable(rows: [["left", "7"]]))
        #expect(first.steps[1].argument == .docString(content: "now 7", mediaType: "text"))
        #expect(first.steps[1].location == GherkinLocation(line: 5, column: 5))
    }

    /// As the official compiler: And and But take the previous step's type; `*` is Unknown, and so is a
    /// conjunction after it.
    @Test func conjunctionAndStarStepTypes() throws {
        let source = "Feature: F\n  Scenario: S\n    * first\n    And second\n    When acting\n    * not acting\n    But also\n"
        let steps = try #require(try pickles(source).first).steps
        #expect(steps.map(\.type) == [.unknown, .unknown, .action, .unknown, .unknown])
    }

    @Test func descriptionsAreCaptured() throws {
        let source = """
            Feature: Described
              First line of the feature.

              Second line, after a blank one.
              # a comment, not part of the description

              Scenario: described scenario
                This scenario is described.
                Given a step
            """
        let document = try GherkinParser.parse(source, uri: "test.feature")
        #expect(document.feature?.description == "  First line of the feature.\n\n  Second line, after a blank one.")
        #expect(try pickles(source).map(\.scenarioDescription) == ["    This scenario is described."])
    }

    @Test func crlfLineEndings() throws {
        let source = "Feature: CRLF\r\n  Scenario: windows\r\n    Given a line\r\n      \"\"\"\r\n      one\r\n      two\r\n      \"\"\"\r\n"
        let all = try pickles(source)
        #expect(all.map(\.name) == ["windows"])
        #expect(all.first?.steps.first?.text == "a line")
        #expect(all.first?.steps.first?.argument == .docString(content: "one\ntwo", mediaType: nil))
    }

    @Test func tableEscapesAndTrimming() throws {
        let source = "Feature: F\n  Scenario: S\n    Given cells\n      |  a\\|b  | c\\\\d |\\n| |\n"
        let step = try #require(try pickles(source).first?.steps.first)
        #expect(step.argument == .dataTable(rows: [["a|b", "c\\d", "\n", ""]]))
    }
}
