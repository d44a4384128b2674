/// Writes a ``SuiteRun`` as JUnit XML that validates against the junit-10 (xunit-plugin),
/// windyroad (Apache Ant) and junit-4 (dtkit, jest-junit) schemas at once.
///
/// Profile: a `<testsuites>` root without attributes; one `<testsuite>` per feature file, in order
/// of first appearance, holding `<properties>`, the `<testcase>`s, then empty `<system-out/>` and
/// `<system-err/>`. No property name repeats anywhere in the document, since readers such as xunitparser
/// gather every suite's properties into one map: the first suite alone carries the run's own
/// (`implementation`, `requirements`: every requirement ID the run covers, comma-separated, and
/// `resultsDigest` when given), and each suite carries one named for its feature file,
/// `requirements:FEATURE-FILE`, whose value is the IDs that file covers (so every suite has the one
/// property windyroad and junit-4 require). Requirement IDs also live in each test name: none of the
/// three schemas allows `<properties>` inside `<testcase>`. Each testcase's `classname` is
/// its suite's name (the feature, dots made `_`), so Jenkins and GitLab group tests as the suites do;
/// its `name` is unique in its class (a repeated name gets the scenario's `file:line`). With
/// `filePrefix`, each testcase also gets a `file` attribute (the prefix and the feature file) for
/// annotators that place failures in files; the strict schemas do not allow it, so it is off by default. `<skipped>` carries
/// only `message` (junit-4 allows no `type` there); `<failure>` and `<error>` carry `type` (windyroad
/// requires it). Times are seconds with three decimals; negative and non-finite durations count as 0.
/// `run.timestamp` must read `YYYY-MM-DDTHH:MM:SS` (a trailing fraction or zone is dropped).
///
/// Red in JUnit means what exit code 1 means: only a failure that decides the verdict is a `<failure>`
/// (an error always is an `<error>`). A failure the verdict does not count (a `@should` rule's when not
/// strict, an `@info` rule's) and a failure a baseline expects are `<skipped>` with a message saying so,
/// and a stale or expired baseline entry, which fails the run, is a `<failure>` of its own, in a last
/// testsuite named `baseline`.
package enum JUnitReporter: Sendable {
    /// Renders `run` as a JUnit XML document; the same input always gives the same bytes.
    package static func render(_ run: SuiteRun, resultsDigest: String? = nil, filePrefix: String? = nil) -> String {
        let runProperties = [
            property("implementation", run.implementation),
            property("requirements", Set(run.results.flatMap(\.requirementIDs)).sorted().joined(separator: ",")),
        ] + (resultsDigest.map { [property("resultsDigest", $0)] } ?? [])
        let groups = groupedByFeatureFile(run.results)
        let names = suitePropertyNames(featureFiles: groups.map { $0.first?.featureFile ?? "" })
        var suites = zip(groups, names).enumerated().map { index, group in
            XMLWriter.Node.element(suite(
                group.0, id: index, run: run, properties: (index == 0 ? runProperties : []) + [
                    property(group.1, Set(group.0.flatMap(\.requirementIDs)).sorted().joined(separator: ",")),
                ], filePrefix: filePrefix))
        }
        if !run.baselineProblems.isEmpty {
            suites.append(.element(baselineSuite(run, id: suites.count, runProperties: suites.isEmpty ? runProperties : [])))
        }
        return XMLWriter.Element("testsuites", children: suites).render()
    }

    /// Each suite's own property name: `requirements:` and its feature file, whitespace runs made one
    /// space (a property name is an `xs:token` in windyroad's schema, which collapses them anyway), and
    /// ` #2`, ` #3`, ... on a name an earlier suite already has.
    static func suitePropertyNames(featureFiles: [String]) -> [String] {
        var used: Set<String> = []
        return featureFiles.map { featureFile in
            let base = "requirements:" + featureFile.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            var name = base
            var number = 1
            while used.contains(name) {
                number += 1
                name = "\(base) #\(number)"
            }
            used.insert(name)
            return name
        }
    }

    /// The results split by `featureFile`, groups in order of first appearance, results in run order.
    static func groupedByFeatureFile(_ results: [ScenarioResult]) -> [[ScenarioResult]] {
        var order: [String] = []
        var groups: [String: [ScenarioResult]] = [:]
        for result in results {
            if groups[result.featureFile] == nil { order.append(result.featureFile) }
            groups[result.featureFile, default: []].append(result)
        }
        return order.map { groups[$0] ?? [] }
    }

    private static func suite(
        _ results: [ScenarioResult], id: Int, run: SuiteRun, properties: [XMLWriter.Node], filePrefix: String?
    ) -> XMLWriter.Element {
        let first = results.first
        let featureFile = first?.featureFile ?? ""
        let suiteName = JUnitFormat.nonBlank(first?.feature ?? "", or: JUnitFormat.nonBlank(featureFile, or: "unnamed"))
        let millis = results.reduce(UInt64(0)) { sum, result in
            let (total, overflow) = sum.addingReportingOverflow(JUnitFormat.milliseconds(result.duration))
            return overflow ? UInt64.max : total
        }
        let kinds = results.map { kind($0, strict: run.metadata.strict, binds: run.selectionBinds) }
        let count = { (wanted: Kind) in String(kinds.filter { $0 == wanted }.count) }
        let attributes: [(name: String, value: String)] = [
            ("name", suiteName),
            ("package", "aecheck.\(run.implementation)"),
            ("id", String(id)),
            ("tests", String(results.count)),
            ("failures", count(.failure)),
            ("errors", count(.error)),
            ("skipped", count(.skipped)),
            ("time", JUnitFormat.seconds(milliseconds: millis)),
            ("timestamp", JUnitFormat.timestamp(run.timestamp)),
            ("hostname", JUnitFormat.nonBlank(run.hostname, or: "localhost")),
        ]
        var children: [XMLWriter.Node] = [.element(XMLWriter.Element("properties", children: properties))]
        let classname = JUnitFormat.nonBlank(JUnitFormat.classPart(suiteName), or: "unnamed")
        let names = JUnitFormat.uniqueNames(results.map { ($0.displayName, $0.location) })
        children += zip(results, names).map { result, name in
            .element(testcase(result, classname: classname, name: name, file: filePrefix.map { $0 + result.featureFile }, strict: run.metadata.strict, binds: run.selectionBinds))
        }
        children += [.element(XMLWriter.Element("system-out")), .element(XMLWriter.Element("system-err"))]
        return XMLWriter.Element("testsuite", attributes, children: children)
    }

    private static func property(_ name: String, _ value: String) -> XMLWriter.Node {
        .element(XMLWriter.Element("property", [("name", name), ("value", value)]))
    }

    /// What a result is in JUnit.
    private enum Kind { case passed, failure, error, skipped }

    private static func kind(_ result: ScenarioResult, strict: Bool, binds: Bool) -> Kind {
        switch result.outcome {
        case .passed: .passed
        case .error: .error
        case .notApplicable: .skipped
        case .failed: SuiteRun.isBlocking(result, strict: strict, everyLevelBinds: binds) ? .failure : .skipped
        }
    }

    /// The stale and expired entries of the baseline applied, each a failing testcase.
    private static func baselineSuite(_ run: SuiteRun, id: Int, runProperties: [XMLWriter.Node]) -> XMLWriter.Element {
        let names = JUnitFormat.uniqueNames(run.baselineProblems.map { ($0, "baseline") })
        let cases: [XMLWriter.Node] = zip(run.baselineProblems, names).map { problem, name in
            .element(XMLWriter.Element("testcase", [("classname", "baseline"), ("name", name), ("time", "0.000")], children: [
                .element(XMLWriter.Element("failure", [("type", "BaselineProblem"), ("message", problem)], text: problem)),
            ]))
        }
        let attributes: [(name: String, value: String)] = [
            ("name", "baseline"), ("package", "aecheck.\(run.implementation)"), ("id", String(id)),
            ("tests", String(cases.count)), ("failures", String(cases.count)), ("errors", "0"), ("skipped", "0"), ("time", "0.000"),
            ("timestamp", JUnitFormat.timestamp(run.timestamp)), ("hostname", JUnitFormat.nonBlank(run.hostname, or: "localhost")),
        ]
        let properties = XMLWriter.Element("properties", children: runProperties + [property("baseline", run.metadata.baseline ?? "")])
        return XMLWriter.Element("testsuite", attributes, children: [.element(properties)] + cases
            + [.element(XMLWriter.Element("system-out")), .element(XMLWriter.Element("system-err"))])
    }

    private static func testcase(_ result: ScenarioResult, classname: String, name: String, file: String?, strict: Bool, binds: Bool) -> XMLWriter.Element {
        var attributes: [(name: String, value: String)] = [
            ("classname", classname),
            ("name", name),
            ("time", JUnitFormat.seconds(milliseconds: JUnitFormat.milliseconds(result.duration))),
        ]
        if let file { attributes.append(("file", file)) }
        let message = result.message.map { [(name: "message", value: $0)] } ?? []
        let child: XMLWriter.Element? =
            switch result.outcome {
            case .passed: nil
            case .failed where result.expectedFailure != nil:
                XMLWriter.Element("skipped", [("message", "expected failure (baseline: \(result.expectedFailure ?? "")): \(result.message ?? "")")])
            case .failed where kind(result, strict: strict, binds: binds) == .skipped:
                XMLWriter.Element("skipped", [("message", "warning, not counted in the verdict (@\(result.gradedLevel?.rawValue ?? "")): \(result.message ?? "")")])
            case .failed: XMLWriter.Element("failure", [("type", "RequirementViolation")] + message, text: result.details)
            case .error: XMLWriter.Element("error", [("type", "HarnessError")] + message, text: result.details)
            case .notApplicable:
                XMLWriter.Element("skipped", [("message", result.message.map { "not applicable: \($0)" } ?? "not applicable")])
            }
        return XMLWriter.Element("testcase", attributes, children: child.map { [.element($0)] } ?? [])
    }
}
