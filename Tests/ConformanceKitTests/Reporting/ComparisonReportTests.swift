import Testing
@testable import ConformanceKit

/// `aecheck compare`: requirement rows, implementation columns, differences marked.
struct ComparisonReportTests {
    private func run(_ name: String, cacheOutcome: Outcome, digest: String = "sha256:1") -> SuiteRun {
        var cache = ReportingFixtures.result("Media tokens", outcome: cacheOutcome, requirements: ["CACHE-04"], message: "m")
        cache.tags.append("must")
        var signIn = ReportingFixtures.result("Sign in", outcome: .passed, requirements: ["AUTHN-01"])
        signIn.tags.append("must")
        return SuiteRun(implementation: name, timestamp: "t", hostname: "h", metadata: RunMetadata(specsDigest: digest), results: [cache, signIn])
    }

    @Test func rowsWhereImplementationsDifferAreMarkedDownToTheScenario() {
        let comparison = ComparisonReport([run("reference", cacheOutcome: .passed), run("port", cacheOutcome: .failed)])
        #expect(comparison.columns == ["reference", "port"])
        #expect(comparison.verdicts == [.passed, .failed])
        #expect(comparison.rows.map(\.id) == ["CACHE-04", "AUTHN-01"])
        #expect(comparison.rows.map(\.differs) == [true, false])
        #expect(comparison.scenarioDifferences.map(\.outcomes) == [[.passed, .failed]])
        let markdown = comparison.markdown()
        #expect(markdown.contains("| ≠ | **CACHE-04** Media tokens | must | passed | failed |"), "\(markdown)")
        #expect(markdown.contains("2 requirements, 1 where the implementations differ"))
        #expect(comparison.html().contains("<tr class=\"differs\">"))
        #expect(comparison.caveats.isEmpty)
    }

    @Test func twoRunsOfOneNameGetDistinctColumnsAndDifferentSpecsAreACaveat() {
        let comparison = ComparisonReport([run("port", cacheOutcome: .passed), run("port", cacheOutcome: .passed, digest: "sha256:2")])
        #expect(comparison.columns == ["port", "port (2)"])
        #expect(comparison.caveats == ["the runs used different specs (their specs digests differ)"])
    }

    @Test func hostileNamesStayText() {
        let hostile = run("<script>x</script>", cacheOutcome: .passed)
        let comparison = ComparisonReport([hostile, run("b|c", cacheOutcome: .error)])
        #expect(!comparison.html().contains("<script>"))
        #expect(comparison.markdown().contains("&lt;script&gt;x&lt;/script&gt; | b\\|c"))
    }
}
