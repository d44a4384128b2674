import AccessEnablerAdapter

/// The calls of one library instance still waiting for their answer, to catch a call answered twice.
///
/// The contract (and the API reference) pairs each call with the callback that answers it:
/// `setRequestor` → `setRequestorComplete`; `checkAuthentication`, `getAuthentication` and `logout` →
/// `setAuthenticationStatus`; `checkAuthorization(r)` and `getAuthorization(r)` → `setToken` or
/// `tokenRequestFailed` for `r`; `getSelectedProvider` → `selectedProvider`; `getMetadata` →
/// `setMetadataStatus`; `checkPreauthorizedResources` → `preauthorizedResources`.
///
/// Some calls continue a flow rather than start one: `setSelectedProvider` (a choice or a cancel) and
/// `handleExternalURL` may each be answered by one `setAuthenticationStatus` of their own: they answer the
/// flow they continue, or report themselves when they meet none (an unknown provider, a cancel with nothing
/// to cancel), and which one they meet is known only when they run (a queued call runs once the
/// configuration arrives). So each may be answered once, never twice. `getAuthorization` may run
/// authentication first, and so may `checkAuthorization` as far as the seeds go (that it never does is the
/// API reference's, API-02), so each may also be answered by one `setAuthenticationStatus` (before or after
/// its own answer: callbacks of one instant come in any order). An answer with no call waiting for it
/// breaks the contract. Missing answers are not judged here.
///
/// One answer comes with no call: a session gained by passive authentication may be announced with one
/// setAuthenticationStatus(1) (000-caching-5: the back-channel flow is "mostly transparent").
struct AnswerLedger {
    typealias Answer = CallAnswer

    private struct Waiting {
        var answer: Answer
        /// The call waiting, or `nil` for the announcement of a session gained passively.
        var call: LibraryCall?

        /// Whether `callback` answers this.
        func isAnswered(by callback: Callback, as given: Answer) -> Bool {
            guard given == answer else { return false }
            guard call == nil else { return true }
            if case .setAuthenticationStatus(.success, _) = callback { return true }
            return false
        }
    }

    private var waiting: [Waiting] = []

    /// Records a call the app made.
    mutating func called(_ call: LibraryCall) {
        for answer in call.permittedAnswers { expect(answer, call) }
    }

    /// Records a callback; returns why it breaks the contract, or `nil`.
    mutating func received(_ callback: Callback) -> String? {
        guard let answer = Answer(callback) else { return nil }
        guard let index = waiting.firstIndex(where: { $0.isAnswered(by: callback, as: answer) }) else {
            return "every call is answered once: \(callback) answers no call that is still waiting for an answer"
        }
        waiting.remove(at: index)
        return nil
    }

    /// Records a session gained by passive authentication: one setAuthenticationStatus(1) may announce it.
    mutating func sessionGainedPassively() {
        waiting.append(Waiting(answer: .authenticationStatus, call: nil))
    }

    private mutating func expect(_ answer: Answer, _ call: LibraryCall) {
        waiting.append(Waiting(answer: answer, call: call))
    }
}
