/// Who sent a request to the service: an app's library instance, or the browser (or web view) an app
/// opened for a login or a logout page.
package enum RequestOrigin: Hashable, Sendable, CustomStringConvertible {
    /// The library instance of the app with this name.
    case library(app: String)
    /// The browser the app with this name opened.
    case browser(app: String)

    /// The app it belongs to, whichever sent it.
    package var app: String {
        switch self {
        case .library(let app), .browser(let app): app
        }
    }

    /// Whether a library sent it (not a browser).
    package var isLibrary: Bool {
        if case .library = self { true } else { false }
    }

    /// How the transcript shows it: `App1`, or `browser(App1)`.
    package var description: String {
        switch self {
        case .library(let app): app
        case .browser(let app): "browser(\(app))"
        }
    }
}
