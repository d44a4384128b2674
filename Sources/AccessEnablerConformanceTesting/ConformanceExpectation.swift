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
/// `specs` is a folder of specs to run instead of the suite's own.
///
/// - Returns: the whole run, for further checks: each scenario's result in spec order.
/// - Throws: when the specs cannot be read (their problems, as `file:line:column`).
@discardableResult
public func expectConformance(
    of implementation: AccessEnablerImplementation,
    specs: URL? = nil,
    selection: ConformanceSelection = .init(),
    strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> ConformanceRun {
    let folder = specs ?? ConformanceSuite.packagedSpecs
    let suite = try ConformanceSuite.load(from: folder)
    let run = suite.run(implementation, .init(filters: selection.filters, platform: selection.platform))
    for result in run.blocking(strict: strict) {
        let kind = result.outcome == .error ? "error" : "failed"
        Issue.record("\(result.displayName) \(kind) (\(result.location)): \(result.message ?? "")\n\n\(result.details)",
                     sourceLocation: result.sourceLocation(inSpecs: folder) ?? sourceLocation)
    }
    return ConformanceRun(run, strict: strict)
}

extension ConformanceRun {
    /// The run as the testing library hands it back, judged both ways as `aecheck` judges it; ``passed``
    /// reads the way `strict` says.
    init(_ run: SuiteRun, strict: Bool) {
        let verdicts = Dictionary(uniqueKeysWithValues: [false, true].map { strict in
            (strict, Verdict(passes: run.passes(strict: strict),
                             blocking: run.results.indices.filter { run.decides(run.results[$0], strict: strict) }))
        })
        self.init(
            implementation: run.implementation,
            results: run.results.map { result in
                ConformanceResult(
                    requirementIDs: result.requirementIDs, scenario: result.scenario, platform: result.platform, level: result.gradedLevel?.rawValue,
                    outcome: ConformanceOutcome(result.outcome), message: result.message,
                    location: result.location, details: result.details, displayName: result.displayName, expectedFailure: result.expectedFailure
                )
            },
            strict: strict, baselineProblems: run.baselineProblems, verdicts: verdicts
        )
    }
}

extension ConformanceOutcome {
    init(_ outcome: Outcome) {
        switch outcome {
        case .passed: self = .passed
        case .failed: self = .failed
        case .error: self = .error
        case .notApplicable: self = .notApplicable
        }
    }
}
