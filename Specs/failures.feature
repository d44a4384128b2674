Feature: Every service failure in every flow
  The service-failure matrix: each endpoint of service-protocol.md that a flow of the library uses, made
  unreachable (503) or refusing (401), in each flow that uses it, on both platforms, with the outcome the
  sources give: the flow ends with its error callback (tokenRequestFailed, setAuthenticationStatus with
  status 0 and an error code), the calls that need no service are answered all the same, a session survives
  an outage that is not a refusal, and a session the service refused gives no media token. Each row is one
  scenario in the reports. Failures of the configuration (INIT-01, INIT-03), of the registration code
  (AUTHN-10) and the service ending a session (BIND-04, LIFE-01) have rules of their own; answers that
  arrive late are the repetition matrix's (REPEAT-04).
  Sources: SDK overview (000), sections "generic", "iOS" and "device binding"; the API reference (api-trace.md).

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-FAIL-01 @must @ios @tvos @source-api-reference
  Rule: FAIL-01 An authorization the service cannot answer ends with tokenRequestFailed, and the session survives the outage
    "If for any reason, the authorization fails, the tokenRequestFailed callback is triggered"
    (api-getAuthorization-4); checkAuthorization "triggers the authorization flow" with a session
    (api-checkAuthorization-2). An unreachable service ends no session: a token is valid while its TTL runs and
    its issuer is allowed (000-ios-5, -6), so once the service answers again the user is still signed in and
    the next authorization succeeds.

    Scenario Outline: <call> while the service fails <endpoint> requests answers tokenRequestFailed; the session survives (<state>)
      Given the app is in state "<state>"
      And the service fails <endpoint> requests
      When the app calls <call>
      Then the answer is "tokenRequestFailed" [<sentence>]
      When the service answers every request again
      And the app calls checkAuthentication
      Then the answer is "status 1" [000-definitions-11]
      When the app calls getAuthorization for "movie-1"
      Then the answer is "a media token" [000-definitions-11]

      Examples:
        | state                    | endpoint   | call                             | sentence                                         |
        | signed in                | authorize  | getAuthorization for "movie-1"   | api-getAuthorization-4                           |
        | signed in                | authorize  | checkAuthorization for "movie-1" | api-checkAuthorization-2, api-getAuthorization-4 |
        | signed in                | mediatoken | getAuthorization for "movie-1"   | api-getAuthorization-4                           |
        | signed in                | mediatoken | checkAuthorization for "movie-1" | api-checkAuthorization-2, api-getAuthorization-4 |
        | signed in and relaunched | mediatoken | getAuthorization for "movie-1"   | api-getAuthorization-4                           |
        | signed in and relaunched | mediatoken | checkAuthorization for "movie-1" | api-checkAuthorization-2, api-getAuthorization-4 |

  @AE-FAIL-02 @must @ios @tvos @source-device-binding
  Rule: FAIL-02 An authorization the service refuses gives no media token
    A session the service refuses makes the entitlement flow fail (000-binding-10); a refused authorization is
    an authorization that failed (api-getAuthorization-4). Whether the library then reports the failure or
    starts a new login is left open (readings.md, section 32); checkAuthorization never starts one (API-02).

    Scenario Outline: <call> while the service refuses <endpoint> requests gives no media token (<state>)
      Given the app is in state "<state>"
      And the service refuses <endpoint> requests
      When the app calls <call>
      Then the answer is "<answer>" [<sentence>]

      Examples:
        | state                    | endpoint   | call                             | answer                                   | sentence                                                         |
        | signed in                | authorize  | getAuthorization for "movie-1"   | no media token: a failure or a new login | 000-binding-10                                                   |
        | signed in                | authorize  | checkAuthorization for "movie-1" | tokenRequestFailed                       | 000-binding-10, api-checkAuthorization-2, api-getAuthorization-4 |
        | signed in                | mediatoken | getAuthorization for "movie-1"   | no media token: a failure or a new login | 000-binding-10                                                   |
        | signed in and relaunched | mediatoken | getAuthorization for "movie-1"   | no media token: a failure or a new login | 000-binding-10                                                   |

  @AE-FAIL-03 @must @ios @source-generic
  Rule: FAIL-03 A login whose authentication token cannot be had ends with status 0 and an error code
    "Any error in these steps gives setAuthenticationStatus with status 0 and an error code" (000-generic-25):
    the user completed the MVPD's page, the app handed the redirect URL back, and the service fails or refuses
    the token retrieval.

    Scenario Outline: A login whose authn-token request the service <failure> ends with status 0 and an error code
      Given the app is in state "in the middle of a login"
      And the service <failure> authn-token requests
      When the user completes the login page left open
      Then the answer is "status 0 with an error code" [000-generic-25, api-handleExternalURL-5]
      When the service answers every request again
      And the app calls checkAuthentication
      Then the answer is "status 0" [000-generic-25, api-checkAuthentication-1, api-checkAuthentication-2]

      Examples:
        | failure |
        | fails   |
        | refuses |

  @AE-FAIL-04 @must @ios @tvos @source-api-reference
  Rule: FAIL-04 While the service is unreachable, the calls that need it not are answered as before
    checkAuthentication "performs no network calls" (api-checkAuthentication-1); getSelectedProvider and
    getMetadata answer from what the library holds (api-getSelectedProvider-1, api-getMetadata-1). An outage
    changes none of their answers. checkPreauthorizedResources is answered too (api-preauthorizedResources-1);
    what it lists when the service cannot tell is not said.

    Scenario Outline: <call> while the service is unreachable answers <answer>
      Given the app is in state "signed in"
      And the service is unreachable
      When the app calls <call>
      Then the answer is "<answer>" [<sentence>]

      Examples:
        | call                                      | answer                            | sentence                                             |
        | checkAuthentication                       | status 1                          | api-checkAuthentication-1, api-checkAuthentication-2 |
        | getSelectedProvider                       | MVPD1 selected                    | api-getSelectedProvider-1, api-selectedProvider-1    |
        | getMetadata for the authentication TTL    | an authentication TTL             | api-getMetadata-1, api-setMetadataStatus-1           |
        | checkPreauthorizedResources for "movie-1" | a list of preauthorized resources | project                                              |
