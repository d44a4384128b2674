Feature: Token storage
  Where tokens live on each platform, who can see them, and what the library does to the storage on
  setRequestor: several programmers' tokens side by side, passive authentication, the token importer and
  the token sanitizer.
  Sources: SDK overview (000), sections "caching", "iOS", "tvOS", "token storage (1.7)", "token importer
  (1.7)" and "token sanitizer (1.7.5)".

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-CACHE-01 @must @ios @since-1.7 @source-caching
  Rule: CACHE-01 Authentication tokens of several programmer–MVPD pairs coexist
    Since AccessEnabler 1.7 the storage holds several programmer–MVPD buckets, so the authentication tokens of
    different programmers coexist. The seeds give the requestor ID once per app (readings.md, section 27), so
    two programmers meet in one storage through two apps of one team; on tvOS no two apps share storage.

    Scenario: Two programmers' apps of one team keep both sessions
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      And the user opens "App2"
      And the user is authenticated with "MVPD3"
      When the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-caching-1, 000-storage17-1]
      When the user opens "App2"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-caching-1, 000-storage17-1]

  @AE-CACHE-05 @must @ios @since-1.7 @source-caching
  Rule: CACHE-05 Authentication per requestor authenticates passively during setRequestor from another programmer's token
    Passive (back-channel) authentication is the improvement "authentication per requestor" brings in 1.7:
    with another programmer's token in storage, setRequestor obtains a token for this programmer from the
    service, without any user interface, and stores it. The flow is "mostly transparent" (000): the library
    may announce the new session with setAuthenticationStatus(1). (For MVPDs without the per-requestor flag
    the seeds do not say how 1.7 shares a session; SSO-01 checks the outcome only.) The two programmers'
    apps share storage as apps of one team do; on tvOS no two apps share storage.

    Scenario: A second programmer's app is signed in from the first one's token during setRequestor, without any UI
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD1, MVPD3"
      And MVPD "MVPD1" requires authentication per requestor
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      Then the passive authentication happens during setRequestor [000-caching-3, 000-caching-5]
      And the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app may receive setAuthenticationStatus with status 1
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-caching-3, 000-caching-4]
      And the service issues no authentication token [api-checkAuthentication-1]
      When the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-persistence-1]
      And the service receives no passive request [000-persistence-1, 000-persistence-2]

  @AE-CACHE-06 @must @ios @until-1.6 @source-caching
  Rule: CACHE-06 Up to 1.6, one token serves every app of its MVPD unless the MVPD requires authentication per requestor
    With the per-requestor flag off, a single token in the global pasteboard is shared by every app integrated
    with the current MVPD; with it on, each programmer keeps a private token and there is no SSO.

    Scenario: Flag off: another programmer's app is signed in by the same token
      Given the device runs iOS 6
      And the service knows requestor "Programmer2" offering MVPDs "MVPD1"
      And the device has app "App3" of team "TEAM2" with bundle ID "com.programmer2.app3" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App3"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-caching-8]
      And the service receives no passive request [000-caching-8]

    Scenario: Flag on: each programmer signs in on its own
      Given the device runs iOS 6
      And the service knows requestor "Programmer2" offering MVPDs "MVPD1"
      And MVPD "MVPD1" requires authentication per requestor
      And the device has app "App3" of team "TEAM2" with bundle ID "com.programmer2.app3" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App3"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [000-caching-9, 000-caching-10]

  @AE-STORE-01 @must @ios @source-ios
  Rule: STORE-01 On iOS, token data lives in a persistent pasteboard shared by the apps allowed to see it
    The iOS library keeps token data in a structured, persistent pasteboard, which every app allowed to see
    it shares: another app of the team reads the session from it, without a new login or a new token (it may
    still ask the service about the token it found: API-01).

    Scenario: An app of the same team reads the session from the shared pasteboard
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-ios-1, 000-ios7-2]
      And the service issues no authentication token [000-ios-1, 000-ios7-2]

  @AE-STORE-02 @must @tvos @source-tvos
  Rule: STORE-02 On tvOS, storage is per app: tokens persist but are never shared between apps
    There is no cross-app SSO on tvOS.

    Scenario: A second app on the same box is not signed in; the first one stays signed in
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [000-tvos-2]
      When the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-tvos-2, 000-persistence-1]

  @AE-STORE-03 @must @ios @source-ios
  Rule: STORE-03 An upgrade to iOS 10 wipes the pasteboard: every app is unauthenticated and can authenticate again
    Upgrading a device to iOS 10 clears the pasteboards: every app is then unauthenticated, and the user can authenticate again.

    Scenario: After the upgrade the user signs in again, and stays signed in
      Given the device runs iOS 9
      And the user is authenticated with "MVPD1"
      And the device is upgraded to iOS 10
      When the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [000-ios10-2]
      When the user is authenticated with "MVPD1"
      Then the app receives setAuthenticationStatus with status 1 [000-generic-24, 000-ios10-2]
      When the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-persistence-1]

  @AE-STORE-04 @must @ios @source-ios
  Rule: STORE-04 On iOS 7 and later, cross-app SSO works only between apps of the same team
    From iOS 7 on, only apps of the same Team ID (bundle seed ID) share the pasteboard, and so tokens, whatever the SDK version.

    Scenario: An app of another team is not signed in by the first one's login
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD1, MVPD2"
      And the device has app "App3" of team "TEAM2" with bundle ID "com.programmer1.app3" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App3"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [000-ios7-2, 004-other-team-1]
      And the service receives no passive request [000-ios7-2, 004-behaviour-4]
      When the user is authenticated with "MVPD1"
      And the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-other-team-2, 000-persistence-1]

  @AE-STORE-05 @must @ios @since-1.7 @source-token-storage
  Rule: STORE-05 Two programmers' sessions coexist: back in the first app, the user is still authenticated
    The six-step example of AccessEnabler 1.7, with two apps that share the storage: App1 signs in with
    MVPD1; App2's programmer is not integrated with MVPD1 (the seed's step 4 says MVPD2, which step 5 contradicts:
    readings.md), so App2 is not signed in; the user signs in with an MVPD of App2's programmer (MVPD3 here, which App1's
    programmer does not offer, so that App1 cannot recover its session passively); back in App1 the user is
    still authenticated.

    Scenario: The six-step example
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [000-ios-6, 000-storage17-4]
      When the user is authenticated with "MVPD3"
      And the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-caching-1, 000-storage17-1, 000-storage17-6]

  @AE-STORE-06 @info @ios @until-1.6 @source-token-storage
  Rule: STORE-06 Before 1.7, the six-step example ends unauthenticated
    "In older versions, step 6 would show the user unauthenticated, because the storage held one
    authentication token" (MVPDs without the per-requestor flag; with it, 1.6 kept private tokens).

    Scenario: The six-step example on a single-token storage
      Given the device runs iOS 6
      And the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM2" with bundle ID "com.programmer2.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the user is authenticated with "MVPD3"
      And the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [project]
      And the app receives setAuthenticationStatus with status 0 [000-storage17-7]

  @AE-IMPORT-01 @must @ios @since-1.7 @source-token-importer
  Rule: IMPORT-01 With no valid token for the programmer, setRequestor imports one from the older storage area
    This keeps SSO across a first install of a 1.7 app or a storage upgrade; it happens during setRequestor.
    Judged by what the library does, not by how it stores: once imported, the session survives the older
    area's loss and a relaunch, without a new token. The older area is iOS's: no SDK before 1.7 ran on
    tvOS (readings.md, section 35). The seed's case: the older token is there before the app's first launch;
    the service honours it for every identifier of the device (a 1.7.5 library may send the advertising
    ID: readings.md, section 4).

    Scenario: A token of an earlier SDK version is imported at the first install of a 1.7 app
      Given the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      When the older storage area is emptied
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-importer-3, 000-importer-4, 000-persistence-1]
      And the service issues no authentication token [000-importer-3, 000-importer-4, 000-persistence-2]

  @AE-IMPORT-02 @must @ios @since-1.7 @source-token-importer
  Rule: IMPORT-02 The import is invisible to the app: no user interface and no extra callback
    The token importer is transparent to the programmer: no user interface and no callback but setRequestorComplete.

    Scenario: Importing adds no callback
      Given the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      When the app calls setRequestor
      Then the app receives these callbacks in order: [000-importer-6, api-setRequestor-4]
        | setRequestorComplete |

  @AE-IMPORT-03 @must @ios @since-1.7 @source-token-importer
  Rule: IMPORT-03 The importer does not run while a valid token for the programmer is stored
    The importer runs "assuming no valid authentication token for the current programmer is in the current
    storage": a valid stored token stays, and the older area's token is not brought in.

    Scenario: A valid token in storage is not replaced by an imported one
      Given the user is authenticated with "MVPD2"
      And the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      And the app is closed and opened again
      When the app calls setRequestor
      And the app calls getAuthorization for "movie-1"
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]
      And no request presents the older storage area's token [000-importer-3]
      And the older storage area's token is not in the app's storage [000-importer-3]

  @AE-SANITIZE-01 @must @ios @since-1.7.5 @source-token-sanitizer
  Rule: SANITIZE-01 On setRequestor, authentication tokens bound to the old MAC-based device ID are removed
    Tokens bound to the MAC-based device ID of iOS 6 cannot be valid after an upgrade to iOS 7; the sanitizer
    removes every one of them during setRequestor, and the user is then unauthenticated instead of meeting
    cryptic authorization errors. (Tokens bound to another app's vendor ID are not in its scope: SSO-02.)
    The scenarios need an iOS 6 device, so they apply up to SDK 1.9.3 (004): for 1.9.4 and later the
    sanitizer goes unchecked, and reports say the rule did not apply (readings.md, section 38).

    @until-1.9.3
    Scenario: After an upgrade from iOS 6 to 7 the old token is removed
      Given the device runs iOS 6
      And the user is authenticated with "MVPD1"
      And the device is upgraded to iOS 7
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And storage holds no authentication token bound to the MAC address [000-sanitizer-1, 000-sanitizer-3, 000-sanitizer-4]
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [000-sanitizer-7]

    @until-1.9.3
    Scenario: Every programmer's old token is removed at once
      Given the device runs iOS 6
      And the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user opens "App2"
      And the user is authenticated with "MVPD3"
      And the user opens "App1"
      And the user is authenticated with "MVPD1"
      And the device is upgraded to iOS 7
      When the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And storage holds no authentication token bound to the MAC address [000-sanitizer-1, 000-sanitizer-3, 000-sanitizer-4]

  @AE-SANITIZE-02 @must @ios @since-1.7.5 @source-token-sanitizer
  Rule: SANITIZE-02 Valid tokens survive sanitising
    The sanitizer removes only tokens that can never be valid for this device: a valid token stays in storage and the user stays authenticated.

    Scenario: A valid token is kept on setRequestor
      Given the user is authenticated with "MVPD1"
      And the app is closed and opened again
      When the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-persistence-1, 000-sanitizer-3]
