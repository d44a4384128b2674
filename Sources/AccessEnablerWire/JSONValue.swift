import Foundation

/// A JSON value, typed: what a line of the adapter protocol holds, with no `Any` and no unchecked
/// `Sendable`. Read by ``JSONReader`` and written by ``encoded``, without Foundation on the hot path (tests
/// hold both to Foundation's reader and writer).
package enum JSONValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    case null
    case bool(Bool)
    /// A number JSON wrote as a whole number that fits 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .integer(Int64(value)) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(Dictionary(elements, uniquingKeysWith: { $1 })) }
    package init(nilLiteral: ()) { self = .null }

    /// `text`, or `null` when there is none.
    package init(_ text: String?) { self = text.map(JSONValue.string) ?? .null }
    /// Strings, or `null` when there are none.
    package init(_ texts: [String]?) { self = texts.map { .array($0.map(JSONValue.string)) } ?? .null }
    /// An object of strings, or `null` when there is none.
    package init(_ texts: [String: String]?) { self = texts.map { .object($0.mapValues(JSONValue.string)) } ?? .null }
    /// A whole number.
    package init(_ number: Int) { self = .integer(Int64(number)) }
    /// A whole number (a virtual time, say).
    package init(_ number: Int64) { self = .integer(number) }
    /// A truth value.
    package init(_ value: Bool) { self = .bool(value) }

    /// The value Foundation's JSON reader made, typed; `nil` for anything JSON cannot hold.
    init?(foundation value: Any) {
        switch value {
        case is NSNull: self = .null
        case let text as String: self = .string(text)
        case let number as NSNumber:
            // JSON's true and false read as numbers of type `char`; whole numbers as integer types.
            let type = String(cString: number.objCType)
            if type == "c" {
                self = .bool(number.boolValue)
            } else if type != "d", type != "f", let whole = Int64(exactly: number.doubleValue) ?? (type == "Q" ? nil : number.int64Value) {
                self = .integer(whole)
            } else {
                self = .number(number.doubleValue)
            }
        case let list as [Any]:
            var values: [JSONValue] = []
            for item in list {
                guard let value = JSONValue(foundation: item) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let object as [String: Any]:
            var values: [String: JSONValue] = [:]
            for (key, item) in object {
                guard let value = JSONValue(foundation: item) else { return nil }
                values[key] = value
            }
            self = .object(values)
        default: return nil
        }
    }

    /// The value as Foundation's JSON writer takes it.
    var foundation: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .integer(let value): value
        case .number(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.foundation)
        case .object(let values): values.mapValues(\.foundation)
        }
    }

    /// The text, when this is a string.
    package var string: String? { if case .string(let value) = self { value } else { nil } }

    /// The object's fields, when this is an object.
    package var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }

    /// The strings, when this is an array of strings only.
    package var strings: [String]? {
        guard case .array(let values) = self else { return nil }
        let texts = values.compactMap(\.string)
        return texts.count == values.count ? texts : nil
    }

    /// How a message shows it: `2`, `true`, `"1"`, `null`, `a list`, `an object`.
    package var described: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"" + WireError.excerpt(Substring(value)).dropFirst().dropLast() + "\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
