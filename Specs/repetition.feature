Feature: Calls repeated, overlapping and arriving late
  The repetition and overlap matrix: a call made again in the same launch, a call that arrives while an
  earlier call's flow is open, and a service answer that arrives after the app cancelled or signed out.
  Each scenario holds one answer of the service (or makes one call twice) and asks only what a source
  says: setRequestor blocks the calls after it until its configuration arrives (000-post-init-7; after a
  second one, readings.md section 42); every call is answered, and once (the API reference pairs each call with its callbacks); a cancel resets the flow
  (000-cancel-3, -4) and a logout clears the storage (000-storage17-8), whatever arrives afterwards. Where
  the sources are silent (what a logout does to a getAuthorization it abandons, whether calls behind a
  failed setRequestor fail or wait: readings.md, sections 20 and 29), the scenarios allow either.
  Sources: SDK overview (000), sections "post-init", "cancel", "token storage"; the API reference (api-trace.md).

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-REPEAT-01 @must @ios @tvos @source-post-init
  Rule: REPEAT-01 A second setRequestor in one launch is answered, answers the calls after it, and replays nothing
    setRequestor may be called again (api-setRequestor-2: on return to the foreground); each call is answered
    with setRequestorComplete (api-setRequestor-4), the calls queued behind the first configuration ran then,
    and run once (000-post-init-3). That the calls after a second setRequestor wait for its configuration is
    the project's reading (readings.md, section 42: 000-post-init-7 speaks of the first): a library that
    answers a repeated setRequestor from the configuration it has asks for none, and nothing waits.

    Scenario: An authorization asked for while a second configuration is on its way waits for it
      Given the user is authenticated with "MVPD1"
      And the service holds its answers to config requests
      When the app calls setRequestor
      And the app calls getAuthorization for "movie-1"
      And the service answers the held requests
      Then no entitlement request reaches the service while a configuration request is open [readings-42]
      And the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

    Scenario: Two setRequestor calls made while the first configuration is on its way are each answered
      Given the service holds its answers to config requests
      When the app calls setRequestor
      And the app calls setRequestor
      And the service answers the held requests
      Then these callbacks come in this order: [api-setRequestor-4, api-setRequestorComplete-1]
        | setRequestorComplete |
        | setRequestorComplete |

    Scenario: Calls queued behind the first configuration are not run again by the second
      Given the user is authenticated with "MVPD1"
      And the app is closed and opened again
      And the service holds its answers to config requests
      When the app calls setRequestor
      And the app calls checkAuthentication
      And the app calls getAuthorization for "movie-1"
      And the service answers the held requests
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 1 [000-post-init-3, api-checkAuthentication-2]
      And the app receives setToken for "movie-1" [000-post-init-3, api-getAuthorization-3]
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives no setToken [api-getAuthorization-3, api-setRequestor-4]
      And the app receives no setAuthenticationStatus with status 1 [api-setRequestor-4]

  @AE-REPEAT-02 @must @ios @tvos @source-generic
  Rule: REPEAT-02 A call made after a failed setRequestor is answered
    "Any error in these steps gives setAuthenticationStatus with status 0" (000-generic-25) and "finally, the
    authentication status is communicated to the application" (api-getAuthentication-5): a getAuthentication
    made while the library has no configuration fails at once, or waits for a later setRequestor and then
    runs (readings.md, section 20: either); it is never dropped.

    Scenario: A getAuthentication after a failed setRequestor fails, or runs after the next one
      Given the service is unreachable
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 0 [api-setRequestorComplete-1, api-setRequestor-4]
      When the app calls getAuthentication
      And the service answers every request again
      And the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app is shown the provider dialog or receives setAuthenticationStatus with status 0 [000-generic-10, 000-generic-25, api-getAuthentication-5]

  @AE-REPEAT-03 @must @ios @tvos @source-api-reference
  Rule: REPEAT-03 A getAuthorization is answered once: a later login does not answer it again
    "If for any reason, the authorization fails, the tokenRequestFailed callback is triggered"
    (api-getAuthorization-4) and "once the short media token is obtained, the authorization flow is considered
    complete" (api-getAuthorization-3): an authorization answered, failed with its login or cancelled is over,
    and a later login (or a getAuthentication that finds the user signed in) sends no setToken for it.

    @ios
    Scenario: An authorization cancelled at the dialog is not answered by the next login
      Given the app is initialised
      And the app calls getAuthorization for "movie-1"
      When the app calls setSelectedProvider with nil
      Then the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      Then the app receives setAuthenticationStatus with status 1 [000-generic-24, api-handleExternalURL-4]
      And the app receives no setToken [api-getAuthorization-4, api-getAuthentication-6]
      And the app receives displayProviderDialog [000-generic-10]
      And the app receives navigateToUrl [000-generic-14]

    @tvos
    Scenario: An authorization cancelled at the dialog is not answered by the next second-screen login
      Given the app is initialised
      And the app calls getAuthorization for "movie-1"
      When the app calls setSelectedProvider with nil
      Then the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      And the user completes the second-screen login
      And the library polls for the registration code
      Then the app receives setAuthenticationStatus with status 1 [000-generic-24]
      And the app receives no setToken [api-getAuthorization-4, api-getAuthentication-6]
      And the app receives displayProviderDialog [000-generic-10]
      And the login starts with "MVPD1" [000-generic-16, 000-generic-17]

    @ios
    Scenario: An authorization that ran a login is not answered again by getAuthentication
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      And the app calls getAuthorization for "movie-1"
      When the app calls getAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-generic-5]
      And the app receives no setToken [api-getAuthentication-6, api-getAuthorization-3]

    @tvos
    Scenario: An authorization that ran a second-screen login is not answered again by getAuthentication
      Given the app is initialised
      And the app calls getAuthorization for "movie-1"
      And the user picks "MVPD1" in the provider dialog
      And the user completes the second-screen login
      And the library polls for the registration code
      When the app calls getAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-generic-5]
      And the app receives no setToken [api-getAuthentication-6, api-getAuthorization-3]

    @ios
    Scenario: An authorization whose login failed is not answered by the next login
      Given MVPD "MVPD1" rejects the user's credentials
      And the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25, api-handleExternalURL-5]
      And the app may receive navigateToUrl
      And the app may receive displayProviderDialog
      When MVPD "MVPD1" accepts the user's credentials again
      And the app calls getAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-generic-24, api-handleExternalURL-4]
      And the app receives no setToken [api-getAuthorization-4, api-getAuthentication-6]
      And the app may receive navigateToUrl
      And the app may receive displayProviderDialog

  @AE-REPEAT-04 @must @ios @tvos @source-token-storage
  Rule: REPEAT-04 An answer that arrives after a cancel or a logout changes nothing
    A cancel resets the authentication flow (000-cancel-3), on tvOS its polling too (000-cancel-4); a logout
    clears the whole storage (000-storage17-8). An answer the service sends for the flow the app left (a
    registration code, an authentication token, an authorization token) neither continues that flow nor
    lands in the storage the logout cleared.

    @tvos
    Scenario: A registration code that arrives after the cancel starts no polling
      Given the app is initialised
      And the service holds its answers to regcode requests
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the app calls setSelectedProvider with nil
      And the service answers the held requests
      And 30 minutes pass
      Then the service receives no authn-token request [000-cancel-4, api-setSelectedProvider-2]
      And the app receives no setAuthenticationStatus with status 1 [000-cancel-4, api-setSelectedProvider-2]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]

    @ios
    Scenario: A login's token that arrives after a logout does not sign the user in
      Given the app is initialised
      And the user will leave the login page open
      And the user will pick "MVPD1" in the provider dialog
      And the app calls getAuthentication
      And the service's answers to authn-token requests are delayed
      And the user completes the login page left open
      When the app calls logout
      And the service answers the held requests
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app receives no setAuthenticationStatus with status 1 [readings-41]
      And the app may receive setAuthenticationStatus with status 0
      And the app may receive navigateToUrl
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [readings-41]

    Scenario: An authorization token that arrives after a logout is not kept
      Given the user is authenticated with "MVPD1"
      And the service's answers to authorize requests are delayed
      And the app calls getAuthorization for "movie-1"
      When the app calls logout
      And the service answers the held requests
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      And the app may receive setToken
      And the app may receive tokenRequestFailed
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1" [readings-41]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

    Scenario: An authorization token that arrives after a logout the service did not hear is not kept
      The logout request fails, so the session at the service goes on and the late authorization token would
      still be honoured: only the library's clearing keeps it from being used.
      Given the user is authenticated with "MVPD1"
      And the service's answers to authorize requests are delayed
      And the app calls getAuthorization for "movie-1"
      And the service fails logout requests
      When the app calls logout
      And the service answers the held requests
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      And the app may receive setToken
      And the app may receive tokenRequestFailed
      When the service answers every request again
      And the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1" [readings-41]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]
