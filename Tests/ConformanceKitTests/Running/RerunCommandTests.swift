import Testing
@testable import ConformanceKit

/// How a report's hint reruns one requirement: aecheck's filter, or `swift test`'s over the generated tests.
struct RerunCommandTests {
    @Test func aecheckRerunsARequirementWithItsFilterAndVerbose() {
        var metadata = RunMetadata()
        metadata.rerun = ["my-port-aecheck", "--testee", "python3 port.py"]
        #expect(metadata.rerunCommand(selecting: "CACHE-04") == ["my-port-aecheck", "--testee", "python3 port.py", "--filter", "CACHE-04", "--verbose"])
        #expect(metadata.explainCommand(for: "CACHE-04") == ["my-port-aecheck", "explain", "CACHE-04"])
        #expect(RunMetadata().rerunCommand(selecting: "API-01") == ["aecheck", "--filter", "API-01", "--verbose"])
    }

    @Test func swiftTestRerunsTheGeneratedTestsWhoseNamesStartWithTheRequirement() {
        var metadata = RunMetadata()
        metadata.rerun = ["swift", "test"]
        metadata.rerunFilter = .testName
        #expect(metadata.rerunCommand(selecting: "CACHE-04") == ["swift", "test", "--filter", "CACHE_04"])
        #expect(metadata.explainCommand(for: "CACHE-04") == nil)
        // The filter is a prefix of the name of every generated test of the requirement.
        for id in ["[CACHE-04] A relaunched app fetches a new media token [ios]", "[CACHE-04,AUTHN-01] Two rules [tvos]"] {
            #expect(TestFunctionName.of(id).hasPrefix(RerunFilter.testName.arguments(selecting: "CACHE-04")[1] + "_"))
        }
    }
}
