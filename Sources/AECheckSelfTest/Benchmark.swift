import AccessEnablerConformance
import ConformanceKit
import Foundation
import ReferenceAccessEnabler

/// `aecheck bench`: how fast the suite runs and how much memory it takes. Prints figures; asserts nothing.
enum Benchmark {
    /// Loads the specs, runs the whole suite `runs` times per reference profile, and reports wall time,
    /// scenarios per second and peak memory.
    static func text(specs: URL, runs: Int = 3) -> String? {
        let clock = ContinuousClock()
        var lines: [String] = []
        var suite: ConformanceSuite?
        let load = clock.measure { suite = try? ConformanceSuite.load(from: specs) }
        guard let suite else { return nil }
        lines.append("load and check the specs: \(format(load)) (\(suite.specs.count) files, \(suite.scenarios().count) scenarios)")
        for profile in ReferenceAccessEnabler.profiles {
            let implementation = ReferenceAccessEnabler.implementation(profile: profile)
            var results = 0
            let times = (0..<runs).map { _ in clock.measure { results = suite.run(implementation, timestamp: "").results.count } }
            let best = times.min()!
            let perSecond = Double(results) / seconds(best)
            lines.append("run against \(implementation.name): best of \(runs) \(format(best)), median \(format(times.sorted()[runs / 2])), "
                + "\(results) results, \(Int(perSecond)) results/s")
        }
        let campaign = clock.measure { _ = MutationCampaign.run(suite) }
        lines.append("mutation campaign (\(ReferenceFault.allCases.count) faults × \(ReferenceAccessEnabler.profiles.count) profiles, 2 threads): \(format(campaign))")
        lines.append("peak memory (max resident set): \(peakMemoryMiB()) MiB")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (s, attoseconds) = duration.components
        return Double(s) + Double(attoseconds) / 1e18
    }

    private static func format(_ duration: Duration) -> String {
        String(format: "%.3f s", seconds(duration))
    }

    private static func peakMemoryMiB() -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return String(format: "%.1f", Double(usage.ru_maxrss) / 1024) // Linux reports KiB.
    }
}
