Feature: Every call in every documented state
  The lifecycle matrix: each API call the app makes, in the states this matrix sets up (before its
  configuration, signed out, with the provider dialog up, in the middle of a login, signed in, after a
  cancel, after a logout, after a relaunch, with an expired authentication or authorization token, with a
  session the service ended, after a failed, abandoned or cancelled flow; the other documented states, such as an MVPD cached with canAuthenticate
  false or a token in the older storage area, have rules of their own), and the answer the sources give.
  A cell appears only where a source gives the answer, graded at the level of its sentence: the seeds'
  and the API reference's statements at @must (LIFE-01 to LIFE-04), the project's readings at @should and
  its inferences at @info (marked on the step); where all are silent, nothing is demanded. Every login a cell starts
  stays open (the dialog unanswered, the login page left open, the code not entered), so that the answer
  is the call's own. Each row is one scenario in the reports.
  Sources: SDK overview (000), sections "post-init", "generic", "logout", "definitions", "caching", "iOS"
  and "device binding"; the API reference (api-trace.md).

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-LIFE-01 @must @ios @tvos @source-generic
  Rule: LIFE-01 Every entitlement call answers as the seeds say, in every documented state
    Queued calls wait for the configuration and then answer (000-post-init); a valid cached token answers
    status 1 and the flow ends, otherwise the cached MVPD's login or the provider dialog follows
    (000-generic); an expired token is not valid (000-ios); every authorization call fetches a media token
    (000-caching); a session the service refused gives none (000-device-binding); logout ends with status 0
    (000-logout); a login the user never completed is an error once the app hands the redirect URL back
    (000-generic-25).

    Scenario Outline: <call> while the configuration is on its way waits for it, then answers <answer>
      Given the app is in state "waiting for its configuration"
      When the app calls <call>
      Then the answer is "nothing yet" [000-post-init-3, 000-post-init-7, api-cookbook-1]
      When the service answers the held requests
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the answer is "<answer>" [<sentence>]

      Examples:
        | call                           | answer              | sentence                                                 |
        | checkAuthentication            | status 0            | api-checkAuthentication-2, api-setAuthenticationStatus-2 |
        | getAuthentication              | the provider dialog | 000-generic-10, 000-generic-12                           |
        | getAuthorization for "movie-1" | the provider dialog | api-getAuthorization-1, 000-generic-10, 000-generic-12   |
        | logout                         | a logout            | 000-logout-6, 000-logout-9                               |

    Scenario Outline: <call> while <state> answers <answer>
      Given the app is in state "<state>"
      When the app calls <call>
      Then the answer is "<answer>" [<sentence>]

      Examples: Signed out
        | state                  | call                           | answer              | sentence                                                                        |
        | signed out             | checkAuthentication            | status 0            | api-checkAuthentication-2, api-setAuthenticationStatus-2                        |
        | signed out             | getAuthentication              | the provider dialog | 000-generic-10, 000-generic-12                                                  |
        | signed out             | getAuthorization for "movie-1" | the provider dialog | api-getAuthorization-1, 000-generic-10, 000-generic-12                          |
        | signed out             | logout                         | a logout            | 000-logout-6, 000-logout-9                                                      |
        | signed out by a cancel | checkAuthentication            | status 0            | api-checkAuthentication-2, api-setAuthenticationStatus-2                        |
        | signed out by a cancel | getAuthentication              | the provider dialog | 000-storage17-9, 000-generic-10, 000-generic-12                                 |
        | signed out by a cancel | getAuthorization for "movie-1" | the provider dialog | api-getAuthorization-1, 000-generic-10, 000-generic-12                          |
        | signed out by a logout | checkAuthentication            | status 0            | api-checkAuthentication-2, api-setAuthenticationStatus-2, 000-storage17-8       |
        | signed out by a logout | getAuthentication              | the provider dialog | api-getAuthentication-3, 000-generic-10, 000-generic-12                         |
        | signed out by a logout | getAuthorization for "movie-1" | the provider dialog | api-getAuthorization-1, api-getAuthentication-3, 000-generic-10, 000-generic-12 |
        | signed out by a logout | logout                         | a logout            | 000-logout-6, 000-logout-9                                                      |

      Examples: In the middle of a login
        | state                       | call                             | answer                          | sentence                                                  |
        | showing the provider dialog | setSelectedProvider with "MVPD1" | the login of MVPD1              | api-setSelectedProvider-1, 000-generic-14, 000-generic-16 |
        | showing the provider dialog | logout                           | a logout, ending the open login | 000-logout-6, 000-logout-9                                |
        | in the middle of a login    | logout                           | a logout, ending the open login | 000-logout-6, 000-logout-9                                |

      @ios
      Examples: A redirect URL handed back before the login page completed
        | state                    | call                                    | answer                      | sentence                                |
        | in the middle of a login | handleExternalURL with its redirect URL | status 0 with an error code | 000-generic-25, api-handleExternalURL-5 |

      Examples: Signed in
        | state                    | call                             | answer                         | sentence                                                                |
        | signed in                | checkAuthentication              | status 1                       | api-checkAuthentication-1, api-checkAuthentication-2                    |
        | signed in                | getAuthentication                | status 1                       | 000-generic-5                                                           |
        | signed in                | checkAuthorization for "movie-1" | a media token                  | api-checkAuthorization-2, api-getAuthorization-3                        |
        | signed in                | getAuthorization for "movie-1"   | a media token                  | api-getAuthorization-2, api-getAuthorization-3                          |
        | signed in                | logout                           | a logout of the token it holds | 000-logout-5, 000-logout-6, 000-logout-9                                |
        | signed in and relaunched | checkAuthentication              | status 1                       | api-checkAuthentication-1, api-checkAuthentication-2, 000-persistence-1 |
        | signed in and relaunched | getAuthentication                | status 1                       | 000-generic-5, 000-persistence-1                                        |
        | signed in and relaunched | checkAuthorization for "movie-1" | a media token                  | api-checkAuthorization-2, api-getAuthorization-3, 000-persistence-1     |
        | signed in and relaunched | getAuthorization for "movie-1"   | a media token                  | api-getAuthorization-2, api-getAuthorization-3, 000-persistence-1       |

      Examples: Expired and refused tokens
        | state                                   | call                             | answer                                   | sentence                                                                 |
        | holding an expired authentication token | checkAuthentication              | status 0                                 | api-checkAuthentication-1, api-setAuthenticationStatus-2, 000-ios-5      |
        | holding an expired authentication token | getAuthentication                | the login of MVPD1                       | 000-ios-5, 000-generic-7, 000-generic-8                                  |
        | holding an expired authentication token | getAuthorization for "movie-1"   | the login of MVPD1                       | api-getAuthorization-1, 000-ios-5, 000-generic-7, 000-generic-8          |
        | holding an expired authentication token | logout                           | a logout of the token it holds           | 000-logout-5, 000-logout-6, 000-logout-9                                 |
        | holding an expired authorization token  | checkAuthentication              | status 1                                 | api-checkAuthentication-1, api-checkAuthentication-2                     |
        | holding an expired authorization token  | checkAuthorization for "movie-1" | a media token                            | api-checkAuthorization-2, api-getAuthorization-2, api-getAuthorization-3 |
        | holding an expired authorization token  | getAuthorization for "movie-1"   | a media token                            | api-getAuthorization-2, api-getAuthorization-3, 000-definitions-2        |
        | holding a session the service ended     | checkAuthorization for "movie-1" | no media token: a failure or a new login | 000-binding-10                                                           |
        | holding a session the service ended     | getAuthorization for "movie-1"   | no media token: a failure or a new login | 000-binding-10                                                           |
        | holding a session the service ended     | logout                           | a logout of the token it holds           | 000-logout-5, 000-logout-6, 000-logout-9                                 |

  @AE-LIFE-02 @must @ios @tvos @source-api-reference
  Rule: LIFE-02 checkAuthorization without a usable session answers tokenRequestFailed, in every state
    "Does not start authentication: not authenticated → tokenRequestFailed" (API reference), whether the
    library was never signed in, signed out, or holds a token that expired.

    Scenario Outline: checkAuthorization while <state> answers tokenRequestFailed
      Given the app is in state "<state>"
      When the app calls checkAuthorization for "movie-1"
      Then the answer is "tokenRequestFailed" [<sentence>]

      Examples:
        | state                                   | sentence                            |
        | signed out                              | api-checkAuthorization-1            |
        | showing the provider dialog             | api-checkAuthorization-1            |
        | signed out by a cancel                  | api-checkAuthorization-1            |
        | signed out by a logout                  | api-checkAuthorization-1            |
        | holding an expired authentication token | api-checkAuthorization-1, 000-ios-5 |

  @AE-LIFE-03 @must @ios @tvos @source-api-reference
  Rule: LIFE-03 checkAuthentication answers from storage, asking the service nothing, in every state
    "Local storage only, no network" (API reference): status 1 with a valid token, 0 without, and no request.

    Scenario Outline: checkAuthentication while <state> answers <answer>
      Given the app is in state "<state>"
      When the app calls checkAuthentication
      Then the answer is "<answer>" [<sentence>]

      Examples:
        | state                                   | answer                               | sentence                                                                |
        | signed out                              | status 0, asking the service nothing | api-checkAuthentication-1, api-checkAuthentication-2                    |
        | signed out by a logout                  | status 0, asking the service nothing | api-checkAuthentication-1, api-checkAuthentication-2, 000-storage17-8   |
        | signed in                               | status 1, asking the service nothing | api-checkAuthentication-1, api-checkAuthentication-2                    |
        | signed in and relaunched                | status 1, asking the service nothing | api-checkAuthentication-1, api-checkAuthentication-2, 000-persistence-1 |
        | holding an expired authentication token | status 0, asking the service nothing | api-checkAuthentication-1, api-checkAuthentication-2, 000-ios-5         |

    Scenario Outline: checkAuthentication while <state> never reports a session, and answers status 0
      No source says when checkAuthentication answers while a login is open: at once, or once the login
      ends (readings.md, section 33); that it answers within the block is graded should.
      Given the app is in state "<state>"
      When the app calls checkAuthentication
      Then the app receives no setAuthenticationStatus with status 1 [api-checkAuthentication-1]
      And the app receives setAuthenticationStatus with status 0 [readings-33]

      Examples:
        | state                       |
        | showing the provider dialog |
        | in the middle of a login    |

  @AE-LIFE-04 @must @ios @tvos @source-api-reference
  Rule: LIFE-04 The other calls answer as the API reference says, in every state
    getSelectedProvider names the current MVPD; getMetadata answers the device ID and, with a session, the
    authentication TTL; checkPreauthorizedResources answers the asked resources the user may watch: none
    without a session.

    Scenario Outline: <call> while <state> answers <answer>
      Given the app is in state "<state>"
      When the app calls <call>
      Then the answer is "<answer>" [<sentence>]

      Examples:
        | state                    | call                                      | answer                | sentence                                                         |
        | signed in                | getMetadata for the authentication TTL    | an authentication TTL | api-getMetadata-1, api-setMetadataStatus-1                       |
        | signed in                | getSelectedProvider                       | MVPD1 selected        | api-getSelectedProvider-1, api-selectedProvider-1                |
        | signed in                | checkPreauthorizedResources for "movie-1" | movie-1 preauthorized | api-checkPreauthorizedResources-4, api-preauthorizedResources-1  |
        | signed in and relaunched | getSelectedProvider                       | MVPD1 selected        | api-getSelectedProvider-1, api-selectedProvider-1, 000-generic-8 |

    Scenario Outline: getMetadata for the device ID while <state> answers the device ID
      The device ID is "disabled by default" until Adobe enables it (api-getMetadata-2): graded should.
      Given the app is in state "<state>"
      When the app calls getMetadata for the device ID
      Then the answer is "the device ID" [api-getMetadata-2]

      Examples:
        | state      |
        | signed out |
        | signed in  |

    Scenario Outline: checkPreauthorizedResources while <state> answers nothing preauthorized
      What the answer lists without a session is the project's inference: the page says only "resources the
      user is already authorized to view".
      Given the app is in state "<state>"
      When the app calls checkPreauthorizedResources for "movie-1"
      Then the answer is "nothing preauthorized" [project]

      Examples:
        | state                  |
        | signed out             |
        | signed out by a logout |

  @AE-LIFE-05 @info @ios @tvos @source-api-reference
  Rule: LIFE-05 With no MVPD selected, getSelectedProvider answers none, in every state
    Inferred (the API reference marks it so): before any choice, after a cancel and after a logout.

    Scenario Outline: getSelectedProvider while <state> answers none
      Given the app is in state "<state>"
      When the app calls getSelectedProvider
      Then the answer is "no MVPD selected" [api-selectedProvider-2]

      Examples:
        | state                  |
        | signed out             |
        | signed out by a cancel |
        | signed out by a logout |

  @AE-LIFE-06 @must @ios @tvos @source-api-reference
  Rule: LIFE-06 After a failed, abandoned or cancelled flow, the next call starts a new login
    "If the last authentication attempt was unsuccessful or if the user explicitly logged out, the
    displayProviderDialog: callback is triggered" (api-getAuthentication-3); getAuthorization without a session
    "also initiates the authentication flow" (api-getAuthorization-1); a cancel clears the programmer's MVPD
    (000-storage17-9). So a flow that failed (a rejected login, an MVPD the service does not offer), that a
    logout abandoned, or whose chosen MVPD a cancel or a logout cleared, leaves nothing behind that keeps the
    next call from its dialog.

    @ios
    Scenario Outline: <call> while <state> shows the provider dialog, after a rejected login
      Given the app is in state "<state>"
      When the app calls <call>
      Then the answer is "the provider dialog" [<sentence>]

      Examples:
        | state                                         | call                           | sentence                                                        |
        | signed out by a failed login                  | getAuthentication              | api-getAuthentication-3, 000-generic-12                         |
        | signed out by a failed login                  | getAuthorization for "movie-1" | api-getAuthorization-1, api-getAuthentication-3, 000-generic-12 |
        | signed out by a failed login at a chosen MVPD | getAuthentication              | api-getAuthentication-3, 000-generic-12                         |

    Scenario Outline: <call> while <state> shows the provider dialog
      Given the app is in state "<state>"
      When the app calls <call>
      Then the answer is "the provider dialog" [<sentence>]

      Examples:
        | state                                         | call                           | sentence                                                        |
        | signed out by an unknown MVPD                 | getAuthorization for "movie-1" | readings-45                                                     |
        | signed out by a logout at the provider dialog | getAuthorization for "movie-1" | api-getAuthorization-1, api-getAuthentication-3, 000-generic-12 |
        | signed out by a logout at the provider dialog | getAuthentication              | api-getAuthentication-3, 000-generic-12                         |
        | signed out by a cancel after choosing MVPD2   | getAuthentication              | 000-storage17-9, 000-generic-10, 000-generic-12                 |
        | signed out by a logout after choosing MVPD2   | getAuthentication              | api-getAuthentication-3, 000-storage17-8, 000-generic-12        |
