import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

/// The step vocabulary of `Specs/`: every step a scenario may use, bound to the simulator and the
/// adapter. `aecheck steps` lists it.
package enum ConformanceSteps {
    /// The registry with every step defined.
    package static let registry: StepRegistry<ConformanceWorld> = {
        var registry = StepRegistry<ConformanceWorld>()
        for type in parameterTypes { registry.addParameterType(type) }
        defineWorldSteps(&registry)
        defineActionSteps(&registry)
        defineCallbackChecks(&registry)
        defineServiceAndStorageChecks(&registry)
        defineTokenChecks(&registry)
        defineLifecycleSteps(&registry)
        return registry
    }()

    /// The typed parameters steps use; a value outside them is an invalid spec, reported when the specs load.
    static let parameterTypes: [StepParameterType] = [
        StepParameterType.oneOf(name: "callback", values: Callback.Method.allCases.map(\.rawValue), summary: "a callback of EntitlementDelegate")
            .converting(Callback.Method.init(rawValue:)),
        StepParameterType.oneOf(name: "status", values: ["0", "1"], summary: "a status: 1 success, 0 error")
            .converting { Int($0).flatMap(AccessEnablerStatus.init(rawValue:)) },
        StepParameterType.oneOf(name: "errorCode", values: AccessEnablerErrorCode.byConstantName.keys.sorted(), summary: "an SDK error constant")
            .converting { AccessEnablerErrorCode.byConstantName[$0] },
        StepParameterType.oneOf(name: "endpoint", values: ServiceEndpoint.allCases.map(\.rawValue), summary: "a service endpoint")
            .converting(ServiceEndpoint.init(rawValue:)),
        StepParameterType.oneOf(name: "flow", values: WebFlow.allCases.map(\.rawValue), summary: "login or logout")
            .converting(WebFlow.init(rawValue:)),
        StepParameterType.oneOf(name: "tokenKind", values: TokenKind.allCases.map(\.rawValue), summary: "a kind of token")
            .converting(TokenKind.init(rawValue:)),
        StepParameterType.oneOf(name: "moment", values: ExpiryMoment.allCases.map(\.rawValue), summary: "before or after")
            .converting(ExpiryMoment.init(rawValue:)),
        .integer(name: "count", range: 0...1_000, summary: "how many"),
        .integer(name: "osVersion", range: 4...30, summary: "an iOS major version"),
        .integer(name: "minutes", range: 1...1_000_000, summary: "a token lifetime in minutes"),
        StepParameterType.quantity(name: "duration", units: ["millisecond(s)", "second(s)", "minute(s)", "hour(s)"], range: 1...100_000,
                                   summary: "a span of virtual time, such as 61 minutes")
            .converting(milliseconds(_:)),
        quotedOneOf(name: "lifecycleState", values: LifecycleState.allCases.map(\.rawValue), summary: "a documented state of an app's library")
            .converting(LifecycleState.init(rawValue:)),
        quotedOneOf(name: "lifecycleAnswer", values: LifecycleAnswer.allCases.map(\.rawValue), summary: "an answer the sources give")
            .converting(LifecycleAnswer.init(rawValue:)),
    ]

    /// Text in double quotes that must be one of `values`.
    private static func quotedOneOf(name: String, values: [String], summary: String) -> StepParameterType {
        StepParameterType(name: name, shape: .quoted, summary: summary) { value in
            values.contains(value) ? nil : "'\(value)' is not a \(name); use one of: " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }

    /// `61 minutes` in milliseconds (the value of a `{duration}`), or `nil` for anything else.
    static func milliseconds(_ duration: String) -> Int64? {
        let parts = duration.split(separator: " ")
        guard parts.count == 2, let n = Int64(parts[0]) else { return nil }
        let unit: Int64? = switch parts[1].hasSuffix("s") ? String(parts[1].dropLast()) : String(parts[1]) {
        case "millisecond": 1
        case "second": 1_000
        case "minute": 60_000
        case "hour": 3_600_000
        default: nil
        }
        return unit.map { n * $0 }
    }
}
