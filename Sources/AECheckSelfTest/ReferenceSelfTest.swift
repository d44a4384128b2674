import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import AECheckCLI
import AECheckRun
import Foundation
import ReferenceAccessEnabler

/// The self-test of this package: the reference, its named faults and profiles, the mutation campaign
/// and the benchmark. Only this package's `aecheck` and tests use it; a port never links it.
package struct ReferenceSelfTest: SelfTest {
    package init() {}

    package func reference(faults names: [String], alternatives alternativeNames: [String], profile text: String?) -> Result<AccessEnablerImplementation, ReferenceUsageError> {
        var faults: Set<ReferenceFault> = []
        var alternatives: Set<ReferenceAlternative> = []
        if let path = names.lazy.compactMap(PathFault.init(rawValue:)).first {
            guard names.count == 1, alternativeNames.isEmpty else {
                return .failure(ReferenceUsageError("the path fault '\(path.rawValue)' goes alone, without other faults or alternatives"))
            }
            return profile(text).map { path.implementation(profile: $0) }
        }
        for name in names {
            guard let fault = ReferenceFault(rawValue: name) else {
                return .failure(ReferenceUsageError("unknown fault '\(name)'; 'aecheck faults' lists them"))
            }
            faults.insert(fault)
        }
        for name in alternativeNames {
            guard let alternative = ReferenceAlternative(rawValue: name) else {
                return .failure(ReferenceUsageError("unknown alternative '\(name)'; 'aecheck alternatives' lists them"))
            }
            alternatives.insert(alternative)
        }
        return profile(text).map { ReferenceAccessEnabler.implementation(faults: faults, alternatives: alternatives, profile: $0) }
    }

    /// The SDK profile `text` names (1.10 when `nil`), if the reference plays it.
    private func profile(_ text: String?) -> Result<SDKVersion, ReferenceUsageError> {
        guard let text else { return .success(SDKVersion(1, 10)) }
        guard let version = SDKVersion(text), ReferenceAccessEnabler.profiles.contains(version) else {
            let profiles = ReferenceAccessEnabler.profiles.map(\.description).joined(separator: ", ")
            return .failure(ReferenceUsageError("the reference plays SDK \(profiles), not '\(text)'"))
        }
        return .success(version)
    }

    package var faultList: String {
        ReferenceFault.allCases.map { "\($0.rawValue)  breaks \($0.violates.joined(separator: ", ")): \($0.summary)" }
            .joined(separator: "\n") + "\n\nPath faults (around the reference, on paths no written scenario walks; see aecheck explore):\n"
            + PathFault.allCases.map { "\($0.rawValue)  breaks \($0.violates): \($0.summary)" }.joined(separator: "\n") + "\n"
    }

    package func alternativeList(_ suite: ConformanceSuite, specs: URL) -> String {
        AlternativeListing.text(suite, specs: specs)
    }

    package func mutants(_ suite: ConformanceSuite, shard: Shard?, jobs: Int?, progress: (String) -> Void) -> (report: String, complete: Bool) {
        // A shard takes its block of the faults and its block of the alternatives.
        let faultPart = shard.map { $0.part(of: ReferenceFault.allCases) } ?? ReferenceFault.allCases
        let alternativePart = shard.map { $0.part(of: ReferenceAlternative.allCases) } ?? ReferenceAlternative.allCases
        // The campaigns tell `progress` only while they run, on this thread.
        var (faults, alternatives) = withoutActuallyEscaping(progress) { progress in
            (MutationCampaign.run(suite, faults: faultPart, parallelism: jobs ?? campaignParallelism, progress: progress),
             AlternativeCampaign.run(suite, alternatives: alternativePart, parallelism: jobs ?? campaignParallelism, progress: progress))
        }
        faults.isPartial = shard.map { $0.count > 1 } ?? false
        let heading = shard.map { "Shard \($0) of the campaigns: faults \(faultPart.count) of \(ReferenceFault.allCases.count), "
            + "alternatives \(alternativePart.count) of \(ReferenceAlternative.allCases.count)\n\n" } ?? ""
        return (heading + "Every rule can fail: each named fault of the reference, caught on its rule\n\n" + faults.render()
                    + "\nEvery legitimate port passes: each named alternative of the reference, passed\n\n" + alternatives.render(),
                faults.isComplete && alternatives.isComplete)
    }

    package func generatedMutants(
        _ suite: ConformanceSuite, manifest: URL, triage: URL?, mutant: Int?, jobs: Int?, specs: URL, progress: (String) -> Void
    ) -> Result<(report: String, complete: Bool), ReferenceUsageError> {
        if let mutant {
            return .success((GeneratedMutantCampaign.line(mutant, GeneratedMutantCampaign.judge(mutant, suite: suite)) + "\n", true))
        }
        let mutants: [GeneratedMutantCampaign.Mutant]
        do {
            mutants = try GeneratedMutantCampaign.mutants(in: try Data(contentsOf: manifest))
        } catch {
            return .failure(ReferenceUsageError("cannot read the mutants of \(manifest.path): \(error); Tests/Mutation/generate.py writes it"))
        }
        var entries: [String: GeneratedMutantCampaign.Triage] = [:]
        if let triage {
            guard let text = try? String(contentsOf: triage, encoding: .utf8) else {
                return .failure(ReferenceUsageError("cannot read the triage file \(triage.path)"))
            }
            let read = GeneratedMutantCampaign.triage(in: text)
            if let problem = read.problems.first { return .failure(ReferenceUsageError("\(triage.path): \(problem)")) }
            entries = read.entries
        }
        let program = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
        let manifestPath = manifest.path, specsPath = specs.path
        let campaign = withoutActuallyEscaping(progress) { progress in
            GeneratedMutantCampaign.run(
                mutants, triage: entries, program: program,
                command: { ["mutants", "--generated", manifestPath, "--specs", specsPath, "--mutant", "\($0)"] },
                jobs: jobs ?? campaignParallelism, progress: progress)
        }
        return .success(("Mistakes nobody named: each generated mutant of the reference, judged by the verdict\n\n" + campaign.render(), campaign.isComplete))
    }

    package func bench(specs: URL, scope: BenchScope) -> String? {
        Benchmark.text(specs: specs, scope: scope)
    }
}
