import Testing
@testable import ConformanceKit

/// Colour on a terminal only, never under NO_COLOR, and only on the console's own labels.
struct ConsoleColourTests {
    @Test func autoColoursATerminalUnlessNoColorOrADumbTerminalSaysOtherwise() {
        #expect(ConsoleColour.auto.paints(toTerminal: true, environment: [:]))
        #expect(!ConsoleColour.auto.paints(toTerminal: false, environment: [:]))
        #expect(!ConsoleColour.auto.paints(toTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(ConsoleColour.auto.paints(toTerminal: true, environment: ["NO_COLOR": ""]), "an empty NO_COLOR asks nothing")
        #expect(!ConsoleColour.auto.paints(toTerminal: true, environment: ["TERM": "dumb"]))
        #expect(ConsoleColour.always.paints(toTerminal: false, environment: ["NO_COLOR": "1"]), "the command line overrides")
        #expect(!ConsoleColour.never.paints(toTerminal: true, environment: [:]))
    }

    @Test func theLabelsAndTheVerdictArePaintedAndNothingElse() {
        let run = SuiteRun(implementation: "PASS  x", timestamp: "t", hostname: "h", results: ReportingFixtures.sample.results)
        let painted = ConsoleColour.paint(ConsoleReporter.render(run, verbose: true))
        #expect(painted.contains("\u{1B}[32mPASS  \u{1B}[0m[AUTHN-01] Sign in with a provider [ios]"))
        #expect(painted.contains("\u{1B}[31mFAIL  \u{1B}[0m[AUTHN-03,AUTHN-01] Token refresh [ios]"))
        #expect(painted.contains("\u{1B}[1;31mERROR \u{1B}[0m"))
        #expect(painted.contains("\u{1B}[1;31mVerdict: FAILED\u{1B}[0m"))
        // The implementation's name sits inside a line of the suite's; messages are indented under their label.
        #expect(painted.contains("implementation PASS  x)") && !painted.contains("\u{1B}[32mPASS  \u{1B}[0mx"))
        #expect(painted.replacingOccurrences(of: "\u{1B}[", with: "").count < painted.count)
    }

    @Test func aNonStrictPassIsPaintedAsAWarningNotAsAPass() {
        #expect(ConsoleColour.paint("Verdict: PASSED (non-strict) · @must 1/1 passed") == "\u{1B}[1;33mVerdict: PASSED (non-strict)\u{1B}[0m · @must 1/1 passed")
    }
}
