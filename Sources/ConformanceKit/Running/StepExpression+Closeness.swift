extension StepExpression {
    /// One word of a pattern, as a step's text is compared with it: a word, or any word (a parameter).
    enum PatternWord: Sendable, Equatable {
        case word(String)
        case anyWord
    }

    /// The pattern as words: each parameter one word that matches any, optional text left out.
    var patternWords: [PatternWord] {
        var words: [PatternWord] = []
        for token in tokens {
            switch token {
            case .literal(let text):
                words += text.split(separator: " ").map { .word(String($0)) }
            case .parameter:
                words.append(.anyWord)
            case .optional:
                continue
            }
        }
        return words
    }

    /// A step's text as words: a quoted string is one word, as a `{string}` parameter takes it.
    static func textWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for c in text {
            if let open = quote {
                current.append(c)
                if c == open { quote = nil }
            } else if c == "\"" || c == "'" {
                current.append(c)
                quote = c
            } else if c == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// How many words of `text` must change for it to have this pattern's shape (a word that is the
    /// pattern's word and a short optional ending, `minutes` for `minute(s)`, needs none).
    func wordDistance(to text: String) -> Int {
        EditDistance.between(patternWords, Self.textWords(text)) { (pattern: PatternWord, word: String) -> Bool in
            switch pattern {
            case .anyWord: true
            case .word(let expected): word == expected || (word.hasPrefix(expected) && word.count - expected.count <= 2)
            }
        }
    }
}
