import Foundation

/// What `aecheck verify` checks of a statement besides its signature: every digest it names against the
/// files at hand, the specs digest against the specs at hand, and its result against results.json.
///
/// - Reports (subjects with the role `report`) resolve against the statement's folder; each must be there
///   with the digest the statement gives.
/// - The implementation's artefacts (role `implementation`) resolve against the working directory by
///   name, or, when the auditor names files (``namedArtefacts``: where the artefacts are now), each named
///   file must have the digest of one of them.
/// - The `specs` descriptor's digest must be that of the specs at hand (``specsDigest``), and results.json's.
/// - The baseline, when the run applied one and it is still at its path, must have its recorded digest.
/// - results.json, read from the report subject of that name, must grade the run as the predicate does
///   (result, passed, warned and failed tests) and hold the configuration the predicate records.
package struct AttestationCheck: Sendable {
    package var statement: InTotoStatement
    /// The folder the statement lies in.
    package var folder: URL
    /// The folder artefact names and the baseline's path resolve against.
    package var workingDirectory: URL
    /// Files that must each have the digest of one of the implementation's artefacts; when empty, the
    /// artefacts are found by their names.
    package var namedArtefacts: [URL]
    /// `sha256:` and the digest of the specs at hand (``SpecFile/digest(of:)``).
    package var specsDigest: String

    /// A check of `statement`, found in `folder`.
    package init(statement: InTotoStatement, folder: URL, workingDirectory: URL, namedArtefacts: [URL] = [], specsDigest: String) {
        self.statement = statement
        self.folder = folder
        self.workingDirectory = workingDirectory
        self.namedArtefacts = namedArtefacts
        self.specsDigest = specsDigest
    }

    /// The results file's name among the reports.
    package static let resultsName = "results.json"

    /// The report subjects, in the statement's order.
    package var reports: [ResourceDescriptor] { statement.subject.filter { $0.annotations?.role == .report } }
    /// The implementation's artefacts, in the statement's order.
    package var artefacts: [ResourceDescriptor] { statement.subject.filter { $0.annotations?.role == .implementation } }

    /// Every problem, in the order of ``AttestationProblem/Part``; empty when the statement holds.
    package func problems() -> [AttestationProblem] {
        guard let results = reports.first(where: { $0.name == Self.resultsName }) else {
            return [AttestationProblem(.statement, "it names no \(Self.resultsName) among its subjects; it is not a statement aecheck certify wrote")]
        }
        var problems = reports.compactMap { check($0, at: folder.appendingPathComponent($0.name), as: .report($0.name)) }
        problems += artefactProblems()
        problems += specsProblems()
        // A results.json that is not the one attested says nothing of the run.
        if problems.contains(where: { $0.part == .report(results.name) }) { return Self.ordered(problems) }
        let url = folder.appendingPathComponent(results.name)
        do {
            let bytes = try BoundedFile.read(url, atMost: results.annotations?.size ?? Self.resultsLimit).get()
            let run = try JSONReporter.decode(Data(bytes))
            problems += resultProblems(run) + configurationProblems(run)
        } catch {
            problems.append(AttestationProblem(.result, "\(results.name) cannot be read: \(error)"))
        }
        return Self.ordered(problems)
    }

    /// `problems` in the order of their parts, in the order found within a part.
    private static func ordered(_ problems: [AttestationProblem]) -> [AttestationProblem] {
        problems.enumerated().sorted { ($0.element.part, $0.offset) < ($1.element.part, $1.offset) }.map(\.element)
    }

    /// A problem when the file at `url` is missing or has not `descriptor`'s digest (or its size, when it gives one).
    private func check(_ descriptor: ResourceDescriptor, at url: URL, as part: AttestationProblem.Part) -> AttestationProblem? {
        guard let expected = descriptor.sha256 else { return AttestationProblem(part, "the statement gives it no sha256 digest") }
        let shown = url.relativePath
        switch BoundedFile.sha256(of: url, declaredSize: descriptor.annotations?.size) {
        case .success(let (actual, _)):
            return actual == expected ? nil : AttestationProblem(part, "\(shown) has SHA-256 \(actual), the statement says \(expected)")
        case .failure(.missing): return AttestationProblem(part, "there is no file at \(shown)")
        case .failure(let failure): return AttestationProblem(part, "\(shown) is not verified: \(failure)")
        }
    }

    /// The most of a results.json read when the statement gives no size.
    private static let resultsLimit = 256 << 20

    private func artefactProblems() -> [AttestationProblem] {
        guard !artefacts.isEmpty else {
            return [AttestationProblem(.subject("none"), "the statement names no artefact of the implementation")]
        }
        guard !namedArtefacts.isEmpty else {
            return artefacts.compactMap { check($0, at: URL(fileURLWithPath: $0.name, relativeTo: workingDirectory), as: .subject($0.name)) }
        }
        let digests = Set(artefacts.compactMap(\.sha256))
        return namedArtefacts.compactMap { url in
            let actual: String
            switch BoundedFile.sha256(of: url) {
            case .success(let (digest, _)): actual = digest
            case .failure(.missing): return AttestationProblem(.subject(url.relativePath), "there is no file at \(url.relativePath)")
            case .failure(let failure): return AttestationProblem(.subject(url.relativePath), "\(url.relativePath) is not verified: \(failure)")
            }
            return digests.contains(actual) ? nil
                : AttestationProblem(.subject(url.relativePath), "its SHA-256 \(actual) is that of no artefact the statement names (\(artefacts.map(\.name).joined(separator: ", ")))")
        }
    }

    private func specsProblems() -> [AttestationProblem] {
        let predicate = statement.predicate
        guard let specs = predicate.configuration(named: TestResultPredicate.specsName) else {
            return [AttestationProblem(.specs, "the statement's configuration names no specs")]
        }
        var problems: [AttestationProblem] = []
        let here = TestResultPredicate.hex(of: specsDigest)
        if specs.sha256 != here {
            problems.append(AttestationProblem(.specs, "the specs at hand have SHA-256 \(here), the statement's were \(specs.sha256 ?? "not given"): they are not the specs the run used"))
        }
        if let baseline = predicate.configuration(named: TestResultPredicate.baselineName), let path = baseline.annotations?.path {
            let url = URL(fileURLWithPath: path, relativeTo: workingDirectory)
            // A baseline no longer at its path is not checked: it is an input, named for the record.
            if FileManager.default.fileExists(atPath: url.path), let problem = check(baseline, at: url, as: .baseline) { problems.append(problem) }
        }
        return problems
    }

    private func resultProblems(_ run: SuiteRun) -> [AttestationProblem] {
        let graded = TestResultPredicate.grade(run, strict: run.metadata.strict)
        let predicate = statement.predicate
        var problems: [AttestationProblem] = []
        if graded.result != predicate.result {
            problems.append(AttestationProblem(.result, "the statement says \(predicate.result.rawValue), \(Self.resultsName) grades the run \(graded.result.rawValue)"))
        }
        for (name, claimed, actual) in [("passedTests", predicate.passedTests, graded.passed), ("warnedTests", predicate.warnedTests, graded.warned),
                                        ("failedTests", predicate.failedTests, graded.failed)] where claimed != actual {
            let added = claimed.filter { !actual.contains($0) }, missing = actual.filter { !claimed.contains($0) }
            var difference = ["\(claimed.count) in the statement, \(actual.count) in \(Self.resultsName)"]
            if let first = added.first { difference.append("'\(first)' is not one there") }
            if let first = missing.first { difference.append("'\(first)' is missing") }
            problems.append(AttestationProblem(.result, "\(name) differ: " + difference.joined(separator: "; ")))
        }
        return problems
    }

    private func configurationProblems(_ run: SuiteRun) -> [AttestationProblem] {
        let predicate = statement.predicate
        var problems: [AttestationProblem] = []
        let metadata = run.metadata
        if let specs = predicate.configuration(named: TestResultPredicate.specsName), specs.sha256 != TestResultPredicate.hex(of: metadata.specsDigest) {
            problems.append(AttestationProblem(.configuration, "the statement's specs digest is \(specs.sha256 ?? "not given"), \(Self.resultsName)'s \(metadata.specsDigest)"))
        }
        guard let settings = predicate.configuration(named: TestResultPredicate.runName), let annotations = settings.annotations else {
            return problems + [AttestationProblem(.configuration, "it names no run settings")]
        }
        if settings.sha256 != annotations.canonicalSHA256 {
            problems.append(AttestationProblem(.configuration, "the run settings' digest is not that of the settings it lists: they were edited"))
        }
        let expected = TestResultPredicate.configuration(of: run, profile: annotations.profile, filters: annotations.filters ?? [], baselineSHA256: nil)
            .first { $0.name == TestResultPredicate.runName }?.annotations
        if let expected, expected != annotations {
            let fields = Self.differingFields(annotations, expected)
            problems.append(AttestationProblem(.configuration, "the run settings differ from \(Self.resultsName)'s in \(fields.joined(separator: ", "))"))
        }
        if (annotations.filters ?? []).isEmpty ? metadata.filter != nil : metadata.filter != annotations.filters?.joined(separator: ", ") {
            problems.append(AttestationProblem(.configuration, "the filters \(annotations.filters ?? []) are not \(Self.resultsName)'s \(metadata.filter ?? "none")"))
        }
        let baseline = predicate.configuration(named: TestResultPredicate.baselineName)
        if baseline?.annotations?.path != metadata.baseline {
            problems.append(AttestationProblem(.configuration, "the baseline is \(baseline?.annotations?.path ?? "none") in the statement, \(metadata.baseline ?? "none") in \(Self.resultsName)"))
        }
        // The run recorded the digest of the baseline bytes it applied: the statement must name the same bytes
        // (a file swapped at that path while the run went on has another digest).
        if let baseline, baseline.sha256.map({ "sha256:" + $0 }) != metadata.baselineDigest {
            problems.append(AttestationProblem(.configuration, "the baseline's digest in the statement is not the one \(Self.resultsName) records for the baseline the run applied"))
        }
        return problems
    }

    /// The names of the fields where `a` and `b` differ.
    private static func differingFields(_ a: ResourceAnnotations, _ b: ResourceAnnotations) -> [String] {
        let fields: [(String, (ResourceAnnotations) -> String)] = [
            ("suite", { $0.suite ?? "" }), ("program", { $0.program ?? "" }), ("implementation", { $0.implementation ?? "" }),
            ("implementationVersion", { $0.implementationVersion ?? "" }), ("sdkVersion", { $0.sdkVersion ?? "" }),
            ("mode", { $0.mode ?? "" }), ("testee", { $0.testee ?? "" }), ("testeeRuntime", { $0.testeeRuntime ?? "" }), ("platform", { $0.platform ?? "" }),
            ("strict", { $0.strict.map(String.init) ?? "" }), ("profile", { $0.profile ?? "" }), ("filters", { $0.filters.map { "\($0)" } ?? "" }),
            ("role", { $0.role?.rawValue ?? "" }), ("path", { $0.path ?? "" }),
        ]
        let differing = fields.filter { $0.1(a) != $0.1(b) }.map(\.0)
        return differing.isEmpty ? ["their fields"] : differing
    }
}
