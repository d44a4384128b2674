import Testing
@testable import ConformanceKit

/// The console reporter: lines per result, breakdown and the final totals line.
struct ConsoleReporterTests {
    @Test func controlsThatTerminalsObeyAreMadeVisible() {
        // CSI as one C1 character, NEL, and a right-to-left override: each could rewrite what a line shows.
        #expect(ConsoleReporter.visible("a\u{9B}2Kb\u{85}c\u{202E}d\u{2066}e") == "a\\u009B2Kb\\u0085c\\u202Ed\\u2066e")
        #expect(ConsoleReporter.visible("é ✓ 🎉") == "é ✓ 🎉")
    }

    @Test func rendersEveryOutcomeAndTotals() {
        let expected = """
            PASS  [AUTHN-01] Sign in with a provider [ios]
            FAIL  [AUTHN-03,AUTHN-01] Token refresh [ios]
                  expected a refreshed token, got <none>
            PASS  [LOGOUT-02] Log out everywhere [tvos]
            ERROR [AUTHN-03] Adapter crash [ios]
                  adapter threw "boom"
            N/A   Picker on TV [tvos]
                  tvos is not targeted

            Verdict: FAILED · @none 2/4 passed
            Results: 2 passed, 1 failed, 1 errors, 1 not applicable (5 scenarios, implementation reference)
            2 passed, 2 failed, 1 skipped

            """
        #expect(ConsoleReporter.render(ReportingFixtures.sample, verbose: false) == expected)
    }

    @Test func verboseAddsIndentedDetails() {
        let text = ConsoleReporter.render(ReportingFixtures.sample, verbose: true)
        #expect(text.contains("""
            FAIL  [AUTHN-03,AUTHN-01] Token refresh [ios]
                  expected a refreshed token, got <none>
                  Requirement: AUTHN-03, AUTHN-01 — Tokens
                  Scenario: Token refresh [ios] (authentication.feature:1)
                  Failed step: a step (authentication.feature:2)
                  Check: expected a refreshed token, got <none>
                  Expected: token refreshed
                  Actual: nothing happened

                  Steps:
                    ✗ a step   (line 2)
            PASS
            """))
        #expect(text.contains("      HarnessError: adapter threw\n        at step 2\n"))
    }

    @Test func lastLineCountsErrorsAsFailedAndNotApplicableAsSkipped() throws {
        let results = [Outcome.error, .error, .failed, .notApplicable, .passed, .notApplicable, .notApplicable]
            .enumerated().map { ReportingFixtures.result("s\($0)", outcome: $1, message: "m") }
        let run = SuiteRun(implementation: "impl", timestamp: "2024-01-01T00:00:00", hostname: "h", results: results)
        let text = ConsoleReporter.render(run, verbose: false)
        #expect(text.hasSuffix("\n"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.last == "1 passed, 3 failed, 3 skipped")
        #expect(lines.dropLast().last == "Results: 1 passed, 1 failed, 2 errors, 3 not applicable (7 scenarios, implementation impl)")
        #expect(lines.dropLast(2).last == "Verdict: FAILED · @none 1/4 passed")
        #expect(lines.dropLast(3).last == "")
    }

    @Test func theClosingLineCountsAsTheExitCodeJudges() {
        func result(_ name: String, _ outcome: Outcome, level: String, expected: Bool = false) -> ScenarioResult {
            var result = ReportingFixtures.result(name, outcome: outcome, message: "m")
            result.tags.append(level)
            if expected { result.expectedFailure = "a known bug" }
            return result
        }
        // A run that passes: an @info failure is warned, a baselined one expected; neither is "failed".
        var passing = SuiteRun(implementation: "impl", timestamp: "2024-01-01T00:00:00", hostname: "h", results: [
            result("a", .passed, level: "must"), result("b", .failed, level: "info"), result("c", .failed, level: "must", expected: true),
            result("d", .notApplicable, level: "must"),
        ])
        #expect(passing.passes(strict: false))
        #expect(ConsoleReporter.closingLine(passing) == "1 passed, 0 failed, 1 warned, 1 expected, 1 skipped")
        // A stale baseline entry fails the run: it is counted, as JUnit's baseline suite does.
        passing.baselineProblems = ["stale: CACHE-04"]
        #expect(ConsoleReporter.closingLine(passing) == "1 passed, 1 failed, 1 warned, 1 expected, 1 skipped")
        // Every binding scenario expected to fail: the run fails, and says what decided it.
        let nothingHeld = SuiteRun(implementation: "impl", timestamp: "2024-01-01T00:00:00", hostname: "h", results: [
            result("a", .failed, level: "must", expected: true), result("b", .failed, level: "must", expected: true),
        ])
        #expect(!nothingHeld.passes(strict: false))
        #expect(ConsoleReporter.closingLine(nothingHeld) == "0 passed, 2 failed, 0 skipped")
    }

    @Test func emptyRunAndDeterminism() {
        let run = SuiteRun(implementation: "x", timestamp: "2024-01-01T00:00:00", hostname: "h", results: [])
        #expect(ConsoleReporter.render(run, verbose: true)
            == "\nResults: 0 passed, 0 failed, 0 errors, 0 not applicable (0 scenarios, implementation x)\n0 passed, 0 failed, 0 skipped\n")
        #expect(ConsoleReporter.render(ReportingFixtures.hostileRun, verbose: true)
            == ConsoleReporter.render(ReportingFixtures.hostileRun, verbose: true))
    }

    @Test func controlCharactersCannotDriveTheTerminal() {
        let text = ConsoleReporter.render(ReportingFixtures.hostileRun, verbose: true)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(text.contains(#"\u001B[31m"#))
        #expect(text.contains("🎉👩‍💻"))
    }
}
