import Testing
@testable import ConformanceKit

/// The JUnit reporter: grouping, counts, attributes, children, determinism.
struct JUnitReporterTests {
    private func parse(_ run: SuiteRun) throws -> ReportingXMLTree {
        let xml = JUnitReporter.render(run)
        return try #require(ReportingXMLTree.parse(xml), "not well-formed:\n\(xml)")
    }

    @Test func groupsByFeatureFileInOrderOfFirstAppearance() throws {
        let root = try parse(ReportingFixtures.sample)
        #expect(root.name == "testsuites")
        #expect(root.attributes.isEmpty)
        let suites = root.elements("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["Authentication", "Logout"])
        #expect(suites.map { $0.attributes["id"] } == ["0", "1"])
        #expect(suites[0].elements("testcase").map { $0.attributes["name"] } == [
            "[AUTHN-01] Sign in with a provider [ios]", "[AUTHN-03,AUTHN-01] Token refresh [ios]",
            "[AUTHN-03] Adapter crash [ios]",
        ])
        #expect(suites[1].elements("testcase").count == 2)
    }

    @Test func countsPerSuite() throws {
        let suites = try parse(ReportingFixtures.sample).elements("testsuite")
        let counts = suites.map { suite in
            ["tests", "failures", "errors", "skipped"].map { suite.attributes[$0] ?? "?" }
        }
        #expect(counts == [["3", "1", "1", "0"], ["2", "0", "0", "1"]])
    }

    @Test func suiteAttributesAndChildOrder() throws {
        let suite = try #require(try parse(ReportingFixtures.sample).elements("testsuite").first)
        #expect(suite.attributes["package"] == "aecheck.reference")
        #expect(suite.attributes["timestamp"] == "2024-05-06T07:08:09")
        #expect(suite.attributes["hostname"] == "ci-runner-1")
        #expect(suite.attributes["time"] == "1.623")  // 0.123 + 1.500 + 0 (negative counts as 0)
        #expect(suite.children.map(\.name) == ["properties", "testcase", "testcase", "testcase", "system-out", "system-err"])
        let properties = suite.elements("properties")[0].elements("property").map {
            "\($0.attributes["name"] ?? "")=\($0.attributes["value"] ?? "")"
        }
        #expect(properties == [
            "implementation=reference", "requirements=AUTHN-01,AUTHN-03,LOGOUT-02",
            "requirements:authentication.feature=AUTHN-01,AUTHN-03",
        ])
    }

    /// xunitparser (and any reader that gathers every suite's properties into one map) refuses a document
    /// in which a property name repeats, even across suites.
    @Test func noPropertyNameRepeatsAnywhereInTheDocument() throws {
        var twins = ReportingFixtures.result("Spaced", outcome: .passed, requirements: ["AUTHN-01"])
        twins.featureFile = "a  b.feature"
        var spaced = twins
        spaced.featureFile = "a b.feature"
        var withTwins = ReportingFixtures.advisory
        withTwins.results += [twins, spaced]
        for run in [ReportingFixtures.sample, ReportingFixtures.advisory, ReportingFixtures.hostileRun, withTwins] {
            let root = try parse(run)
            let names = root.elements("testsuite").flatMap { $0.elements("properties").flatMap { $0.elements("property") } }
                .map { $0.attributes["name"] ?? "" }
            #expect(Set(names).count == names.count, "\(names)")
            // windyroad requires <properties> in every suite and junit-4 at least one property in it.
            #expect(root.elements("testsuite").allSatisfy { !$0.elements("properties").flatMap { $0.elements("property") }.isEmpty })
        }
        #expect(JUnitReporter.suitePropertyNames(featureFiles: ["a  b", "a b", "a b #2"]) == ["requirements:a b", "requirements:a b #2", "requirements:a b #2 #2"])
    }

    @Test func aBaselineOnlyRunCarriesTheRunsPropertiesInItsBaselineSuite() throws {
        var run = ReportingFixtures.advisory
        run.results = []
        let properties = try parse(run).elements("testsuite")[0].elements("properties")[0].elements("property").map { $0.attributes["name"] ?? "" }
        #expect(properties == ["implementation", "requirements", "baseline"])
    }

    @Test func testcaseChildrenPerOutcome() throws {
        let cases = try parse(ReportingFixtures.sample).elements("testsuite").flatMap { $0.elements("testcase") }
        let byName = Dictionary(uniqueKeysWithValues: cases.map { ($0.attributes["name"] ?? "", $0) })
        #expect(byName["[AUTHN-01] Sign in with a provider [ios]"]?.children.isEmpty == true)
        let failure = try #require(byName["[AUTHN-03,AUTHN-01] Token refresh [ios]"]?.children.first)
        #expect(failure.name == "failure")
        #expect(failure.attributes == ["type": "RequirementViolation", "message": "expected a refreshed token, got <none>"])
        #expect(failure.text.contains("Expected: token refreshed\nActual: nothing happened"))
        let error = try #require(byName["[AUTHN-03] Adapter crash [ios]"]?.children.first)
        #expect(error.name == "error")
        #expect(error.attributes == ["type": "HarnessError", "message": "adapter threw \"boom\""])
        let skipped = try #require(byName["Picker on TV [tvos]"]?.children.first)
        #expect(skipped.name == "skipped")
        #expect(skipped.attributes == ["message": "not applicable: tvos is not targeted"])
        #expect(byName["Picker on TV [tvos]"]?.attributes["classname"] == "Logout")
        #expect(byName["[AUTHN-01] Sign in with a provider [ios]"]?.attributes["classname"] == "Authentication")
        #expect(cases.allSatisfy { $0.attributes["file"] == nil })
    }

    @Test func theClassnameIsTheSuiteNameSoCIToolsGroupAsTheSuitesDo() throws {
        for suite in try parse(ReportingFixtures.sample).elements("testsuite") {
            #expect(suite.elements("testcase").allSatisfy { $0.attributes["classname"] == suite.attributes["name"] })
        }
    }

    @Test func twoScenariosWithOneNameGetDistinctTestIDs() throws {
        let twins = [1, 2].map { line in
            var result = ReportingFixtures.result("Same name", outcome: .passed, requirements: ["AUTHN-01"])
            result.location = "authentication.feature:\(line)"
            return result
        }
        let run = SuiteRun(implementation: "x", timestamp: "2024-01-01T00:00:00", hostname: "h", results: twins + [twins[0]])
        let names = try parse(run).elements("testsuite")[0].elements("testcase").map { $0.attributes["name"] ?? "" }
        #expect(Set(names).count == 3, "\(names)")
        #expect(names[0] == "[AUTHN-01] Same name [ios] (authentication.feature:1)")
        #expect(JUnitFormat.uniqueNames([("a", "f:1"), ("b", "f:2")]) == ["a", "b"])
    }

    @Test func aFileAttributeAndTheResultsDigestWhenAsked() throws {
        let xml = JUnitReporter.render(ReportingFixtures.sample, resultsDigest: "sha256:abc", filePrefix: "Specs/")
        let root = try #require(ReportingXMLTree.parse(xml))
        let suite = root.elements("testsuite")[0]
        #expect(suite.elements("testcase").allSatisfy { $0.attributes["file"] == "Specs/authentication.feature" })
        let properties = suite.elements("properties")[0].elements("property").map { $0.attributes["name"] ?? "" }
        #expect(properties == ["implementation", "requirements", "resultsDigest", "requirements:authentication.feature"])
    }

    @Test func timesHaveThreeDecimalsNeverNegativeNeverExponent() {
        let cases: [(Double, String)] = [
            (0, "0.000"), (0.0004, "0.000"), (0.0005, "0.001"), (1.23456, "1.235"), (-2, "0.000"),
            (.nan, "0.000"), (-.infinity, "0.000"), (1e-9, "0.000"), (12345.6789, "12345.679"),
            (.infinity, "0.000"), (1e30, "1000000000.000"), (999_999_999.9994, "999999999.999"),
        ]
        for (seconds, expected) in cases {
            #expect(JUnitFormat.seconds(milliseconds: JUnitFormat.milliseconds(seconds)) == expected, "\(seconds)")
        }
    }

    @Test func eachTestcaseTimeMatchesThePattern() throws {
        let suites = try parse(ReportingFixtures.hostileRun).elements("testsuite")
        let times = suites.flatMap { [$0.attributes["time"]] + $0.elements("testcase").map { $0.attributes["time"] } }
        for time in times {
            let value = try #require(time)
            #expect(value.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil, "\(value)")
        }
    }

    @Test func outputIsDeterministic() {
        #expect(JUnitReporter.render(ReportingFixtures.sample) == JUnitReporter.render(ReportingFixtures.sample))
        #expect(JUnitReporter.render(ReportingFixtures.hostileRun) == JUnitReporter.render(ReportingFixtures.hostileRun))
    }

    @Test func emptyRunGivesAnEmptyRoot() {
        let run = SuiteRun(implementation: "x", timestamp: "2024-01-01T00:00:00", hostname: "h", results: [])
        #expect(JUnitReporter.render(run) == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites/>\n")
    }

    @Test func hostileStringsStayWellFormedAndVisible() throws {
        let root = try parse(ReportingFixtures.hostileRun)
        let visible = XMLWriter.makeVisible(ReportingFixtures.hostile)
        let first = try #require(root.elements("testsuite").first)
        #expect(first.attributes["name"] == "Feature \(visible)")
        let failure = try #require(first.elements("testcase").dropFirst().first?.children.first)
        #expect(failure.attributes["message"] == "message \(visible)")
        #expect(failure.text.contains("Expected: expected \(visible)"))
        #expect(failure.text.contains("transcript \(visible)"))
        #expect(!JUnitReporter.render(ReportingFixtures.hostileRun).contains("&#x"))
    }

    @Test func blankNamesAndBadTimestampsAreRepaired() {
        #expect(JUnitFormat.nonBlank(" \n", or: "localhost") == "localhost")
        #expect(JUnitFormat.timestamp("2024-05-06T07:08:09.123Z") == "2024-05-06T07:08:09")
        #expect(JUnitFormat.classPart(" Rule  one\n.two ") == "Rule one _two")
    }

    @Test func redInJUnitMeansWhatTheExitCodeMeans() {
        let run = ReportingFixtures.advisory
        let xml = JUnitReporter.render(run)
        // Not strict: the @should, @info and expected failures are skipped; only the stale baseline entry fails.
        #expect(xml.components(separatedBy: "<failure").count - 1 == 1)
        #expect(xml.contains("warning, not counted in the verdict (@should)") && xml.contains("warning, not counted in the verdict (@info)"))
        #expect(xml.contains("expected failure (baseline: cached until 2.3)"))
        #expect(xml.contains(#"<testsuite name="baseline""#) && xml.contains("stale: AUTHN-01 [ios] now passes"))
        #expect(!run.passes(strict: false))
        var strict = run
        strict.metadata.strict = true
        #expect(JUnitReporter.render(strict).components(separatedBy: "<failure").count - 1 == 2)
    }
}
