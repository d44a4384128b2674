/// A step pattern in the style of Cucumber expressions: literal text with typed parameters.
///
/// Parameters: `{string}` (a double-quoted string, quotes not included), `{int}` (a whole number),
/// `{word}` (text without spaces or quotes), and any ``StepParameterType`` given to
/// ``init(_:parameterTypes:)``. `(text)` marks optional text, as in `request(s)`; `\(`, `\)`, `\{`, `\}`
/// and `\\` stand for the character itself.
package struct StepExpression: Sendable, Equatable, CustomStringConvertible {
    enum Token: Sendable {
        case literal(String)
        case optional(String)
        case parameter(StepParameterType)
    }

    /// A captured value that its parameter type does not accept.
    package struct ValueProblem: Sendable, Equatable, CustomStringConvertible {
        /// Where the value starts in the step's text, in characters.
        package var offset: Int
        /// The value as captured (for `{string}`-like types, without the quotes).
        package var value: String
        /// The parameter type's name, without braces.
        package var typeName: String
        /// What is wrong and what is valid.
        package var message: String

        /// Creates a problem.
        package init(offset: Int, value: String, typeName: String, message: String) {
            (self.offset, self.value, self.typeName, self.message) = (offset, value, typeName, message)
        }

        package var description: String { message }
    }

    /// How a text that matches the pattern's shape fares against its parameter types.
    package enum Evaluation: Sendable, Equatable {
        /// Every value is valid: the captured texts, in order.
        case valid([String])
        /// The text has the pattern's shape, but these values are not valid.
        case invalid([ValueProblem])
    }

    /// The pattern as written.
    package let source: String
    let tokens: [Token]

    /// Parses a pattern that uses only the built-in types `{string}`, `{int}` and `{word}`.
    package init(_ source: String) {
        self.init(source, parameterTypes: StepParameterType.builtIns)
    }

    /// Parses a pattern whose `{name}`s are among `parameterTypes` or the built-ins.
    ///
    /// An unknown `{name}` is a programming error: define the types before the patterns that use them.
    package init(_ source: String, parameterTypes: [StepParameterType]) {
        self.source = source
        var tokens: [Token] = []
        var literal = ""
        var rest = Substring(source)
        while let c = rest.first {
            if c == "\\", let escaped = rest.dropFirst().first, "(){}\\".contains(escaped) {
                literal.append(escaped)
                rest = rest.dropFirst(2)
            } else if c == "{" || c == "(", let close = rest.firstIndex(of: c == "{" ? "}" : ")") {
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
                let inner = String(rest[rest.index(after: rest.startIndex)..<close])
                if c == "{" {
                    guard let type = parameterTypes.first(where: { $0.name == inner })
                        ?? StepParameterType.builtIns.first(where: { $0.name == inner })
                    else { preconditionFailure("unknown parameter type {\(inner)} in \"\(source)\"") }
                    tokens.append(.parameter(type))
                } else {
                    tokens.append(.optional(inner))
                }
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append(c)
                rest = rest.dropFirst()
            }
        }
        if !literal.isEmpty { tokens.append(.literal(literal)) }
        self.tokens = tokens
    }

    package var description: String { source }

    /// The parameter types, in order.
    package var parameters: [StepParameterType] {
        tokens.compactMap { if case .parameter(let type) = $0 { type } else { nil } }
    }

    /// Two expressions are equal when they have the same source and parameter type names.
    package static func == (lhs: StepExpression, rhs: StepExpression) -> Bool {
        lhs.source == rhs.source && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
    }

    // MARK: - Matching

    /// The captured parameter texts when `text` matches the whole pattern with every value valid, else `nil`.
    package func match(_ text: String) -> [String]? {
        guard case .valid(let values) = evaluate(text) else { return nil }
        return values
    }

    /// `nil` when `text` does not have the pattern's shape; else its values, or the problems with them.
    package func evaluate(_ text: String) -> Evaluation? {
        // Most patterns start with words the text lacks: one prefix test rules them out before any matching.
        if case .literal(let first) = tokens.first, !text.hasPrefix(first) { return nil }
        guard let captures = match(text, validOnly: false) else { return nil }
        if problems(captures, in: text).isEmpty { return .valid(captures.map { String(text[$0.range]) }) }
        // Another way of matching may capture only valid values, as `{word}s` can end at several places.
        if let valid = match(text, validOnly: true) {
            return .valid(valid.map { String(text[$0.range]) })
        }
        return .invalid(problems(captures, in: text))
    }

    /// One captured value: its type and where it is in the text.
    private struct Capture {
        var type: StepParameterType
        var range: Range<String.Index>
    }

    private func problems(_ captures: [Capture], in text: String) -> [ValueProblem] {
        captures.compactMap { capture in
            let value = String(text[capture.range])
            return capture.type.validate(value).map { message in
                ValueProblem(
                    offset: text.distance(from: text.startIndex, to: capture.range.lowerBound),
                    value: value, typeName: capture.type.name, message: message)
            }
        }
    }

    /// One way to go on at a token: the value it captures, if any, and where the rest of the text starts.
    private struct Option {
        var capture: Capture?
        var end: String.Index
    }

    /// A token being matched: its ways to go on, longest first, and which one is taken.
    private struct Choice {
        var token: Int
        var options: [Option]
        var taken = 0
    }

    /// The captures when the tokens match the whole of `text`; with `validOnly`, only valid values.
    ///
    /// A depth-first search with its own stack, not the call stack: a pattern of thousands of tokens (a
    /// suggestion for a long step, say) cannot overflow it. Values are validated once the rest has
    /// matched, deepest first, so that a long word is copied for validation once, not once per prefix.
    private func match(_ text: String, validOnly: Bool) -> [Capture]? {
        var stack: [Choice] = []
        var token = 0
        var position = text.startIndex
        while true {
            if token < tokens.count {
                let next = token + 1 < tokens.count ? tokens[token + 1] : nil
                let options = Self.options(tokens[token], in: text, at: position, before: next)
                if let first = options.first {
                    stack.append(Choice(token: token, options: options))
                    (token, position) = (token + 1, first.end)
                    continue
                }
            } else if position == text.endIndex {
                // The whole text matched: the deepest invalid value, if any, tries its next way.
                guard validOnly, let invalid = stack.lastIndex(where: { choice in
                    choice.options[choice.taken].capture.map { $0.type.validate(String(text[$0.range])) != nil } ?? false
                }) else {
                    return stack.compactMap { $0.options[$0.taken].capture }
                }
                stack.removeSubrange((invalid + 1)...)
            }
            // Back to the deepest token with another way to go on.
            while let last = stack.last, last.taken + 1 >= last.options.count { stack.removeLast() }
            guard !stack.isEmpty else { return nil }
            stack[stack.count - 1].taken += 1
            let choice = stack[stack.count - 1]
            (token, position) = (choice.token + 1, choice.options[choice.taken].end)
        }
    }

    /// The ways `token` can match `text` at `start`, in the order to try them.
    private static func options(_ token: Token, in text: String, at start: String.Index, before next: Token?) -> [Option] {
        switch token {
        case .literal(let literal):
            return end(of: literal, in: text, at: start).map { [Option(end: $0)] } ?? []
        case .optional(let optional):
            return (end(of: optional, in: text, at: start).map { [Option(end: $0)] } ?? []) + [Option(end: start)]
        case .parameter(let type):
            return candidates(type.shape, in: text, at: start, before: next).map { range, end in
                Option(capture: Capture(type: type, range: range), end: end)
            }
        }
    }

    /// Where `literal` ends when `text` continues with it at `start`, else `nil`.
    private static func end(of literal: String, in text: String, at start: String.Index) -> String.Index? {
        var index = start
        for c in literal {
            guard index < text.endIndex, text[index] == c else { return nil }
            index = text.index(after: index)
        }
        return index
    }

    /// Every way a value of `shape` can start `text` at `start`, longest first: the value's range and
    /// where the rest of the text starts.
    private static func candidates(
        _ shape: StepParameterType.Shape, in text: String, at start: String.Index, before next: Token?
    ) -> [(Range<String.Index>, String.Index)] {
        switch shape {
        case .quoted:
            guard start < text.endIndex, text[start] == "\"" else { return [] }
            let open = text.index(after: start)
            guard let close = text[open...].firstIndex(of: "\"") else { return [] }
            return [(open..<close, text.index(after: close))]
        case .integer:
            guard let end = integerEnd(in: text, at: start) else { return [] }
            return [(start..<end, end)]
        case .quantity:
            guard let numberEnd = integerEnd(in: text, at: start), numberEnd < text.endIndex, text[numberEnd] == " "
            else { return [] }
            let unitStart = text.index(after: numberEnd)
            let end = text[unitStart...].firstIndex { !$0.isLetter } ?? text.endIndex
            guard end > unitStart else { return [] }
            return [(start..<end, end)]
        case .word:
            let end = text[start...].firstIndex { $0.isWhitespace || $0 == "\"" } ?? text.endIndex
            guard end > start else { return [] }
            // Followed by the end or by whitespace, only the whole word can match: no need to try its prefixes.
            if Self.needsWholeWord(before: next) { return [(start..<end, end)] }
            var ends: [String.Index] = []
            var index = start
            while index < end {
                index = text.index(after: index)
                ends.append(index)
            }
            return ends.reversed().map { (start..<$0, $0) }
        }
    }

    private static func needsWholeWord(before next: Token?) -> Bool {
        switch next {
        case nil: true
        case .literal(let literal): literal.first?.isWhitespace ?? false
        default: false
        }
    }

    /// The end of an optional `-` and ASCII digits at `start`, or `nil` without digits.
    private static func integerEnd(in text: String, at start: String.Index) -> String.Index? {
        var end = start
        if end < text.endIndex, text[end] == "-" { end = text.index(after: end) }
        let digitsStart = end
        while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
        return end > digitsStart ? end : nil
    }

    // MARK: - Suggestions

    /// A pattern that matches `text`: quoted strings become `{string}`, numbers that fit `Int` `{int}`, and the
    /// characters patterns give a meaning to (`(`, `)`, `{`, `}`, `\`) are escaped.
    package static func suggestion(for text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let c = rest.first {
            if c == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                result += "{string}"
                rest = rest[rest.index(after: close)...]
            } else if c.isASCII, c.isNumber {
                // Digits glued to a word (`a14`, `3rd` is fine) stay text, all of them.
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                result += Int(digits) == nil || (result.last?.isLetter ?? false) ? String(digits) : "{int}"
                rest = rest.dropFirst(digits.count)
            } else {
                if "(){}\\".contains(c) { result.append("\\") }
                result.append(c)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
