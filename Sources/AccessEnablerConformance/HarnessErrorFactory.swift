import ConformanceKit

/// Errors for steps that name something the vocabulary does not know.
enum HarnessErrorFactory {
    static func unknown(_ kind: String, _ value: String, known: String) -> HarnessError {
        HarnessError("unknown \(kind) \"\(value)\"; known: \(known)")
    }
}
