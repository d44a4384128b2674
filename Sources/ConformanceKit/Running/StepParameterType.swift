/// A named parameter type for step patterns, written `{name}`: how its value looks in a step's text,
/// and which values it accepts.
///
/// The shape decides what a step *matches*; the validation decides whether a matched value is *valid*;
/// the conversion turns a valid value into the typed value a step body receives (as cucumber-expressions'
/// parameter types do), so that no step body parses its text again. A step whose value has the right shape
/// but fails validation is reported when the specs load, at the value's column, with the message the
/// validation returns.
///
/// ```swift
/// registry.addParameterType(.oneOf(name: "callback", values: ["setToken", "tokenRequestFailed"],
///                                  summary: "a callback name"))
/// registry.define("the app receives {callback}") { world, args in ... }
/// ```
package struct StepParameterType: Sendable {
    /// How a parameter's value is found in a step's text.
    package enum Shape: Sendable, Equatable {
        /// Text without whitespace or double quotes, such as `setToken`.
        case word
        /// Text in double quotes; the value is the text between them.
        case quoted
        /// A whole number: an optional `-` and ASCII digits, such as `-12`.
        case integer
        /// A whole number, one space and a unit made of letters; the value is all of it, such as `61 minutes`.
        case quantity
    }

    /// The name used in patterns as `{name}`.
    package var name: String
    /// How the value is found in the text.
    package var shape: Shape
    /// One line saying what the parameter stands for, for help text.
    package var summary: String
    /// `nil` when a value is acceptable, else a message saying what is wrong and what is valid.
    package var validate: @Sendable (String) -> String?

    /// The typed value of a valid value (the text itself unless the type converts it).
    package var convert: @Sendable (String) -> any Sendable = { $0 }

    /// Creates a parameter type; without `validate`, every value of the right shape is valid.
    package init(
        name: String, shape: Shape, summary: String, validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        precondition(Self.isValidName(name), "a parameter type name is letters, digits, - or _, not \"\(name)\"")
        (self.name, self.shape, self.summary, self.validate) = (name, shape, summary, validate)
    }

    /// This type, handing step bodies `convert(value)` for each valid value: a value it cannot convert is
    /// invalid too (with the type's own message when it has one).
    package func converting<Value: Sendable>(_ convert: @escaping @Sendable (String) -> Value?) -> StepParameterType {
        var typed = self
        let validate = self.validate, name = self.name
        typed.validate = { value in validate(value) ?? (convert(value) == nil ? "'\(value)' is not a valid {\(name)}" : nil) }
        typed.convert = { value in convert(value) as any Sendable }
        return typed
    }

    /// `{name}`, as written in a pattern.
    package var placeholder: String { "{\(name)}" }

    // MARK: - Built-in types

    /// `{string}`: any text in double quotes.
    package static let string = StepParameterType(name: "string", shape: .quoted, summary: "text in double quotes")
    /// `{int}`: any whole number that fits `Int`.
    package static let int = integer(name: "int", range: Int.min...Int.max, summary: "a whole number")
    /// `{word}`: any text without whitespace or double quotes.
    package static let word = StepParameterType(name: "word", shape: .word, summary: "one word")
    /// The types every pattern may use: `{string}`, `{int}` and `{word}`.
    package static let builtIns: [StepParameterType] = [string, int, word]

    // MARK: - Factories

    /// A word that must be one of `values`, listed in this order when a step uses another.
    ///
    /// The message for another word reads `'setTokn' is not a callback; use one of: setToken, tokenRequestFailed`.
    package static func oneOf(name: String, values: [String], summary: String) -> StepParameterType {
        precondition(!values.isEmpty && values.allSatisfy(isWord), "the values of {\(name)} must be words: \(values)")
        let list = values.joined(separator: ", ")
        return StepParameterType(name: name, shape: .word, summary: summary) { value in
            values.contains(value) ? nil : "'\(value)' is not \(article(for: name)) \(name); use one of: \(list)"
        }
    }

    /// A whole number within `range`.
    ///
    /// The message for another number reads `'99' is out of range for {osVersion}: 4...30`.
    package static func integer(name: String, range: ClosedRange<Int>, summary: String) -> StepParameterType {
        StepParameterType(name: name, shape: .integer, summary: summary) { value in
            outOfRange(value, name: name, range: range)
        }
    }

    /// A whole number within `range` followed by one of `units`; a unit written `minute(s)` accepts
    /// both `minute` and `minutes`.
    ///
    /// The message for another unit reads `'minuts' is not a unit of {duration}; use one of: second(s), minute(s)`;
    /// for a number outside `range`, as ``integer(name:range:summary:)``.
    package static func quantity(
        name: String, units: [String], range: ClosedRange<Int> = Int.min...Int.max, summary: String
    ) -> StepParameterType {
        let accepted = Set(units.flatMap(spellings))
        precondition(
            !units.isEmpty && accepted.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isLetter) },
            "the units of {\(name)} must be letters: \(units)")
        let list = units.joined(separator: ", ")
        return StepParameterType(name: name, shape: .quantity, summary: summary) { value in
            let parts = value.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, accepted.contains(parts[1]) else {
                return "'\(parts.last ?? value)' is not a unit of {\(name)}; use one of: \(list)"
            }
            return outOfRange(parts[0], name: name, range: range)
        }
    }

    // MARK: - Helpers

    private static func outOfRange(_ number: String, name: String, range: ClosedRange<Int>) -> String? {
        if let n = Int(number), range.contains(n) { return nil }
        return "'\(number)' is out of range for {\(name)}: \(range.lowerBound)...\(range.upperBound)"
    }

    /// Every spelling of a unit: `minute(s)` is `minute` and `minutes`.
    private static func spellings(_ unit: String) -> [String] {
        guard let open = unit.firstIndex(of: "("), let close = unit[open...].firstIndex(of: ")") else { return [unit] }
        let (head, optional) = (unit[..<open], unit[unit.index(after: open)..<close])
        return spellings(String(unit[unit.index(after: close)...])).flatMap { tail in [head + tail, head + optional + tail] }
    }

    private static func article(for noun: String) -> String {
        "aeioAEIO".contains(noun.first ?? "x") ? "an" : "a"
    }

    static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains { $0.isWhitespace || $0 == "\"" }
    }

    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
