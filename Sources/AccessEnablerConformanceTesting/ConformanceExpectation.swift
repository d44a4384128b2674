import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Testing

/// Runs the conformance suite against `implementation` inside a Swift Testing test, and records one issue
/// per scenario that decides against it: each names the requirement, the scenario and its platform, what
/// was expected and what happened, with the transcript.
///
/// ```swift
/// import AccessEnablerConformanceTesting
/// import Testing
///
/// @Test func myPortConforms() throws {
///     try expectConformance(of: AccessEnablerImplementation(name: "my-port", capabilities: ...) { environment, delegate in
///         MyAccessEnabler(environment: environment, delegate: delegate)
///     })
/// }
/// ```
///
/// Failures of `@should` rules count only when `strict`; `@info` failures never do (as `aecheck`). Use
/// `selection` to run one requirement (`.init(filter: "CACHE-04")`) or one platform.
///
/// - Returns: the whole run, for further checks.
/// - Throws: when the specs cannot be read (their problems, as `file:line:column`).
@discardableResult
public func expectConformance(
    of implementation: AccessEnablerImplementation,
    specs: URL = ConformanceSuite.packagedSpecs,
    selection: ConformanceSuite.Selection = .init(),
    strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> SuiteRun {
    let suite = try ConformanceSuite.load(from: specs)
    let run = suite.run(implementation, selection)
    for result in run.blocking(strict: strict) {
        let kind = result.outcome == .error ? "error" : "failed"
        Issue.record("\(result.displayName) \(kind) (\(result.location)): \(result.message ?? "")\n\n\(result.details)",
                     sourceLocation: sourceLocation)
    }
    return run
}
