import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Testing

/// One scenario of the specs on one platform: one Swift Testing case of a port's conformance tests.
///
/// Its ``id`` is the ID its result carries in every report: the JUnit test case's name and the `id` of
/// `results.json` (`[CACHE-04] A media token is never written to storage [ios]`), the same in every run of
/// the same specs.
///
/// ```swift
/// @Test(arguments: try ConformanceScenario.all())
/// func conforms(_ scenario: ConformanceScenario) throws {
///     try ConformanceSubject.underTest.expect(scenario)
/// }
/// ```
public struct ConformanceScenario: Sendable, Hashable, Codable, CustomTestStringConvertible {
    /// The result's stable ID: `[CACHE-04] Scenario name [ios]`.
    public var id: String
    /// The requirement IDs the scenario checks (`CACHE-04`).
    public var requirementIDs: [String]
    /// The scenario's name (an outline's row included).
    public var scenario: String
    /// The platform it runs on (`ios`, `tvos`).
    public var platform: String
    /// The level of its rule (`must`, `should`, `info`), or `nil` when it has none.
    public var level: String?
    /// Where it is written, relative to the specs folder (`caching.feature:117`).
    public var location: String

    /// How Swift Testing names the case: its ID.
    public var testDescription: String { id }

    /// Every scenario of the specs on each of its platforms, in spec order; `selection` narrows them.
    ///
    /// `specs` is a folder of specs to read instead of the suite's own.
    /// - Throws: ``ConformanceRunFailure`` when the specs do not load (their problems, as `file:line:column`).
    public static func all(specs: URL? = nil, selection: ConformanceSelection = .init()) throws -> [ConformanceScenario] {
        let suite: ConformanceSuite
        do {
            suite = try ConformanceSuite.load(from: specs ?? ConformanceSuite.packagedSpecs)
        } catch {
            throw ConformanceRunFailure(exitCode: 2, message: error.problems.map(\.description).joined(separator: "\n"))
        }
        return suite.announcedResults(.init(filters: selection.filters, platform: selection.platform)).map { result in
            ConformanceScenario(
                id: result.id, requirementIDs: result.requirementIDs, scenario: result.scenario, platform: result.platform.rawValue,
                level: result.level?.rawValue, location: result.location)
        }
    }
}
