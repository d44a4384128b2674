/// A step pattern in the style of Cucumber expressions: literal text with typed parameters.
///
/// Parameters: `{string}` (a double-quoted string, quotes not included), `{int}` (a whole number),
/// `{word}` (text without spaces or quotes). `(text)` marks optional text, as in `request(s)`.
public struct StepExpression: Sendable, Equatable, CustomStringConvertible {
    /// The parameter types.
    public enum Parameter: String, Sendable, Equatable {
        case string, int, word
    }

    enum Token: Sendable, Equatable {
        case literal(String)
        case optional(String)
        case parameter(Parameter)
    }

    /// The pattern as written.
    public let source: String
    let tokens: [Token]

    /// Parses a pattern; an unknown `{type}` or an unclosed brace is a programming error.
    public init(_ source: String) {
        self.source = source
        var tokens: [Token] = []
        var literal = ""
        var rest = Substring(source)
        while let c = rest.first {
            if c == "{" || c == "(", let close = rest.firstIndex(of: c == "{" ? "}" : ")") {
                if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
                let inner = String(rest[rest.index(after: rest.startIndex)..<close])
                if c == "{" {
                    guard let parameter = Parameter(rawValue: inner) else { preconditionFailure("unknown parameter type {\(inner)} in \"\(source)\"") }
                    tokens.append(.parameter(parameter))
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

    public var description: String { source }

    /// The parameter types, in order.
    public var parameters: [Parameter] {
        tokens.compactMap { if case .parameter(let p) = $0 { p } else { nil } }
    }

    /// The captured parameter texts when `text` matches the whole pattern, else `nil`.
    public func match(_ text: String) -> [String]? {
        Self.match(tokens[...], Substring(text))
    }

    private static func match(_ tokens: ArraySlice<Token>, _ text: Substring) -> [String]? {
        guard let token = tokens.first else { return text.isEmpty ? [] : nil }
        let rest = tokens.dropFirst()
        switch token {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return nil }
            return match(rest, text.dropFirst(literal.count))
        case .optional(let optional):
            if text.hasPrefix(optional), let found = match(rest, text.dropFirst(optional.count)) { return found }
            return match(rest, text)
        case .parameter(let parameter):
            for (value, remainder) in candidates(parameter, text) {
                if let found = match(rest, remainder) { return [value] + found }
            }
            return nil
        }
    }

    /// Every way `parameter` can match a prefix of `text`, longest first.
    private static func candidates(_ parameter: Parameter, _ text: Substring) -> [(String, Substring)] {
        switch parameter {
        case .string:
            guard text.first == "\"", let close = text.dropFirst().firstIndex(of: "\"") else { return [] }
            return [(String(text[text.index(after: text.startIndex)..<close]), text[text.index(after: close)...])]
        case .int:
            var end = text.startIndex
            if end < text.endIndex, text[end] == "-" { end = text.index(after: end) }
            let digitsStart = end
            while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
            guard end > digitsStart else { return [] }
            return [(String(text[..<end]), text[end...])]
        case .word:
            let word = text.prefix { !$0.isWhitespace && $0 != "\"" }
            guard !word.isEmpty else { return [] }
            return (1...word.count).reversed().map { n in (String(word.prefix(n)), text.dropFirst(n)) }
        }
    }

    /// A pattern that would match `text`: quoted strings become `{string}`, numbers `{int}`.
    public static func suggestion(for text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let c = rest.first {
            if c == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                result += "{string}"
                rest = rest[rest.index(after: close)...]
            } else if c.isASCII, c.isNumber, !(result.last?.isLetter ?? false) {
                result += "{int}"
                rest = rest.drop { $0.isASCII && $0.isNumber }
            } else {
                result.append(c)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
