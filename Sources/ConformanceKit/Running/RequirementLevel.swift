/// How binding a requirement is, in the words of RFC 2119: what a failure of it means for the verdict.
package enum RequirementLevel: String, Sendable, Codable, CaseIterable, Comparable {
    /// Binding: a failure fails the run.
    case must
    /// Recommended: a failure fails the run only when judged strictly; otherwise it is a warning.
    case should
    /// Information: a failure never fails the run.
    case info

    /// Whether a failure at this level decides the verdict.
    package func decides(strict: Bool) -> Bool {
        switch self {
        case .must: true
        case .should: strict
        case .info: false
        }
    }

    /// Most binding first.
    package static func < (a: RequirementLevel, b: RequirementLevel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
