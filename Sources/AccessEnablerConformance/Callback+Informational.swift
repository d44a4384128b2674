import AccessEnablerAdapter
import PassSimulator

extension Callback {
    /// Whether the API reference lets the library make this callback whenever it likes: tracking data,
    /// and advanced status reports other than the tvOS registration code. Such callbacks need no check to
    /// account for them and never break an "in order" sequence; a check that names one still sees it.
    package var isInformational: Bool {
        switch self {
        case .sendTrackingData: true
        case .status(let dictionary): dictionary[StatusKey.id] != "REGCODE"
        default: false
        }
    }
}
