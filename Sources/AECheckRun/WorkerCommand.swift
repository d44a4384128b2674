import AccessEnablerAdapter
import Foundation

/// The shell commands that start this program again as a worker: `PROGRAM __worker 'REQUEST'`, the request a
/// ``WorkerRequest`` in JSON, the one form in which a worker is told what to serve.
package enum WorkerCommand {
    /// The first argument that makes a program built on `AECheck.main` a worker.
    package static let name = "__worker"

    /// The shell command that starts a worker of `executable` for `request`.
    package static func command(executable: String, _ request: WorkerRequest) -> String {
        [executable, name, request.json].map(quoted).joined(separator: " ")
    }

    /// A word for `/bin/sh`, in single quotes.
    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// What a worker serves: an implementation linked into it (or its reference), over the adapter protocol on its stdin
/// and stdout, or (with ``scenarios``) whole scenarios of those specs (``ScenarioServer``).
package struct WorkerRequest: Codable, Sendable, Equatable {
    /// The implementation; `nil`: the program's first linked one, or the plain reference.
    package var implementation: ImplementationChoice?
    /// The specs folder whose scenarios it runs whole, when it runs scenarios rather than serving calls.
    package var scenarios: String?
    /// The platform those scenarios run on (`nil`: each of theirs).
    package var platform: Platform?

    package init(implementation: ImplementationChoice? = nil, scenarios: String? = nil, platform: Platform? = nil) {
        self.implementation = implementation
        self.scenarios = scenarios
        self.platform = platform
    }

    /// The request as one JSON argument (keys sorted, so that the same request is the same word).
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The request `json` holds, or why it is none.
    package init(json: String) throws {
        self = try JSONDecoder().decode(WorkerRequest.self, from: Data(json.utf8))
    }
}
