/// Words as a POSIX shell reads them back: what reports show as commands to paste.
package enum ShellWords {
    /// `argument` as a POSIX shell would need it to read it back as one word.
    package static func quoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:+,@%".contains($0)) }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `words` as one command line.
    package static func line(_ words: [String]) -> String {
        words.map(quoted).joined(separator: " ")
    }
}
