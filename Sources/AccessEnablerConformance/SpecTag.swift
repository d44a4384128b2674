import AccessEnablerAdapter
import ConformanceKit

/// A tag the specs may carry, and what it means.
///
/// A `Rule` carries one requirement ID, one level, one or more platforms, one source section and
/// optional version tags; a `Scenario` or `Examples` block may carry platform tags (to narrow its
/// rule's platforms) and version tags (to narrow its versions). ``SpecLint`` enforces this.
package enum SpecTag: Sendable, Hashable {
    /// `@AE-AUTHN-03`: the requirement's stable ID, without `@AE-` (`AUTHN-03`).
    case requirement(String)
    /// `@must`, `@should`, `@info`: how binding the requirement is.
    case level(RequirementLevel)
    /// `@ios`, `@tvos`: a platform the requirement (or scenario) applies to.
    case platform(Platform)
    /// `@source-generic`: the section of the SDK overview it comes from, without `@source-`.
    case source(String)
    /// `@since-1.7`: applies from this SDK version on.
    case since(SDKVersion)
    /// `@until-1.6`: applies up to this SDK version.
    case until(SDKVersion)
    /// `@profile-1.8`: describes the behaviour of this SDK version's profile only.
    case profile(SDKVersion)

    /// What a requirement tag starts with: `@AE-` (`@AE-CACHE-04`).
    package static let requirementPrefix = "@AE-"

    /// The source sections, in the order of the SDK overview.
    package static let sources = [
        "post-init", "generic", "logout", "definitions", "caching", "persistence", "ios", "tvos",
        "token-storage", "token-importer", "token-sanitizer", "format", "device-binding", "sso", "api-reference",
    ]

    /// The version tag prefixes: `since`, `until`, `profile`.
    package static let versionPrefixes = ["since", "until", "profile"]

    /// The tags a `Rule` may carry, for messages.
    package static let allowedOnRule = requirementPrefix + "<AREA>-<NN>, " + RequirementLevel.allCases.map { "@" + $0.rawValue }.joined(separator: ", ") + ", "
        + Platform.allCases.map { "@" + $0.rawValue }.joined(separator: ", ") + ", "
        + sources.map { "@source-" + $0 }.joined(separator: ", ") + ", "
        + versionPrefixes.map { "@\($0)-<version>" }.joined(separator: ", ")

    /// The tags a `Scenario` or `Examples` block may carry, for messages.
    package static let allowedOnScenario = Platform.allCases.map { "@" + $0.rawValue }.joined(separator: ", ")
        + ", " + versionPrefixes.map { "@\($0)-<version>" }.joined(separator: ", ")

    /// Reads a tag as written (`@must`); `nil` when it is not one the specs use or is malformed.
    package init?(_ name: String) {
        guard name.hasPrefix("@") else { return nil }
        let body = String(name.dropFirst())
        if name.hasPrefix(Self.requirementPrefix) {
            let id = String(name.dropFirst(Self.requirementPrefix.count))
            guard Self.isRequirementID(id) else { return nil }
            self = .requirement(id)
        } else if let level = RequirementLevel(rawValue: body) {
            self = .level(level)
        } else if let platform = Platform(rawValue: body) {
            self = .platform(platform)
        } else if body.hasPrefix("source-") {
            let section = String(body.dropFirst("source-".count))
            guard Self.sources.contains(section) else { return nil }
            self = .source(section)
        } else if let (prefix, version) = Self.versionTag(body) {
            switch prefix {
            case "since": self = .since(version)
            case "until": self = .until(version)
            default: self = .profile(version)
            }
        } else {
            return nil
        }
    }

    /// Whether `id` has the shape `<AREA>-<NN>`: capital letters, a dash, two digits (`AUTHN-03`).
    package static func isRequirementID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (area, number) = (parts[0], parts[1])
        return !area.isEmpty && area.allSatisfy { $0.isASCII && $0.isUppercase }
            && number.count == 2 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// `("since", 1.7)` for `since-1.7`; `nil` when `body` is no version tag or its version does not parse.
    static func versionTag(_ body: String) -> (String, SDKVersion)? {
        for prefix in versionPrefixes where body.hasPrefix(prefix + "-") {
            guard let version = SDKVersion(String(body.dropFirst(prefix.count + 1))) else { return nil }
            return (prefix, version)
        }
        return nil
    }
}
