Feature: Single sign-on on iOS
  SSO between apps needs the same token storage (a pasteboard of the same team) and the same device ID (the
  same vendor ID, which follows the bundle ID prefix; the MAC address on iOS 6 and earlier).
  Source: the tech note "SSO on iOS when using the Access Enabler" (004), which applies to AccessEnabler 1.8
  and later (000); SDK 1.9.4 raised the minimum to iOS 7.

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the service knows requestor "Programmer2" offering MVPDs "MVPD1, MVPD2"
    And the device has app "AppA" of team "TEAM1" with bundle ID "com.x.y.AppA" using requestor "Programmer1"

  @AE-SSO-01 @must @ios @since-1.8 @source-sso
  Rule: SSO-01 Same team and same bundle ID prefix: one login serves both apps
    The apps share storage and device ID: the user authenticates once in app A, app B is then authenticated
    automatically (however the library gets there, and whether or not it announces a session gained
    passively: readings.md, section 31), and A stays authenticated.

    Scenario: App B is signed in by app A's login
      Given the device has app "AppB" of team "TEAM1" with bundle ID "com.x.y.AppB" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      And the app calls getAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-same-prefix-2, 000-generic-5]
      And the app may receive setAuthenticationStatus with status 1
      And the app receives no displayProviderDialog [004-same-prefix-2, 000-generic-5]
      When the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-same-prefix-2, 000-persistence-1, api-checkAuthentication-2]

  @AE-SSO-02 @must @ios @since-1.9 @source-sso
  Rule: SSO-02 Same team, different bundle ID prefix: app B sees app A's token but does not try to use it
    The apps share storage but not the device ID: B does not use A's token through SSO (no passive
    authentication with it), the user authenticates in B too, and A is still authenticated afterwards. The
    note covers 1.8 and later but says 1.8 erases instead (SSO-05): so 1.9 and later.

    Scenario: Each app signs in once and both stay signed in
      Given the device has app "AppB" of team "TEAM1" with bundle ID "com.z.AppB" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [004-other-prefix-1, 004-behaviour-9]
      And the service receives no passive request [004-other-prefix-3]
      When the user is authenticated with "MVPD1"
      And the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [000-persistence-1, 004-other-prefix-5]

  @AE-SSO-06 @should @ios @since-1.9 @source-sso
  Rule: SSO-06 Same team, different bundle ID prefixes, one requestor: each app keeps its own session
    004 does not say that the two apps of its second combination use different requestors. With one
    requestor, the library keeps both apps' tokens (each bound to its app's device ID); otherwise signing in
    in one app signs the other out, which 004 gives as 1.8's behaviour only. @should, not @must: 000's
    programmer–MVPD buckets (one token per pair) pull the other way (readings.md, section 37).

    Scenario: One requestor in both apps: each signs in once and both stay signed in
      Given the device has app "AppB" of team "TEAM1" with bundle ID "com.z.AppB" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [readings-37]
      And the app receives setAuthenticationStatus with status 0 [readings-37]
      When the user is authenticated with "MVPD1"
      And the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [readings-37]
      And the app receives setAuthenticationStatus with status 1 [readings-37]

  @AE-SSO-03 @must @ios @since-1.8 @source-sso
  Rule: SSO-03 Different teams: separate storage and no SSO; each app signs in once and stays signed in
    Apps of different teams have separate storage, so there is no SSO between them; the user signs in once in each, and each session persists when switching back and forth.

    Scenario: Switching back and forth keeps both sessions
      Given the device has app "AppB" of team "TEAM2" with bundle ID "com.other.AppB" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [004-other-team-1, 004-other-team-2]
      When the user is authenticated with "MVPD2"
      And the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-other-team-2, 000-persistence-1]
      When the user opens "AppB"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-other-team-2, 000-persistence-1]

  @AE-SSO-04 @must @ios @since-1.8 @until-1.9.3 @source-sso
  Rule: SSO-04 iOS 6 and earlier: SSO between all apps, whatever their team
    The device ID comes from the MAC address and the pasteboard is global. SDK 1.9.4 raised the minimum
    deployment target to iOS 7, so this applies up to 1.9.3.

    Scenario: An app of another team is signed in by the first app's login
      Given the device runs iOS 6
      And the device has app "AppB" of team "TEAM2" with bundle ID "com.other.AppB" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      And the app calls getAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 1 [004-behaviour-1, 000-generic-5]
      And the app may receive setAuthenticationStatus with status 1
      And the app receives no displayProviderDialog [004-behaviour-1]

  @AE-SSO-05 @must @ios @profile-1.8 @source-sso
  Rule: SSO-05 AccessEnabler 1.8, same team with different bundle ID prefixes: each app erases the other's entitlement data
    The library detects the conflict between its device ID and the one in the stored tokens and erases the
    data, in both directions.

    Scenario: Opening the other app erases the first app's session, and back again
      Given the device has app "AppB" of team "TEAM1" with bundle ID "com.z.AppB" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "AppB"
      And the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And no token issued by the service is in the storage the app can reach [004-v18-4, 004-v18-5, 000-sanitizer-1, 000-sanitizer-3]
      When the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [004-v18-2, 004-v18-4, 004-v18-5]
      When the user opens "AppB"
      And the app is closed and opened again
      And the user is authenticated with "MVPD1"
      And the user opens "AppA"
      And the app is closed and opened again
      And the app calls setRequestor
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      When the user opens "AppB"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives setAuthenticationStatus with status 0 [004-v18-2, 004-v18-4, 004-v18-6]
