import AccessEnablerConformance
import ConformanceKit
import Gherkin

/// One input of the readers' fuzz target (Tests/Fuzz), and of the tests that replay what it found: the
/// text goes through everything a spec goes through when it loads, and what comes out is held to what
/// the tool promises. A broken promise stops the program (the fuzzer records the input); a crash or a
/// hang anywhere in the readers does the same by itself.
///
/// Only public API, as a port would use it: this file is compiled into the fuzz target too (a link).
enum SpecTextProbe {
    /// Runs `bytes`: a pattern and a text to match when the first byte is 1 (`\u{1}pattern\ntext`),
    /// else a spec file.
    static func run(_ bytes: [UInt8]) {
        if bytes.first == 1 {
            let rest = String(decoding: bytes.dropFirst(), as: UTF8.self)
            let parts = rest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            match(String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
        } else if let source = String(validating: bytes, as: UTF8.self) {
            load(source)
        }
    }

    /// Reads, compiles and checks `source` as `x.feature`, as ``ConformanceSuite/load(from:)`` would.
    static func load(_ source: String) {
        let document: GherkinDocument
        let pickles: [Pickle]
        do {
            document = try GherkinParser.parse(source, uri: "x.feature")
            pickles = try PickleCompiler.compile(document, limits: .default)
        } catch {
            promise(!error.errors.isEmpty, "a syntax failure names at least one error")
            let lines = lineCount(source)
            for error in error.errors { promise(error.location.line <= lines + 1, "a syntax error is placed in the file: \(error)") }
            return
        }
        let spec = SpecFile(path: "x.feature", document: document, pickles: pickles)
        let problems = ConformanceSuite.problems(in: [spec])
        let lines = lineCount(source)
        for problem in problems {
            promise(problem.path == "x.feature" && (problem.location?.line ?? 1) <= lines + 1, "a problem is placed in the file: \(problem)")
            promise(!problem.message.isEmpty, "a problem says what is wrong")
        }
        for step in pickles.flatMap(\.steps) {
            let suggestion = StepExpression.suggestion(for: step.text)
            promise(StepExpression(suggestion).match(step.text) != nil, "the suggestion \(suggestion) matches its step: \(step.text)")
        }
    }

    /// Matches `text` against `pattern`, when the pattern uses only the built-in parameter types.
    static func match(_ pattern: String, _ text: String) {
        guard usesOnlyBuiltIns(pattern) else { return }
        let expression = StepExpression(pattern)
        switch expression.evaluate(text) {
        case .valid(let values):
            promise(values.count == expression.parameters.count, "one value per parameter: \(pattern) on \(text)")
            promise(expression.match(text) == values, "match agrees with evaluate: \(pattern) on \(text)")
        case .invalid(let problems):
            promise(!problems.isEmpty, "an invalid match names its problems")
            promise(expression.match(text) == nil, "an invalid text does not match: \(pattern) on \(text)")
        case nil:
            promise(expression.match(text) == nil, "a text of another shape does not match: \(pattern) on \(text)")
        }
        let suggestion = StepExpression.suggestion(for: text)
        promise(StepExpression(suggestion).match(text) != nil, "the suggestion \(suggestion) matches its text: \(text)")
    }

    /// Whether every `{name}` of `pattern` is `{string}`, `{int}` or `{word}` (another is a programming
    /// error, which stops the program by design), read as ``StepExpression`` reads patterns.
    static func usesOnlyBuiltIns(_ pattern: String) -> Bool {
        var rest = Substring(pattern)
        while let c = rest.first {
            if c == "\\", let escaped = rest.dropFirst().first, "(){}\\".contains(escaped) {
                rest = rest.dropFirst(2)
            } else if c == "{" || c == "(", let close = rest.firstIndex(of: c == "{" ? "}" : ")") {
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                if c == "{" && !["string", "int", "word"].contains(inner) { return false }
                rest = rest[rest.index(after: close)...]
            } else {
                rest = rest.dropFirst()
            }
        }
        return true
    }

    /// The lines of `source` as Gherkin counts them: ended by `\n` or `\r\n` (one Character in Swift, so
    /// counted by scalars).
    static func lineCount(_ source: String) -> Int {
        source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    private static func promise(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { fatalError("broken promise: \(what())") }
    }
}
