import Foundation
import Testing
@testable import ConformanceKit

/// results.json as dashboards read it: an outcome per requirement, a stable ID per result, the run's
/// times, exit code and mode as fields, a team's own fields, and results of the earlier format still read.
struct ResultsDocumentTests {
    /// The file report tests' run, with what a command line records at its end.
    static let run: SuiteRun = {
        var run = FileReportTests.run
        run.timestamp = "2024-05-06T07:08:09Z"
        run.finished = "2024-05-06T07:08:11Z"
        run.duration = 1.23456
        run.exitCode = 1
        run.provenance = ["git-commit": "0123abc", "ci-job": "https://ci.example/jobs/7"]
        run.metadata.program = "port-aecheck"
        run.metadata.mode = .isolated
        return run
    }()

    private static func object(_ run: SuiteRun, strict: Bool = false) throws -> [String: Any] {
        let json = JSONReporter.render(run.graded(strict: strict))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func eachRequirementCarriesItsOutcomeInThisRun() throws {
        let requirements = try #require(try Self.object(Self.run)["requirements"] as? [[String: Any]])
        let outcomes = Dictionary(uniqueKeysWithValues: requirements.map { ($0["id"] as? String ?? "", $0["outcome"] as? String ?? "") })
        // AUTHN-01 has a failing must scenario, AUTHN-03 an error, PERSIST-09 no scenario in the specs.
        #expect(outcomes == ["AUTHN-01": "failed", "AUTHN-03": "error", "PERSIST-09": "no scenario"])
    }

    @Test func eachResultCarriesTheIDItsJUnitTestCaseIsNamedBy() throws {
        let results = try #require(try Self.object(Self.run)["results"] as? [[String: Any]])
        #expect(results.map { $0["id"] as? String } == Self.run.results.map(\.displayName))
        let junit = JUnitReporter.render(Self.run)
        for result in Self.run.results { #expect(junit.contains("name=\"\(XMLWriter.escapeAttribute(result.displayName))\"")) }
    }

    @Test func theRunsTimesExitCodeModeAndProgramAreFields() throws {
        let object = try Self.object(Self.run)
        #expect(object["timestamp"] as? String == "2024-05-06T07:08:09Z")
        #expect(object["finished"] as? String == "2024-05-06T07:08:11Z")
        #expect(object["duration"] as? Double == 1.235)
        #expect(object["exitCode"] as? Int == 1)
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(metadata["mode"] as? String == "isolated")
        #expect(metadata["program"] as? String == "port-aecheck")
    }

    @Test func aTeamsOwnProvenanceIsKeptAndReadBack() throws {
        let object = try Self.object(Self.run)
        #expect(object["provenance"] as? [String: String] == ["git-commit": "0123abc", "ci-job": "https://ci.example/jobs/7"])
        let decoded = try JSONReporter.decode(Data(JSONReporter.render(Self.run).utf8))
        #expect(decoded.provenance == Self.run.provenance)
        #expect(decoded.metadata.mode == .isolated && decoded.exitCode == 1 && decoded.finished == "2024-05-06T07:08:11Z")
    }

    @Test func anExplorationsParametersAreFields() throws {
        var run = Self.run
        run.metadata.mode = .exploration
        run.metadata.exploration = ExplorationParameters(seed: 7, runs: 200, steps: 50, platforms: ["ios", "tvos"], against: "reference")
        let metadata = try #require(try Self.object(run)["metadata"] as? [String: Any])
        let exploration = try #require(metadata["exploration"] as? [String: Any])
        #expect(exploration["seed"] as? Int == 7 && exploration["runs"] as? Int == 200 && exploration["steps"] as? Int == 50)
        #expect(exploration["platforms"] as? [String] == ["ios", "tvos"] && exploration["against"] as? String == "reference")
        #expect(try JSONReporter.decode(Data(JSONReporter.render(run).utf8)).metadata.exploration == run.metadata.exploration)
    }

    @Test func resultsOfTheFirstFormatAreStillRead() throws {
        // A results.json as version 1.1 wrote it: no IDs, no outcomes per requirement, a timestamp without zone.
        var json = JSONReporter.render(FileReportTests.run)
        json = json.replacingOccurrences(of: "\"format\" : \"\(JSONReporter.format)\"", with: "\"format\" : \"aecheck-results/1\"")
        json = json.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"id\" : \"[") && !$0.contains("\"outcome\" : \"no scenario\"") }.joined(separator: "\n")
        #expect(json.contains("aecheck-results/1"))
        let decoded = try JSONReporter.decode(Data(json.utf8))
        #expect(decoded.results == FileReportTests.run.results)
        #expect(decoded.finished == nil && decoded.exitCode == nil && decoded.metadata.mode == nil)
    }
}
