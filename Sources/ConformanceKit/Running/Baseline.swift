import Foundation

/// Expected failures: what a port with known gaps lists so that CI gates on everything else.
///
/// A baseline file is JSON:
///
/// ```json
/// {
///   "format": "aecheck-baseline/1",
///   "expectedFailures": [
///     { "requirement": "CACHE-04", "platform": "tvos", "reason": "media tokens cached until 2.3",
///       "link": "https://tracker.example/PORT-12", "expires": "2027-03-31" }
///   ]
/// }
/// ```
///
/// An entry names a `requirement`, a `scenario` (its name as reports show it, without platform), or
/// both; `platform` narrows it; `reason` is required; `link` and `expires` (`YYYY-MM-DD`, the last day it
/// holds) and `level` (of the failure it was written from) are optional. Applied to a run, an entry covers
/// every failed scenario it matches: those no longer decide the verdict. The run still fails on a failure no
/// entry covers, on an entry whose scenarios all ran and passed (stale: remove it; only a warning for an entry
/// whose `level` is below `must`), and on an entry past its expiry date.
/// An entry whose scenarios did not run (filtered out, or not applicable) is neither.
package struct Baseline: Sendable, Equatable, Codable {
    /// The format this version reads and writes.
    package static let format = "aecheck-baseline/1"

    /// One expected failure.
    package struct Entry: Sendable, Equatable, Codable {
        package var requirement: String?
        package var scenario: String?
        package var platform: String?
        package var reason: String
        package var link: String?
        package var expires: String?
        /// The level of the failure it was written from (`must`, `should`, `info`), as `aecheck baseline` records
        /// it: an entry expecting a failure below `@must` that now passes is a warning, not a failed run (that
        /// failure never decided a non-strict verdict). Without it, staleness fails the run.
        package var level: String?

        /// Creates an entry.
        package init(
            requirement: String?, scenario: String? = nil, platform: String? = nil, reason: String, link: String? = nil, expires: String? = nil,
            level: String? = nil
        ) {
            self.requirement = requirement
            self.scenario = scenario
            self.platform = platform
            self.reason = reason
            self.link = link
            self.expires = expires
            self.level = level
        }

        /// Whether it names `result`.
        package func matches(_ result: ScenarioResult) -> Bool {
            (requirement.map { result.requirementIDs.contains($0) } ?? true)
                && (scenario.map { $0 == result.scenario } ?? true)
                && (platform.map { $0 == result.platform } ?? true)
        }

        /// How messages name it: `CACHE-04 "scenario" [tvos]`.
        package var label: String {
            [requirement, scenario.map { "\"\($0)\"" }, platform.map { "[\($0)]" }].compactMap { $0 }.joined(separator: " ")
        }
    }

    package var format: String
    package var expectedFailures: [Entry]

    /// Creates a baseline.
    package init(expectedFailures: [Entry]) {
        format = Self.format
        self.expectedFailures = expectedFailures
    }

    /// A baseline file that cannot be used, and why.
    package struct ReadError: Error, Sendable, CustomStringConvertible {
        package var description: String
        package init(description: String) { self.description = description }
    }

    /// Reads a baseline file's bytes, checking every entry; an entry's platform is one of `platforms` (the
    /// suite's, as its results name them).
    package static func decode(_ data: Data, platforms: Set<String>) throws(ReadError) -> Baseline {
        if let (line, column, what) = JSONStrictness.firstLeniency(in: Array(data)) {
            throw ReadError(description: "not JSON at line \(line), column \(column): \(what), which JSON does not allow")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw ReadError(description: "not a baseline (\(Self.describe(error))); 'aecheck baseline RESULTS.json' writes one")
        }
        guard baseline.format == format else {
            throw ReadError(description: "its format is '\(baseline.format)', not '\(format)'")
        }
        // A key nobody reads (`expire` for `expires`) would make an entry that never matches, silently.
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        if let unknown = object.map({ Set($0.keys).subtracting(["format", "expectedFailures"]) }), let key = unknown.sorted().first {
            throw ReadError(description: "unknown key '\(key)'; a baseline has 'format' and 'expectedFailures'")
        }
        let entries = object?["expectedFailures"] as? [[String: Any]] ?? []
        for (index, entry) in baseline.expectedFailures.enumerated() {
            let place = "expected failure \(index + 1)"
            if index < entries.count, let key = Set(entries[index].keys).subtracting(Self.entryKeys).sorted().first {
                let suggestion = Self.entryKeys.sorted().first { $0.hasPrefix(key) || key.hasPrefix($0) }.map { " (did you mean '\($0)'?)" } ?? ""
                throw ReadError(description: "\(place) (\(entry.label)) has an unknown key '\(key)'\(suggestion); an entry has "
                    + Self.entryKeys.sorted().map { "'\($0)'" }.joined(separator: ", "))
            }
            if let platform = entry.platform, !platforms.contains(platform) {
                throw ReadError(description: "\(place) (\(entry.label)): the platform is " + platforms.sorted().map { "'\($0)'" }.joined(separator: " or ") + ", not '\(platform)'")
            }
            if entry.requirement == nil && entry.scenario == nil {
                throw ReadError(description: "\(place) names neither a requirement nor a scenario")
            }
            if entry.reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                throw ReadError(description: "\(place) (\(entry.label)) gives no reason")
            }
            // The generated reason says nothing: a gap nobody explained would stay expected for ever.
            if entry.reason.contains(placeholderReason) {
                throw ReadError(description: "\(place) (\(entry.label)) still gives the reason 'aecheck baseline' wrote; "
                    + "replace it by why the scenario fails, with a link and an expiry date (or write the baseline with --reason, --link and --expires)")
            }
            if let level = entry.level, RequirementLevel(rawValue: level) == nil {
                throw ReadError(description: "\(place) (\(entry.label)): level '\(level)' is not must, should or info")
            }
            if let expires = entry.expires, !isValidDate(expires) {
                throw ReadError(description: "\(place) (\(entry.label)): expires '\(expires)' is not a date YYYY-MM-DD")
            }
        }
        return baseline
    }

    /// A baseline that expects every failure of `run`, one entry per scenario and platform (with its
    /// requirement, so that one entry cannot hide a new failure elsewhere in that requirement), each with the
    /// level the failure was graded at, in run order. Errors are not expected: an implementation that
    /// crashes or hangs was not judged, and no baseline may turn that into a pass.
    ///
    /// Each entry gets `reason`, `link` and `expires` when given; without a reason, one that says it is to
    /// be replaced, which a run refuses until it is.
    package static func expecting(_ run: SuiteRun, reason: String? = nil, link: String? = nil, expires: String? = nil) -> Baseline {
        var entries: [Entry] = []
        for result in run.results where result.outcome == .failed {
            let entry = Entry(
                requirement: result.requirementIDs.first, scenario: result.scenario,
                platform: result.platform, reason: reason ?? "fails since the run of \(run.timestamp): " + placeholderReason,
                link: link, expires: expires, level: result.gradedLevel?.rawValue)
            if !entries.contains(where: { $0.requirement == entry.requirement && $0.scenario == entry.scenario && $0.platform == entry.platform }) {
                entries.append(entry)
            }
        }
        return Baseline(expectedFailures: entries)
    }

    /// The file's text: sorted keys, two-space indentation, a final newline.
    package func render() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// `run` with the failures this baseline expects marked (``ScenarioResult/expectedFailure``) and its
    /// problems (stale and expired entries) recorded in ``SuiteRun/baselineProblems``; `today` is
    /// `YYYY-MM-DD`. Without `judgingStaleness` (a shard's run: an entry may match results of other shards), no
    /// entry is called stale; `aecheck merge` applies the baseline to the whole again.
    package func apply(to run: SuiteRun, today: String, judgingStaleness: Bool = true) -> SuiteRun {
        var run = run
        // Only failures: an error (the implementation or the harness broke) judged nothing to expect.
        for (index, result) in run.results.enumerated() where result.outcome == .failed {
            if let entry = expectedFailures.first(where: { $0.matches(result) && !isExpired($0, today: today) }) {
                let details = [entry.link, entry.expires.map { "until \($0)" }].compactMap { $0 }
                run.results[index].expectedFailure = entry.reason + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
            }
        }
        for entry in expectedFailures {
            if let expires = entry.expires, let last = Self.dayNumber(expires), let now = Self.dayNumber(today),
               (0..<Self.expiryWarningDays).contains(last - now) {
                let days = last - now
                run.baselineWarnings = (run.baselineWarnings ?? []) + [
                    "expires \(days == 0 ? "today" : "in \(days) day\(days == 1 ? "" : "s")"): \(entry.label) is expected until \(expires); fix it or extend the date"]
            }
            if isExpired(entry, today: today) {
                run.baselineProblems.append("expired: \(entry.label) expected until \(entry.expires ?? ""); fix it or extend the date")
                continue
            }
            let matched = run.results.filter { entry.matches($0) && $0.outcome != .notApplicable }
            if judgingStaleness, !matched.isEmpty, matched.allSatisfy({ $0.outcome == .passed }) {
                if let level = entry.level.flatMap(RequirementLevel.init(rawValue:)), level != .must {
                    run.baselineWarnings = (run.baselineWarnings ?? []) + [
                        "stale: \(entry.label) now passes (it expected a @\(level.rawValue) failure); remove the entry"]
                } else {
                    run.baselineProblems.append("stale: \(entry.label) now passes; remove the entry")
                }
            }
        }
        return run
    }

    private func isExpired(_ entry: Entry, today: String) -> Bool {
        entry.expires.map { $0 < today } ?? false
    }

    /// How many days before an entry expires a run warns of it.
    package static let expiryWarningDays = 14

    /// The day `date` (`YYYY-MM-DD`) is, counted from 1970-01-01, or `nil` when it is no calendar day.
    package static func dayNumber(_ date: String) -> Int? {
        guard isValidDate(date) else { return nil }
        let chars = Array(date)
        var year = Int(String(chars[0...3]))!
        let month = Int(String(chars[5...6]))!, day = Int(String(chars[8...9]))!
        // Civil date to days (H. Hinnant's algorithm): eras of 400 years, years starting in March.
        year -= month <= 2 ? 1 : 0
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The keys an entry may have.
    static let entryKeys: Set<String> = ["requirement", "scenario", "platform", "reason", "link", "expires", "level"]
    /// The reason `expecting(_:)` writes, which its user is to replace.
    package static let placeholderReason = "say why, link the issue, set an expiry"

    /// Whether `text` reads `YYYY-MM-DD` and names a day of the Gregorian calendar (no 2027-02-30).
    package static func isValidDate(_ text: String) -> Bool {
        let pattern = Array("0000-00-00")
        let chars = Array(text)
        guard chars.count == 10, zip(chars, pattern).allSatisfy({ $1 == "0" ? ($0.isASCII && $0.isNumber) : $0 == $1 }) else { return false }
        let year = Int(String(chars[0...3])) ?? 0
        let month = Int(String(chars[5...6])) ?? 0
        let day = Int(String(chars[8...9])) ?? 0
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && (1...days[month - 1]).contains(day)
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "'\(key.stringValue)' missing" + (context.codingPath.isEmpty ? "" : " at \(context.codingPath.map(\.stringValue).joined(separator: "."))")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}
