import AccessEnablerAdapter

/// Everything that happened in a world, in order, stamped with virtual time.
///
/// Checks read it from three sides: the callbacks the library made to the app, the requests it sent to
/// the service and what came back, and what it wrote to storage.
package final class Transcript {
    /// What happened.
    package enum Event: Equatable, Sendable {
        /// The app called the library.
        case call(app: String, LibraryCall)
        /// The library called the app back.
        case callback(app: String, Callback)
        /// A request reached the service, from a library instance or from a browser.
        case request(origin: RequestOrigin, id: Int, PassRequest)
        /// The service answered a request.
        case response(origin: RequestOrigin, id: Int, PassResponse)
        /// A library wrote (`value`) or removed (`nil`) a key in a storage area.
        case storage(app: String, area: String, key: String, value: String?)
        /// The user, the browser or the world did something.
        case world(WorldEvent)
    }

    /// One entry: when, and what.
    package struct Entry: Equatable, Sendable {
        /// Virtual milliseconds since the world started.
        package var time: Int64
        package var event: Event
    }

    package private(set) var entries: [Entry] = []
    private let clock: VirtualClock
    private let start: Int64

    /// Creates an empty transcript stamped by `clock`.
    package init(clock: VirtualClock) {
        self.clock = clock
        self.start = clock.now
    }

    /// Appends an event at the current virtual time.
    package func record(_ event: Event) {
        entries.append(Entry(time: clock.now - start, event: event))
    }

    /// The entries from index `start` on.
    package func entries(from start: Int) -> ArraySlice<Entry> {
        entries[min(start, entries.count)...]
    }

    /// A readable rendering of entries, one per line, with `+m:ss.mmm` stamps.
    package static func render(_ entries: some Collection<Entry>) -> String {
        entries.map { entry in
            let ms = entry.time
            let stamp = "+\(ms / 60_000):" + pad(ms / 1000 % 60, 2) + "." + pad(ms % 1000, 3)
            return "\(stamp)  \(describe(entry.event))"
        }.joined(separator: "\n")
    }

    private static func pad(_ n: Int64, _ width: Int) -> String {
        let s = String(n)
        return String(repeating: "0", count: max(0, width - s.count)) + s
    }

    /// One event as a line.
    package static func describe(_ event: Event) -> String {
        switch event {
        case let .call(app, call): "\(app) → \(call)"
        case let .callback(app, callback): "\(app) ← \(callback)"
        case let .request(origin, id, request): "\(origin) ⇢ #\(id) \(request)"
        case let .response(origin, id, response):
            "\(origin) ⇠ #\(id) \(response.status)" + (response.body.isEmpty ? "" : " \(response.body)")
        case let .storage(app, area, key, value):
            value.map { "\(app) writes [\(area)] \(key) = \($0)" } ?? "\(app) removes [\(area)] \(key)"
        case let .world(event): "· \(event)"
        }
    }
}
