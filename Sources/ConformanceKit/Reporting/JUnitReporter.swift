/// Writes a ``SuiteRun`` as JUnit XML that validates against the junit-10 (xunit-plugin),
/// windyroad (Apache Ant) and junit-4 (dtkit, jest-junit) schemas at once.
///
/// Profile: a `<testsuites>` root without attributes; one `<testsuite>` per feature file, in order
/// of first appearance, holding `<properties>` (implementation, featureFile, one `requirement` per
/// requirement ID covered), the `<testcase>`s, then empty `<system-out/>` and `<system-err/>`.
/// Requirement properties live at suite level only: none of the three schemas allows
/// `<properties>` inside `<testcase>` (the IDs are in each test name instead). `<skipped>` carries
/// only `message` (junit-4 allows no `type` there); `<failure>` and `<error>` carry `type` (windyroad
/// requires it). Times are seconds with three decimals; negative and non-finite durations count as 0.
/// `run.timestamp` must read `YYYY-MM-DDTHH:MM:SS` (a trailing fraction or zone is dropped).
public enum JUnitReporter: Sendable {
    /// Renders `run` as a JUnit XML document; the same input always gives the same bytes.
    public static func render(_ run: SuiteRun) -> String {
        let suites = groupedByFeatureFile(run.results).enumerated().map { index, results in
            XMLWriter.Node.element(suite(results, id: index, run: run))
        }
        return XMLWriter.Element("testsuites", children: suites).render()
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

    private static func suite(_ results: [ScenarioResult], id: Int, run: SuiteRun) -> XMLWriter.Element {
        let first = results.first
        let featureFile = first?.featureFile ?? ""
        let millis = results.reduce(UInt64(0)) { sum, result in
            let (total, overflow) = sum.addingReportingOverflow(JUnitFormat.milliseconds(result.duration))
            return overflow ? UInt64.max : total
        }
        let count = { (outcome: Outcome) in String(results.filter { $0.outcome == outcome }.count) }
        let attributes: [(name: String, value: String)] = [
            ("name", JUnitFormat.nonBlank(first?.feature ?? "", or: JUnitFormat.nonBlank(featureFile, or: "unnamed"))),
            ("package", "aecheck.\(run.implementation)"),
            ("id", String(id)),
            ("tests", String(results.count)),
            ("failures", count(.failed)),
            ("errors", count(.error)),
            ("skipped", count(.notApplicable)),
            ("time", JUnitFormat.seconds(milliseconds: millis)),
            ("timestamp", JUnitFormat.timestamp(run.timestamp)),
            ("hostname", JUnitFormat.nonBlank(run.hostname, or: "localhost")),
        ]
        var properties: [XMLWriter.Node] = [
            property("implementation", run.implementation),
            property("featureFile", featureFile),
        ]
        properties += Set(results.flatMap(\.requirementIDs)).sorted().map { property("requirement", $0) }
        var children: [XMLWriter.Node] = [.element(XMLWriter.Element("properties", children: properties))]
        children += results.map { .element(testcase($0)) }
        children += [.element(XMLWriter.Element("system-out")), .element(XMLWriter.Element("system-err"))]
        return XMLWriter.Element("testsuite", attributes, children: children)
    }

    private static func property(_ name: String, _ value: String) -> XMLWriter.Node {
        .element(XMLWriter.Element("property", [("name", name), ("value", value)]))
    }

    private static func testcase(_ result: ScenarioResult) -> XMLWriter.Element {
        let attributes: [(name: String, value: String)] = [
            ("classname", JUnitFormat.classname(featureFile: result.featureFile, rule: result.rule)),
            ("name", result.displayName),
            ("time", JUnitFormat.seconds(milliseconds: JUnitFormat.milliseconds(result.duration))),
        ]
        let message = result.message.map { [(name: "message", value: $0)] } ?? []
        let child: XMLWriter.Element? =
            switch result.outcome {
            case .passed: nil
            case .failed: XMLWriter.Element("failure", [("type", "RequirementViolation")] + message, text: result.details)
            case .error: XMLWriter.Element("error", [("type", "HarnessError")] + message, text: result.details)
            case .notApplicable:
                XMLWriter.Element("skipped", [("message", result.message.map { "not applicable: \($0)" } ?? "not applicable")])
            }
        return XMLWriter.Element("testcase", attributes, children: child.map { [.element($0)] } ?? [])
    }
}
