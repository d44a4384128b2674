/// A run's compliance badge, for a port's README: the verdict as a colour and the `@must` requirements that
/// passed over those that ran (`AccessEnabler 1.10 | 140/140 must`); ``svg()`` draws it.
///
/// Counts are of requirements, graded as the reports grade them: a `@must` requirement (or one without a
/// level, which binds as `@must` does) ran unless it was not run, had no scenario, or was not applicable; it
/// passed when every scenario that ran passed.
package struct ConformanceBadge: Sendable, Equatable {
    /// The message's colour: what the run's verdict says.
    package enum Tone: String, Sendable, Equatable, CaseIterable {
        /// Passed, and nothing failed: every `@must` and `@should` requirement that ran passed.
        case passed
        /// Passed with warnings (`@should` or `@info` failures) or with failures a baseline expects.
        case warning
        /// Failed.
        case failed
        /// No `@must` requirement ran, and nothing failed: nothing to vouch for.
        case nothingChecked = "nothing-checked"

        /// The fill, dark enough for white text (contrast at least 4.5:1).
        package var colour: String {
            switch self {
            case .passed: "#1a7f37"
            case .warning: "#9a6700"
            case .failed: "#cf222e"
            case .nothingChecked: "#6b6b6b"
            }
        }
    }

    /// The left text (`AccessEnabler 1.10`), made visible and cut to fit.
    package var label: String
    /// The right text (`140/140 must`, `failed · 120/140 must`).
    package var message: String
    package var tone: Tone
    /// What the badge says in words, for screen readers and as its tooltip: the implementation, its
    /// version, the verdict and the counts.
    package var description: String
    /// `@must` requirements that passed, and those that ran.
    package var mustPassed: Int
    package var mustRan: Int

    /// The widest a label is drawn, in pixels; a longer one is cut and ends with `…`.
    package static let maxLabelWidth = 180.0

    /// The badge of `run`, judged as it was run (strictly or not); `label` replaces `<subject> <SDK version>`, where
    /// `subject` is what the suite checks (`AccessEnabler`).
    package init(_ run: SuiteRun, label: String? = nil, subject: String) {
        // A failure is expected only by a baseline the run applied: a results.json that records none has none.
        var run = run
        if run.metadata.baseline == nil { for index in run.results.indices { run.results[index].expectedFailure = nil } }
        let report = ComplianceReport(run, subject: subject)
        let ran = report.judgedRows
        (mustPassed, mustRan) = report.mustRequirements
        let warnings = ran.filter { $0.status == .warning }.count
        let expected = ran.filter { $0.status == .expectedFailure }.count
        let verdict = report.summary.verdict
        let count = "\(mustPassed)/\(mustRan) must"
        var notes: [String] = []
        if warnings > 0 { notes.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        if expected > 0 { notes.append("\(expected) baselined") }
        if verdict == .failed {
            tone = .failed
            message = "failed · " + count
        } else if mustRan == 0 {
            tone = .nothingChecked
            message = "no must checked"
        } else {
            tone = notes.isEmpty ? .passed : .warning
            message = ([count] + notes).joined(separator: " · ")
        }
        let sdk = run.metadata.sdkVersion
        self.label = BadgeText.shown(label ?? (sdk.isEmpty ? subject : "\(subject) \(sdk)"), maxWidth: Self.maxLabelWidth)
        let version = run.metadata.implementationVersion
        let implementation = BadgeText.shown(run.implementation + (version.isEmpty ? "" : " " + version), maxWidth: 600)
        var words = "\(implementation): \(verdict.label); \(mustPassed) of \(mustRan) @must requirements passed"
        if warnings > 0 { words += ", \(warnings) @should or @info requirement\(warnings == 1 ? "" : "s") failed" }
        if expected > 0 { words += ", \(expected) requirement\(expected == 1 ? "" : "s") failed as a baseline expects" }
        description = words
    }
}
