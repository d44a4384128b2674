import Foundation
import TestSupport

/// Runs `xmllint --noout --schema` against the JUnit schemas in `shared/junit-xsd`.
enum ReportingSchemaValidator {
    /// The three schemas one document must satisfy together.
    static let schemaNames = ["junit-10.xsd", "windyroad-JUnit.xsd", "junit-4-jest-junit.xsd"]

    /// The `shared/junit-xsd` folder found by walking up from `file` (as given, then with symlinks resolved).
    static func schemaFolder(from file: String = #filePath) -> URL? {
        SharedMaterial.folder("junit-xsd", holding: schemaNames[0], from: file)
    }

    /// The full path of `xmllint` on `PATH`, or `nil`.
    static func xmllint() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xmllint" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `xmllint --noout --schema schema file`; returns its exit status and combined output.
    static func validate(file: URL, schema: URL, xmllint: String) throws -> (status: Int32, output: String) {
        try run(xmllint, ["--noout", "--schema", schema.path, file.path])
    }

    /// Runs `xmllint --html --noout file`, as CI does on every page; returns its exit status and combined output.
    static func parseHTML(file: URL, xmllint: String) throws -> (status: Int32, output: String) {
        try run(xmllint, ["--html", "--noout", file.path])
    }

    private static func run(_ xmllint: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()  // read before waiting: no pipe deadlock
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
