import AccessEnablerWire
import ConformanceKit

/// A line between an isolated run and a scenario worker (both this program): a JSON object per line, written
/// and read with the adapter protocol's typed JSON (Foundation's coders were a third of the cost of isolation).
///
/// The worker begins with ``ready(specsDigest:)``; the run asks for a scenario with ``request(spec:pickle:)``
/// (its indexes in the suite's specs and in that spec's pickles), and the worker answers with its
/// ``results(_:)``, or a ``problem(_:)`` when it cannot run it. The run and the worker are the same program,
/// so the format is theirs alone and changes with it.
package enum ScenarioWorkerMessage: Equatable {
    /// The worker is ready: the digest of the specs it loaded.
    case ready(specsDigest: String)
    /// The scenario the run asks for.
    case request(spec: Int, pickle: Int)
    /// The scenario's results, one per platform it ran on.
    case results([ScenarioResult])
    /// Why the worker could not run what was asked.
    case problem(String)

    /// A line that is not a message, or a message that lacks a field: what is wrong.
    package struct Unreadable: Error, CustomStringConvertible {
        package var description: String
    }

    /// The message as one line of JSON (no newline).
    package var line: String {
        let value: JSONValue = switch self {
        case .ready(let digest): ["ready": .string(digest)]
        case let .request(spec, pickle): ["spec": JSONValue(spec), "pickle": JSONValue(pickle)]
        case .results(let results): ["results": .array(results.map(\.workerJSON))]
        case .problem(let problem): ["problem": .string(problem)]
        }
        return value.encoded
    }

    /// Reads a message from one line.
    package init(line: Substring) throws(Unreadable) {
        let parsed: JSONValue
        do {
            parsed = try JSONReader.value(line)
        } catch {
            throw Unreadable(description: "\(error)")
        }
        guard let fields = parsed.object else { throw Unreadable(description: "not a JSON object") }
        let message = WorkerFields(fields)
        if fields["ready"] != nil {
            self = .ready(specsDigest: try message.string("ready"))
        } else if fields["spec"] != nil {
            self = .request(spec: try message.int("spec"), pickle: try message.int("pickle"))
        } else if case .array(let results)? = fields["results"] {
            self = .results(try results.map { value throws(Unreadable) in try ScenarioResult(workerJSON: value) })
        } else {
            self = .problem(try message.string("problem"))
        }
    }
}
