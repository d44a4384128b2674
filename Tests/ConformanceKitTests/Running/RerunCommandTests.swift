import Testing
@testable import ConformanceKit

/// How a report's hint reruns one result: aecheck's filter, `swift test`'s over the generated tests, or the
/// exploration's first run that broke it.
struct RerunCommandTests {
    private let cached = ScenarioResult(
        feature: "Caching", featureFile: "caching.feature", rule: nil, requirementIDs: ["CACHE-04"], scenario: "A relaunched app",
        platform: "ios", tags: [], outcome: .failed, message: "cached", duration: 0, location: "caching.feature:12")

    @Test func aecheckRerunsARequirementWithItsFilterAndVerbose() {
        var metadata = RunMetadata()
        metadata.rerun = ["my-port-aecheck", "--testee", "python3 port.py"]
        #expect(metadata.rerunCommand(for: cached) == ["my-port-aecheck", "--testee", "python3 port.py", "--filter", "CACHE-04", "--verbose"])
        #expect(metadata.explainCommand(for: "CACHE-04") == ["my-port-aecheck", "explain", "CACHE-04"])
        #expect(RunMetadata().rerunCommand(for: cached) == ["aecheck", "--filter", "CACHE-04", "--verbose"])
    }

    @Test func swiftTestRerunsExactlyTheGeneratedTestOfTheResult() throws {
        var metadata = RunMetadata()
        metadata.rerun = ["swift", "test"]
        metadata.rerunFilter = .testName
        #expect(metadata.rerunCommand(for: cached) == ["swift", "test", "--filter", #"CACHE_04_A_relaunched_app_ios\("#])
        #expect(metadata.explainCommand(for: "CACHE-04") == nil)
        // The filter, a regular expression over test IDs, selects its own test and not one whose name begins with its name.
        let filter = try Regex(try #require(metadata.rerunCommand(for: cached)?.last))
        #expect("PortTests.AccessEnablerConformanceScenarios/CACHE_04_A_relaunched_app_ios()".contains(filter))
        #expect(!"PortTests.AccessEnablerConformanceScenarios/CACHE_04_A_relaunched_app_ios_2()".contains(filter))
        // A requirement's generated tests all begin with its ID made an identifier: `--filter CACHE_04` runs them all.
        for id in ["[CACHE-04] A relaunched app fetches a new media token [ios]", "[CACHE-04,AUTHN-01] Two rules [tvos]"] {
            #expect(TestFunctionName.of(id).hasPrefix(TestFunctionName.of("CACHE-04") + "_"))
        }
    }

    @Test func anExplorationReplaysTheFirstRunThatBrokeTheInvariantNotTheWrittenScenarios() {
        var metadata = RunMetadata()
        metadata.rerun = ["aecheck", "explore", "--fault", "caches-media-token"]
        metadata.rerunFilter = .explorationRun
        metadata.exploration = ExplorationParameters(seed: 7, runs: 100, steps: 30, platforms: ["ios", "tvos"], against: nil)
        var broken = cached
        broken.exploration = ExplorationTally(violatingRuns: 3, firstRun: 12, place: "run 12 (ios), event 4", breach: "cached")
        #expect(metadata.rerunCommand(for: broken) == ["aecheck", "explore", "--fault", "caches-media-token", "--seed", "7", "--run", "12", "--steps", "30", "--verbose"])
        #expect(metadata.rerunCommand(for: cached) == nil)
        #expect(metadata.explainCommand(for: "CACHE-04") == ["aecheck", "explain", "CACHE-04"])
    }
}
