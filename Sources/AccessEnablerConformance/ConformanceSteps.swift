import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

/// The step vocabulary of `Specs/`: every step a scenario may use, bound to the simulator and the
/// adapter. `aecheck steps` lists it.
public enum ConformanceSteps {
    /// The registry with every step defined.
    public static let registry: StepRegistry<ConformanceWorld> = {
        var registry = StepRegistry<ConformanceWorld>()
        defineWorldSteps(&registry)
        defineActionSteps(&registry)
        defineCallbackChecks(&registry)
        defineServiceAndStorageChecks(&registry)
        defineTokenChecks(&registry)
        return registry
    }()

    static func errorCode(named name: String) throws -> String {
        guard let code = AccessEnablerErrorCode.byConstantName[name] else {
            throw HarnessErrorFactory.unknown("error constant", name, known: AccessEnablerErrorCode.byConstantName.keys.sorted().joined(separator: ", "))
        }
        return code
    }

    static func status(_ value: Int) throws -> AccessEnablerStatus {
        guard let status = AccessEnablerStatus(rawValue: value) else { throw HarnessError("a status is 0 or 1, not \(value)") }
        return status
    }
}
