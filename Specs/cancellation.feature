Feature: Cancelling authentication
  Where the library hands control back to the app (the provider dialog, the login web view, tvOS polling)
  the user may cancel. The app tells the library with setSelectedProvider(nil), which resets the flow. The
  seeds do not say that a cancel is reported to the app; the API reference does (API-04), so these rules
  accept a cancel with or without its setAuthenticationStatus(0).
  Sources: SDK overview (000), section "generic" (warning) and "token storage (AccessEnabler 1.7)".

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-CANCEL-01 @must @ios @tvos @source-generic
  Rule: CANCEL-01 setSelectedProvider(nil) while the provider dialog is up cancels the flow and resets the library's state
    A new getAuthentication then starts cleanly, with the provider dialog.

    Scenario: Cancelling the provider dialog resets the flow
      Given the app is initialised
      And the app calls getAuthentication
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-cancel-3, 000-generic-10]
      And the app receives no setAuthenticationStatus with status 0 [api-cookbook-3]

    Scenario: The user closing the provider dialog cancels the flow
      Given the app is initialised
      And the user will close the provider dialog
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-generic-10]
      And the app may receive setAuthenticationStatus with status 0
      And the service receives no request [api-setSelectedProvider-2, 000-cancel-3]

  @AE-CANCEL-02 @must @ios @source-generic
  Rule: CANCEL-02 setSelectedProvider(nil) while the login web view is up cancels the flow the same way
    setSelectedProvider(nil) while the login web view is up cancels the flow and resets the library's state,
    as it does for the provider dialog: the cancelled login is over, and its page, completed after all,
    signs nobody in (readings.md, section 14).

    Scenario: Cancelling while the login page is up resets the flow
      Given the app is initialised
      And the user will leave the login page open
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]

    Scenario: The user closing the login page cancels the flow
      Given the app is initialised
      And the user will close the login page
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the app receives navigateToUrl [000-generic-14]
      And the app may receive setAuthenticationStatus with status 0
      And the service receives no authn-token request [api-setSelectedProvider-2, 000-cancel-3]

    Scenario: The cancelled login does not sign the user in when its page is completed after all
      Given the app is initialised
      And the user will leave the login page open
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the user completes the login page left open
      Then the app receives no setAuthenticationStatus with status 1 [api-setSelectedProvider-2, 000-cancel-3]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 0 [api-setSelectedProvider-2, api-setAuthenticationStatus-2]

    Scenario: A cancel during an SFSafariViewController login resets the flow as in a web view
      The user may cancel "when the library shows the provider dialog, a UIWebView/WKWebView or
      SFSafariViewController" (000-cancel-1).
      Given the app uses SFSafariViewController
      And the app is initialised
      And the user will leave the login page open
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the user completes the login page left open
      Then the app receives no setAuthenticationStatus with status 1 [000-cancel-1, api-setSelectedProvider-2]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]

  @AE-CANCEL-03 @must @tvos @source-generic
  Rule: CANCEL-03 On tvOS, setSelectedProvider(nil) cancels registration-code polling for good
    No poll request after the cancel, however much time passes; the next login starts over with a new code.

    Scenario: Cancelling stops the polling and the next login gets a new code
      Given the app is initialised
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the library polls for the registration code
      Then the service receives an authn-token request [000-generic-16]
      When the app calls setSelectedProvider with nil
      And 30 minutes pass
      Then the service receives no authn-token request [000-cancel-4]
      And the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]
      And the app receives a new registration code in a status callback [000-generic-16, 000-cancel-3]

    Scenario: A cancel made after a setRequestor the service failed still stops the polling
      A library that cannot refresh its configuration still has the login it started: the cancel ends it. (A
      library may answer a repeated setRequestor for the same requestor from the configuration it has.)
      Given the app is initialised
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the library polls for the registration code
      Then the service receives an authn-token request [000-generic-16]
      When the service fails config requests
      And the app calls setRequestor
      Then the app may receive setRequestorComplete
      When the app calls setSelectedProvider with nil
      And 30 minutes pass
      Then the service receives no authn-token request [000-cancel-4]
      And the app may receive setAuthenticationStatus with status 0

  @AE-CANCEL-04 @must @ios @tvos @since-1.7 @source-token-storage
  Rule: CANCEL-04 Cancelling does not clear storage: other programmers' tokens stay valid; only the current programmer's MVPD is cleared
    The cancel touches only the current programmer's attempt: its cached MVPD goes, so the next login shows
    the provider dialog even where the MVPD of an earlier success was cached.

    @ios
    Scenario: Cancelling a login for one programmer keeps another programmer's session
      Given the service knows requestor "Programmer2" offering MVPDs "MVPD3"
      And the device has app "App2" of team "TEAM1" with bundle ID "com.programmer1.app2" using requestor "Programmer2"
      And the user is authenticated with "MVPD1"
      And the user opens "App2"
      And the app is initialised
      And the app calls getAuthentication
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      And no entitlement request reaches the service [000-storage17-9]
      When the user opens "App1"
      And the app is closed and opened again
      And the app calls setRequestor
      And the app calls checkAuthentication
      Then the app receives setRequestorComplete with status 1 [api-setRequestorComplete-1, api-setRequestor-4]
      And the app receives setAuthenticationStatus with status 1 [000-storage17-9]

    @ios
    Scenario: Cancelling a forced login keeps the session it was forced over
      Given the user is authenticated with "MVPD1"
      And the user will pick "MVPD1" in the provider dialog
      And the user will leave the login page open
      And the app calls getAuthentication with forceAuthn
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-storage17-9, api-checkAuthentication-1, api-checkAuthentication-2]

    Scenario: Cancelling the login of the cached MVPD clears it
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD2"
      And 61 minutes pass
      And the user will leave the login page open
      And the app calls getAuthentication
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]

    Scenario: Cancelling a login that getAuthorization started clears the MVPD too
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD2"
      And 61 minutes pass
      And the user will leave the login page open
      And the app calls getAuthorization for "movie-1"
      When the app calls setSelectedProvider with nil
      Then the app may receive setAuthenticationStatus with status 0
      And the app may receive tokenRequestFailed
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-storage17-9, 000-generic-10]
