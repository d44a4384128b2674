import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

/// The state of one scenario: the simulated world, the platform it runs on, the app the steps talk
/// about, and the window of the transcript that `Then` steps look at.
///
/// A window opens at the first `When` step after a `Given` or `Then`: checks see what happened in reply
/// to the actions of that block, not what the setup did.
public final class ConformanceWorld {
    public let world: World
    public let platform: Platform
    public let device: SimulatedDevice
    /// The app that "the app" means in a step: the first one installed until the user opens another.
    var currentAppName: String?
    /// Index of the first transcript entry `Then` steps look at.
    var windowStart = 0
    var previousStepWasAction = false

    /// Creates a world with one device of `platform` running `implementation`.
    public init(implementation: AccessEnablerImplementation, platform: Platform) {
        world = World(implementation: implementation)
        self.platform = platform
        device = world.addDevice("device", platform: platform, osMajorVersion: 17)
    }

    /// Opens a new observation window when a `When` block starts.
    func willRun(_ type: PickleStepType) {
        let isAction = type == .action
        if isAction && !previousStepWasAction { windowStart = world.transcript.entries.count }
        previousStepWasAction = isAction
    }

    // MARK: - Apps

    /// The current app, launched if it is not running yet.
    func app() throws -> SimulatedApp {
        guard let name = currentAppName, let app = world.apps[name] else {
            throw HarnessError("no app is installed yet: add one with 'Given the device has app ...'")
        }
        if app.library == nil { try launch(app) }
        return app
    }

    func app(named name: String) throws -> SimulatedApp {
        guard let app = world.apps[name] else {
            throw HarnessError("no app named \"\(name)\"; installed: \(world.appOrder.joined(separator: ", "))")
        }
        return app
    }

    func launch(_ app: SimulatedApp) throws {
        do {
            try app.launch()
        } catch {
            throw HarnessError("the implementation failed to start for \(app.name): \(error)")
        }
    }

    /// Calls the current app's library and lets the world settle.
    func call(_ name: String, _ arguments: String = "", _ body: (any AccessEnabler) -> Void) throws {
        try app().call(name, arguments, body)
        try settle()
    }

    /// Runs everything that happens without time really passing.
    func settle() throws {
        do { try world.clock.settle() } catch { throw HarnessError("\(error)") }
    }

    /// Lets time pass.
    func pass(milliseconds: Int64) throws {
        world.transcript.record(.world("\(milliseconds / 1000) s pass"))
        do { try world.clock.advance(by: milliseconds) } catch { throw HarnessError("\(error)") }
        try settle()
    }

    // MARK: - Observations

    /// The transcript entries of the current window.
    var window: ArraySlice<Transcript.Entry> { world.transcript.entries(from: windowStart) }

    /// The callbacks `app` received in the current window (the current app by default).
    func callbacks(_ app: String? = nil) -> [Callback] {
        let name = app ?? currentAppName
        return window.compactMap { entry in
            if case let .callback(receiver, callback) = entry.event, receiver == name { callback } else { nil }
        }
    }

    /// The requests that reached the service in the window from the current app's library (and, with
    /// `includingBrowser`, from its web view).
    func requests(includingBrowser: Bool = true) -> [PassRequest] {
        guard let name = currentAppName else { return [] }
        return window.compactMap { entry in
            guard case let .request(origin, _, request) = entry.event else { return nil }
            return origin == name || (includingBrowser && origin == "browser(\(name))") ? request : nil
        }
    }

    /// A readable list of callbacks, for failure messages.
    func describe(_ callbacks: [Callback]) -> String {
        callbacks.isEmpty ? "no callback" : callbacks.map(\.description).joined(separator: "; ")
    }

    /// What a failure report shows: the transcript of the window and the storage as it is now.
    public var diagnostics: String {
        var text = "Transcript (\(platform.rawValue), from the start of the failing block; times are virtual):\n"
        let slice = window.isEmpty ? world.transcript.entries[...] : window
        text += Transcript.render(slice.suffix(120)).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        text += "\n\nStorage now:"
        let areas = device.storageAreas
        if areas.isEmpty { text += " (no storage area in use)" }
        for area in areas {
            text += "\n  [\(area.name)]" + (area.contents.isEmpty ? " empty" : "")
            for key in area.contents.keys.sorted() { text += "\n    \(key) = \(area.contents[key]!)" }
        }
        return text
    }
}
