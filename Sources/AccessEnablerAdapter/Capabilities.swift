/// What an implementation says it targets, so that the suite reports the rest not applicable.
public struct Capabilities: Sendable, Equatable {
    /// The platforms the implementation runs on.
    public var platforms: Set<Platform>
    /// The SDK version whose documented behaviour it implements.
    public var sdkVersion: SDKVersion
    /// Optional features it supports, by name (`svc`, `preauthorization`, `metadata`...).
    public var features: Set<String>

    /// Creates a capability declaration.
    public init(platforms: Set<Platform>, sdkVersion: SDKVersion, features: Set<String> = []) {
        self.platforms = platforms
        self.sdkVersion = sdkVersion
        self.features = features
    }
}

/// An SDK version such as 1.7.5.
public struct SDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `1.7.5` or `1.10`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.init(parts[0]!, parts[1]!, parts.count == 3 ? parts[2]! : 0)
    }

    public static func < (a: SDKVersion, b: SDKVersion) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
