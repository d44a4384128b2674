/// The network between the library and the Adobe Pass service.
///
/// `send` returns at once; the response arrives later through `completion`, exactly once, on the
/// implementation's thread (never from inside `send`). A request the service never answers (a held or
/// lost response) simply never completes, which is how the suite tests queueing.
public protocol PassTransport: AnyObject {
    /// Sends `request`; `completion` receives the service's response later.
    func send(_ request: PassRequest, completion: @escaping (PassResponse) -> Void)
}

/// A request to the Adobe Pass service: an HTTP method, a path and query parameters.
public struct PassRequest: Sendable, Equatable, CustomStringConvertible {
    /// `GET`, `POST` or `DELETE`.
    public var method: String
    /// The path, such as `/api/v1/authorize`.
    public var path: String
    /// The query parameters.
    public var parameters: [String: String]

    /// Creates a request.
    public init(method: String, path: String, parameters: [String: String] = [:]) {
        self.method = method
        self.path = path
        self.parameters = parameters
    }

    /// `GET /api/v1/authorize?device_id=...&requestor_id=...`, parameters sorted by name.
    public var description: String {
        let query = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: "&")
        return query.isEmpty ? "\(method) \(path)" : "\(method) \(path)?\(query)"
    }
}

/// The service's answer: an HTTP status and a JSON body (see ``PassAPI`` for the shapes).
public struct PassResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The body, JSON text or empty.
    public var body: String

    /// Creates a response.
    public init(status: Int, body: String = "") {
        self.status = status
        self.body = body
    }
}
