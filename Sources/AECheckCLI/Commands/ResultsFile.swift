import ConformanceKit
import Foundation

/// The `results.json` of an earlier run, as `compare`, `baseline`, `badge` and `merge` read it.
enum ResultsFile {
    /// Where a run writes its results.json: what a file that cannot be read is pointed to.
    static let written = "a run writes Reports/<implementation>/results.json"

    /// The run `path` holds; a file that cannot be read (`whereWritten` says where one is), or is no results.json, is
    /// a usage error of `invocation`'s command.
    static func read(_ path: String, _ invocation: Invocation, whereWritten: String = written) throws(CommandFailure) -> SuiteRun {
        let url = URL(fileURLWithPath: path, relativeTo: invocation.directory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .usage("cannot read '\(path)'; " + whereWritten, invocation.parsed.command, invocation.help)
        }
        do {
            return try JSONReporter.decode(data)
        } catch {
            throw .usage("'\(path)' is not a results.json of aecheck: \(error)", invocation.parsed.command, invocation.help)
        }
    }
}
