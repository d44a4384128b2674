import Testing
@testable import ConformanceKit

/// How patterns match step texts: each parameter shape, escapes, speed on long words, and suggestions.
@Suite struct StepExpressionTests {
    private let duration = StepParameterType.quantity(
        name: "duration", units: ["second(s)", "minute(s)"], range: 0...60, summary: "a short time")

    // MARK: Shapes

    @Test func quotedShapeCapturesTheTextBetweenTheQuotes() {
        let expression = StepExpression("the user picks {string} now")
        #expect(expression.match(#"the user picks "Cable Co" now"#) == ["Cable Co"])
        #expect(expression.match(#"the user picks "" now"#) == [""])
        #expect(expression.match("the user picks Cable now") == nil)
    }

    @Test func integerShapeIsAnOptionalMinusAndDigits() {
        let expression = StepExpression("the counter is {int}")
        #expect(expression.match("the counter is -12") == ["-12"])
        #expect(expression.match("the counter is 7") == ["7"])
        #expect(expression.match("the counter is -") == nil)
        #expect(expression.match("the counter is 7a") == nil)
    }

    @Test func wordShapeStopsAtWhitespaceAndQuotes() {
        let expression = StepExpression("the app receives {word}")
        #expect(expression.match("the app receives setToken") == ["setToken"])
        #expect(expression.match("the app receives set Token") == nil)
        #expect(expression.match(#"the app receives "setToken""#) == nil)
    }

    @Test func wordFollowedByLettersStillTriesShorterWords() {
        #expect(StepExpression("{word}s pass").match("hours pass") == ["hour"])
        #expect(StepExpression("a(n) {word} request").match("an authorize request") == ["authorize"])
    }

    @Test func quantityShapeIsANumberOneSpaceAndAUnitCapturedWhole() {
        let expression = StepExpression("{duration} pass, then", parameterTypes: [duration])
        #expect(expression.match("61 minutes pass, then") == nil)  // shape matches, value out of range
        #expect(expression.evaluate("61 minutes pass, then") != nil)
        #expect(StepExpression("{duration}, then", parameterTypes: [duration]).match("1 minute, then") == ["1 minute"])
        #expect(expression.match("30 seconds pass, then") == ["30 seconds"])
        #expect(expression.evaluate("30  seconds pass, then") == nil)
        #expect(expression.evaluate("30seconds pass, then") == nil)
        #expect(expression.evaluate("thirty seconds pass, then") == nil)
    }

    @Test func parametersListTheTypesInOrder() {
        let expression = StepExpression("{int} {word} {duration} {string}", parameterTypes: [duration])
        #expect(expression.parameters.map(\.name) == ["int", "word", "duration", "string"])
    }

    // MARK: Escapes and optional text

    @Test func escapedParenthesesAndBracesAreLiteralText() {
        let expression = StepExpression(#"the app waits \(politely\) \{{int}\} times"#)
        #expect(expression.match("the app waits (politely) {3} times") == ["3"])
        #expect(expression.match("the app waits  {3} times") == nil)
    }

    @Test func parenthesesWithoutBackslashMarkOptionalText() {
        let expression = StepExpression("{int} minute(s) pass(es)")
        #expect(expression.match("1 minute passes") == ["1"])
        #expect(expression.match("5 minutes pass") == ["5"])
    }

    // MARK: Speed

    /// Trying every prefix of a 200,000-character word would copy about 20 billion characters per pattern.
    @Test func aHugeWordMatchesInLinearTime() {
        let word = String(repeating: "x", count: 200_000)
        var registry = StepRegistry<Void>()
        registry.define("the app receives {word}") { _, _ in }
        registry.define("the app receives no {word}") { _, _ in }
        registry.define("the {word} URL redirects to {string}") { _, _ in }
        registry.define("the app receives {word}s") { _, _ in }
        guard case .found(let definition, let values) = registry.resolve("the app receives " + word) else {
            Issue.record("the step should match one definition")
            return
        }
        #expect(definition.expression.source == "the app receives {word}")
        #expect(values == [word])
        #expect(StepExpression("the app receives {word}s").match("the app receives " + word + "s") == [word])
    }

    // MARK: Suggestions

    @Test func aSuggestionForTextWithParenthesesMatchesThatText() {
        let text = #"the app waits (politely) 3 times for "Cable Co" {really}"#
        let suggestion = StepExpression.suggestion(for: text)
        #expect(suggestion == #"the app waits \(politely\) {int} times for {string} \{really\}"#)
        #expect(StepExpression(suggestion).match(text) == ["3", "Cable Co"])
    }

    @Test func aSuggestionKeepsANumberTooBigForIntAsText() {
        let text = "the device runs iOS 99999999999999999999"
        let suggestion = StepExpression.suggestion(for: text)
        #expect(suggestion == text)
        #expect(StepExpression(suggestion).match(text) == [])
    }

    @Test(arguments: [
        "a \"b\" \"c", "x \"\"", "5\"a\"", "a5 \"x\"", "1-5", "1--5", "5 -3", "x 007", "()", "{}", "((a))", "\\(", "a\\",
        "-9223372036854775808", "9223372036854775808 items", "5\u{301} e\u{301}", "٣ apples", "(x", "x)", "{int}", "{string} {word}",
        "<a14><a14>", "x1 2", "tab\there", " lead", "trail ", "\"", "\"\"\"", "a(b)c{d}e\\f\"g\"h1i 2", "3rd of 4", "\u{0} 1",
    ])
    func theSuggestionForAnyStepTextMatchesThatText(_ text: String) {
        let suggestion = StepExpression.suggestion(for: text)
        #expect(StepExpression(suggestion).match(text) != nil, "\(suggestion)")
    }

    @Test func aSuggestionLeavesDigitsGluedToAWordAsText() {
        #expect(StepExpression.suggestion(for: "<a14> and a14 at 3 pm") == "<a14> and a14 at {int} pm")
    }

    /// The fuzzer's find: a step of 16,384 placeholders suggested a pattern of 32,768 tokens, and
    /// matching it recursed once per token until the stack overflowed.
    @Test func aPatternOfThousandsOfTokensMatchesWithoutExhaustingTheStack() {
        let text = Array(repeating: "1", count: 50_000).joined(separator: " ")
        let pattern = Array(repeating: "{int}", count: 50_000).joined(separator: " ")
        #expect(StepExpression.suggestion(for: text) == pattern)
        #expect(StepExpression(pattern).match(text)?.count == 50_000)
        #expect(StepExpression(pattern + " x").match(text) == nil)
    }
}
