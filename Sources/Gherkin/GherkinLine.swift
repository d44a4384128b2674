/// One source line and the text helpers the token matcher needs; columns count Unicode scalars.
struct GherkinLine {
    let number: Int
    let text: String
    /// The text without its leading whitespace.
    let trimmed: String
    /// How many whitespace scalars precede `trimmed`.
    let indent: Int

    init(_ text: String, number: Int) {
        self.text = text
        self.number = number
        let scalars = text.unicodeScalars
        let start = scalars.firstIndex { !Self.isSpace($0) } ?? scalars.endIndex
        indent = scalars.distance(from: scalars.startIndex, to: start)
        trimmed = String(scalars[start...])
    }

    /// Splits a source as the official scanner: on `\n` or `\r\n`, dropping one blank last line. Lines are
    /// slices of the source copied whole, not rebuilt a scalar at a time.
    static func split(_ source: String) -> [GherkinLine] {
        var texts = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.last == "\r" ? line.dropLast() : line)
        }
        if let last = texts.last, last.unicodeScalars.allSatisfy(isSpace) { texts.removeLast() }
        return texts.enumerated().map { GherkinLine($1, number: $0 + 1) }
    }

    var isEmpty: Bool { trimmed.isEmpty }

    func startsWith(_ prefix: String) -> Bool { trimmed.unicodeScalars.starts(with: prefix.unicodeScalars) }

    /// The trimmed text after its first `count` scalars, with surrounding whitespace removed.
    func rest(after count: Int) -> String {
        let rest = trimmed.unicodeScalars.dropFirst(count)
        guard let first = rest.firstIndex(where: { !Self.isSpace($0) }), let last = rest.lastIndex(where: { !Self.isSpace($0) })
        else { return "" }
        return String(rest[first...last])
    }

    /// The whole line minus up to `indent` leading scalars (all leading whitespace if it has fewer).
    func text(removingIndent removed: Int) -> String {
        removed > indent ? trimmed : String(text.unicodeScalars.dropFirst(removed))
    }

    /// The cells of a `| a | b |` row: text after the last `|` is ignored, escapes `\|`, `\\`, `\n` decoded.
    func tableCells() -> [GherkinTableCell] {
        let scalars = Array(trimmed.unicodeScalars)
        var cells: [GherkinTableCell] = []
        var cell: [Unicode.Scalar] = []
        var startColumn = 1, index = 0, seenFirstPipe = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "|" {
                if seenFirstPipe {
                    let leading = cell.prefix(while: Self.isCellSpace).count
                    let location = GherkinLocation(line: number, column: indent + startColumn + leading)
                    cells.append(GherkinTableCell(location: location, value: Self.trim(cell, Self.isCellSpace)))
                }
                seenFirstPipe = true
                cell = []
                startColumn = index + 1
            } else if scalar == "\\", index < scalars.count {
                let escaped = scalars[index]
                index += 1
                if escaped == "n" { cell.append("\n"); continue }
                if escaped != "|" && escaped != "\\" { cell.append("\\") }
                cell.append(escaped)
            } else {
                cell.append(scalar)
            }
        }
        return cells
    }

    /// The tags of a tag line (a ` #` starts a comment), and the first item containing whitespace, if any.
    func tags() -> (tags: [GherkinTag], invalid: GherkinTag?) {
        let scalars = Array(trimmed.unicodeScalars)
        let commentStart = scalars.indices.dropLast().first { Self.isSpace(scalars[$0]) && scalars[$0 + 1] == "#" }
        var column = indent + 1
        var tags: [GherkinTag] = []
        for item in scalars.prefix(commentStart ?? scalars.count).split(separator: "@", omittingEmptySubsequences: false) {
            let name = Self.string(item.reversed().drop(while: Self.isSpace).reversed())
            if name.isEmpty { continue }
            if name.unicodeScalars.contains(where: Self.isSpace) {
                return (tags, GherkinTag(name: "@" + name, location: GherkinLocation(line: number, column: column)))
            }
            tags.append(GherkinTag(name: "@" + name, location: GherkinLocation(line: number, column: column)))
            column += item.count + 1
        }
        return (tags, nil)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII first: its whitespace is tab to carriage return and space, without a look-up in Unicode's tables.
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace || scalar == "\u{FEFF}"
    }

    /// The whitespace the official reader trims from table cells (newlines from `\n` stay).
    static func isCellSpace(_ scalar: Unicode.Scalar) -> Bool { " \t\u{0B}\u{0C}\r\u{85}\u{A0}".unicodeScalars.contains(scalar) }

    static func trim(_ scalars: [Unicode.Scalar], _ isSpace: (Unicode.Scalar) -> Bool) -> String {
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        return string(scalars[first...scalars.lastIndex { !isSpace($0) }!])
    }

    /// The scalars as a string, encoded into one buffer (appending to a string a scalar at a time costs far more).
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.underestimatedCount)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        return String(decoding: bytes, as: UTF8.self)
    }
}
