@testable import ConformanceKit

/// Sample runs shared by the reporting tests.
enum ReportingFixtures {
    /// What the fixtures' reports are about, as the suite names it.
    static let subject = "AccessEnabler"
    /// Strings that break naive XML writers: markup, quotes, `]]>`, controls, U+FFFF, emoji, line breaks.
    static let hostile = "a & b < c > d \" e ' f ]]> g \u{0} h \u{1B}[31m i \u{FFFF} j 🎉👩‍💻 k\nline 2\ttab\r\nend"

    /// A result with sensible defaults, for brevity.
    static func result(
        _ scenario: String, outcome: Outcome, feature: String = "Authentication",
        featureFile: String = "authentication.feature", rule: String? = nil, requirements: [String] = [],
        platform: String? = "ios", message: String? = nil, expected: String? = nil, actual: String? = nil,
        transcript: [String] = [], duration: Double = 0.25
    ) -> ScenarioResult {
        let failed = outcome == .failed || outcome == .error
        return ScenarioResult(
            feature: feature, featureFile: featureFile, rule: rule, requirementIDs: requirements,
            scenario: scenario, platform: platform, tags: requirements.map { "AE-\($0)" }.sorted(),
            outcome: outcome, message: message,
            steps: [StepRecord(text: "a step", line: 2, status: failed ? (outcome == .failed ? .failed : .error) : outcome == .passed ? .passed : .notRun)],
            failure: failed ? FailureDetail(location: "\(featureFile):2", step: "a step", message: message ?? "", expected: expected, actual: actual) : nil,
            transcript: failed ? transcript : [], duration: duration, location: "\(featureFile):1"
        )
    }

    /// Two features, interleaved, holding every outcome; the golden file's input.
    static let sample = SuiteRun(
        implementation: "reference", timestamp: "2024-05-06T07:08:09", hostname: "ci-runner-1",
        results: [
            result("Sign in with a provider", outcome: .passed, rule: "Sign in", requirements: ["AUTHN-01"], duration: 0.1234),
            result(
                "Token refresh", outcome: .failed, rule: "Tokens", requirements: ["AUTHN-03", "AUTHN-01"],
                message: "expected a refreshed token, got <none>",
                expected: "token refreshed", actual: "nothing happened", duration: 1.5
            ),
            result(
                "Log out everywhere", outcome: .passed, feature: "Logout", featureFile: "logout/logout.feature",
                requirements: ["LOGOUT-02"], platform: "tvos", duration: 0.0004
            ),
            result(
                "Adapter crash", outcome: .error, rule: "Tokens", requirements: ["AUTHN-03"],
                message: "adapter threw \"boom\"", transcript: ["HarnessError: adapter threw", "  at step 2"], duration: -3
            ),
            result(
                "Picker on TV", outcome: .notApplicable, feature: "Logout", featureFile: "logout/logout.feature",
                rule: "Pickers v2.1", platform: "tvos", message: "tvos is not targeted", duration: .nan
            ),
        ]
    )

    /// A run whose only failures do not decide the verdict: a `@should` failure (not strict), an `@info`
    /// one, an expected one, and a stale baseline entry, which fails the run.
    static let advisory: SuiteRun = {
        var should = result("Recommended", outcome: .failed, requirements: ["API-01"], message: "a @should check")
        should.tags.append("should")
        var info = result("Informative", outcome: .failed, requirements: ["API-15"], message: "an @info check")
        info.tags.append("info")
        var expected = result("Known gap", outcome: .failed, requirements: ["CACHE-04"], message: "cached")
        expected.tags.append("must")
        expected.expectedFailure = "cached until 2.3"
        var run = SuiteRun(implementation: "port", timestamp: "2024-05-06T07:08:09", hostname: "ci",
                           results: [should, info, expected, result("Fine", outcome: .passed, requirements: ["INIT-01"])])
        run.baselineProblems = ["stale: AUTHN-01 [ios] now passes; remove the entry"]
        return run
    }()

    /// A conformant run of a port declaring SDK 1.10: two `@must` requirements and a `@should` one, every
    /// scenario passed; the badge's and the index page's golden files' input.
    static let conformant: SuiteRun = {
        let levels = [("AUTHN-01", "must"), ("CACHE-04", "must"), ("API-01", "should")]
        let results = levels.map { id, level in
            var passed = result("Scenario of \(id)", outcome: .passed, rule: "Rule \(id)", requirements: [id])
            passed.tags.append(level)
            return passed
        }
        return SuiteRun(implementation: "my-port", timestamp: "2024-05-07T08:09:10Z", hostname: "ci",
                        metadata: RunMetadata(implementationVersion: "2.1", sdkVersion: "1.10"), results: results)
    }()

    /// Odd durations, one per outcome in `Outcome.allCases` order.
    private static let oddDurations: [Double] = [0.0005, .infinity, 1e-9, 12345.6789]

    /// Every outcome with hostile strings in every field a reporter writes.
    static let hostileRun = SuiteRun(
        implementation: "ref \(hostile)", timestamp: "2024-05-06T07:08:09", hostname: "host \(hostile)",
        results: Outcome.allCases.enumerated().map { index, outcome in
            result(
                "scenario \(index) \(hostile)", outcome: outcome, feature: "Feature \(hostile)",
                featureFile: index < 2 ? "hostile.feature" : "dir/hostile \(hostile).feature",
                rule: index == 0 ? nil : "Rule \(hostile)", requirements: ["REQ-\(index)", hostile],
                message: outcome == .passed ? nil : "message \(hostile)", expected: "expected \(hostile)",
                actual: "actual \(hostile)", transcript: ["transcript \(hostile)"],
                duration: oddDurations[index]
            )
        }
    )
}
