import AccessEnablerAdapter

/// One key/value area on a device: a named pasteboard (iOS) or one app's defaults (tvOS).
package final class StorageArea {
    /// A readable name, such as `pasteboard(team TEAM1)` or `defaults(com.x.app)`.
    package let name: String
    /// What is stored, by key.
    package private(set) var contents: [String: String] = [:]

    /// Creates an empty area.
    package init(name: String) {
        self.name = name
    }

    /// Stores or removes a value.
    package func set(_ value: String?, forKey key: String) {
        contents[key] = value
    }

    /// Forgets everything (an OS upgrade wiping pasteboards).
    package func wipe() {
        contents = [:]
    }
}

/// An app's view of a ``StorageArea``, handed to its library instance; records every write.
final class StorageView: EntitlementStorage {
    let area: StorageArea
    let app: String
    let transcript: Transcript

    init(area: StorageArea, app: String, transcript: Transcript) {
        self.area = area
        self.app = app
        self.transcript = transcript
    }

    func value(forKey key: String) -> String? { area.contents[key] }

    func setValue(_ value: String?, forKey key: String) {
        guard area.contents[key] != value else { return }
        area.set(value, forKey: key)
        transcript.record(.storage(app: app, area: area.name, key: key, value: value))
    }

    func allKeys() -> [String] { area.contents.keys.sorted() }
}
