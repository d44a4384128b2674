import Foundation
import Testing
@testable import ConformanceKit

/// The JUnit output validated by `xmllint` against junit-10, windyroad and junit-4 at once.
/// Skipped (and said so) without xmllint or without ../shared/junit-xsd.
@Suite(
    .enabled(if: ReportingSchemaValidator.xmllint() != nil, "xmllint is not on PATH (Debian: apt-get install libxml2-utils)"),
    .enabled(if: ReportingSchemaValidator.schemaFolder() != nil, "no shared/junit-xsd folder beside the package root"))
struct JUnitSchemaTests {
    @Test(arguments: ["sample", "hostile", "advisory"])
    func validatesAgainstAllThreeSchemas(fixture: String) throws {
        let xmllint = try #require(ReportingSchemaValidator.xmllint())
        let folder = try #require(ReportingSchemaValidator.schemaFolder())
        let run = fixture == "sample" ? ReportingFixtures.sample : fixture == "advisory" ? ReportingFixtures.advisory : ReportingFixtures.hostileRun
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("aecheck-junit-\(fixture)-\(UUID().uuidString).xml")
        try Data(JUnitReporter.render(run).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for name in ReportingSchemaValidator.schemaNames {
            let schema = folder.appendingPathComponent(name)
            let result = try ReportingSchemaValidator.validate(file: file, schema: schema, xmllint: xmllint)
            #expect(result.status == 0, "\(name) rejects the \(fixture) report:\n\(result.output)")
            if result.status == 0 { print("xmllint: \(name) accepts the \(fixture) JUnit report") }
        }
    }

    @Test func validatorRejectsAnInvalidReport() throws {
        let xmllint = try #require(ReportingSchemaValidator.xmllint())
        let folder = try #require(ReportingSchemaValidator.schemaFolder())
        let invalid = #"<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="x" tests="1"/></testsuites>"#
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("aecheck-junit-invalid-\(UUID().uuidString).xml")
        try Data(invalid.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let schema = folder.appendingPathComponent("windyroad-JUnit.xsd")
        let result = try ReportingSchemaValidator.validate(file: file, schema: schema, xmllint: xmllint)
        #expect(result.status != 0, "xmllint accepted a testsuite without required attributes:\n\(result.output)")
    }
}
