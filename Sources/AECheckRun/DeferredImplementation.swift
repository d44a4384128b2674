import AccessEnablerAdapter
import Foundation

/// An implementation started the first time a scenario needs it: in a default isolated run, the adapter
/// protocol's workers, which run only the scenarios a ``ScenarioWorkers`` worker could not.
///
/// `@unchecked Sendable`: the started implementation is kept under `lock`.
package final class DeferredImplementation: @unchecked Sendable {
    private let lock = NSLock()
    private var started: Result<AccessEnablerImplementation, any Error>?
    private let start: @Sendable () throws -> AccessEnablerImplementation

    /// An implementation that `start` starts when first needed.
    package init(start: @escaping @Sendable () throws -> AccessEnablerImplementation) {
        self.start = start
    }

    /// The implementation to run: named and capable as `model`, built by what `start` returns once it is needed.
    package func implementation(like model: AccessEnablerImplementation) -> AccessEnablerImplementation {
        var deferred = AccessEnablerImplementation(
            name: model.name, version: model.version, capabilities: model.capabilities,
            breakdown: { [self] clock in lock.withLock { try? started?.get() }?.breakdown(clock) },
            make: { [self] environment, delegate in try startedOnce().make(environment, delegate) })
        deferred.endScenario = { [self] clock in lock.withLock { try? started?.get() }?.endScenario(clock) }
        deferred.runsScenariosConcurrently = true
        deferred.shutDown = { [self] in lock.withLock { try? started?.get() }?.shutDown() }
        return deferred
    }

    private func startedOnce() throws -> AccessEnablerImplementation {
        try lock.withLock {
            if let started { return started }
            let result = Result { try start() }
            started = result
            return result
        }.get()
    }
}
