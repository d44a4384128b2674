Feature: Logout
  Logout is a chain of HTTP redirects through the Adobe Pass service and the MVPD: on iOS the library has
  the app load the logout URL in a web view (or SFSafariViewController), on tvOS it does not; in both cases
  all entitlement data on the device is cleared, and status 0 reports the end of the logout.
  Sources: SDK overview (000), sections "logout" and "token storage (AccessEnabler 1.7)".

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-LOGOUT-01 @must @ios @source-logout
  Rule: LOGOUT-01 On iOS, logout calls navigateToUrl with the service's logout URL
    On iOS, logout calls navigateToUrl (or navigateToUrl:useSVC:) with the service's logout URL.

    Scenario: Logout opens the service's logout page
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the app receives navigateToUrl with the service's logout URL [000-logout-5, api-logout-2]
      And the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]

  @AE-LOGOUT-02 @must @ios @source-logout
  Rule: LOGOUT-02 The logout is reported with setAuthenticationStatus(0) last, after the app hands back the redirect URL
    Status 0 here means the logout succeeded; it comes once the app has called handleExternalURL with the
    custom redirect URL, in a web view as in SFSafariViewController.

    Scenario: Reaching the redirect URL in the web view completes the logout
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the logout is reported only after the app hands back the redirect URL [000-logout-9, api-logout-4]
      And the app receives navigateToUrl with the service's logout URL [000-logout-5, api-logout-2]
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [000-storage17-8, api-setAuthenticationStatus-2]

    Scenario: Reaching the app's custom scheme in SFSafariViewController completes the logout
      Given the app uses SFSafariViewController
      And the user is authenticated with "MVPD1"
      When the app calls logout
      Then the logout is reported only after the app hands back the redirect URL [000-logout-9, api-logout-4]
      And the app receives navigateToUrl with the service's logout URL [000-logout-5, api-logout-2]

  @AE-LOGOUT-03 @must @tvos @source-logout
  Rule: LOGOUT-03 On tvOS, logout never calls navigateToUrl
    tvOS has no web view: logout never calls navigateToUrl or navigateToUrl:useSVC:, and ends with status 0.
    (001 and 002 drop the negation; readings.md.)

    Scenario: Logout on tvOS needs no web view
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the app receives no navigateToUrl [000-logout-6, api-logout-3]
      And the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]

    Scenario: A logout the service cannot answer still ends with status 0 and an empty storage
      Given the user is authenticated with "MVPD1"
      And the service fails logout requests
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And storage holds no authentication token for "Programmer1" [000-storage17-8, api-cookbook-4]

  @AE-LOGOUT-04 @must @ios @tvos @since-1.7 @source-token-storage
  Rule: LOGOUT-04 Logout clears the whole underlying storage
    Every other programmer's and MVPD's authentication tokens go too, all authorization tokens, the cached
    MVPD, and, on iOS, the older storage area's token (or the importer would bring it back).

    @ios
    Scenario: Logout from one programmer clears every programmer's tokens
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the user opens "App2"
      And the user is authenticated with "MVPD3"
      And the user has been authorized for "movie-2"
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      And no token issued by the service is in the storage the app can reach [000-storage17-8, api-cookbook-4]
      When the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 0 [000-storage17-8, api-setAuthenticationStatus-2]

    Scenario: Logout forgets the cached MVPD
      Given the user is authenticated with "MVPD2"
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [api-getAuthentication-3]

    @ios
    Scenario: A token of the older storage area does not come back after a logout
      Given the user is authenticated with "MVPD2"
      And the app calls logout
      And the older storage area holds an authentication token for "Programmer1" from "MVPD1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      And no token issued by the service is in the storage the app can reach [000-storage17-8, api-cookbook-4]
      When the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 0 [000-storage17-8, api-setAuthenticationStatus-2]

    Scenario: No authorization survives a logout, not even in memory
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app may receive navigateToUrl
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then the service receives 1 authorize request for "movie-1" [000-storage17-8, api-cookbook-4]
      And the app receives setToken for "movie-1" [api-getAuthorization-3]

  @AE-LOGOUT-05 @must @ios @source-logout
  Rule: LOGOUT-05 The logout redirect URL follows the login's rule
    The logout ends at the same custom redirect URL as the login: adobepass://ios.app for a web view, the application's custom scheme with SFSafariViewController.

    Scenario: A web-view logout ends at adobepass://ios.app
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the logout URL redirects to "adobepass://ios.app" [000-logout-8]
      And the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]

    Scenario: An SFSafariViewController logout ends at the app's custom scheme
      Given the app uses SFSafariViewController
      And the user is authenticated with "MVPD1"
      When the app calls logout
      Then the logout URL redirects to the app's custom scheme URL [000-logout-8]
      And the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]

  @AE-LOGOUT-06 @must @ios @since-1.7 @source-token-storage
  Rule: LOGOUT-06 After a logout in one app, a running app that shares the storage no longer reports the session
    checkAuthentication "does this by searching for a valid authentication token in the local token storage
    space" (api-checkAuthentication-1), and a logout clears the whole underlying storage (000-storage17-8), the
    pasteboard apps of one team share (000-ios7-2): an app of the same team that was running answers from the
    storage, not from a copy it kept (readings.md, section 13).

    Scenario: A running app of the same team no longer reports the session
      Given the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer1"
      And the user is authenticated with "MVPD1"
      When the user opens "App2"
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 1 [000-ios7-2, api-checkAuthentication-1]
      When the user opens "App1"
      And the app calls logout
      Then the app receives setAuthenticationStatus with status 0 [000-logout-9, api-logout-4]
      And the app receives navigateToUrl [000-logout-5, api-logout-2]
      When the user opens "App2"
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [api-checkAuthentication-1, api-checkAuthentication-2, 000-storage17-8]
      And no token issued by the service is in the storage the app can reach [000-storage17-8]
