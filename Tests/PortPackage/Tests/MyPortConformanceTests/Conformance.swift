// In the port's test target: the implementation the generated tests certify. (This package certifies the
// suite's independent Python port over the adapter protocol, so that its tests pass; the in-process and
// isolated forms below are the README's, compiled here.)
import AccessEnablerAdapter
import AccessEnablerConformanceTesting
import Foundation
import MyPort
import Testing

extension ConformanceSubject {
    static let underTest = ConformanceSubject(
        testee: ConformanceSubject.command([
            "python3", URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Testees/python/accessenabler_testee.py").path,
        ]),
        name: "python-port", reports: URL(fileURLWithPath: "Reports/python-port"))

    /// The README's default form: isolated in the port's own executable, which the plugin found in this package.
    static let automatic = ConformanceSubject(MyAccessEnabler.implementation, reports: URL(fileURLWithPath: "Reports/my-port-automatic"),
                                              selection: ConformanceSelection(filter: "INIT"))

    /// The README's isolated form: the port's own executable serves it in workers; a crash costs one scenario.
    static let isolated = ConformanceSubject(
        MyAccessEnabler.implementation,
        isolation: .worker(named: "my-port-aecheck"))
}

@Test(arguments: try ConformanceScenario.all(selection: .init(filter: "INIT")))
func eachInitialisationScenarioRunsIsolated(_ scenario: ConformanceScenario) throws {
    // The stub port fails most rules: this shows the isolated run judging it, not that it passes.
    let run = try ConformanceSubject.isolated.run()
    #expect(run.results.contains { $0.displayName == scenario.id })
}

@Test func theGeneratedTestsKnowThePortsOwnExecutableAndADefaultSubjectRunsIsolatedInIt() throws {
    #expect(ConformanceSubject.generatedPortExecutable == "my-port-aecheck")
    _ = try ConformanceSubject.automatic.run(portExecutable: ConformanceSubject.generatedPortExecutable)
    let results = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "Reports/my-port-automatic/results.json"))) as? [String: Any]
    #expect((results?["metadata"] as? [String: Any])?["mode"] as? String == "isolated")
}
