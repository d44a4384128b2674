// A port's test target, as another package would write it: it depends on the product
// AccessEnablerConformanceTesting and on its own implementation (here the reference stands in for it).
import AccessEnablerAdapter
import AccessEnablerConformanceTesting
import Foundation
import ReferenceAccessEnabler
import Testing

@Suite("A port runs the suite from its own tests")
struct PortConformanceTests {
    @Test func aConformingPortPassesEveryApplicableScenario() throws {
        let run = try expectConformance(of: ReferenceAccessEnabler.implementation())
        #expect(run.results.contains { $0.outcome == .passed })
        #expect(run.passed && run.passes(strict: true) && run.blocking(strict: true).isEmpty && run.count(.failed) == 0)
    }

    @Test func eachFailingScenarioIsOneIssueNamingItsRequirement() throws {
        let broken = ReferenceAccessEnabler.implementation(faults: [.cachesMediaToken])
        try withKnownIssue {
            try expectConformance(of: broken, selection: .init(filter: "CACHE-04", platform: .iOS))
        } matching: { issue in
            issue.description.contains("[CACHE-04]") && issue.description.contains("[ios] failed")
        }
    }

    @Test func aWorkerNamedByItsProductIsFoundWhereTheBuildPutIt() {
        // This package's own aecheck is built beside these tests, as a port's executable is beside its own.
        guard case .worker(let executable) = ConformanceSubject.Isolation.worker(named: "aecheck") else {
            Issue.record("a worker named by its product is a worker")
            return
        }
        #expect(executable.lastPathComponent == "aecheck" && FileManager.default.isExecutableFile(atPath: executable.path), "\(executable.path)")
    }

    @Test func aTesteeCommandKeepsAPathWithSpacesOneWord() {
        #expect(ConformanceSubject.command(["python3", "/Users/me/Client Projects/port's testee.py", "--flag"])
                == #"python3 '/Users/me/Client Projects/port'\''s testee.py' --flag"#)
    }
}
