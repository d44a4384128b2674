import Foundation
import Gherkin
import TestSupport

/// The official Gherkin test data (`../shared/gherkin-testdata` beside the package root), when present.
enum GherkinCorpus {
    /// The corpus directory, or `nil` in a clone without `../shared/gherkin-testdata`.
    static let directory: URL? = locate()

    /// Walks up from this file to a directory holding `shared/gherkin-testdata`.
    static func locate(from file: String = #filePath) -> URL? {
        SharedMaterial.folder("gherkin-testdata", holding: "good", from: file)
    }

    /// The `.feature` documents of a corpus folder (`good` or `bad`), sorted by name; `.md` documents are not included.
    static func features(in folder: String, of corpus: URL) throws -> [URL] {
        let directory = corpus.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".feature") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    /// The objects of an ndjson file, one per non-blank line.
    static func ndjson(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
    }

    /// Why parsing a document in an unsupported language did not give just our "unsupported language" error
    /// at its header line, or `nil` when it did.
    static func unsupportedLanguageProblem(_ source: String, language: String, uri: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = lines.firstIndex { $0.contains("language") } ?? 0
        let column = lines[index].unicodeScalars.prefix { $0.properties.isWhitespace }.count + 1
        let wanted = GherkinError(
            uri: uri, location: GherkinLocation(line: index + 1, column: column),
            message: "unsupported language '\(language)': only English ('en') is supported")
        do {
            _ = try GherkinParser.parse(source, uri: uri)
            return "\(uri): declares language '\(language)' but parsed without error"
        } catch {
            return error.errors == [wanted] ? nil : "\(uri): expected only '\(wanted)', got:\n\(error)"
        }
    }

    /// The language a document declares in a `# language:` header before its first other line, if any.
    static func declaredLanguage(_ source: String) -> String? {
        for line in source.split(whereSeparator: \.isNewline) {
            if let match = line.firstMatch(of: /^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$/) { return String(match.1) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") { return nil }
        }
        return nil
    }
}
