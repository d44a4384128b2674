import Foundation
import Testing

/// Compares `actual` with `Golden/<name>` in the folder of `file` (the calling test's file); with
/// `AECHECK_RECORD_GOLDEN=1` in the environment, writes it there instead, for review as a diff. A mismatch
/// is one issue holding the lines that differ (``LineDiff``).
public func expectGolden(
    _ actual: String, _ name: String, beside file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["AECHECK_RECORD_GOLDEN"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        return
    }
    let update = "To update it, rerun the tests with AECHECK_RECORD_GOLDEN=1 in the environment and review the diff."
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("Golden file missing: \(url.path). \(update)", sourceLocation: sourceLocation)
        return
    }
    let golden = String(decoding: data, as: UTF8.self)
    if actual != golden {
        // The lines that differ, as `diff -u` shows them (golden first), never both texts whole.
        let diff = LineDiff.unified(expected: golden, actual: actual)
        Issue.record(Comment(rawValue: "\(name) differs from \(url.path). \(update)\n--- golden\n+++ actual\n\(diff)"), sourceLocation: sourceLocation)
    }
}
