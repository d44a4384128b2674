import AccessEnablerConformance
import ReferenceAccessEnabler
import Testing

/// Every rule names a fault that breaks it: a rule is guarded only by a named fault that declares it (the
/// campaign, `aecheck mutants`, then checks that the fault is caught there). This reads the declarations
/// alone, so that `swift test` says at once what the campaign would say after minutes.
struct FaultDeclarationTests {
    @Test func everyRuleIsDeclaredBrokenByANamedFault() {
        let declared = Set(ReferenceFault.allCases.flatMap(\.violates))
        for requirement in SuiteTests.suite.requirements {
            #expect(declared.contains(requirement.id),
                    "no named fault declares \(requirement.id): add it to the violates list of a ReferenceFault that breaks it (ReferenceFault.swift)")
        }
    }

    @Test func everyFaultDeclaresOnlyRulesThereAre() {
        let ids = Set(SuiteTests.suite.requirements.map(\.id))
        for fault in ReferenceFault.allCases {
            for id in fault.violates {
                #expect(ids.contains(id), "\(fault.rawValue) declares \(id), which no rule has")
            }
        }
    }
}
