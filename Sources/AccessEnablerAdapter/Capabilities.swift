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

/// An implementation the suite can run: its name, what it targets, and how to build an instance.
public struct AccessEnablerImplementation: Sendable {
    /// A short name, used for the report folder (`Reports/<name>/`).
    public var name: String
    /// Its own version, as it declares it (`0.3.1`), or empty.
    public var version: String
    /// What it targets.
    public var capabilities: Capabilities
    /// Builds one library instance for one app. Throwing means the implementation failed to start.
    public var make: @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    /// Why the implementation can no longer be judged in the world whose clock is given (it crashed,
    /// hung, or broke its wire protocol there), or `nil`. The suite asks after every step; an answer ends
    /// the scenario as an error. In-process implementations leave the default.
    public var breakdown: @Sendable (any EntitlementClock) -> String?
    /// Whether the suite may run several scenarios at once, each in its own world on its own thread: true for
    /// an implementation in this process (`make` is `@Sendable`, and instances share nothing); false for one
    /// that one external process serves a scenario at a time.
    public var runsScenariosConcurrently = true

    /// Creates an implementation.
    public init(
        name: String,
        version: String = "",
        capabilities: Capabilities,
        breakdown: @escaping @Sendable (any EntitlementClock) -> String? = { _ in nil },
        make: @escaping @Sendable (AccessEnablerEnvironment, any EntitlementDelegate) throws -> any AccessEnabler
    ) {
        self.name = name
        self.version = version
        self.capabilities = capabilities
        self.breakdown = breakdown
        self.make = make
    }
}
