import AccessEnablerAdapter
import AccessEnablerConformance
import ConformanceKit
import Testing

/// Every step that says it calls an SDK method declares that method, and every method has a step that calls it.
struct StepCallDeclarationTests {
    @Test func aStepWhosePatternSaysTheAppCallsAMethodDeclaresThatMethod() throws {
        for definition in ConformanceSteps.registry.definitions {
            let words = definition.expression.source.split(separator: " ").map(String.init)
            guard words.starts(with: ["the", "app", "calls"]) else { continue }
            let named = try #require(words.dropFirst(3).first)
            #expect(definition.calls == [named], "'\(definition.expression.source)' declares \(definition.calls)")
            #expect(LibraryCall.Method(rawValue: named) != nil, "'\(definition.expression.source)' names no SDK method")
        }
    }

    @Test func everySDKMethodHasAStepThatCallsIt() {
        let declared = Set(ConformanceSteps.registry.definitions.flatMap(\.calls))
        for method in LibraryCall.Method.allCases {
            #expect(declared.contains(method.rawValue), "no step calls \(method.rawValue)")
        }
    }
}
