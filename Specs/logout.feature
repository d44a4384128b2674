Feature: Logout
  Logout is a chain of HTTP redirects through the Adobe Pass service and the MVPD: on iOS the library has
  the app load the logout URL in a web view, on tvOS it does not; in both cases all entitlement data on the
  device is cleared.
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
      Then the app receives navigateToUrl with the service's logout URL

  @AE-LOGOUT-02 @must @ios @source-logout
  Rule: LOGOUT-02 When the app reports the custom redirect URL, the library calls setAuthenticationStatus(0)
    Status 0 here means the logout succeeded.

    Scenario: Reaching the redirect URL completes the logout
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the app receives setAuthenticationStatus with status 0
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0

  @AE-LOGOUT-03 @must @tvos @source-logout
  Rule: LOGOUT-03 On tvOS, logout never calls navigateToUrl
    tvOS has no web view: logout never calls navigateToUrl or navigateToUrl:useSVC:.

    Scenario: Logout on tvOS needs no web view
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the app receives no navigateToUrl
      And the service receives a logout request
      And the app receives setAuthenticationStatus with status 0

  @AE-LOGOUT-04 @must @ios @tvos @since-1.7 @source-token-storage
  Rule: LOGOUT-04 Logout clears the whole underlying storage
    Every other programmer's and MVPD's authentication tokens go too, and all authorization tokens.

    Scenario: Logout from one programmer clears every programmer's tokens
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the app calls setRequestor with "Programmer2"
      And the user is authenticated with "MVPD3"
      And the user has been authorized for "movie-2"
      When the app calls logout
      Then the device's storage holds no token issued by the service
      When the app calls setRequestor with "Programmer1"
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0

  @AE-LOGOUT-05 @must @ios @source-logout
  Rule: LOGOUT-05 The logout redirect URL follows the login's rule
    The logout ends at the same custom redirect URL as the login: adobepass://ios.app for a web view, the application's custom scheme with SFSafariViewController.

    Scenario: A web-view logout ends at adobepass://ios.app
      Given the user is authenticated with "MVPD1"
      When the app calls logout
      Then the logout URL redirects to "adobepass://ios.app"
