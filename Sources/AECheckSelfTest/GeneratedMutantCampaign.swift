import AccessEnablerConformance
import ConformanceKit
import Dispatch
import Foundation
import ReferenceAccessEnabler

/// The campaign of generated mutants: mistakes nobody named, made by rewriting the reference
/// (`Tests/Mutation/generate.py`, mutant schemata: one build holds every mutant behind ``GeneratedMutant``).
///
/// Each mutant runs the whole suite in every SDK profile the reference plays, in a process of its own (a
/// mutant may crash the library: that is a failure the suite sees, not the end of the campaign). It is
/// *killed* when the verdict of some profile is FAILED (an error, or a failed check graded `@must`),
/// *caught below must* when only `@should` or `@info` checks fail, and *survives* when every check holds.
/// Every mutant not killed needs a line in the triage file, with its kind and reason:
/// - `equivalent`: no observable difference (say why);
/// - `legitimate`: the seeds and the API reference allow it (it becomes a named alternative);
/// - `gap`: a documented sentence forbids it and no check fails it (a scenario to write);
/// - `below-must`: it breaks only a `@should` or `@info` sentence, and a check of that level fails it.
/// A kind must agree with what the suite did: `equivalent` only where every check held, `below-must` only where a
/// `@should` or `@info` check failed (a `legitimate` one may fail a check below must, as a named alternative may) (a contradiction is listed, and its mutant counts as untriaged).
/// A mutant whose site the reference as shipped never reaches is *unreached*: equivalent without triage.
/// The score is by verdict: killed / (killed + gaps), untriaged survivors counted as gaps.
package struct GeneratedMutantCampaign: Sendable {
    /// One generated mutant, as the generator's manifest (`mutants.json`) describes it.
    package struct Mutant: Sendable, Equatable, Decodable {
        package var id: Int
        /// Stable across edits elsewhere in the file: file, operator, a digest of the line, the occurrence.
        package var key: String
        package var file: String
        package var line: Int
        package var `operator`: String
        package var original: String
        package var mutated: String

        /// Creates a mutant.
        package init(id: Int, key: String, file: String, line: Int, operator: String, original: String, mutated: String) {
            (self.id, self.key, self.file, self.line) = (id, key, file, line)
            (self.operator, self.original, self.mutated) = (`operator`, original, mutated)
        }
    }

    /// What the suite did to one mutant.
    package enum Outcome: String, Sendable, Equatable {
        /// The verdict was FAILED in some profile.
        case killed
        /// Only checks graded `@should` or `@info` failed.
        case caughtBelowMust = "below-must"
        /// Every check held.
        case survived
        /// The reference as shipped never ran the mutant's site in any scenario: the mutant changes nothing the
        /// suite runs (a line only a named fault or alternative reaches). Equivalent, without triage.
        case unreached
    }

    /// A triage line: the kind the triage gives a mutant the suite does not kill, and why.
    package struct Triage: Sendable, Equatable {
        package enum Kind: String, Sendable, CaseIterable {
            case equivalent, legitimate, gap
            case belowMust = "below-must"

            /// Whether a mutant the suite treated so may be of this kind: an equivalent one changes nothing a check
            /// sees, a below-must one fails a check below must, a legitimate one fails none at must (as a named
            /// alternative may fail a `@should` check of a rule it departs from), and a gap is what no check decides.
            package func agrees(with outcome: Outcome) -> Bool {
                switch self {
                case .equivalent: outcome == .survived
                case .belowMust: outcome == .caughtBelowMust
                case .legitimate: outcome == .survived || outcome == .caughtBelowMust
                case .gap: outcome == .survived || outcome == .caughtBelowMust
                }
            }
        }

        package var kind: Kind
        package var reason: String

        /// Creates a triage line.
        package init(kind: Kind, reason: String) {
            self.kind = kind
            self.reason = reason
        }
    }

    /// One mutant's result.
    package struct Result: Sendable, Equatable {
        package var mutant: Mutant
        package var outcome: Outcome
        /// The requirement IDs that failed (at any level), sorted.
        package var failedRequirements: [String]

        /// Creates a result.
        package init(mutant: Mutant, outcome: Outcome, failedRequirements: [String]) {
            self.mutant = mutant
            self.outcome = outcome
            self.failedRequirements = failedRequirements
        }
    }

    package var results: [Result]
    /// The triage by key.
    package var triage: [String: Triage]

    /// A campaign of these results, held to `triage`.
    package init(results: [Result], triage: [String: Triage]) {
        self.results = results
        self.triage = triage
    }

    /// The manifest's mutants.
    package static func mutants(in manifest: Data) throws -> [Mutant] {
        struct Manifest: Decodable { var mutants: [Mutant] }
        return try JSONDecoder().decode(Manifest.self, from: manifest).mutants
    }

    /// The triage of a triage file: `KEY<tab>KIND<tab>REASON` a line; `#` starts a comment line. Lines that
    /// cannot be read are returned as problems.
    package static func triage(in text: String) -> (entries: [String: Triage], problems: [String]) {
        var entries: [String: Triage] = [:]
        var problems: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            guard fields.count == 3, let kind = Triage.Kind(rawValue: fields[1]), !fields[2].isEmpty else {
                problems.append("line \(number + 1): expected KEY<tab>KIND<tab>REASON with KIND one of "
                    + Triage.Kind.allCases.map(\.rawValue).joined(separator: ", "))
                continue
            }
            if kind == .legitimate, alternative(namedIn: fields[2]) == nil {
                problems.append("line \(number + 1): a legitimate mutant becomes a named alternative: end the reason with its name in brackets, "
                    + "[name], one of `aecheck alternatives`")
                continue
            }
            entries[fields[0]] = Triage(kind: kind, reason: fields[2])
        }
        return (entries, problems)
    }

    /// The named alternative a `legitimate` triage reason ends with, `[name]`, when the reference has it.
    package static func alternative(namedIn reason: String) -> ReferenceAlternative? {
        guard let open = reason.lastIndex(of: "["), let close = reason.lastIndex(of: "]"), open < close else { return nil }
        return ReferenceAlternative(rawValue: String(reason[reason.index(after: open)..<close]))
    }

    /// Runs the suite against `mutant` turned on, in every profile, on this thread.
    package static func judge(_ mutant: Int, suite: ConformanceSuite) -> (outcome: Outcome, failedRequirements: [String]) {
        var failed: Set<String> = []
        var killed = false
        var reached = false
        for profile in ReferenceAccessEnabler.profiles {
            let (run, reachedHere) = GeneratedMutant.with(mutant) {
                suite.run(ReferenceAccessEnabler.implementation(profile: profile), timestamp: "", threads: 1)
            }
            reached = reached || reachedHere
            killed = killed || !run.passes(strict: false)
            failed.formUnion(run.results.filter { $0.outcome == .failed || $0.outcome == .error }.flatMap(\.requirementIDs))
        }
        if !reached { return (.unreached, []) }
        return (killed ? .killed : failed.isEmpty ? .survived : .caughtBelowMust, failed.sorted())
    }

    /// The line a mutant's process prints: `mutant N OUTCOME IDS`.
    package static func line(_ mutant: Int, _ judged: (outcome: Outcome, failedRequirements: [String])) -> String {
        "mutant \(mutant) \(judged.outcome.rawValue) \(judged.failedRequirements.joined(separator: ","))"
    }

    /// Reads a mutant process's line back; a process that died or printed something else killed its mutant
    /// (the library crashed, as a port's crash errs its scenario).
    package static func outcome(fromProcessOutput output: String, exitedNormally: Bool) -> (outcome: Outcome, failedRequirements: [String]) {
        guard exitedNormally, let line = output.split(separator: "\n").last(where: { $0.hasPrefix("mutant ") }) else {
            return (.killed, ["(the library crashed)"])
        }
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let outcome = Outcome(rawValue: fields[2]) else { return (.killed, ["(unreadable)"]) }
        let ids = fields.count > 3 ? fields[3].split(separator: ",").map(String.init) : []
        return (outcome, ids)
    }

    /// Mutants that need a triage line: not killed, and reached.
    package var triaged: [Result] { results.filter { $0.outcome != .killed && $0.outcome != .unreached } }
    /// Mutants not killed, reached, and not triaged, or triaged with a kind what the suite did contradicts.
    package var untriaged: [Result] {
        triaged.filter { result in triage[result.mutant.key].map { !$0.kind.agrees(with: result.outcome) } ?? true }
    }
    /// Triage lines whose kind what the suite did contradicts: a mutant some check fails called equivalent,
    /// a survivor called below-must.
    package var contradictions: [String] {
        triaged.compactMap { result in
            guard let entry = triage[result.mutant.key], !entry.kind.agrees(with: result.outcome) else { return nil }
            let observed = result.outcome == .survived ? "every check held"
                : "checks below must failed (\(result.failedRequirements.joined(separator: ",")))"
            return "\(result.mutant.key) is triaged \(entry.kind.rawValue), but \(observed)"
        }
    }
    /// Triage lines whose key no mutant has any more (the reference changed there), or whose mutant needs no
    /// triage now (the suite kills it: a gap closed by a scenario; or the reference never reaches it).
    package var staleTriage: [String] {
        let needing = Set(triaged.map(\.mutant.key))
        return triage.keys.filter { !needing.contains($0) }.sorted()
    }
    /// Killed mutants.
    package var killed: Int { results.filter { $0.outcome == .killed }.count }
    /// Gaps: mutants triaged `gap`, and untriaged ones that survived.
    package var gaps: Int {
        triaged.filter { result in
            if let entry = triage[result.mutant.key], entry.kind.agrees(with: result.outcome) { return entry.kind == .gap }
            return result.outcome == .survived
        }.count
    }
    /// killed / (killed + gaps).
    package var score: Double { killed + gaps == 0 ? 1 : Double(killed) / Double(killed + gaps) }

    /// Whether the campaign is complete: every mutant not killed is triaged and no triage line is stale.
    package var isComplete: Bool { untriaged.isEmpty && staleTriage.isEmpty }

    /// The report: each mutant not killed with its triage, the counts by outcome and kind, the score.
    package func render() -> String {
        var lines: [String] = []
        for result in triaged {
            let mutant = result.mutant
            let kind = triage[mutant.key].map { "\($0.kind.rawValue): \($0.reason)" } ?? "UNTRIAGED"
            lines.append("\(result.outcome.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) #\(mutant.id) \(mutant.file):\(mutant.line) "
                + "\(mutant.operator) [\(mutant.key)]" + (result.failedRequirements.isEmpty ? "" : " (fails \(result.failedRequirements.joined(separator: ",")))"))
            lines.append("           \(mutant.original)  →  \(mutant.mutated)")
            lines.append("           \(kind)")
        }
        var byKind: [String: Int] = [:]
        for result in triaged {
            byKind[triage[result.mutant.key]?.kind.rawValue ?? "untriaged", default: 0] += 1
        }
        lines.append("")
        lines.append("generated mutants: \(results.count); killed by the verdict \(killed); caught below must "
            + "\(results.filter { $0.outcome == .caughtBelowMust }.count); survived \(results.filter { $0.outcome == .survived }.count); "
            + "unreached by the reference as shipped (equivalent) \(results.filter { $0.outcome == .unreached }.count)")
        lines.append("triage: " + (byKind.isEmpty ? "nothing to triage" : byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
        for contradiction in contradictions { lines.append("contradicted triage line (its mutant counts as untriaged): \(contradiction)") }
        if !staleTriage.isEmpty { lines.append("stale triage lines (no such mutant any more, or it needs none: killed or unreached): \(staleTriage.joined(separator: ", "))") }
        lines.append(String(format: "mutation score by verdict: %d/%d (%.1f%%): killed / (killed + gaps)", killed, killed + gaps, score * 100))
        return lines.joined(separator: "\n") + "\n"
    }
}

extension GeneratedMutantCampaign {
    /// How long one mutant's process may take: a mutant that makes the library loop is ended there, and killed (a
    /// port that hangs errs its scenario). Judging one takes seconds in a release build.
    package static let processLimit: Duration = .seconds(600)

    /// Runs every mutant of `mutants` in a process of its own, `jobs` at a time: `command` gives the arguments
    /// of the program that judges one mutant (``judge(_:suite:)``) and prints its ``line(_:_:)``. A process still
    /// running after `limit` is ended, and its mutant killed.
    package static func run(
        _ mutants: [Mutant], triage: [String: Triage], program: URL, command: @escaping @Sendable (Int) -> [String], jobs: Int,
        limit: Duration = processLimit, progress: ((String) -> Void)? = nil
    ) -> GeneratedMutantCampaign {
        let tell = progress.map { CampaignProgress(label: "mutants: generated", total: mutants.count, say: $0).callAsFunction }
        let results = mutants.concurrentMap(parallelism: jobs, progress: tell) { mutant in
            let process = Process()
            process.executableURL = program
            process.arguments = command(mutant.id)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            var text = ""
            var normal = false
            let overdue = Overdue()
            do {
                try process.run()
                let pid = process.processIdentifier
                let end = DispatchWorkItem { overdue.mark(); kill(pid, SIGKILL) }
                let (seconds, attoseconds) = limit.components
                DispatchQueue.global().asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: end)
                let data = output.fileHandleForReading.readDataToEndOfFile()
                // Cancelled before the process is reaped, so that its number cannot belong to another yet.
                end.cancel()
                process.waitUntilExit()
                text = String(decoding: data, as: UTF8.self)
                normal = process.terminationReason == .exit && process.terminationStatus == 0
            } catch {
                text = ""
            }
            let judged: (outcome: Outcome, failedRequirements: [String]) = overdue.happened ? (.killed, ["(no answer within \(limit))"])
                : outcome(fromProcessOutput: text, exitedNormally: normal)
            return Result(mutant: mutant, outcome: judged.outcome, failedRequirements: judged.failedRequirements)
        }
        return GeneratedMutantCampaign(results: results, triage: triage)
    }
}

/// Whether a mutant's process ran past its limit (set on the timer's thread, read on the campaign's).
private final class Overdue: @unchecked Sendable {
    private let lock = NSLock()
    private var flag = false
    func mark() { lock.withLock { flag = true } }
    var happened: Bool { lock.withLock { flag } }
}
