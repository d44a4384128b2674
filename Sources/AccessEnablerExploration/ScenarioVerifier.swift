import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Foundation
import Gherkin

/// Runs a printed scenario the way the suite would once it is pasted into its spec file: the file is read
/// from the specs folder, the scenario pasted under its rule, the specs checked (syntax, house rules, steps,
/// silence), and the scenario run against the implementation explored and against the reference.
struct ScenarioVerifier {
    let suite: ConformanceSuite
    let specsFolder: URL

    /// How `scenario` (named `name`, under requirement `id`) behaves on `implementation` and on each of
    /// `references` (the reference in each profile it plays: the first is the one explored against), on
    /// `platform`; and the version tag it needs to pass on every reference that declares it applies.
    func verify(
        _ scenario: String, named name: String, underRequirement id: String, platform: Platform,
        implementation: AccessEnablerImplementation, references: [AccessEnablerImplementation]
    ) -> ShrunkScenario.Verification {
        guard let requirement = suite.requirement(id) else {
            return .init(note: "no rule of requirement \(id) in the specs to paste it under")
        }
        let url = specsFolder.appendingPathComponent(requirement.path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .init(note: "cannot read \(requirement.path) to paste it into")
        }
        let spec: SpecFile
        do {
            let pasted = try ShrunkScenario.paste(scenario, underRequirement: id, into: String(decoding: data, as: UTF8.self), path: requirement.path)
            let document = try GherkinParser.parse(pasted, uri: requirement.path)
            spec = SpecFile(path: requirement.path, document: document, pickles: PickleCompiler.compile(document))
        } catch {
            return .init(note: "pasted, the spec does not parse: \(error)")
        }
        let specs = suite.specs.map { $0.path == spec.path ? spec : $0 }
        let problems = ConformanceSuite.problems(in: specs, trace: suite.trace)
        if let problem = problems.first {
            return .init(note: "pasted, the specs do not load: \(problem)")
        }
        let single = ConformanceSuite(specs: [spec], trace: suite.trace)
        let selection = ConformanceSuite.Selection(filter: name, platform: platform)
        func result(_ implementation: AccessEnablerImplementation) -> ScenarioResult? {
            single.run(implementation, selection, timestamp: "").results.first { $0.scenario == name }
        }
        var verification = ShrunkScenario.Verification()
        if let faulty = result(implementation) {
            verification.failsOnImplementation = faulty.outcome == .failed || faulty.outcome == .error
            verification.failingStep = faulty.failure?.step
            if faulty.outcome == .notApplicable { verification.note = "not applicable to the implementation: \(faulty.message ?? "")" }
        }
        if let reference = references.first, let passed = result(reference) {
            verification.passesOnReference = passed.outcome == .passed
            if passed.outcome != .passed, let failure = passed.failure {
                let actual = failure.actual.map { $0.count > 160 ? " (" + $0.prefix(157) + "...)" : " (\($0))" } ?? ""
                verification.note = "on the reference: \(failure.step): \(failure.message)" + actual
            }
        }
        return verification
    }

    /// The SDK versions of the references (after the first) on which `scenario`, pasted without a version
    /// tag, fails.
    func failingVersions(_ scenario: String, named name: String, underRequirement id: String, platform: Platform,
                         references: [AccessEnablerImplementation]) -> [SDKVersion] {
        references.dropFirst().filter { reference in
            let verification = verify(scenario, named: name, underRequirement: id, platform: platform, implementation: reference, references: [])
            return verification.failsOnImplementation == true && verification.note == nil
        }.map(\.capabilities.sdkVersion)
    }

    /// The version tag a scenario needs that passes on the reference of `version` and fails on those of
    /// `failing`: `since-v` when every failing version is older than the oldest passing one from which on all
    /// pass, else `profile-version`; `nil` when none fails.
    static func versionTag(passingOn version: SDKVersion, failingOn failing: [SDKVersion], among all: [SDKVersion]) -> String? {
        guard let newestFailing = failing.max() else { return nil }
        if let since = all.filter({ $0 > newestFailing }).min(), since <= version { return "since-\(since)" }
        return "profile-\(version)"
    }
}
