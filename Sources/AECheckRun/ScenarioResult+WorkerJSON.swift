import AccessEnablerWire
import ConformanceKit

extension ScenarioResult {
    /// The result as a scenario worker sends it: every field.
    var workerJSON: JSONValue {
        var fields: [String: JSONValue] = [
            "feature": .string(feature), "featureFile": .string(featureFile), "rule": JSONValue(rule), "requirementIDs": JSONValue(requirementIDs),
            "scenario": .string(scenario), "platform": JSONValue(platform), "tags": JSONValue(tags), "outcome": .string(outcome.rawValue),
            "message": JSONValue(message), "transcript": JSONValue(transcript), "duration": .number(duration), "location": .string(location),
            "expectedFailure": JSONValue(expectedFailure),
            "steps": .array(steps.map { ["text": .string($0.text), "line": JSONValue($0.line), "status": .string($0.status.rawValue)] }),
        ]
        if let failure {
            var detail: [String: JSONValue] = [
                "location": .string(failure.location), "step": .string(failure.step), "message": .string(failure.message),
                "expected": JSONValue(failure.expected), "actual": JSONValue(failure.actual), "level": JSONValue(failure.level?.rawValue),
            ]
            if let sources = failure.sources {
                detail["sources"] = .array(sources.map { ["ref": .string($0.ref), "original": .string($0.original), "english": .string($0.english)] })
            }
            fields["failure"] = .object(detail)
        }
        if let exploration {
            fields["exploration"] = ["violatingRuns": JSONValue(exploration.violatingRuns), "firstRun": JSONValue(exploration.firstRun),
                                     "place": .string(exploration.place), "breach": .string(exploration.breach)]
        }
        return .object(fields)
    }

    /// A result read back from ``workerJSON``.
    init(workerJSON value: JSONValue) throws(ScenarioWorkerMessage.Unreadable) {
        let fields = try WorkerFields(value, "a result")
        guard let outcome = Outcome(rawValue: try fields.string("outcome")) else {
            throw ScenarioWorkerMessage.Unreadable(description: "\"outcome\" is not an outcome")
        }
        let steps = try fields.array("steps").map { step throws(ScenarioWorkerMessage.Unreadable) in
            let step = try WorkerFields(step, "a step")
            guard let status = StepRecord.Status(rawValue: try step.string("status")) else {
                throw ScenarioWorkerMessage.Unreadable(description: "\"status\" is not a step's status")
            }
            return StepRecord(text: try step.string("text"), line: try step.int("line"), status: status)
        }
        var failure: FailureDetail?
        if let value = fields.present("failure") {
            let detail = try WorkerFields(value, "a failure")
            var level: RequirementLevel?
            if let text = try detail.optionalString("level") {
                guard let known = RequirementLevel(rawValue: text) else { throw ScenarioWorkerMessage.Unreadable(description: "\"level\" is not a level") }
                level = known
            }
            let sources = try detail.present("sources").map { _ throws(ScenarioWorkerMessage.Unreadable) in
                try detail.array("sources").map { source throws(ScenarioWorkerMessage.Unreadable) in
                    let source = try WorkerFields(source, "a source")
                    return RequirementRecord.Source(ref: try source.string("ref"), original: try source.string("original"), english: try source.string("english"))
                }
            }
            failure = FailureDetail(location: try detail.string("location"), step: try detail.string("step"), message: try detail.string("message"),
                                    expected: try detail.optionalString("expected"), actual: try detail.optionalString("actual"),
                                    level: level, sources: sources)
        }
        self.init(
            feature: try fields.string("feature"), featureFile: try fields.string("featureFile"), rule: try fields.optionalString("rule"),
            requirementIDs: try fields.strings("requirementIDs"), scenario: try fields.string("scenario"), platform: try fields.optionalString("platform"),
            tags: try fields.strings("tags"), outcome: outcome, message: try fields.optionalString("message"), steps: steps, failure: failure,
            transcript: try fields.strings("transcript"), duration: try fields.double("duration"), location: try fields.string("location"))
        expectedFailure = try fields.optionalString("expectedFailure")
        if let value = fields.present("exploration") {
            let tally = try WorkerFields(value, "an exploration")
            exploration = ExplorationTally(violatingRuns: try tally.int("violatingRuns"), firstRun: try tally.int("firstRun"),
                                           place: try tally.string("place"), breach: try tally.string("breach"))
        }
    }
}
