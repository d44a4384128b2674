import Gherkin
import Testing
@testable import ConformanceKit

/// Named parameter types: their messages, how the registry resolves steps with them, and where
/// `problems(in:)` reports a value that is not valid.
@Suite struct StepParameterTypeTests {
    private let callback = StepParameterType.oneOf(
        name: "callback", values: ["setToken", "tokenRequestFailed", "selectedProvider"], summary: "a callback name")
    private let osVersion = StepParameterType.integer(name: "osVersion", range: 4...30, summary: "an iOS version")
    private let duration = StepParameterType.quantity(
        name: "duration", units: ["second(s)", "minute(s)"], range: 0...60, summary: "a short time")

    private func registry(_ patterns: [String]) -> StepRegistry<Void> {
        var registry = StepRegistry<Void>()
        registry.addParameterType(callback)
        registry.addParameterType(osVersion)
        registry.addParameterType(duration)
        for pattern in patterns { registry.define(pattern) { _, _ in } }
        return registry
    }

    /// The problems `patterns` find in a spec written as `source`, as `file:line:column: message` lines.
    private func problems(_ source: String, _ patterns: [String]) throws -> [String] {
        let document = try GherkinParser.parse(source, uri: "x.feature")
        let spec = SpecFile(path: "x.feature", document: document, pickles: PickleCompiler.compile(document))
        return registry(patterns).problems(in: [spec]).map(\.description)
    }

    // MARK: Conversion

    @Test func aConvertingTypeHandsTheStepBodyItsTypedValue() throws {
        let seconds = duration.converting { text in Int(text.split(separator: " ")[0]).map { $0 * (text.hasSuffix("minutes") || text.hasSuffix("minute") ? 60 : 1) } }
        var registry = StepRegistry<Void>()
        registry.addParameterType(seconds)
        registry.define("{duration} pass") { _, _ in }
        guard case .found(let definition, let values) = registry.resolve("2 minutes pass") else {
            Issue.record("the step does not resolve")
            return
        }
        let arguments = StepArguments(values: values, parameters: definition.expression.parameters)
        #expect(try arguments.value(0, as: Int.self) == 120)
        #expect(throws: HarnessError.self) { try arguments.value(0, as: String.self) }
    }

    @Test func aValueItsTypeCannotConvertIsInvalid() {
        let even = osVersion.converting { Int($0).flatMap { $0 % 2 == 0 ? $0 : nil } }
        #expect(even.validate("8") == nil)
        #expect(even.validate("9") == "'9' is not a valid {osVersion}")
        #expect(even.validate("40") == "'40' is out of range for {osVersion}: 4...30")
    }

    // MARK: Validation messages

    @Test func oneOfAcceptsItsValuesAndListsThemForAnyOther() {
        #expect(callback.shape == .word)
        #expect(callback.validate("setToken") == nil)
        #expect(callback.validate("setTokn") == "'setTokn' is not a callback; use one of: setToken, tokenRequestFailed, selectedProvider")
        let endpoint = StepParameterType.oneOf(name: "endpoint", values: ["config"], summary: "an endpoint")
        #expect(endpoint.validate("confg") == "'confg' is not an endpoint; use one of: config")
    }

    @Test func integerAcceptsItsRangeAndNamesItForAnyOther() {
        #expect(osVersion.shape == .integer)
        #expect(osVersion.validate("4") == nil)
        #expect(osVersion.validate("30") == nil)
        #expect(osVersion.validate("99") == "'99' is out of range for {osVersion}: 4...30")
        #expect(osVersion.validate("-1") == "'-1' is out of range for {osVersion}: 4...30")
    }

    @Test func quantityAcceptsEachSpellingOfItsUnitsWithinItsRange() {
        #expect(duration.shape == .quantity)
        for value in ["1 second", "2 seconds", "0 minutes", "60 minute"] { #expect(duration.validate(value) == nil) }
        #expect(duration.validate("61 minuts") == "'minuts' is not a unit of {duration}; use one of: second(s), minute(s)")
        #expect(duration.validate("61 minutes") == "'61' is out of range for {duration}: 0...60")
    }

    @Test func builtInIntAcceptsAnyIntAndReportsALargerNumber() {
        #expect(StepParameterType.int.validate("-9223372036854775808") == nil)
        #expect(StepParameterType.int.validate("99999999999999999999")
            == "'99999999999999999999' is out of range for {int}: -9223372036854775808...9223372036854775807")
    }

    @Test func aRegistryStartsWithTheBuiltInTypes() {
        #expect(StepRegistry<Void>().parameterTypes.map(\.name) == ["string", "int", "word"])
        #expect(registry([]).parameterTypes.map(\.name) == ["string", "int", "word", "callback", "osVersion", "duration"])
    }

    // MARK: Resolving

    @Test func resolveFindsTheOneDefinitionWhoseValuesAreValid() {
        guard case .found(let definition, let values) = registry(["the app receives {callback}"])
            .resolve("the app receives setToken")
        else { Issue.record("expected found"); return }
        #expect(definition.expression.source == "the app receives {callback}")
        #expect(values == ["setToken"])
    }

    @Test func resolveIsUndefinedWhenNoPatternHasTheShape() {
        guard case .undefined = registry(["the app receives {callback}"]).resolve("the app receives set Token")
        else { Issue.record("expected undefined"); return }
    }

    @Test func resolveIsAmbiguousWhenSeveralMatchValidly() {
        guard case .ambiguous(let expressions) = registry(["the app receives {callback}", "the app receives {word}"])
            .resolve("the app receives setToken")
        else { Issue.record("expected ambiguous"); return }
        #expect(expressions.map(\.source) == ["the app receives {callback}", "the app receives {word}"])
    }

    @Test func resolveIsInvalidWhenTheOnlyMatchHasAValueThatIsNotValid() {
        guard case .invalid(let definition, let problems) = registry(["the device runs iOS {osVersion} for {duration}"])
            .resolve("the device runs iOS 99 for 3 minutes")
        else { Issue.record("expected invalid"); return }
        #expect(definition.expression.source == "the device runs iOS {osVersion} for {duration}")
        #expect(problems == [StepExpression.ValueProblem(
            offset: 20, value: "99", typeName: "osVersion", message: "'99' is out of range for {osVersion}: 4...30")])
    }

    @Test func resolvePrefersTheOneValidMatchAmongSeveralShapes() {
        let registry = registry(["the app receives {callback}", "the device runs iOS {osVersion}", "the app receives {int}"])
        guard case .found(let definition, _) = registry.resolve("the app receives selectedProvider")
        else { Issue.record("expected found"); return }
        #expect(definition.expression.source == "the app receives {callback}")
        let both = self.registry(["the {callback} arrives", "the {word} arrives"])
        guard case .ambiguous = both.resolve("the setToken arrives") else { Issue.record("expected ambiguous"); return }
        guard case .found(let word, _) = both.resolve("the setTokn arrives") else { Issue.record("expected found"); return }
        #expect(word.expression.source == "the {word} arrives")
    }

    @Test func aHugeIntIsReportedOutOfRangeNotACrash() throws {
        let source = "Feature: F\n  Scenario: S\n    Given the device runs iOS 99999999999999999999\n"
        #expect(try problems(source, ["the device runs iOS {int}"]) == [
            "x.feature:3:31: '99999999999999999999' is out of range for {int}: -9223372036854775808...9223372036854775807"
                + " in step: the device runs iOS 99999999999999999999"
        ])
    }

    // MARK: Reporting at load

    /// `    Then the app receives setTokn`: the keyword starts at column 5, `Then ` is 5 long, and the value is
    /// 17 characters into the text, so it starts at column 5 + 5 + 17 = 27.
    @Test func anInvalidValueIsReportedAtItsColumn() throws {
        let source = "Feature: F\n  Scenario: S\n    Then the app receives setTokn\n"
        #expect(try problems(source, ["the app receives {callback}"]) == [
            "x.feature:3:27: 'setTokn' is not a callback; use one of: setToken, tokenRequestFailed, selectedProvider"
                + " in step: the app receives setTokn"
        ])
    }

    @Test func everyInvalidValueOfAStepIsReported() throws {
        let source = "Feature: F\n  Background:\n    * the device runs iOS 3 for 2 hours\n  Scenario: S\n    Given a step\n"
        #expect(try problems(source, ["the device runs iOS {osVersion} for {duration}", "a step"]) == [
            "x.feature:3:27: '3' is out of range for {osVersion}: 4...30 in step: the device runs iOS 3 for 2 hours",
            "x.feature:3:33: 'hours' is not a unit of {duration}; use one of: second(s), minute(s)"
                + " in step: the device runs iOS 3 for 2 hours",
        ])
    }

    /// In an outline the value comes from the examples row; the step line shows its placeholder.
    @Test func anInvalidValueFromAnExamplesRowIsReportedAtItsPlaceholder() throws {
        let source = """
            Feature: F
              Scenario Outline: S
                When the app receives <name> after "<what>"
                Examples:
                  | name     | what |
                  | setToken | a    |
                  | setTokn  | b    |
            """
        #expect(try problems(source, [#"the app receives {callback} after {string}"#]) == [
            "x.feature:3:27: 'setTokn' is not a callback; use one of: setToken, tokenRequestFailed, selectedProvider"
                + #" in step: the app receives setTokn after "b""#
        ])
    }

    @Test func undefinedAndAmbiguousStepsAreReportedAsBefore() throws {
        let source = "Feature: F\n  Scenario: S\n    Given the app waits (politely) 3 times\n    Then the app receives setToken\n"
        #expect(try problems(source, ["the app receives {callback}", "the app receives {word}"]) == [
            "x.feature:3:5: undefined step: the app waits (politely) 3 times\n  Define it, for example:\n"
                + #"    registry.define("the app waits \\(politely\\) {int} times") { world, args in"# + "\n"
                + "        throw HarnessError(\"not written yet\")\n    }",
            #"x.feature:4:5: ambiguous step: the app receives setToken"# + "\n"
                + #"  It matches: "the app receives {callback}", "the app receives {word}""#,
        ])
    }

    @Test func aStepWithATypoNamesTheClosestStepThereIs() throws {
        let source = "Feature: F\n  Scenario: S\n    Given the clock advanses 5 minutes\n    Then the app recieves \"setToken\" twice\n"
        let found = try problems(source, ["the clock advances {int} minute(s)", "the app receives {string} twice", "the app receives {string}"])
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("x.feature:3:5: undefined step: the clock advanses 5 minutes\n  The closest step there is: the clock advances {int} minute(s)\n  If you meant another step, define it, for example:\n") == true, "\(found)")
        #expect(found.last?.contains("The closest step there is: the app receives {string} twice\n") == true, "\(found)")
    }

    @Test func aStepFarFromEveryDefinitionGetsNoGuess() throws {
        let source = "Feature: F\n  Scenario: S\n    Given the weather is fine today\n"
        let found = try problems(source, ["the clock advances {int} minute(s)", "the app receives {string}"])
        #expect(found.count == 1 && found[0].contains("\n  Define it, for example:\n") && !found[0].contains("closest"), "\(found)")
    }

    // MARK: Programming errors

    @Test func anUnknownTypeInAPatternStopsTheProgram() async {
        await #expect(processExitsWith: .failure) { _ = StepExpression("the app receives {callback}") }
    }

    @Test func aTypeDefinedTwiceStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var registry = StepRegistry<Void>()
            registry.addParameterType(.oneOf(name: "word", values: ["a"], summary: "a word"))
        }
    }
}
