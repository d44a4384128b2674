import Foundation
import Testing
@testable import Gherkin

/// Checks the reader against the official Gherkin test data; skipped (and said so) when the data is absent.
@Suite struct GherkinCorpusTests {
    static let corpusMissing: Comment = "no ../shared/gherkin-testdata beside the package root (the official Gherkin corpus)"

    @Test(.enabled(if: GherkinCorpus.directory != nil, corpusMissing))
    func goodDocumentsCompileToTheOfficialPickles() throws {
        let corpus = try #require(GherkinCorpus.directory)
        var compared = 0
        var skipped: [String] = []
        var failures: [String] = []
        for url in try GherkinCorpus.features(in: "good", of: corpus) {
            let name = "good/\(url.lastPathComponent)"
            let source = try String(contentsOf: url, encoding: .utf8)
            if let language = GherkinCorpus.declaredLanguage(source), language != "en" {
                skipped.append(url.lastPathComponent)
                if let problem = GherkinCorpus.unsupportedLanguageProblem(source, language: language, uri: name) {
                    failures.append(problem)
                }
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

    @Test func corpusIsNotFoundOutsideAClone() {
        #expect(GherkinCorpus.locate(from: "/nonexistent/Tests/ConformanceKitTests/Gherkin/GherkinCorpus.swift") == nil)
    }

    /// Every error position must match. A document declaring an unsupported language must give exactly the
    /// "unsupported language" error at its header line (the official parser gives one error there too).
    @Test(.enabled(if: GherkinCorpus.directory != nil, corpusMissing))
    func badDocumentsReportTheOfficialErrorPositions() throws {
        let corpus = try #require(GherkinCorpus.directory)
        var languageChecked: [String] = []
        var failures: [String] = []
        let documents = try GherkinCorpus.features(in: "bad", of: corpus)
        for url in documents {
            let name = "bad/\(url.lastPathComponent)"
            let source = try String(contentsOf: url, encoding: .utf8)
            let expected = try GherkinCorpus.ndjson(url.appendingPathExtension("errors.ndjson")).map { json in
                let location = (json["parseError"] as? [String: Any])?["source"] as? [String: Any]
                let position = location?["location"] as? [String: Any]
                return GherkinLocation(line: position?["line"] as? Int ?? 0, column: position?["column"] as? Int ?? 0)
            }
            let ours: [GherkinLocation]
            do {
                _ = try GherkinParser.parse(source, uri: name)
                failures.append("\(name): parsed without error")
                continue
            } catch {
                ours = error.errors.map(\.location)
            }
            if let language = GherkinCorpus.declaredLanguage(source), language != "en" {
                languageChecked.append(url.lastPathComponent)
                if let problem = GherkinCorpus.unsupportedLanguageProblem(source, language: language, uri: name) {
                    failures.append(problem)
                }
            }
            if ours != expected {
                let show = { (list: [GherkinLocation]) in list.map { "\($0.line):\($0.column)" }.joined(separator: ", ") }
                failures.append("\(name): error positions: expected [\(show(expected))], got [\(show(ours))]")
            }
        }
        print(
            "gherkin corpus: \(documents.count) bad documents compared (error positions; unsupported-language "
                + "error message also checked for: \(languageChecked.joined(separator: ", ")))")
        #expect(!documents.isEmpty)
        #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
    }
}
