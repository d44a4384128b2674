Feature: API reference
  Behaviour stated by Adobe's published iOS/tvOS API reference rather than by the overview. The reference
  binds as the seeds do (where the two conflict, the seeds win): each rule takes the level of the sentence
  of api-trace.md it encodes, @must where the reference states the behaviour, @should where it qualifies
  it, @info where this suite infers it (marked [project] on the check).
  Source: the iOS/tvOS API reference, traced in api-trace.md.

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-API-01 @must @ios @tvos @source-api-reference
  Rule: API-01 checkAuthentication uses local storage only
    checkAuthentication answers from what the device stores: it never sends a request to the service; without
    a valid token it reports status 0 with USER_NOT_AUTHENTICATED_ERROR.

    Scenario: Checking an existing session sends nothing to the service
      Given the user is authenticated with "MVPD1"
      When the app calls checkAuthentication
      Then the service receives no request [api-checkAuthentication-1]
      And the app receives setAuthenticationStatus with status 1 [api-checkAuthentication-1, api-checkAuthentication-2]

    Scenario: Checking without a session sends nothing to the service
      Given the app is initialised
      When the app calls checkAuthentication
      Then the service receives no request [api-checkAuthentication-1]
      And the app receives setAuthenticationStatus with status 0 and error USER_NOT_AUTHENTICATED_ERROR [api-checkAuthentication-2, api-setAuthenticationStatus-2]

  @AE-API-02 @must @ios @tvos @source-api-reference
  Rule: API-02 checkAuthorization never starts authentication
    Not authenticated, it reports tokenRequestFailed (the error code is API-11).

    Scenario: Without a session checkAuthorization fails at once
      Given the app is initialised
      When the app calls checkAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" [api-checkAuthorization-1]
      And the app receives no displayProviderDialog [api-checkAuthorization-1]
      And the service receives no request [api-checkAuthorization-1]

  @AE-API-03 @must @ios @tvos @source-api-reference
  Rule: API-03 getAuthorization without a session runs authentication first, then authorization
    Called without a valid authentication token, getAuthorization first runs the authentication flow and then
    authorizes the resource; the app ends with setToken (api-getAuthorization-1, -3, stated). On iOS the login
    ends with setAuthenticationStatus(1), as handleExternalURL states of every login it completes
    (api-handleExternalURL-4); on tvOS the status is what getAuthorization "can also trigger"
    (api-getAuthorization-5): `@should` (readings.md, section 44, G9).

    @ios
    Scenario: getAuthorization leads through the login to the media token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthorization for "movie-1"
      Then these callbacks come in this order: [api-getAuthorization-1, 000-generic-10, 000-generic-14, api-getAuthorization-3]
        | displayProviderDialog |
        | navigateToUrl         |
        | setToken              |
      And the app receives setAuthenticationStatus with status 1 [api-handleExternalURL-4]

    @tvos
    Scenario: getAuthorization leads through the second-screen login to the media token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthorization for "movie-1"
      And the user completes the second-screen login
      And the library polls for the registration code
      Then these callbacks come in this order: [api-getAuthorization-1, 000-generic-10, 000-generic-16, api-getAuthorization-3]
        | displayProviderDialog |
        | status                |
        | setToken              |
      And the app receives setAuthenticationStatus with status 1 [api-getAuthorization-5]

    @ios
    Scenario: Two authorizations waiting on one login are both answered when it completes
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      And the user will leave the login page open
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      And the user completes the login page left open
      Then the app receives setToken for "movie-1" [api-getAuthorization-1, api-getAuthorization-3]
      And the app receives setToken for "movie-2" [api-getAuthorization-1, api-getAuthorization-3]
      And the app receives setAuthenticationStatus with status 1 [api-handleExternalURL-4]
      And the app may be sent to a login

  @AE-API-04 @must @ios @tvos @source-api-reference
  Rule: API-04 A cancel reports setAuthenticationStatus(0) with PROVIDER_NOT_SELECTED_ERROR
    When the user cancels (setSelectedProvider(nil)), the library reports setAuthenticationStatus(0) with
    PROVIDER_NOT_SELECTED_ERROR, once. (What becomes of a getAuthorization whose login was cancelled is the
    suite's inference: API-16.)

    Scenario: Cancelling is reported once, with its own error code
      Given the app is initialised
      And the app calls getAuthentication
      When the app calls setSelectedProvider with nil
      Then the app receives these callbacks in order: [api-setSelectedProvider-2]
        | setAuthenticationStatus |
      And the app receives setAuthenticationStatus with status 0 and error PROVIDER_NOT_SELECTED_ERROR [api-setSelectedProvider-2]

    Scenario: Cancelling the login a getAuthorization started is reported the same way
      Given the app is initialised
      And the app calls getAuthorization for "movie-1"
      When the app calls setSelectedProvider with nil
      Then the app receives setAuthenticationStatus with status 0 and error PROVIDER_NOT_SELECTED_ERROR [api-setSelectedProvider-2]
      And the app may receive tokenRequestFailed
      And the app receives no setToken [api-setSelectedProvider-2]

  @AE-API-05 @must @ios @tvos @source-api-reference
  Rule: API-05 An authorization the MVPD denies is reported with USER_NOT_AUTHORIZED_ERROR
    When the MVPD denies a resource, the library reports tokenRequestFailed(resource, USER_NOT_AUTHORIZED_ERROR,
    description), the description passing on the MVPD's message (api-tokenRequestFailed-4), and hands out no token. (That nothing is remembered of the denial is the suite's inference:
    API-17.)

    Scenario: A denied resource gets tokenRequestFailed and no token
      Given the MVPD denies access to "movie-9"
      And the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-9"
      Then the app receives tokenRequestFailed for "movie-9" with error USER_NOT_AUTHORIZED_ERROR [api-tokenRequestFailed-1, api-getAuthorization-4]
      And the app receives tokenRequestFailed for "movie-9" with the MVPD's message [api-tokenRequestFailed-4, api-getAuthorization-4]
      And the app receives no setToken [api-tokenRequestFailed-1, api-setToken-1]

  @AE-API-06 @must @ios @tvos @source-api-reference
  Rule: API-06 getSelectedProvider answers with selectedProvider: the current MVPD
    getSelectedProvider is answered with selectedProvider, naming the MVPD of the current session.

    Scenario: After a login, the MVPD of that login
      Given the user is authenticated with "MVPD2"
      When the app calls getSelectedProvider
      Then the app receives selectedProvider "MVPD2" [api-getSelectedProvider-1, api-selectedProvider-1]

    Scenario Outline: getSelectedProvider no longer names the MVPD a <how> cleared
      A cancel clears the current programmer's MVPD (000-storage17-9) and a logout the whole storage
      (000-storage17-8): selectedProvider then delivers the MVPD that is current, which is not that one. What
      it delivers instead (none) is API-12's inference.
      Given the app is in state "<state>"
      When the app calls getSelectedProvider
      Then the app receives selectedProvider other than "MVPD2" [<sentence>]

      Examples:
        | how    | state                                       | sentence                                |
        | cancel | signed out by a cancel after choosing MVPD2 | 000-storage17-9, api-selectedProvider-1 |
        | logout | signed out by a logout after choosing MVPD2 | 000-storage17-8, api-selectedProvider-1 |

  @AE-API-07 @must @ios @tvos @source-api-reference
  Rule: API-07 getMetadata answers the authentication and authorization TTLs of the cached tokens
    Key 0 answers the authentication TTL, key 1 with a resource the authorization TTL: a value for each while
    the tokens are cached. (The value's format is the suite's own: API-15.)

    Scenario: With tokens cached, the TTLs have values
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getMetadata for the authentication TTL
      And the app calls getMetadata for the authorization TTL of "movie-1"
      Then the app receives setMetadataStatus with a value for the authentication TTL [api-getMetadata-1, api-setMetadataStatus-1]
      And the app receives setMetadataStatus with a value for the authorization TTL [api-getMetadata-4, api-setMetadataStatus-1]

  @AE-API-08 @must @ios @tvos @source-api-reference
  Rule: API-08 checkPreauthorizedResources answers the resources the user may watch; playback still needs authorization
    The answer is the subset of the asked resources the MVPD allows, for decorating a user interface; it
    grants nothing: getAuthorization still asks the service for an authorization. Without the cache, every
    call asks the service (api-checkPreauthorizedResources-3).

    Scenario: Preauthorization lists the allowed subset and grants nothing
      Given the MVPD denies access to "movie-9"
      And the user is authenticated with "MVPD1"
      When the app calls checkPreauthorizedResources for "movie-1, movie-9"
      Then the app receives preauthorizedResources listing "movie-1" [api-checkPreauthorizedResources-1, api-preauthorizedResources-1]
      When the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1" [project]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

    Scenario: Preauthorization without the cache asks the service every time
      The suite's calls pass cache false: "If false the cache will be bypassed, resulting in server calls each
      time this API is called" (api-checkPreauthorizedResources-3).
      Given the user is authenticated with "MVPD1"
      And the app calls checkPreauthorizedResources for "movie-1"
      When the app calls checkPreauthorizedResources for "movie-1"
      Then the service receives 1 preauthorize request [api-checkPreauthorizedResources-3]
      And the app receives preauthorizedResources listing "movie-1" [api-checkPreauthorizedResources-4, api-preauthorizedResources-1]

  @AE-API-09 @must @ios @tvos @source-api-reference
  Rule: API-09 getAuthentication with forceAuthn runs the authentication flow although a valid token is cached
    "Status 1 at once when a valid token is cached (unless forceAuthn); otherwise runs the authentication
    flow of the overview": the login of the cached MVPD (AUTHN-03) or, since the user is authenticated and
    the overview's step 3 speaks of a user who is not, the provider dialog.

    Scenario: A forced authentication goes to the login although the user is authenticated
      Given the user is authenticated with "MVPD1"
      And the user will leave the login page open
      When the app calls getAuthentication with forceAuthn
      Then the app receives no setAuthenticationStatus with status 1 [api-getAuthentication-4]
      And the app is shown the provider dialog or the login of "MVPD1" [api-getAuthentication-4]

  @AE-API-10 @should @ios @tvos @source-api-reference
  Rule: API-10 getMetadata answers the device ID
    Key 2 answers the device ID the library sends to the service.

    Scenario: The device ID metadata is the one the service receives
      Given the app is initialised
      When the app calls getMetadata for the device ID
      Then the app receives setMetadataStatus with this device's ID [api-getMetadata-2]

  @AE-API-11 @info @ios @tvos @source-api-reference
  Rule: API-11 checkAuthorization without a session fails with USER_NOT_AUTHENTICATED_ERROR
    The API reference marks this error code as inferred.

    Scenario: The error code of an unauthenticated checkAuthorization
      Given the app is initialised
      When the app calls checkAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" with error USER_NOT_AUTHENTICATED_ERROR [api-tokenRequestFailed-2]

  @AE-API-12 @info @ios @tvos @source-api-reference
  Rule: API-12 getSelectedProvider with no MVPD selected answers none
    The API reference marks this as inferred.

    Scenario: Before any choice, none
      Given the app is initialised
      When the app calls getSelectedProvider
      Then the app receives selectedProvider none [api-selectedProvider-2]

  @AE-API-13 @must @tvos @source-api-reference
  Rule: API-13 A tvOS logout ends the session at the service
    "The user needs to be logged out from both Adobe Pass Authentication servers and also from the MVPD's
    servers" (api-logout-1): on tvOS, where no web view goes through the service's logout page, the library
    tells the service itself. The seeds name no request; the service protocol's is DELETE /api/v1/logout.

    Scenario: Logout on tvOS tells the service
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the service receives a logout request [api-logout-1]
      And the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]

  @AE-API-15 @info @ios @tvos @source-api-reference
  Rule: API-15 The TTL metadata is the token's expiry in milliseconds since 1970
    No source gives the value's format; this suite defines it (MetadataKey) as the expiry of the cached token
    the service issued, in milliseconds since 1970.

    Scenario: The TTLs are the cached tokens' expiries
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getMetadata for the authentication TTL
      And the app calls getMetadata for the authorization TTL of "movie-1"
      Then the app receives setMetadataStatus with the expiry of the authentication token for "Programmer1" [project]
      And the app receives setMetadataStatus with the expiry of the authorization token for "movie-1" [project]

  @AE-API-16 @must @ios @tvos @source-api-reference
  Rule: API-16 A getAuthorization whose login is cancelled or fails ends with tokenRequestFailed
    "If for any reason, the authorization fails, the tokenRequestFailed callback is triggered"
    (api-getAuthorization-4): a getAuthorization whose login was cancelled, or failed, is answered so.

    Scenario: A getAuthorization whose login is cancelled ends with tokenRequestFailed
      Given the app is initialised
      And the app calls getAuthorization for "movie-1"
      When the app calls setSelectedProvider with nil
      Then the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app may receive setAuthenticationStatus with status 0
      And the app receives no setToken [api-setSelectedProvider-2, api-getAuthorization-4]

    @ios
    Scenario: A getAuthorization whose login fails ends with tokenRequestFailed
      Given MVPD "MVPD1" rejects the user's credentials
      And the app is initialised
      And the app calls getAuthorization for "movie-1"
      When the user picks "MVPD1" in the provider dialog
      Then the app receives navigateToUrl [000-generic-14]
      And the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25]
      And the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app receives no setToken [api-getAuthorization-4, api-setToken-1]

  @AE-API-17 @info @ios @tvos @source-api-reference
  Rule: API-17 A denial is not remembered: a later getAuthorization asks the service again
    Inferred from "uses a valid cached authorization token or fetches one": a denial leaves nothing to
    reuse, so once the MVPD allows the resource, the next getAuthorization obtains it.

    Scenario: Once the MVPD allows a denied resource, getAuthorization obtains it
      Given the MVPD denies access to "movie-9"
      And the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-9"
      When the MVPD allows access to "movie-9" again
      And the app calls getAuthorization for "movie-9"
      Then the service receives 1 authorize request for "movie-9" [project]
      And the app receives setToken for "movie-9" [project]

  @AE-API-14 @info @ios @tvos @source-api-reference
  Rule: API-14 The provider dialog lists the MVPDs in the configuration's order, with their display names
    The MVPD object carries a display name (API reference); the order is inferred.

    Scenario: The dialog keeps the configuration's order and names
      Given the app is initialised
      When the app calls getAuthentication
      Then the provider dialog lists the MVPDs in the configuration's order with their display names [project]
