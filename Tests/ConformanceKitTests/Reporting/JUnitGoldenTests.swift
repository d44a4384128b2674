import Foundation
import Testing
@testable import ConformanceKit

/// The JUnit output for ``ReportingFixtures/sample`` compared byte for byte with a checked-in file.
struct JUnitGoldenTests {
    /// `Golden/junit-sample.xml` next to this file.
    static let goldenURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/junit-sample.xml")

    @Test func matchesGoldenFile() throws {
        let actual = JUnitReporter.render(ReportingFixtures.sample)
        if ProcessInfo.processInfo.environment["AECHECK_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: Self.goldenURL)
            print("Recorded golden file \(Self.goldenURL.path)")
            return
        }
        let update = "To update it, rerun the tests with AECHECK_RECORD_GOLDEN=1 in the environment "
            + "(AECHECK_RECORD_GOLDEN=1 swift test --filter JUnitGoldenTests) and review the diff."
        guard let data = FileManager.default.contents(atPath: Self.goldenURL.path) else {
            Issue.record("Golden file missing: \(Self.goldenURL.path). \(update)")
            return
        }
        let golden = String(decoding: data, as: UTF8.self)
        #expect(actual == golden, "JUnit output differs from \(Self.goldenURL.path). \(update)\nActual:\n\(actual)")
    }
}
