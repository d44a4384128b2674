Feature: Tokens
  The three kinds of token, how long they live, when they are valid, how they persist, what the app sees
  of them, and how they are bound to the device.
  Sources: SDK overview (000), sections "definitions", "persistence", "iOS", "format" and "device binding".

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-TOKEN-01 @must @ios @tvos @source-definitions
  Rule: TOKEN-01 The authentication token is bound to the device that started the authentication
    The library sends its device ID and the service binds the token to it.

    Scenario: A login binds the authentication token to this device
      Given the user is authenticated with "MVPD1"
      Then the authentication token for "Programmer1" is bound to this device

  @AE-TOKEN-02 @must @ios @tvos @source-definitions
  Rule: TOKEN-02 An authorization token is for one resource and bound to the device
    An authorization token grants access to one resource and is bound to the device that asked for it.

    Scenario: Each resource gets its own authorization token, bound to this device
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getAuthorization for "movie-2"
      Then the service receives 1 authorize request for "movie-2"
      And the app receives setToken for "movie-2"
      And the authorization token for "movie-2" is bound to this device

  @AE-TOKEN-03 @must @ios @tvos @source-definitions
  Rule: TOKEN-03 The short media token comes from the resource's authorization token, lives 5 minutes, and reaches the app with setToken
    It is not bound to the device.

    Scenario: setToken carries a 5-minute media token for the resource
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      Then the app receives setToken for "movie-1" with a 5-minute media token for that resource

  @AE-TOKEN-05 @must @ios @tvos @source-definitions
  Rule: TOKEN-05 An expired token is replaced by running the authentication or authorization flow again
    Tokens have a limited lifetime: when one has expired, the library runs the authentication and/or authorization flow again to get a new one.

    @ios
    Scenario: An expired authentication is renewed through the login before authorizing
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      When the app calls getAuthorization for "movie-1"
      Then the service receives 1 authn-token request
      And the app receives setAuthenticationStatus with status 1
      And the app receives setToken for "movie-1"

    @tvos
    Scenario: An expired authentication is renewed through a second-screen login before authorizing
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      When the app calls getAuthorization for "movie-1"
      And the user completes the second-screen login
      And 10 seconds pass
      Then the app receives setAuthenticationStatus with status 1
      And the app receives setToken for "movie-1"

    Scenario: An expired authorization is renewed with a new authorization request
      Given authorization tokens of "Programmer1" live 10 minutes
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And 11 minutes pass
      When the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1"
      And the app receives setToken for "movie-1"

  @AE-VALID-01 @must @ios @tvos @source-ios
  Rule: VALID-01 A token is valid only while its TTL has not expired
    A cached token is valid only while its time to live has not expired.

    Scenario: An authentication token counts until it expires, and not after
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      When 59 minutes pass
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 1
      When 2 minutes pass
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0

  @AE-VALID-02 @must @ios @tvos @source-ios
  Rule: VALID-02 A token is valid only if its issuer is in the requestor's list of allowed MVPDs
    A cached token is valid only if its issuer (the MVPD) is in the requestor's list of allowed identity providers.

    Scenario: A token from an MVPD the requestor dropped no longer counts
      Given the user is authenticated with "MVPD1"
      And MVPD "MVPD1" is removed from the list of "Programmer1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 and error USER_NOT_AUTHENTICATED_ERROR
      When the app calls getAuthorization for "movie-1"
      Then the service receives no authorize request

  @AE-VALID-03 @must @ios @tvos @source-ios
  Rule: VALID-03 Validity is checked whenever the library relies on a token
    At least on setRequestor, on checking and getting authentication, and on checking and getting authorization.

    Scenario: A token that was valid at setRequestor and expires while the app runs is refused by every call
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And the app is closed and opened again
      And the app is initialised
      And the user will leave the login page open
      And 61 minutes pass
      When the app calls checkAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" with error USER_NOT_AUTHENTICATED_ERROR
      And the service receives no authorize request
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives no setAuthenticationStatus with status 1

    Scenario: setRequestor does not trust an expired token
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      And the app is closed and opened again
      When the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0

  @AE-PERSIST-01 @must @ios @tvos @source-persistence
  Rule: PERSIST-01 Tokens survive a relaunch of the same app
    A new library instance over the same storage is still authenticated and authorized, without a prompt.

    Scenario: After a relaunch the user is still authenticated and authorized
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the app is closed and opened again
      When the app calls setRequestor
      And the app calls getAuthentication
      And the app calls getAuthorization for "movie-1"
      Then the app receives setAuthenticationStatus with status 1
      And the app receives no displayProviderDialog
      And the service receives no authorize request
      And the app receives setToken for "movie-1"

  @AE-PERSIST-02 @must @ios @source-persistence
  Rule: PERSIST-02 Another app that shares the storage and the device ID uses the same tokens through the same MVPD
    No credentials are asked for again.

    Scenario: A second app of the same team and bundle prefix is already signed in
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls getAuthentication
      Then the app receives setAuthenticationStatus with status 1
      And the app receives no displayProviderDialog
      And the service receives no authenticate request

  @AE-FORMAT-01 @must @ios @tvos @source-format
  Rule: FORMAT-01 The token handed to the app with setToken is the short media token issued for that very request, unaltered
    setToken hands the app the short media token that the service issued for that very authorization request, byte for byte.

    Scenario: setToken carries each media token exactly as issued
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      Then every setToken carries a fresh media token issued by the service

  @AE-FORMAT-02 @must @ios @tvos @source-format
  Rule: FORMAT-02 Authentication and authorization tokens are never exposed to the app through any callback
    Authentication and authorization tokens stay inside the library: no callback ever exposes them to the app.

    Scenario: No callback carries an authentication or authorization token
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      And the app calls getMetadata for the authentication TTL
      And the app calls getSelectedProvider
      Then no callback exposes an authentication or authorization token

  @AE-BIND-01 @must @ios @tvos @source-device-binding
  Rule: BIND-01 The device ID is sent with authentication and authorization requests
    The library sends the device ID, in clear form, with every authentication and authorization request, so that the service can bind tokens to the device.

    Scenario: Every entitlement request carries the device ID
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then every request from the app carries its device ID

  @AE-BIND-02 @must @ios @source-device-binding
  Rule: BIND-02 A token bound to another device ID is not used
    The flow fails or authenticates again; it never presents a foreign token as valid.

    Scenario: An app with another vendor ID does not use the token it finds in shared storage
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.other.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls checkAuthentication
      And the app calls checkAuthorization for "movie-1"
      Then the app receives setAuthenticationStatus with status 0
      And the service receives no authorize request

  @AE-BIND-03 @must @ios @since-1.7.5 @source-device-binding
  Rule: BIND-03 The device ID comes from the vendor ID on iOS 7 and later, from the MAC address on iOS 6 and earlier
    Since AccessEnabler 1.7.5 the device ID is computed from the vendor ID (IDFV) on iOS 7 and later, and from the Wi-Fi MAC address on iOS 6 and earlier.

    Scenario: iOS 7 and later use the vendor ID
      When the user is authenticated with "MVPD1"
      Then every request from the app carries its device ID

    Scenario: iOS 6 uses the MAC address
      Given the device runs iOS 6
      When the user is authenticated with "MVPD1"
      Then every request from the app carries its device ID
