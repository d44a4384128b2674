import Testing
@testable import ConformanceKit

/// A failure's hint names the calls its steps' definitions declare: read from the registry, never from the
/// words of a step.
struct StepCallsTests {
    private static let registry: StepRegistry<Void> = {
        var registry = StepRegistry<Void>()
        registry.define("the app calls logout", "", calls: ["logout"]) { _, _ in }
        registry.define("the app signs in at {string}", "", calls: ["setSelectedProvider", "getAuthentication"]) { _, _ in }
        registry.define("the app calls it a day", "") { _, _ in }
        return registry
    }()

    private static func failed(_ steps: [String]) -> ScenarioResult {
        var result = ScenarioResult(
            feature: "Logout", featureFile: "logout.feature", rule: nil, requirementIDs: ["LOGOUT-01"], scenario: "A logout",
            platform: "ios", tags: [], outcome: .failed, message: "kept", duration: 0, location: "logout.feature:3")
        result.steps = steps.enumerated().map { StepRecord(text: $1, line: $0 + 4, status: .passed) }
        return result
    }

    @Test func theHintNamesTheDeclaredCallsOnceEachInTheOrderTheScenarioMakesThem() {
        let result = Self.failed(["the app signs in at \"MVPD1\"", "the app calls logout", "the app signs in at \"MVPD2\""])
        let calls = StepCalls(Self.registry)
        #expect(calls.calls(of: result.steps) == ["setSelectedProvider", "getAuthentication", "logout"])
        #expect(ComplianceReport.hint(for: result, stepCalls: calls).hasPrefix(
            "Look at how the implementation handles setSelectedProvider, getAuthentication, logout (the calls this scenario makes)."))
    }

    @Test func aStepThatSaysCallsButDeclaresNoneNamesNothing() {
        let result = Self.failed(["the app calls it a day", "the app calls nothing defined"])
        #expect(StepCalls(Self.registry).calls(of: result.steps).isEmpty)
        #expect(!ComplianceReport.hint(for: result, stepCalls: StepCalls(Self.registry)).contains("Look at how"))
    }
}
