import Foundation
import Gherkin

/// The values a step's text supplied for its pattern's parameters, plus its doc string or table.
package struct StepArguments: Sendable {
    /// The captured texts, in order.
    package var values: [String]
    /// The step's doc string or data table.
    package var argument: PickleStepArgument?
    /// The parameter types of the pattern the values were captured for, in order.
    package var parameters: [StepParameterType]

    /// Creates arguments for a pattern with `parameters` (the values' types).
    package init(values: [String], parameters: [StepParameterType] = [], argument: PickleStepArgument? = nil) {
        self.values = values
        self.parameters = parameters
        self.argument = argument
    }

    /// Parameter `index` as its parameter type converts it (a `{duration}` to its length, an `{endpoint}` to
    /// the endpoint...); an error when its type gives no `Value`.
    package func value<Value>(_ index: Int, as type: Value.Type = Value.self) throws -> Value {
        let text = values[index]
        let converted: any Sendable = index < parameters.count ? parameters[index].convert(text) : text
        guard let value = converted as? Value else {
            let name = index < parameters.count ? parameters[index].placeholder : "parameter \(index)"
            throw HarnessError("\(name) '\(text)' is no \(Value.self); the step reads its parameter as the wrong type")
        }
        return value
    }

    /// Parameter `index` as text.
    package func string(_ index: Int) -> String { values[index] }

    /// Parameter `index` as a whole number (`{int}` and integer types guarantee, when the specs load, that it fits).
    package func int(_ index: Int) throws -> Int {
        guard let value = Int(values[index]) else { throw HarnessError("'\(values[index])' is not a whole number") }
        return value
    }

    /// Parameter `index` as a comma-separated list, items trimmed.
    package func list(_ index: Int) -> [String] {
        values[index].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The data table's rows, or an error saying the step needs one.
    package func table() throws -> [[String]] {
        guard case .dataTable(let rows) = argument else { throw HarnessError("this step needs a data table") }
        return rows
    }
}
