import Foundation
import Testing
@testable import ConformanceKit

/// Checks the reader against the official Gherkin test data; says so and passes when the data is absent.
@Suite struct GherkinCorpusTests {
    @Test func goodDocumentsCompileToTheOfficialPickles() throws {
        guard let corpus = GherkinCorpus.directory else {
            print("gherkin corpus: ../shared/gherkin-testdata not found beside the package, good documents not checked")
            return
        }
        var compared = 0
        var skipped: [String] = []
        var failures: [String] = []
        for url in try GherkinCorpus.features(in: "good", of: corpus) {
            let name = "good/\(url.lastPathComponent)"
            let source = try String(contentsOf: url, encoding: .utf8)
            if let language = GherkinCorpus.declaredLanguage(source), language != "en" {
                skipped.append(url.lastPathComponent)
                continue
            }
            compared += 1
            let document: GherkinDocument
            do {
                document = try GherkinParser.parse(source, uri: name)
            } catch {
                failures.append("\(name): parsing threw \(error.description)")
                continue
            }
            let expected = try GherkinCorpus.ndjson(url.appendingPathExtension("pickles.ndjson")).compactMap {
                $0["pickle"] as? [String: Any]
            }
            if let difference = GherkinPickleComparison.firstDifference(PickleCompiler.compile(document), expected) {
                failures.append("\(name): \(difference)")
            }
        }
        print(
            "gherkin corpus: \(compared) good documents compared, \(skipped.count) skipped "
                + "(language other than English: \(skipped.joined(separator: ", ")))")
        #expect(compared > 0)
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }

    /// Every error position must match; for a document declaring an unsupported language only the first one
    /// (ours is "unsupported language", after which the official parser reads foreign keywords we do not know).
    @Test func badDocumentsReportTheOfficialErrorPositions() throws {
        guard let corpus = GherkinCorpus.directory else {
            print("gherkin corpus: ../shared/gherkin-testdata not found beside the package, bad documents not checked")
            return
        }
        var firstOnly: [String] = []
        var failures: [String] = []
        let documents = try GherkinCorpus.features(in: "bad", of: corpus)
        for url in documents {
            let name = "bad/\(url.lastPathComponent)"
            let source = try String(contentsOf: url, encoding: .utf8)
            var expected = try GherkinCorpus.ndjson(url.appendingPathExtension("errors.ndjson")).map { json in
                let location = (json["parseError"] as? [String: Any])?["source"] as? [String: Any]
                let position = location?["location"] as? [String: Any]
                return GherkinLocation(line: position?["line"] as? Int ?? 0, column: position?["column"] as? Int ?? 0)
            }
            var ours: [GherkinLocation]
            do {
                _ = try GherkinParser.parse(source, uri: name)
                failures.append("\(name): parsed without error")
                continue
            } catch {
                ours = error.errors.map(\.location)
            }
            if let language = GherkinCorpus.declaredLanguage(source), language != "en" {
                firstOnly.append(url.lastPathComponent)
                expected = Array(expected.prefix(1))
                ours = Array(ours.prefix(1))
            }
            if ours != expected {
                let show = { (list: [GherkinLocation]) in list.map { "\($0.line):\($0.column)" }.joined(separator: ", ") }
                failures.append("\(name): error positions: expected [\(show(expected))], got [\(show(ours))]")
            }
        }
        print(
            "gherkin corpus: \(documents.count) bad documents compared"
                + " (first error only for an unsupported language: \(firstOnly.joined(separator: ", ")))")
        #expect(!documents.isEmpty)
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }
}
