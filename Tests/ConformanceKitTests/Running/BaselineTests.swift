import Foundation
import Testing
@testable import ConformanceKit

/// Baselines: expected failures stop deciding the verdict; unexpected, stale and expired entries fail.
struct BaselineTests {
    /// One failing CACHE-04 scenario on ios, one passing AUTHN-01, one not-applicable LOGOUT-02.
    private let run = SuiteRun(implementation: "port", timestamp: "2026-01-01T00:00:00", hostname: "h", results: [
        { var r = ReportingFixtures.result("Media tokens", outcome: .failed, requirements: ["CACHE-04"], message: "m"); r.tags.append("must"); return r }(),
        { var r = ReportingFixtures.result("Sign in", outcome: .passed, requirements: ["AUTHN-01"]); r.tags.append("must"); return r }(),
        ReportingFixtures.result("Logout", outcome: .notApplicable, requirements: ["LOGOUT-02"], platform: "tvos", message: "n/a"),
    ])

    @Test func anExpectedFailureNoLongerDecidesTheVerdict() {
        let baseline = Baseline(expectedFailures: [.init(requirement: "CACHE-04", platform: "ios", reason: "known gap", link: "https://x/1")])
        let applied = baseline.apply(to: run, today: "2026-06-01")
        #expect(!run.passes(strict: false))
        #expect(applied.passes(strict: false))
        #expect(applied.results[0].expectedFailure == "known gap (https://x/1)")
        #expect(RunSummary(applied).expectedFailures == 1)
    }

    @Test func aFailureNoEntryNamesStillFails() {
        let baseline = Baseline(expectedFailures: [.init(requirement: "CACHE-04", platform: "tvos", reason: "only tvOS")])
        #expect(!baseline.apply(to: run, today: "2026-06-01").passes(strict: false))
    }

    @Test func anEntryWhoseScenariosNowPassIsStale() {
        let baseline = Baseline(expectedFailures: [
            .init(requirement: "CACHE-04", reason: "known"), .init(requirement: "AUTHN-01", reason: "was broken"),
        ])
        let applied = baseline.apply(to: run, today: "2026-06-01")
        #expect(applied.baselineProblems == ["stale: AUTHN-01 now passes; remove the entry"])
        #expect(!applied.passes(strict: false))
        #expect(RunSummary(applied).verdict == .failed)
    }

    @Test func aStaleEntryOfAFailureThatNeverDecidedTheVerdictOnlyWarns() {
        let baseline = Baseline(expectedFailures: [
            .init(requirement: "CACHE-04", reason: "known"), .init(requirement: "AUTHN-01", reason: "a warning once", level: "should"),
        ])
        let applied = baseline.apply(to: run, today: "2026-06-01")
        #expect(applied.baselineProblems.isEmpty && applied.passes(strict: false))
        #expect(applied.baselineWarnings == ["stale: AUTHN-01 now passes (it expected a @should failure); remove the entry"])
    }

    @Test func aWrittenEntryNamesItsScenarioSoItCannotHideANewFailureOfItsRequirement() throws {
        var twoFailures = run
        twoFailures.results.append({ var r = ReportingFixtures.result("Media tokens again", outcome: .failed, requirements: ["CACHE-04"], message: "m"); r.tags.append("must"); return r }())
        let written = Baseline.expecting(run, reason: "one gap")
        #expect(!written.apply(to: twoFailures, today: "2026-06-01").passes(strict: false))
    }

    @Test func anEntryWhoseScenariosDidNotRunIsNeitherStaleNorExpected() {
        let baseline = Baseline(expectedFailures: [.init(requirement: "CACHE-04", reason: "known"), .init(requirement: "LOGOUT-02", reason: "n/a here")])
        #expect(baseline.apply(to: run, today: "2026-06-01").passes(strict: false))
    }

    @Test func theReasonABaselineIsWrittenWithIsRefusedUntilReplaced() {
        #expect(throws: Baseline.ReadError.self) { try Baseline.decode(Data(Baseline.expecting(run).render().utf8), platforms: ["ios", "tvos"]) }
    }

    @Test func anEntryWarnsForTwoWeeksBeforeItExpires() {
        let baseline = Baseline(expectedFailures: [.init(requirement: "CACHE-04", reason: "known", expires: "2026-05-31")])
        #expect(baseline.apply(to: run, today: "2026-05-17").baselineWarnings == nil)
        #expect(baseline.apply(to: run, today: "2026-05-18").baselineWarnings == ["expires in 13 days: CACHE-04 is expected until 2026-05-31; fix it or extend the date"])
        #expect(baseline.apply(to: run, today: "2026-05-30").baselineWarnings == ["expires in 1 day: CACHE-04 is expected until 2026-05-31; fix it or extend the date"])
        #expect(baseline.apply(to: run, today: "2026-05-18").passes(strict: false), "a warning does not fail the run")
    }

    @Test func daysAreCountedAcrossMonthsYearsAndLeapDays() {
        #expect(Baseline.dayNumber("1970-01-01") == 0 && Baseline.dayNumber("2000-03-01") == 11_017)
        #expect(Baseline.dayNumber("2028-03-01")! - Baseline.dayNumber("2028-02-28")! == 2)
        #expect(Baseline.dayNumber("2027-01-01")! - Baseline.dayNumber("2026-12-31")! == 1)
        #expect(Baseline.dayNumber("2027-02-29") == nil)
    }

    @Test func theSchemaAllowsTheKeysTheReaderReads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Specs/baseline.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let entry = ((schema["properties"] as? [String: Any])?["expectedFailures"] as? [String: Any])?["items"] as? [String: Any]
        #expect(Set(((entry?["properties"] as? [String: Any]) ?? [:]).keys) == Baseline.entryKeys)
        #expect(Set(((schema["properties"] as? [String: Any]) ?? [:]).keys) == ["format", "expectedFailures"])
    }

    @Test func anExpiredEntryFailsTheRunAndCoversNothing() {
        let baseline = Baseline(expectedFailures: [.init(requirement: "CACHE-04", reason: "known", expires: "2026-05-31")])
        let applied = baseline.apply(to: run, today: "2026-06-01")
        #expect(applied.baselineProblems == ["expired: CACHE-04 expected until 2026-05-31; fix it or extend the date"])
        #expect(applied.results[0].expectedFailure == nil)
        #expect(baseline.apply(to: run, today: "2026-05-31").passes(strict: false), "the expiry day itself still holds")
    }

    @Test func aBaselineWrittenFromARunExpectsExactlyItsFailuresAndReadsBack() throws {
        let written = Baseline.expecting(run, reason: "caches media tokens", link: "https://tracker.example/1", expires: "2026-12-31")
        #expect(written.expectedFailures.map(\.label) == ["CACHE-04 \"Media tokens\" [ios]"])
        #expect(written.expectedFailures.map(\.level) == ["must"])
        #expect(written.expectedFailures.allSatisfy { $0.link == "https://tracker.example/1" && $0.expires == "2026-12-31" })
        let read = try Baseline.decode(Data(written.render().utf8), platforms: ["ios", "tvos"])
        #expect(read == written)
        #expect(read.apply(to: run, today: "2026-06-01").passes(strict: false))
    }

    @Test(arguments: [
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"reason":"r"}]}"#, "names neither a requirement nor a scenario"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"A-01","reason":" "}]}"#, "gives no reason"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"A-01","reason":"r","expires":"31/12/2026"}]}"#, "is not a date YYYY-MM-DD"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"A-01","reason":"r","level":"MUST"}]}"#, "level 'MUST' is not must, should or info"),
        (#"{"format":"other","expectedFailures":[]}"#, "its format is 'other'"),
        // What Foundation's reader lets through and JSON does not, at its place; a comma inside a string is text.
        ("{\"format\":\"aecheck-baseline/1\",\n\"expectedFailures\":[{\"requirement\":\"A-01\",\"reason\":\"a, b]\"},]}", "not JSON at line 2, column 60: a comma before ']'"),
        (#"{"format":"aecheck-baseline/1", // why"# + "\n" + #""expectedFailures":[]}"#, "not JSON at line 1, column 33: a comment"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"A-01","reason":"r","expire":"2027-01-01"}]}"#,
         "unknown key 'expire' (did you mean 'expires'?)"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[{"requirement":"A-01","reason":"r","platform":"iOS"}]}"#,
         "the platform is 'ios' or 'tvos', not 'iOS'"),
        (#"{"format":"aecheck-baseline/1","expectedFailures":[],"entries":[]}"#, "unknown key 'entries'"),
        (#"{"expectedFailures":[]}"#, "'format' missing"),
        ("not json", "not a baseline"),
    ])
    func aBadBaselineIsRefusedSayingWhy(_ text: String, _ reason: String) {
        do {
            _ = try Baseline.decode(Data(text.utf8), platforms: ["ios", "tvos"])
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test func onlyDaysOfTheCalendarAreDates() {
        for day in ["2026-02-28", "2024-02-29", "2000-02-29", "2026-12-31"] { #expect(Baseline.isValidDate(day), "\(day)") }
        for day in ["2027-02-30", "2026-02-29", "1900-02-29", "2026-04-31", "2026-13-01", "2026-00-10"] { #expect(!Baseline.isValidDate(day), "\(day)") }
    }

    @Test func anExpectedFailureCarriesItsLinkAndExpiry() {
        let run = SuiteRun(implementation: "x", timestamp: "2026-01-01T00:00:00", hostname: "h", results: [
            ScenarioResult(feature: "F", featureFile: "f.feature", rule: nil, requirementIDs: ["A-01"], scenario: "s", platform: "ios",
                           tags: ["must"], outcome: .failed, message: "m", duration: 0, location: "f.feature:1"),
        ])
        let baseline = Baseline(expectedFailures: [.init(requirement: "A-01", reason: "r", link: "https://t/1", expires: "2026-12-31")])
        #expect(baseline.apply(to: run, today: "2026-06-01").results[0].expectedFailure == "r (https://t/1, until 2026-12-31)")
    }

    @Test func anErrorIsNeverAnExpectedFailure() {
        let run = SuiteRun(implementation: "x", timestamp: "2026-01-01T00:00:00", hostname: "h", results: [
            ScenarioResult(feature: "F", featureFile: "f.feature", rule: nil, requirementIDs: ["A-01"], scenario: "s", platform: "ios",
                           tags: ["must"], outcome: .error, message: "crashed", duration: 0, location: "f.feature:1"),
        ])
        #expect(Baseline.expecting(run).expectedFailures.isEmpty)
        let baseline = Baseline(expectedFailures: [.init(requirement: "A-01", scenario: nil, platform: "ios", reason: "r")])
        let applied = baseline.apply(to: run, today: "2026-06-01")
        #expect(applied.results[0].expectedFailure == nil)
        #expect(!applied.passes(strict: false))
    }
}
