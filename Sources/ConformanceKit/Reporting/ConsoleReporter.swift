/// Writes a ``SuiteRun`` as plain text for a terminal or a CI log.
///
/// ```
/// PASS  [AUTHN-01] Sign in [ios]
/// FAIL  [AUTHN-03] Token refresh [ios]
///       expected a refreshed token
/// ERROR Logout [tvos]
///       adapter crashed
/// N/A   Picker [tvos]
///       not targeted
///
/// Results: 1 passed, 1 failed, 1 errors, 1 not applicable (4 scenarios, implementation reference)
/// 1 passed, 2 failed, 1 skipped
/// ```
///
/// A result that did not pass has its message on the next line, indented; with `verbose` its
/// details follow, indented too (passed results stay one line). The last line counts errors as
/// failed and not-applicable results as skipped. Control characters other than tab and line
/// breaks, DEL, U+FFFE and U+FFFF are shown as `\u001B` so output cannot drive the terminal.
package enum ConsoleReporter: Sendable {
    /// Renders `run` as text ending with a newline; the same input always gives the same text.
    /// Failures of non-binding rules (see ``SuiteRun/warnings(strict:)``) are counted in a line of their own.
    package static func render(_ run: SuiteRun, verbose: Bool) -> String {
        run.results.map { result(for: $0, verbose: verbose) }.joined() + summary(run)
    }

    /// The lines of one result, as a run prints them when it finishes (ending with a newline).
    package static func result(for result: ScenarioResult, verbose: Bool) -> String {
        var lines = [label(result.outcome) + oneLine(result.displayName)]
        if let reason = result.expectedFailure { lines[0] += "   (expected by the baseline: \(oneLine(reason)))" }
        if result.outcome != .passed {
            if let message = result.message { lines += indented(message) }
            if verbose { lines += indented(result.details) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The closing block: a blank line, the warnings, the verdict per level, and the totals, judged as the run's
    /// grading says (``RunMetadata/strict``).
    package static func summary(_ run: SuiteRun) -> String {
        let strict = run.metadata.strict
        let (passed, failed) = (run.count(.passed), run.count(.failed))
        let (errors, notApplicable) = (run.count(.error), run.count(.notApplicable))
        var lines = [""]
        let warnings = run.warnings(strict: strict).count
        if warnings > 0 {
            lines.append("Warnings: \(warnings) failed scenario(s) of @should or @info rules do not decide the verdict"
                + (strict ? " (@info only)" : "; --strict counts @should"))
        }
        let expected = run.results.filter { $0.expectedFailure != nil }.count
        if expected > 0 {
            lines.append("Baseline: \(expected) failed scenario(s) are expected failures and do not decide the verdict")
        }
        lines += (run.baselineWarnings ?? []).map { "Baseline entry \(oneLine($0))" }
        lines += run.baselineProblems.map { "Baseline \(oneLine($0))" }
        if run.selectionBinds {
            lines.append(SuiteRun.selectionBindsNote)
        }
        if run.nothingBindingPassed {
            lines.append("No @must scenario passed: a run that shows nothing binding to hold is not a pass")
        }
        if !run.results.isEmpty {
            let summary = RunSummary(run)
            let levels = summary.levels.map { group in
                "@\(group.name) \(group.counts.passed)/\(group.counts.total - group.counts.notApplicable) passed"
            }
            lines.append("Verdict: \(summary.verdict.label)" + (strict ? " (strict)" : "") + " · " + levels.joined(separator: " · "))
        }
        lines.append(
            "Results: \(passed) passed, \(failed) failed, \(errors) errors, \(notApplicable) not applicable "
                + "(\(run.results.count) scenarios, implementation \(oneLine(run.implementation)))"
        )
        lines.append(closingLine(run))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last line, as JUnit counts and as the exit code judges: `failed` counts what decides the verdict (failures
    /// and errors that block, stale or expired baseline entries); failures that do not decide it are `warned`
    /// (`@should` unless strict, `@info`) or `expected` (by a baseline), so that a run that exits 0 never ends with a
    /// failed count, and one that exits 1 never with none.
    package static func closingLine(_ run: SuiteRun) -> String {
        let strict = run.metadata.strict
        var failed = run.blocking(strict: strict).count + run.baselineProblems.count
        let warned = run.warnings(strict: strict).count
        var expected = run.results.filter { $0.expectedFailure != nil && $0.outcome == .failed }.count
        if failed == 0, !run.passes(strict: strict) {
            // No binding scenario passed: the binding failures a baseline expects decide the verdict after all.
            let binding = run.results.filter { $0.expectedFailure != nil && $0.outcome == .failed && ($0.level ?? .must) == .must }.count
            failed = max(1, binding)
            expected -= min(expected, binding)
        }
        return (["\(run.count(.passed)) passed", "\(failed) failed"] + (warned > 0 ? ["\(warned) warned"] : []) + (expected > 0 ? ["\(expected) expected"] : [])
            + ["\(run.count(.notApplicable)) skipped"]).joined(separator: ", ")
    }

    /// The six-character column label for `outcome`.
    static func label(_ outcome: Outcome) -> String {
        switch outcome {
        case .passed: "PASS  "
        case .failed: "FAIL  "
        case .error: "ERROR "
        case .notApplicable: "N/A   "
        }
    }

    /// `text` split into lines (LF, CR LF, CR), each indented six spaces; inner blank lines stay
    /// empty, trailing blank lines are dropped.
    static func indented(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            visible(String($0))
        }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : "      " + $0 }
    }

    /// `text` on one line: each line break becomes a space, controls are made visible.
    package static func oneLine(_ text: String) -> String {
        visible(String(text.map { $0.isNewline ? " " : $0 }))
    }

    /// `text` with controls (but tab, and line feeds when `keepingLineBreaks`), DEL, the C1 controls
    /// (U+0080–U+009F, NEL among them, which some terminals obey as escape sequences), the line and paragraph
    /// separators (U+2028, U+2029), the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069,
    /// which reorder what a line shows), U+FFFE and U+FFFF as `\u` and four uppercase hex digits; with
    /// `keepingLineBreaks`, CR LF and lone CR become LF. Every text from an implementation, a results.json, a
    /// baseline or the environment goes through it before it reaches a terminal or a CI log; what a CI runner
    /// would read as a workflow command is ``CILogText``'s, the last pass over every printed line.
    package static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var out = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if keepingLineBreaks && (scalar == "\n" || scalar == "\r") {
                if !(scalar == "\n" && previousWasCR) { out += "\n" }
            } else if scalar.value == 0x7F || (scalar.value < 0x20 && scalar != "\t") || (0x80...0x9F).contains(scalar.value)
                        || scalar.value == 0x2028 || scalar.value == 0x2029
                        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) || !XMLWriter.isLegal(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
