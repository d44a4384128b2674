/// The parser's state machine: matches each line against what the grammar allows next,
/// builds the document and collects errors, recovering as the official parser does (skip the line).
struct GherkinReader {
    typealias Kind = GherkinToken.Kind
    enum State: Equatable {
        case start, afterLanguage
        /// Tag lines seen, waiting for a title line of this kind.
        case tags(Kind)
        /// After a title line of this kind, where description lines may come.
        case header(Kind)
        /// After a step line; its table and doc string (at most one each, in either order) may come.
        case step
        case docString
        case examplesTable
    }

    let uri: String
    private let lines: [GherkinLine]
    private(set) var errors: [GherkinError] = []
    private var index = 0
    private var state = State.start
    // The nodes still open, innermost last.
    private var feature: GherkinFeature?
    private var rule: GherkinRule?
    private var background: GherkinBackground?
    private var scenario: GherkinScenario?
    private var examples: GherkinExamples?
    private var step: GherkinStep?
    private var rows: [GherkinTableRow] = []
    private var docString: GherkinDocString?
    private var docLines: [String] = []
    private var description: [String] = []
    private var pendingTags: [GherkinTag] = []
    private var unsupportedLanguage = false

    init(source: String, uri: String) {
        self.uri = uri
        lines = GherkinLine.split(source)
    }

    /// Reads the whole source; gives up after 11 errors (as the official parser) or an unsupported language.
    mutating func read() -> GherkinDocument {
        while errors.count <= 10 && !unsupportedLanguage {
            let line = index < lines.count ? lines[index] : nil
            if let token = match(line) { apply(token) } else { reportUnexpected(line) }
            if line == nil { break }
            index += 1
        }
        return GherkinDocument(uri: uri, feature: feature)
    }

    /// The token kinds the grammar accepts in the current state.
    private var expected: [Kind] {
        let next: [Kind] = [.tagLine] + (scenario != nil ? [.examplesLine] : []) + [.scenarioLine, .ruleLine]
        switch state {
        case .start: return [.eof, .language, .tagLine, .featureLine, .comment, .empty]
        case .afterLanguage: return [.tagLine, .featureLine, .comment, .empty]
        case .tags(let title): return [.tagLine, title, .comment, .empty]
        case .header(let title):
            let body: [Kind] = switch title {
            case .featureLine, .ruleLine: [.backgroundLine, .tagLine, .scenarioLine, .ruleLine]
            case .examplesLine: [.tableRow] + next
            default: [.stepLine] + next
            }
            return [.eof, .empty, .comment, .other] + body
        case .step:
            let table: [Kind] = step?.dataTable == nil ? [.tableRow] : []
            let docString: [Kind] = step?.docString == nil ? [.docStringSeparator] : []
            return [.eof] + table + docString + [.stepLine] + next + [.comment, .empty]
        case .docString: return [.docStringSeparator, .other]
        case .examplesTable: return [.eof, .tableRow] + next + [.comment, .empty]
        }
    }

    private mutating func match(_ line: GherkinLine?) -> GherkinToken? {
        let allowed = expected
        guard let line else {
            return allowed.contains(.eof) ? GherkinToken(kind: .eof, location: .init(line: lines.count + 1, column: 1)) : nil
        }
        for kind in Kind.allCases where allowed.contains(kind) {
            if let token = match(kind, line) { return token }
        }
        return nil
    }

    private mutating func match(_ kind: Kind, _ line: GherkinLine) -> GherkinToken? {
        var token = GherkinToken(kind: kind, location: GherkinLocation(line: line.number, column: line.indent + 1))
        switch kind {
        case .eof:
            return nil
        case .language:
            guard let language = Self.languageName(line.trimmed) else { return nil }
            guard language == "en" else {
                addError(at: token.location, "unsupported language '\(language)': only English ('en') is supported")
                unsupportedLanguage = true
                return nil
            }
        case .empty, .comment:
            guard kind == .empty ? line.isEmpty : line.startsWith("#") else { return nil }
            token.location.column = 1
            token.text = line.text
        case .tagLine:
            guard line.startsWith("@") else { return nil }
            let (tags, invalid) = line.tags()
            if let invalid {
                addError(at: invalid.location, "a tag may not contain whitespace, got '\(invalid.name)'")
                return nil
            }
            token.tags = tags
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine:
            guard let keyword = GherkinKeywords.titlePrefixes[kind]?.first(where: { line.startsWith($0.prefix) })?.keyword else { return nil }
            token.keyword = keyword
            token.text = line.rest(after: keyword.unicodeScalars.count + 1)
        case .stepLine:
            guard let step = GherkinKeywords.steps.first(where: { line.startsWith($0.keyword) }) else { return nil }
            (token.keyword, token.keywordType) = step
            token.text = line.rest(after: step.keyword.unicodeScalars.count)
        case .docStringSeparator:
            let delimiters = docString.map { [$0.delimiter] } ?? GherkinKeywords.docStringDelimiters
            guard let delimiter = delimiters.first(where: line.startsWith) else { return nil }
            token.keyword = delimiter
            token.text = line.rest(after: delimiter.unicodeScalars.count)
        case .tableRow:
            guard line.startsWith("|") else { return nil }
            token.cells = line.tableCells()
        case .other:
            token.location.column = 1
            guard let open = docString else {
                token.text = line.text
                break
            }
            let escaped = String(open.delimiter.flatMap { "\\\($0)" })
            token.text = line.text(removingIndent: open.location.column - 1).replacing(escaped, with: open.delimiter)
        }
        return token
    }

    /// Whether, skipping blank, comment and tag lines, the next line is a title line of this kind.
    private func lookahead(_ title: Kind) -> Bool {
        let keywords = GherkinKeywords.titlePrefixes[title] ?? []
        for line in lines.dropFirst(index + 1) {
            if keywords.contains(where: { line.startsWith($0.prefix) }) { return true }
            if !(line.isEmpty || line.startsWith("#") || line.startsWith("@")) { return false }
        }
        return false
    }

    private mutating func apply(_ token: GherkinToken) {
        if case .header = state, ![.empty, .comment, .other].contains(token.kind) { flushDescription() }
        let (location, keyword, name) = (token.location, token.keyword, token.text)
        switch token.kind {
        case .eof: closeRule()
        case .language: state = .afterLanguage
        case .comment: break
        case .empty, .other:
            if docString != nil {
                docLines.append(token.text)
            } else if case .header = state {
                description.append(token.text)
            }
        case .tagLine: addTags(token.tags)
        case .featureLine:
            feature = GherkinFeature(
                location: location, tags: takeTags(), language: "en", keyword: keyword, name: name, description: "", children: [])
        case .ruleLine:
            closeRule()
            rule = GherkinRule(location: location, tags: takeTags(), keyword: keyword, name: name, description: "", children: [])
        case .backgroundLine:
            background = GherkinBackground(location: location, keyword: keyword, name: name, description: "", steps: [])
        case .scenarioLine:
            closeScenario()
            scenario = GherkinScenario(
                location: location, tags: takeTags(), keyword: keyword, name: name, description: "", steps: [], examples: [])
        case .examplesLine:
            closeStep()
            closeExamples()
            examples = GherkinExamples(
                location: location, tags: takeTags(), keyword: keyword, name: name, description: "",
                tableHeader: nil, tableBody: [])
        case .stepLine:
            closeStep()
            step = GherkinStep(location: location, keyword: keyword, keywordType: token.keywordType, text: name)
            state = .step
        case .docStringSeparator: toggleDocString(token)
        case .tableRow:
            rows.append(GherkinTableRow(location: location, cells: token.cells))
            if state == .header(.examplesLine) { state = .examplesTable }
        }
        if GherkinKeywords.titles[token.kind] != nil { state = .header(token.kind) }
    }

    /// Adds tag lines; the first one closes what it ends, deciding by lookahead whose tags they are.
    private mutating func addTags(_ tags: [GherkinTag]) {
        pendingTags += tags
        if case .tags = state { return }
        var target = Kind.featureLine
        if state != .start && state != .afterLanguage {
            target = scenario != nil && lookahead(.examplesLine) ? .examplesLine
                : lookahead(.scenarioLine) ? .scenarioLine : .ruleLine
        }
        switch target {
        case .ruleLine: closeRule()
        case .scenarioLine: closeScenario()
        case .examplesLine: closeStep(); closeExamples()
        default: break
        }
        state = .tags(target)
    }

    private mutating func takeTags() -> [GherkinTag] {
        defer { pendingTags = [] }
        return pendingTags
    }

    private mutating func toggleDocString(_ token: GherkinToken) {
        if var open = docString {
            open.content = docLines.joined(separator: "\n")
            step?.docString = open
            docString = nil
            state = .step
        } else {
            finishTable()
            let mediaType = token.text.isEmpty ? nil : token.text
            docString = GherkinDocString(location: token.location, content: "", delimiter: token.keyword, mediaType: mediaType)
            docLines = []
            state = .docString
        }
    }

    /// Gives the description lines read so far (blank lines around them dropped) to the open header.
    private mutating func flushDescription() {
        guard case .header(let title) = state else { return }
        var text = description[...]
        description = []
        while text.first?.allSatisfy(\.isWhitespace) == true { text.removeFirst() }
        while text.last?.allSatisfy(\.isWhitespace) == true { text.removeLast() }
        let joined = text.joined(separator: "\n")
        switch title {
        case .featureLine: feature?.description = joined
        case .ruleLine: rule?.description = joined
        case .backgroundLine: background?.description = joined
        case .scenarioLine: scenario?.description = joined
        default: examples?.description = joined
        }
    }

    /// Moves the table rows read so far to the open step, or else to the open examples.
    private mutating func finishTable() {
        guard let first = rows.first else { return }
        if let bad = rows.first(where: { $0.cells.count != first.cells.count }) {
            let count = { (row: GherkinTableRow) in row.cells.count == 1 ? "1 cell" : "\(row.cells.count) cells" }
            addError(at: bad.location, "inconsistent cell count within the table: "
                + "the first row has \(count(first)), this row \(count(bad))")
        }
        if step != nil {
            step?.dataTable = GherkinDataTable(location: first.location, rows: rows)
        } else {
            examples?.tableHeader = first
            examples?.tableBody = Array(rows.dropFirst())
        }
        rows = []
    }

    private mutating func closeStep() {
        finishTable()
        guard let done = step else { return }
        step = nil
        if scenario != nil { scenario?.steps.append(done) } else { background?.steps.append(done) }
    }

    private mutating func closeExamples() {
        finishTable()
        guard let done = examples else { return }
        examples = nil
        scenario?.examples.append(done)
    }

    /// Closes the open scenario or background (and what is inside it).
    private mutating func closeScenario() {
        closeStep()
        closeExamples()
        if let done = background {
            background = nil
            if rule != nil { rule?.children.append(.background(done)) } else { feature?.children.append(.background(done)) }
        }
        if let done = scenario {
            scenario = nil
            if rule != nil { rule?.children.append(.scenario(done)) } else { feature?.children.append(.scenario(done)) }
        }
    }

    private mutating func closeRule() {
        closeScenario()
        guard let done = rule else { return }
        rule = nil
        feature?.children.append(.rule(done))
    }

    private mutating func reportUnexpected(_ line: GherkinLine?) {
        let allowed = expected
        let names = GherkinToken.phrases.filter { allowed.contains($0.key) }.map { kind, phrase in
            kind == .docStringSeparator && docString != nil ? "the closing delimiter \(docString!.delimiter)" : phrase
        }
        let list = names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
        if let line {
            let location = GherkinLocation(line: line.number, column: line.indent + 1)
            addError(at: location, "expected \(list), got '\(line.rest(after: 0))'")
        } else {
            addError(at: GherkinLocation(line: lines.count + 1, column: 0), "unexpected end of file, expected \(list)")
        }
    }

    private mutating func addError(at location: GherkinLocation, _ message: String) {
        let error = GherkinError(uri: uri, location: location, message: message)
        if !errors.contains(error) { errors.append(error) }
    }

    /// The language named by a `# language: xx` header line, if the line is one.
    /// The name in a `# language: xx` line (spaces allowed around each part), read by hand: a regex here
    /// brought in the regex engine's libraries, about 1.7 MiB of the process's memory, for one kind of line.
    private static func languageName(_ text: String) -> String? {
        var rest = Substring(text).drop(while: \.isWhitespace)
        for part in ["#", "language", ":"] {
            guard rest.hasPrefix(part) else { return nil }
            rest = rest.dropFirst(part.count).drop(while: \.isWhitespace)
        }
        let name = rest.prefix { $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "_") }
        guard !name.isEmpty, rest.dropFirst(name.count).allSatisfy(\.isWhitespace) else { return nil }
        return String(name)
    }
}
