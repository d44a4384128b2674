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
      When the user is authenticated with "MVPD1"
      Then the authentication token for "Programmer1" is bound to this device [000-definitions-5]
      And the app receives setAuthenticationStatus with status 1 [000-generic-24]

  @AE-TOKEN-02 @must @ios @tvos @source-definitions
  Rule: TOKEN-02 An authorization token is for one resource and bound to the device
    An authorization token grants access to one resource and is bound to the device that asked for it.

    Scenario: Each resource gets its own authorization token, bound to this device
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getAuthorization for "movie-2"
      Then the service receives 1 authorize request for "movie-2" [000-definitions-6, api-getAuthorization-2]
      And the app receives setToken for "movie-2" [api-getAuthorization-3]
      And the authorization token for "movie-2" is bound to this device [000-definitions-6]

  @AE-TOKEN-03 @must @ios @tvos @source-definitions
  Rule: TOKEN-03 The short media token is obtained from the resource's authorization token and reaches the app with setToken
    The library gets the media token by presenting the authorization token of that resource (of the current
    requestor). Its 5-minute lifetime and its not being device-bound are the service's doing, not the
    library's: nothing to check on the library beyond never caching it (CACHE-04).

    Scenario: setToken carries a media token obtained with the resource's authorization token
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      Then setToken for "movie-1" carries a media token obtained with this requestor's authorization token for it [000-definitions-8]

    @ios
    Scenario: The same resource ID under two requestors whose apps share storage: each uses its own authorization
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD1"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the user opens "App2"
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the user opens "App1"
      And the app calls getAuthorization for "movie-1"
      Then setToken for "movie-1" carries a media token obtained with this requestor's authorization token for it [000-definitions-8]

  @AE-TOKEN-05 @must @ios @tvos @source-definitions
  Rule: TOKEN-05 An expired token is replaced by running the authentication or authorization flow again
    Tokens have a limited lifetime: when one has expired, the library runs the authentication and/or authorization flow again to get a new one.

    @ios
    Scenario: An expired authentication is renewed through the login before authorizing
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      When the app calls getAuthorization for "movie-1"
      Then the service receives 1 authn-token request [000-definitions-2, api-getAuthorization-1, 000-generic-23]
      And the app receives navigateToUrl [api-getAuthorization-1, 000-generic-14]
      And the app receives setAuthenticationStatus with status 1 [api-handleExternalURL-4]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

    @tvos
    Scenario: An expired authentication is renewed through a second-screen login before authorizing
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      When the app calls getAuthorization for "movie-1"
      And the user completes the second-screen login
      And the library polls for the registration code
      Then the app receives a registration code in a status callback [api-getAuthorization-1, 000-generic-16, 000-generic-17]
      And the app receives setAuthenticationStatus with status 1 [api-getAuthorization-5]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

    Scenario: An authorization is renewed just after it expires
      Given authorization tokens of "Programmer1" live 10 minutes
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When time passes until just after the authorization token for "movie-1" expires
      And the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1" [000-definitions-2, api-getAuthorization-2]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

  @AE-VALID-01 @must @ios @tvos @source-ios
  Rule: VALID-01 A token is valid only while its TTL has not expired
    A cached token is valid only while its time to live has not expired: it no longer counts a millisecond
    after its expiry. (That it is used up to its last moment is TOKEN-04's "should": a library may keep a
    safety margin.)

    Scenario: An authentication token counts before it expires, and not after
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      When 30 minutes pass
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 1 [api-checkAuthentication-1, api-checkAuthentication-2, 000-ios-5]
      When time passes until just after the authentication token for "Programmer1" expires
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [000-ios-5, api-setAuthenticationStatus-2]

  @AE-VALID-02 @must @ios @tvos @source-ios
  Rule: VALID-02 A token is valid only if its issuer is in the requestor's list of allowed MVPDs
    A cached token is valid only if its issuer (the MVPD) is in the requestor's list of allowed identity providers.

    Scenario: A token from an MVPD the requestor dropped no longer counts
      Given the user is authenticated with "MVPD1"
      And MVPD "MVPD1" is removed from the list of "Programmer1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [000-ios-6, api-setAuthenticationStatus-2]
      When the app calls getAuthorization for "movie-1"
      Then the service receives no authorize request [000-ios-4, 000-ios-6]
      And the app receives displayProviderDialog listing "MVPD2" [project]

    @tvos
    Scenario: A login that ends after a new configuration dropped its MVPD brings no valid session
      A library that reuses its configuration on a second setRequestor for the same requestor still offers
      MVPD2 (reuses-configuration-for-same-requestor), so these checks are the project's (@info); the
      exploration invariant authenticated-only-with-a-valid-token judges the configuration a library received.
      A library may also start a new login for the authorization still waiting (as REPEAT-01 allows).
      Given the app is initialised
      And the user will pick "MVPD2" in the provider dialog
      And MVPD "MVPD2" is removed from the list of "Programmer1"
      And the app calls getAuthorization for "movie-2"
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app may receive setAuthenticationStatus with status 0
      And the app may receive tokenRequestFailed
      And the app may be sent to a login
      When the user completes the second-screen login
      And 10 minutes pass
      Then the app receives no setAuthenticationStatus with status 1 [project]
      And the app receives no setToken [project]
      And the app may receive setAuthenticationStatus with status 0
      And the app may receive tokenRequestFailed
      And the app may be sent to a login

  @AE-VALID-03 @must @ios @tvos @source-ios
  Rule: VALID-03 Validity is checked whenever the library relies on a token
    "The library checks a token's validity at various times" (000): a token that has expired is never relied
    on, whether the library finds it expired itself or lets the service judge it (readings.md, section 34):
    no session is reported and no media token handed out on its strength. (What checkAuthorization answers
    without a usable session is the API reference's: API-02.)

    Scenario: A token that was valid at setRequestor and expires while the app runs is refused by every call
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And the app is closed and opened again
      And the app is initialised
      And the user will leave the login page open
      And 61 minutes pass
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [000-ios-5, api-setAuthenticationStatus-2]
      When the app calls getAuthentication
      Then the app receives no setAuthenticationStatus with status 1 [000-ios-5, 000-generic-4]
      And the login starts with "MVPD1" [api-getAuthentication-1, 000-generic-7, 000-generic-8]
      When the app calls checkAuthorization for "movie-1"
      Then the app receives no setToken [000-ios-4, 000-ios-5, api-checkAuthorization-1]
      And the app may receive tokenRequestFailed
      And the app may be sent to a login

    Scenario: An authorization does not rely on an authentication token that expired while the app runs
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And the user will leave the login page open
      And 61 minutes pass
      When the app calls getAuthorization for "movie-1"
      Then the app receives no setToken [000-ios-4, 000-ios-5]
      And the app receives no setAuthenticationStatus with status 1 [000-ios-4, 000-ios-5]
      And the login starts with "MVPD1" [000-definitions-2, api-getAuthorization-1, 000-generic-7, 000-generic-8]

    Scenario: setRequestor does not trust an expired token
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      And the app is closed and opened again
      When the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 0 [000-ios-5, api-setAuthenticationStatus-2]

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
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 1 [000-persistence-1, 000-generic-5]
      And the app receives no displayProviderDialog [000-persistence-1, 000-generic-5, api-getAuthorization-1]
      And the service receives no authorize request [000-persistence-1, api-getAuthorization-2]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

  @AE-PERSIST-02 @should @ios @source-persistence
  Rule: PERSIST-02 Another app that shares the storage and the device ID uses the same tokens through the same MVPD
    "Preferably" (000 最好; 002 wenselijk; 003 希望; 001 states it as fact): no credentials are asked for again.

    Scenario: A second app of the same team and bundle prefix is already signed in
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls getAuthentication
      Then the app receives setRequestorComplete with status 1 [readings-9]
      And the app receives setAuthenticationStatus with status 1 [readings-9]
      And the app receives no displayProviderDialog [readings-9]
      And the service receives no authenticate request [readings-9]

  @AE-FORMAT-01 @must @ios @tvos @source-format
  Rule: FORMAT-01 The token handed to the app with setToken is the short media token issued for that very request, unaltered
    setToken hands the app the short media token that the service issued for that very authorization request, byte for byte.

    Scenario: setToken carries each media token exactly as issued
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      Then every setToken carries a fresh media token issued by the service [000-format-5, api-setToken-1, 002-caching-14]

    Scenario: Authorizations of two resources at one instant each get their own resource's media token
      Given the user is authenticated with "MVPD1"
      And the service holds its answers to authorize requests
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      And the service answers the held requests
      Then the app receives setToken for "movie-1" [api-getAuthorization-3]
      And the app receives setToken for "movie-2" [api-getAuthorization-3]
      And every setToken carries a fresh media token issued by the service [000-format-5, api-setToken-1, 002-caching-14]

  @AE-FORMAT-02 @must @ios @tvos @source-format
  Rule: FORMAT-02 Authentication and authorization tokens are never exposed to the app through any callback
    Authentication and authorization tokens stay inside the library: no callback ever carries them, in any form.

    Scenario: No callback carries an authentication or authorization token
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      And the app calls getMetadata for the authentication TTL
      And the app calls getSelectedProvider
      Then no callback exposes an authentication or authorization token [000-format-2]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]
      And the app receives setMetadataStatus [api-setMetadataStatus-1]
      And the app receives selectedProvider [api-selectedProvider-1]

  @AE-BIND-01 @must @ios @tvos @source-device-binding
  Rule: BIND-01 The device ID is sent with authentication and authorization requests
    The library sends the device ID, in clear form, with every authentication and authorization request, so that the service can bind tokens to the device.

    Scenario: Every entitlement request carries the device ID
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then every request from the app carries its device ID [000-binding-7, 000-binding-9]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

  @AE-BIND-02 @must @ios @source-device-binding
  Rule: BIND-02 A token bound to another device ID is not used
    The app is not authenticated by it, and no media token is handed out on its strength; the library may
    let the service refuse it (000 puts the check on the server) but never presents it to the app as valid.
    The scenario needs two device IDs on one device, which only the vendor ID gives (SDK 1.8 and later, 004).
    (What checkAuthorization answers without a usable session is the API reference's: API-02.)

    @since-1.8
    Scenario: An app with another vendor ID does not use the token it finds in shared storage
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.other.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      And the user opens "App2"
      And the user will leave the login page open
      When the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 0 [004-other-prefix-1]
      When the app calls checkAuthorization for "movie-1"
      Then the app receives no setToken [000-binding-4, 000-binding-11]
      And the app may receive tokenRequestFailed
      And the app may be sent to a login

  @AE-BIND-03 @must @ios @since-1.7.5 @source-device-binding
  Rule: BIND-03 The device ID comes from the vendor ID on iOS 7 and later, from the MAC address on iOS 6 and earlier
    Since AccessEnabler 1.7.5 the device ID is no longer the Wi-Fi MAC address on iOS 7 and later: 000 names
    the advertising ID (IDFA) for 1.7.5, 004 the vendor ID (IDFV) for 1.8 and later (readings.md); the suite
    models the vendor ID, so that scenario applies from 1.8 on. On iOS 6 and earlier the MAC address is used;
    SDK 1.9.4 raised the minimum to iOS 7 (004), so that scenario applies up to 1.9.3.

    @since-1.8
    Scenario: iOS 7 and later use the vendor ID
      When the user is authenticated with "MVPD1"
      Then every request from the app carries its device ID [000-binding-7, 004-overview-4]
      And the app receives setAuthenticationStatus with status 1 [000-generic-24]

    @until-1.9.3
    Scenario: iOS 6 uses the MAC address
      Given the device runs iOS 6
      When the user is authenticated with "MVPD1"
      Then every request from the app carries its device ID [000-binding-7, 004-behaviour-2]
      And the app receives setAuthenticationStatus with status 1 [000-generic-24]

  @AE-BIND-04 @must @ios @tvos @source-device-binding
  Rule: BIND-04 When the service refuses the token the library presents, the entitlement flow fails
    The service checks the device ID against the one bound into the token and refuses a mismatch or an ended
    session (401/410); that entitlement flow then fails (000): no media token comes from the refused
    session. The library may report the failure (tokenRequestFailed) or forget the session and sign the user
    in again, as it does for an expired token (TOKEN-05; readings.md, section 32). What the library does next
    is the project's reading, not the seeds' (readings.md, section 32: @should): a new login brings media
    tokens again, and a token the service refused is never presented again (checked after every step of
    every scenario, at @should).

    Scenario: The service ended the device's sessions: no media token comes from them
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the user will leave the login page open
      When the service ends every session of this device
      And the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      Then the app receives no setToken [000-binding-10]
      And the authorization of "movie-1" fails or a new login starts [000-binding-10]
      And the authorization of "movie-2" fails or a new login starts [000-binding-10]

    Scenario: After the service ended the session, a new login brings media tokens again
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the service ends every session of this device
      And the user will leave the login page open
      And the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      When the user is authenticated with "MVPD1" [readings-32]
      And the app calls getAuthorization for "movie-1"
      Then the app receives setToken for "movie-1" [readings-32]
      And no request presents a token the service refused [readings-32]

    Scenario: A session the service refused while checking preauthorization is not presented again
      Exploration found the reference presenting it again to authorize. No document says what a refusal at
      preauthorization means (service-protocol.md lists none there), so not presenting it again is the
      project's expectation (@info); the authorization failing or a new login is 000-binding-10's.
      Given the user is authenticated with "MVPD1"
      And the service ends every session of this device
      And the user will leave the login page open
      When the app calls checkPreauthorizedResources for "movie-1"
      Then the app receives preauthorizedResources [api-checkPreauthorizedResources-4, api-preauthorizedResources-1]
      When the app calls getAuthorization for "movie-1"
      Then no request presents a token the service refused [project]
      And the authorization of "movie-1" fails or a new login starts [000-binding-10]
      And the app may receive setAuthenticationStatus with status 0

    @ios
    Scenario: A refused token imported from the older storage area is not imported again
      Given the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      And the app calls setRequestor
      And the service ends every session of this device
      And the app calls checkAuthorization for "movie-1"
      When the app calls setRequestor
      And the app calls checkAuthorization for "movie-2"
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives tokenRequestFailed for "movie-2" [000-binding-10, api-checkAuthorization-1]
      And the app may receive setAuthenticationStatus with status 0
      And no request presents a token the service refused [readings-46]

    @ios
    Scenario: A refused token imported from the older storage area is not imported again after a relaunch
      Given the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      And the app calls setRequestor
      And the service ends every session of this device
      And the app calls checkAuthorization for "movie-1"
      When the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthorization for "movie-2"
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives tokenRequestFailed for "movie-2" [000-binding-10, api-checkAuthorization-1]
      And the app may receive setAuthenticationStatus with status 0
      And no request presents a token the service refused [readings-46]
