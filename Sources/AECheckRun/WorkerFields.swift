import AccessEnablerWire

/// The fields of a JSON object a scenario worker sent, read by type: a missing or mistyped field is named.
struct WorkerFields {
    private let fields: [String: JSONValue]

    init(_ fields: [String: JSONValue]) {
        self.fields = fields
    }

    /// The fields of `value`, which must be an object.
    init(_ value: JSONValue, _ what: String) throws(ScenarioWorkerMessage.Unreadable) {
        guard let object = value.object else { throw ScenarioWorkerMessage.Unreadable(description: "\(what) is not an object") }
        fields = object
    }

    func string(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> String {
        guard let text = fields[key]?.string else { throw missing(key, "a string") }
        return text
    }

    func optionalString(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw missing(key, "a string or null")
        }
    }

    func strings(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> [String] {
        guard let texts = fields[key]?.strings else { throw missing(key, "an array of strings") }
        return texts
    }

    func int(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> Int {
        guard case .integer(let number)? = fields[key], let value = Int(exactly: number) else { throw missing(key, "a whole number") }
        return value
    }

    func double(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> Double {
        switch fields[key] {
        case .integer(let number)?: return Double(number)
        case .number(let number)?: return number
        default: throw missing(key, "a number")
        }
    }

    /// The array under `key`.
    func array(_ key: String) throws(ScenarioWorkerMessage.Unreadable) -> [JSONValue] {
        guard case .array(let values)? = fields[key] else { throw missing(key, "an array") }
        return values
    }

    /// The value under `key` unless it is missing or null.
    func present(_ key: String) -> JSONValue? {
        switch fields[key] {
        case nil, .null?: nil
        case let value?: value
        }
    }

    private func missing(_ key: String, _ kind: String) -> ScenarioWorkerMessage.Unreadable {
        ScenarioWorkerMessage.Unreadable(description: "\"\(key)\" is not \(kind)")
    }
}
