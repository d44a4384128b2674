import AccessEnablerAdapter
import ConformanceKit

extension StepRegistry {
    /// Adds a step definition that calls the SDK method `method`: a failure's hint in a report names it.
    mutating func define(
        _ pattern: String, _ summary: String, calling method: LibraryCall.Method,
        _ run: @escaping @Sendable (World, StepArguments) throws -> Void
    ) {
        define(pattern, summary, calls: [method.rawValue], run)
    }
}
