Feature: API reference
  Behaviour stated by the public AccessEnabler API reference rather than by the overview; kept apart so it is
  never confused with the seeds.
  Source: the iOS/tvOS API reference, as gathered in reference/accessenabler-api.md.

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-API-01 @must @ios @tvos @source-api-reference
  Rule: API-01 checkAuthentication uses local storage only
    checkAuthentication answers from what the device stores: it never sends a request to the service.

    Scenario: Checking an existing session sends nothing to the service
      Given the user is authenticated with "MVPD1"
      When the app calls checkAuthentication
      Then the service receives no request
      And the app receives setAuthenticationStatus with status 1

    Scenario: Checking without a session sends nothing to the service
      Given the app is initialised
      When the app calls checkAuthentication
      Then the service receives no request
      And the app receives setAuthenticationStatus with status 0 and error USER_NOT_AUTHENTICATED_ERROR

  @AE-API-02 @must @ios @tvos @source-api-reference
  Rule: API-02 checkAuthorization never starts authentication
    Not authenticated, it reports tokenRequestFailed.

    Scenario: Without a session checkAuthorization fails at once
      Given the app is initialised
      When the app calls checkAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" with error USER_NOT_AUTHENTICATED_ERROR
      And the app receives no displayProviderDialog
      And the service receives no request

  @AE-API-03 @must @ios @tvos @source-api-reference
  Rule: API-03 getAuthorization without a session runs authentication first, then authorization
    Called without a valid authentication token, getAuthorization first runs the authentication flow and then authorizes the resource; the app ends with setToken.

    @ios
    Scenario: getAuthorization leads through the login to the media token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthorization for "movie-1"
      Then the app receives these callbacks in order:
        | displayProviderDialog   |
        | navigateToUrl           |
        | setAuthenticationStatus |
        | setToken                |

    @tvos
    Scenario: getAuthorization leads through the second-screen login to the media token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthorization for "movie-1"
      And the user completes the second-screen login
      And 10 seconds pass
      Then the app receives these callbacks in order:
        | displayProviderDialog   |
        | status                  |
        | setAuthenticationStatus |
        | setToken                |

  @AE-API-04 @must @ios @tvos @source-api-reference
  Rule: API-04 A cancel reports setAuthenticationStatus(0) with PROVIDER_NOT_SELECTED_ERROR
    When the user cancels (setSelectedProvider(nil)), the library reports setAuthenticationStatus(0) with PROVIDER_NOT_SELECTED_ERROR, once.

    Scenario: Cancelling is reported once, with its own error code
      Given the app is initialised
      And the app calls getAuthentication
      When the app calls setSelectedProvider with nil
      Then the app receives these callbacks in order:
        | setAuthenticationStatus |
      And the app receives setAuthenticationStatus with status 0 and error PROVIDER_NOT_SELECTED_ERROR

  @AE-API-05 @must @ios @tvos @source-api-reference
  Rule: API-05 An authorization the MVPD denies is reported with USER_NOT_AUTHORIZED_ERROR and nothing is cached
    When the MVPD denies a resource, the library reports tokenRequestFailed(resource, USER_NOT_AUTHORIZED_ERROR, description), hands out no token and keeps no authorization token for that resource.

    Scenario: A denied resource gets tokenRequestFailed and no token
      Given the MVPD denies access to "movie-9"
      And the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-9"
      Then the app receives tokenRequestFailed for "movie-9" with error USER_NOT_AUTHORIZED_ERROR
      And the app receives no setToken
      And storage holds no authorization token for "movie-9"
      And the service receives no mediatoken request

  @AE-API-06 @must @ios @tvos @source-api-reference
  Rule: API-06 getSelectedProvider answers with selectedProvider: the current MVPD, or none
    getSelectedProvider is answered with selectedProvider: the MVPD of the current session or choice, or none before any choice.

    Scenario: After a login, the MVPD of that login
      Given the user is authenticated with "MVPD2"
      When the app calls getSelectedProvider
      Then the app receives selectedProvider "MVPD2"

    Scenario: Before any choice, none
      Given the app is initialised
      When the app calls getSelectedProvider
      Then the app receives selectedProvider none

  @AE-API-07 @must @ios @tvos @source-api-reference
  Rule: API-07 getMetadata answers the authentication and authorization TTLs from the cached tokens
    The value is the token's expiry, in milliseconds since 1970.

    Scenario: The TTLs are those of the cached tokens
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getMetadata for the authentication TTL
      And the app calls getMetadata for the authorization TTL of "movie-1"
      Then the app receives setMetadataStatus with the expiry of the authentication token for "Programmer1"
      And the app receives setMetadataStatus with the expiry of the authorization token for "movie-1"
