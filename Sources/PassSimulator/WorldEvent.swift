/// Something the user, the browser or the world did, as the transcript records it.
///
/// The events other code reacts to are cases of their own; everything else is a note for people, which
/// no code reads back.
package enum WorldEvent: Equatable, Sendable, CustomStringConvertible {
    /// The app launched: a new library instance; `number` counts its launches from 1.
    case launches(app: String, number: Int)
    /// The app was closed: its library instance is gone, storage stays.
    case closed(app: String)
    /// A test planted an authentication token in the storage of SDK versions before 1.7.
    case plantedLegacyToken(guid: String, requestor: String)
    /// Anything else, for people.
    case note(String)

    /// The line the transcript shows.
    package var description: String {
        switch self {
        case let .launches(app, number): "\(app) launches (\(number == 1 ? "first launch" : "relaunch #\(number - 1)"))"
        case .closed(let app): "\(app) is closed"
        case let .plantedLegacyToken(guid, requestor): "the older storage area holds \(guid) for \(requestor)"
        case .note(let text): text
        }
    }
}
