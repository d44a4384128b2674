import Foundation

extension TestResultPredicate {
    /// The configuration descriptor of the specs: their folder's digest (``SpecFile/digest(of:)``).
    package static let specsName = "specs"
    /// The configuration descriptor of the run's settings.
    package static let runName = "run"
    /// The configuration descriptor of the baseline, when the run applied one.
    package static let baselineName = "baseline"

    /// What `run` ran with, as resource descriptors:
    /// - `specs`: the specs folder's SHA-256 digest (results.json's `metadata.specsDigest`), annotated with the suite
    ///   and what a PASSED verdict under them certifies;
    /// - `run`: the settings that reproduce the run (suite, program, implementation and what it declares,
    ///   profile, mode, testee command and where it ran, filters, platform, strictness) as annotations, and as digest the
    ///   SHA-256 of those annotations in compact JSON with sorted keys (``ResourceAnnotations/canonicalSHA256``);
    /// - `baseline`: the baseline file's SHA-256 digest and its path, when the run applied one.
    package static func configuration(of run: SuiteRun, profile: String?, filters: [String], baselineSHA256: String?) -> [ResourceDescriptor] {
        let metadata = run.metadata
        var specs = ResourceAnnotations()
        specs.suite = metadata.suite
        specs.certifies = metadata.certifies
        var settings = ResourceAnnotations()
        settings.suite = metadata.suite
        settings.program = metadata.program
        settings.implementation = run.implementation
        settings.implementationVersion = metadata.implementationVersion.isEmpty ? nil : metadata.implementationVersion
        settings.sdkVersion = metadata.sdkVersion.isEmpty ? nil : metadata.sdkVersion
        settings.profile = profile
        settings.mode = metadata.mode?.rawValue
        settings.testee = metadata.testee
        settings.testeeRuntime = metadata.testeeRuntime?.summary
        settings.filters = filters
        settings.platform = metadata.platformFilter
        settings.strict = metadata.strict
        var descriptors = [
            ResourceDescriptor(name: specsName, sha256: hex(of: metadata.specsDigest), annotations: specs),
            ResourceDescriptor(name: runName, sha256: settings.canonicalSHA256, annotations: settings),
        ]
        if let baselineSHA256 {
            var baseline = ResourceAnnotations()
            baseline.path = metadata.baseline
            descriptors.append(ResourceDescriptor(name: baselineName, sha256: baselineSHA256, annotations: baseline))
        }
        return descriptors
    }

    /// The hex digits of a `sha256:` digest as results.json writes it.
    package static func hex(of digest: String) -> String {
        digest.hasPrefix("sha256:") ? String(digest.dropFirst("sha256:".count)) : digest
    }
}
