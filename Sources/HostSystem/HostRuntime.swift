import Foundation

/// Where this process runs, in a few words: the operating system and its version, the machine's model, and whether it
/// is a simulator. What a test service tells the suite in its `hello`, recorded beside the implementation's name.
package struct HostRuntime: Sendable, Equatable, Codable {
    /// The operating system (`iOS`, `tvOS`, `macOS`, `Linux`).
    package var system: String
    /// Its version (`18.2.0`).
    package var version: String
    /// The machine's model (`iPhone16,1`, `AppleTV14,1`, `arm64`, `x86_64`); in a simulator, the model simulated.
    package var model: String
    /// Whether this is the iOS or tvOS Simulator.
    package var simulator: Bool

    package init(system: String, version: String, model: String, simulator: Bool) {
        self.system = system
        self.version = version
        self.model = model
        self.simulator = simulator
    }

    /// This process's.
    ///
    /// What differs between the systems: the system's name is known at compile time; a simulator is a target
    /// environment, and the model it simulates is in the environment variable `SIMULATOR_MODEL_IDENTIFIER` (the
    /// machine's own model, from `uname`, is the Mac's processor there).
    package static var current: HostRuntime {
        let os = ProcessInfo.processInfo.operatingSystemVersion
        var name = utsname()
        uname(&name)
        let machine = withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        #if os(Linux)
            let system = "Linux"
        #elseif os(macOS)
            let system = "macOS"
        #elseif os(iOS)
            let system = "iOS"
        #elseif os(tvOS)
            let system = "tvOS"
        #else
            let system = "unknown"
        #endif
        #if targetEnvironment(simulator)
            let simulator = true
        #else
            let simulator = false
        #endif
        let model = simulator ? ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine : machine
        return HostRuntime(system: system, version: "\(os.majorVersion).\(os.minorVersion).\(os.patchVersion)", model: model, simulator: simulator)
    }

    /// `iOS 18.2.0, iPhone16,1 (simulator)`.
    package var summary: String {
        "\(system) \(version), \(model)" + (simulator ? " (simulator)" : "")
    }
}
