import AccessEnablerAdapter
import Foundation

/// Which implementation a run checks: one linked into the program, this package's reference, or a testee program.
///
/// `Codable`, so that a run can be described whole in data: a worker is told what to serve in a ``WorkerRequest``'s
/// JSON, and the command line renders a choice as its options in one place (rerun hints, explore's replay lines).
package enum ImplementationChoice: Codable, Sendable, Equatable {
    /// One of the implementations the program was built with, by name (`nil`: the first).
    case linked(name: String?)
    /// This package's reference, with these faults and alternatives (by name) and this SDK profile (as written).
    case reference(faults: [String], alternatives: [String], profile: String?)
    /// A program of any language over the adapter protocol (`Specs/adapter-protocol.md`), started with this shell
    /// command; `name` names its reports instead of the name its handshake gives.
    case testee(command: String, name: String?)
    /// A test service of any language over the adapter protocol on TCP, dialled or dialling in.
    case service(TestServiceChoice, name: String?)

    /// The name the run's reports will carry, when known before anything starts (a testee names itself in its
    /// handshake).
    package func knownName(implementations: [AccessEnablerImplementation], reference: (any ReferenceProvider)?) -> String? {
        switch self {
        case .linked(let name): name ?? implementations.first?.name
        case .reference(let faults, let alternatives, let profile):
            (try? reference?.reference(faults: faults, alternatives: alternatives, profile: profile).get())?.name
        case .testee(_, let name), .service(_, let name): name
        }
    }

    /// Why no implementation is there to run.
    private static let nothingToRun = "no implementation to run: pass one to AECheck.main, or name a testee with --testee"

    /// The implementation this choice means among `implementations`, or the reference `reference` builds, or why
    /// neither can be had. A testee is started elsewhere (``RunSession/start(_:)``).
    package func linkedImplementation(
        _ implementations: [AccessEnablerImplementation], reference: (any ReferenceProvider)?
    ) -> Result<AccessEnablerImplementation, ReferenceUsageError> {
        switch self {
        case .linked(let name):
            guard let first = implementations.first else {
                return .failure(ReferenceUsageError(Self.nothingToRun))
            }
            guard let chosen = implementations.first(where: { $0.name == (name ?? first.name) }) else {
                let names = implementations.map(\.name).joined(separator: ", ")
                return .failure(ReferenceUsageError("no implementation named '\(name ?? "")'; there are: \(names)"))
            }
            return .success(chosen)
        case .reference(let faults, let alternatives, let profile):
            guard let reference else {
                return .failure(ReferenceUsageError(Self.nothingToRun))
            }
            return reference.reference(faults: faults, alternatives: alternatives, profile: profile)
        case .testee, .service:
            return .failure(ReferenceUsageError("a testee is not linked into this program"))
        }
    }
}
