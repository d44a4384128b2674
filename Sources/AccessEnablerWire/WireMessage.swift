import AccessEnablerAdapter
import Foundation

/// One line of the adapter protocol (`Specs/adapter-protocol.md`): a JSON object with a `type`.
///
/// Both sides use it: the suite's ``ProcessTestee`` and the testee-side ``WireServer``. It stays a thin
/// view over the decoded object (typed ``JSONValue``s), so that unknown fields are ignored as the protocol says.
package struct WireMessage: Sendable, Equatable {
    /// The decoded object.
    package let fields: [String: JSONValue]
    /// Where a nested message sits, as a path a port author can follow (`displayProviderDialog.mvpds[0]`);
    /// empty for a whole line, whose `type` names it.
    package let place: String

    /// Creates a message of `type` with `fields`.
    package init(_ type: String, _ fields: [String: JSONValue] = [:]) {
        var all = fields
        all["type"] = .string(type)
        self.fields = all
        self.place = ""
    }

    /// Decodes one line; throws ``WireError`` when it is not a JSON object with a string `type`.
    package init(line: Substring) throws {
        let value: JSONValue
        do {
            value = try JSONReader.value(line)
        } catch {
            // Say why: a lone surrogate escape (\ud800) is JSON's syntax but no text, a bare newline in a string...
            throw WireError("not a JSON object (not valid JSON: \(WireError.excerpt(Substring(error.description)))): \(WireError.excerpt(line))")
        }
        guard case .object(let fields) = value else {
            throw WireError("not a JSON object: \(WireError.excerpt(line))")
        }
        guard fields["type"]?.string != nil else { throw WireError("a message without a string \"type\": \(WireError.excerpt(line))") }
        self.fields = fields
        self.place = ""
    }

    /// A message over an already decoded object found at `place` (a nested one, say).
    init(object: [String: JSONValue], place: String) {
        self.fields = object
        self.place = place
    }

    /// The message's type.
    package var type: String { fields["type"]?.string ?? "" }

    /// The message as one line, keys sorted, without the newline.
    package var line: String { JSONValue.object(fields).encoded }

    // MARK: - Reading fields

    package func string(_ key: String) throws -> String {
        guard let value = fields[key]?.string else { throw missing(key, "a string") }
        return value
    }

    package func optionalString(_ key: String) throws -> String? {
        switch fields[key] {
        case nil, .null: return nil
        case .string(let value): return value
        default: throw missing(key, "a string or null")
        }
    }

    package func int(_ key: String) throws -> Int {
        switch fields[key] {
        case .integer(let value) where Int(exactly: value) != nil: return Int(value)
        case .number(let value) where Int(exactly: value) != nil: return Int(value)
        default: throw missing(key, "a whole number")
        }
    }

    package func bool(_ key: String) throws -> Bool {
        guard case .bool(let value) = fields[key] else { throw missing(key, "true or false") }
        return value
    }

    package func object(_ key: String) throws -> [String: JSONValue] {
        guard let value = fields[key]?.object else { throw missing(key, "an object") }
        return value
    }

    package func strings(_ key: String) throws -> [String] {
        guard let value = fields[key]?.strings else { throw missing(key, "an array of strings") }
        return value
    }

    /// An object of strings, or `nil` for a missing or null field.
    package func stringDictionary(_ key: String) throws -> [String: String]? {
        switch fields[key] {
        case nil, .null: return nil
        case .object(let values):
            let texts = values.compactMapValues(\.string)
            guard texts.count == values.count else { throw missing(key, "an object of strings or null") }
            return texts
        default: throw missing(key, "an object of strings or null")
        }
    }

    /// A nested object as a message, to read its fields the same way; what it lacks is named by its path.
    /// `as` names the place instead (a callback's arguments are named after the callback).
    package func nested(_ key: String, as name: String? = nil) throws -> WireMessage {
        WireMessage(object: try object(key), place: name ?? path(key))
    }

    /// The path of `key` in this message: `setToken.resource`, `displayProviderDialog.mvpds[0].logoURL`.
    package func path(_ key: String) -> String {
        (place.isEmpty ? type : place) + "." + key
    }

    /// A field's value as JSON writes it, for messages: `2`, `true`, `"1"`, `null`, or `none` when missing.
    package static func describe(_ value: JSONValue?) -> String {
        value?.described ?? "none"
    }

    private func missing(_ key: String, _ what: String) -> WireError {
        place.isEmpty ? WireError("\"\(type)\" needs \"\(key)\" to be \(what)") : WireError("\(path(key)) needs to be \(what)")
    }
}

/// Something wrong on the wire: a malformed line, a missing field, a broken rule of the protocol.
package struct WireError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }

    /// The start of a line, safe to show: control characters escaped, at most 200 Unicode scalars (a line of
    /// combining marks is one character of any length).
    static func excerpt(_ line: Substring) -> String {
        let shown = line.unicodeScalars.prefix(200).map { scalar -> String in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        return "\"" + shown + (line.unicodeScalars.count > 200 ? "…" : "") + "\""
    }
}

extension MVPD {
    /// The MVPD as the protocol writes it.
    var wireObject: JSONValue {
        ["id": .string(id), "displayName": .string(displayName), "logoURL": .string(logoURL),
         "hasAuthNPerRequestor": .bool(hasAuthNPerRequestor), "passiveAuthnEnabled": .bool(passiveAuthnEnabled)]
    }

    /// Reads an MVPD object of the protocol.
    init(wire: WireMessage) throws {
        self.init(
            id: try wire.string("id"), displayName: try wire.string("displayName"), logoURL: try wire.string("logoURL"),
            hasAuthNPerRequestor: (try? wire.bool("hasAuthNPerRequestor")) ?? false,
            passiveAuthnEnabled: (try? wire.bool("passiveAuthnEnabled")) ?? true)
    }
}
