import ConformanceKit
import Foundation

/// The `results.json` of an earlier run, as `compare`, `baseline`, `badge` and `merge` read it.
enum ResultsFile {
    /// The run `path` holds; a file that cannot be read, or is no results.json, is a usage error of `invocation`'s command.
    static func read(_ path: String, _ invocation: Invocation) throws(CommandFailure) -> SuiteRun {
        let url = URL(fileURLWithPath: path, relativeTo: invocation.directory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .usage("cannot read '\(path)'; " + (invocation.parsed.command == .merge
                ? "each shard's run writes its results.json into its --reports folder" : "a run writes Reports/<implementation>/results.json"),
                         invocation.parsed.command, invocation.help)
        }
        do {
            return try JSONReporter.decode(data)
        } catch {
            throw .usage("'\(path)' is not a results.json of aecheck: \(error)", invocation.parsed.command, invocation.help)
        }
    }
}
