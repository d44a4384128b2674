import AccessEnablerConformanceTesting
import Foundation
import Testing

/// Where the testing library runs an implementation: isolated where processes start (macOS, Linux), in the test
/// process where none can (iOS and tvOS, in the Simulator or on a device), saying so.
@Suite("Isolation where processes can and cannot start")
struct IsolationTests {
    private let worker = ConformanceSubject.Isolation.worker(executable: URL(fileURLWithPath: "/usr/bin/true"))

    @Test func whereNoProcessCanStartEveryIsolationIsTheTestProcessAndItsWarningSaysWhy() {
        for asked in [ConformanceSubject.Isolation.automatic, .inProcess, worker] {
            #expect(ConformanceSubject.resolved(asked, portExecutable: "my-port-aecheck", canSpawn: false) == .inProcess)
        }
        let warning = ConformanceSubject.inProcessWarning("my-port", asked: worker, portExecutable: nil, canSpawn: false)
        #expect(warning.contains("this system starts no processes (iOS and tvOS"), "\(warning)")
        #expect(!warning.contains("Isolate it with"), "no advice that cannot be followed there")
    }

    @Test func whereProcessesStartAnIsolationAskedForIsKept() {
        #expect(ConformanceSubject.resolved(worker, portExecutable: nil, canSpawn: true) == worker)
        #expect(ConformanceSubject.resolved(.inProcess, portExecutable: nil, canSpawn: true) == .inProcess)
        #expect(ConformanceSubject.resolved(.automatic, portExecutable: "no-such-product", canSpawn: true) == .inProcess)
        #expect(ConformanceSubject.inProcessWarning("my-port", asked: .inProcess, portExecutable: nil, canSpawn: true).contains("Isolate it with"))
    }
}
