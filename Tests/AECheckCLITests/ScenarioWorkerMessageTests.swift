import AECheckRun
import AccessEnablerAdapter
import ConformanceKit
import Testing

@Suite("A scenario worker's results come back whole")
struct ScenarioWorkerMessageTests {
    /// A result with every field set, its texts as hostile as a transcript's can be.
    private static let everything: ScenarioResult = {
        var result = ScenarioResult(
            feature: "Authentication \"quoted\"", featureFile: "sub/authentication.feature", rule: "AUTHN-03 A rule\twith a tab",
            requirementIDs: ["AUTHN-03", "AUTHN-04"], scenario: "Ünïcødé 媒体令牌 \u{1F4FA} and \\ backslash", platform: "ios",
            tags: ["AE-AUTHN-03", "must", "ios"], outcome: .failed, message: "line one\nline two\r\n\u{0}\u{1F}\u{7F}\u{2028}",
            steps: [StepRecord(text: "a passed step", line: 8, status: .passed), StepRecord(text: "a failed one", line: 9, status: .failed),
                    StepRecord(text: "an erring one", line: 10, status: .error), StepRecord(text: "one not run", line: 11, status: .notRun)],
            failure: FailureDetail(location: "authentication.feature:9", step: "Then it fails", message: "the check", expected: "a \"token\"", actual: ""),
            transcript: ["→ call getAuthorization(\"movie-1\")", "", "← callback {\"json\": [1, 2.5e-7, null]}"],
            duration: 0.000_123_456_789, location: "authentication.feature:7")
        result.expectedFailure = "known: issue #12"
        result.exploration = ExplorationTally(violatingRuns: 3, firstRun: 17, place: "after event 4", breach: "a token was stored")
        return result
    }()

    @Test func everyFieldOfAResultComesBackAsItWasSent() throws {
        let minimal = ScenarioResult(feature: "F", featureFile: "f.feature", rule: nil, requirementIDs: [], scenario: "S", platform: nil,
                                     tags: [], outcome: .passed, message: nil, duration: 0, location: "f.feature:1")
        for message in [ScenarioWorkerMessage.results([Self.everything, minimal]), .results([]), .ready(specsDigest: "sha256:ab"),
                        .request(spec: 3, pickle: 41), .problem("not a request: {\"x\"")] {
            let line = message.line
            #expect(!line.contains("\n"), "one line: \(line)")
            #expect(try ScenarioWorkerMessage(line: Substring(line)) == message)
        }
    }

    @Test func theFormatCarriesEveryStoredPropertyOfAResult() {
        // A property added to ScenarioResult must be added to the worker's format too (ScenarioResult+WorkerJSON.swift).
        let properties = Mirror(reflecting: Self.everything).children.compactMap(\.label).sorted()
        #expect(properties == ["duration", "expectedFailure", "exploration", "failure", "feature", "featureFile", "location", "message",
                               "outcome", "platform", "requirementIDs", "rule", "scenario", "steps", "tags", "transcript"])
    }

    @Test func aLineThatIsNotAMessageSaysWhatIsWrong() {
        let lines: [String] = ["not json", "[1]", "{\"spec\": 1}", "{\"results\": [{\"outcome\": \"passed\"}]}", "{\"results\": [{\"outcome\": \"maybe\"}]}"]
        let problems = lines.map { (line: String) -> String in
            do {
                _ = try ScenarioWorkerMessage(line: line[...])
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(!problems.contains("read"))
        #expect(problems[1] == "not a JSON object")
        #expect(problems[2] == "\"pickle\" is not a whole number")
        #expect(problems[4] == "\"outcome\" is not an outcome")
    }
}

@Suite("A worker is told what to serve in one JSON argument")
struct WorkerRequestTests {
    @Test func everyChoiceOfImplementationComesBackAsItWasSent() throws {
        let choices: [ImplementationChoice?] = [
            nil, .linked(name: nil), .linked(name: "my 'port'"), .reference(faults: ["caches-media-token", "x"], alternatives: ["y"], profile: "1.7.5"),
            .reference(faults: [], alternatives: [], profile: nil), .testee(command: "python3 'a b.py'", name: "n"),
        ]
        for choice in choices {
            for request in [WorkerRequest(implementation: choice), WorkerRequest(implementation: choice, scenarios: "/tmp/Spec's folder", platform: .tvOS)] {
                #expect(try WorkerRequest(json: request.json) == request)
            }
        }
        // The shell gets one word for it, whatever it holds.
        let command = WorkerCommand.command(executable: "/a b/aecheck", WorkerRequest(implementation: .linked(name: "it's")))
        #expect(command.hasPrefix("'/a b/aecheck' '__worker' '{"), "\(command)")
    }

    @Test func anArgumentThatIsNoRequestIsRefused() {
        #expect(throws: (any Error).self) { try WorkerRequest(json: "--fault x") }
        #expect(throws: (any Error).self) { try WorkerRequest(json: #"{"implementation":{"unknown":{}}}"#) }
    }
}
