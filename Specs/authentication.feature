Feature: Generic initial authentication
  The user signs in with an MVPD. getAuthentication looks for a valid cached token first; otherwise the
  library decides whether to show the provider dialog, then sends the user to the MVPD's login (a web view
  on iOS, a registration code and polling on tvOS), and reports the outcome with setAuthenticationStatus.
  Source: SDK overview (000), section "generic". Sentences: seed-trace.md, 000-generic-*; readings.md
  explains the overlap of steps 3 and 4.

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-AUTHN-01 @must @ios @tvos @source-generic
  Rule: AUTHN-01 getAuthentication first looks for a valid cached authentication token
    The token is looked up in the device storage, so it is found after the app is closed and opened again;
    an expired token is not a valid one, so the flow goes on to the login. That it asks the service nothing
    is the project's expectation (@info): neither source says it of getAuthentication, and a library may
    confirm its session with the service (service-protocol.md).

    Scenario: A cached token is found in storage without asking the service
      Given the user is authenticated with "MVPD1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls getAuthentication
      Then the service receives no request [project]
      And the app receives setAuthenticationStatus with status 1 [000-generic-4, 000-generic-5, 000-persistence-1]

    Scenario: An expired token does not count as authenticated: the login starts
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And the user will leave the login page open
      And 61 minutes pass
      When the app calls getAuthentication
      Then the app receives no setAuthenticationStatus with status 1 [000-ios-5, api-cookbook-3]
      And the login starts with "MVPD1" [000-ios-5, 000-generic-8, 000-generic-9]

  @AE-AUTHN-02 @must @ios @tvos @source-generic
  Rule: AUTHN-02 With a valid token cached, getAuthentication reports success at once and the flow ends
    setAuthenticationStatus(1) and nothing else: no provider dialog, no navigation, no authentication request
    (asking the service nothing is the project's expectation, @info: see AUTHN-01).

    Scenario: An authenticated user is told so and nothing else happens
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthentication
      Then the app receives these callbacks in order: [000-generic-5]
        | setAuthenticationStatus |
      And the app receives setAuthenticationStatus with status 1 [000-generic-5]
      And the service receives no request [project]

  @AE-AUTHN-03 @must @ios @tvos @source-generic
  Rule: AUTHN-03 Not authenticated, with an MVPD cached and canAuthenticate true, the flow goes straight to that MVPD's login
    The MVPD used in the last successful login is reused without prompting the user with the provider dialog.

    Scenario: An expired session goes straight back to the MVPD's login
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD2"
      And 61 minutes pass
      And the user will leave the login page open
      When the app calls getAuthentication
      Then the app receives no displayProviderDialog [000-generic-7]
      And the login starts with "MVPD2" [000-ios-5, 000-generic-8, 000-generic-9]

  @AE-AUTHN-04 @must @ios @tvos @source-generic
  Rule: AUTHN-04 Not authenticated, with an MVPD preselected with setSelectedProvider, the flow uses that MVPD without the dialog
    When the user is not authenticated and the app preselected an MVPD with setSelectedProvider, no provider dialog is shown; the flow goes straight to that MVPD's login.

    Scenario: A preselected MVPD skips the provider dialog
      Given the app is initialised
      And the user will leave the login page open
      When the app calls setSelectedProvider with "MVPD2"
      And the app calls getAuthentication
      Then the app receives no displayProviderDialog [000-generic-7]
      And the login starts with "MVPD2" [000-generic-7, 000-generic-9, api-setSelectedProvider-1]

  @AE-AUTHN-05 @must @ios @tvos @source-generic
  Rule: AUTHN-05 With no MVPD cached or selected, displayProviderDialog lists the requestor's MVPDs
    Each MVPD object carries the MVPD's ID and the URL of its logo, so that the app can build a picker. (Their
    order and display names come from the API reference: API-14.)

    Scenario: A first login shows the provider dialog
      Given the app is initialised
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-generic-10, 000-generic-12, api-displayProviderDialog-1]
      And the app receives no navigateToUrl [000-generic-10, 000-generic-14]
      And the app receives no setAuthenticationStatus with status 1 [api-cookbook-3]

  @AE-AUTHN-06 @must @ios @tvos @source-generic
  Rule: AUTHN-06 With an MVPD cached but canAuthenticate false, displayProviderDialog is shown
    canAuthenticate is false when the last attempt with that MVPD did not succeed. Each scenario first shows
    that the MVPD is cached (the login goes straight to it), then that a failed attempt brings the dialog back.
    On tvOS the simulated MVPD cannot fail a second-screen login, and whether an outage of the service's
    registration code counts as a failed attempt "at the given MVPD" (000-generic-6) the seeds do not say:
    after one, the dialog or MVPD1's login may follow; the outage's status 0 is required (000-generic-25).

    @ios
    Scenario: A login that fails after a success brings the dialog back
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      And MVPD "MVPD1" rejects the user's credentials
      When the app calls getAuthentication
      Then the login starts with "MVPD1" [000-ios-5, 000-generic-8, 000-generic-9]
      And the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25, api-handleExternalURL-5]
      When the app is closed and opened again
      And the app calls setRequestor
      And the app calls getAuthentication
      Then the app receives setRequestorComplete with status 1 [000-post-init-4, api-setRequestorComplete-1]
      And the app receives displayProviderDialog listing "MVPD1, MVPD2" [000-generic-6, 000-generic-10, 000-generic-12, api-getAuthentication-3]

    @tvos
    Scenario: A second-screen login that fails after a success brings the dialog back
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      And the service fails regcode requests
      When the app calls getAuthentication
      Then the app receives no displayProviderDialog [000-generic-7]
      And the service receives a regcode request [000-generic-9, 000-generic-17]
      And the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25]
      When the service answers every request again
      And the app calls getAuthentication
      Then the app is shown the provider dialog or the login of "MVPD1" [000-generic-6, 000-generic-7, 000-generic-10]

  @AE-AUTHN-07 @must @ios @source-generic
  Rule: AUTHN-07 After setSelectedProvider, the iOS library calls navigateToUrl with the service's authentication URL for that MVPD
    Once an MVPD is selected, the iOS library calls navigateToUrl (or navigateToUrl:useSVC:) with the URL where the service starts authentication with that MVPD.

    Scenario: Picking an MVPD opens its login page
      Given the app is initialised
      And the user will leave the login page open
      And the app calls getAuthentication
      When the user picks "MVPD2" in the provider dialog
      Then the app receives navigateToUrl with the service's login URL for "MVPD2" [000-generic-14, 000-generic-15, api-navigateToUrl-1, 000-binding-7]

    Scenario: Changing the MVPD while a login page is open opens the other MVPD's
      "The application can use this method to select or change the service provider used for authentication"
      (api-setSelectedProvider-1).
      Given the app is initialised
      And the user will leave the login page open
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the app calls setSelectedProvider with "MVPD2"
      Then the app receives navigateToUrl with the service's login URL for "MVPD2" [api-setSelectedProvider-1, api-navigateToUrl-1]

  @AE-AUTHN-08 @must @ios @source-generic
  Rule: AUTHN-08 The login ends at the custom redirect URL the app watches
    adobepass://ios.app (ADOBEPASS_REDIRECT_URL) for a web view; the application's custom scheme when the
    app uses SFSafariViewController (the app's choice). Which navigateToUrl form the library uses is free, but
    a web-view app is never asked to use SFSafariViewController (api-navigateToUrl-2: that form is for apps that
    enabled it).

    Scenario: A web-view login ends at adobepass://ios.app
      Given the app is initialised
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the login URL redirects to "adobepass://ios.app" [000-generic-22]
      And the app receives setAuthenticationStatus with status 1 [000-generic-24, api-handleExternalURL-4]
      And the app receives no navigateToUrl asking for SFSafariViewController [api-navigateToUrl-2]

    Scenario: An SFSafariViewController login ends at the app's custom scheme
      Given the app uses SFSafariViewController
      And the app is initialised
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the login URL redirects to the app's custom scheme URL [000-generic-22]
      And the app receives setAuthenticationStatus with status 1 [000-generic-24, api-handleExternalURL-4]

  @AE-AUTHN-09 @must @ios @source-generic
  Rule: AUTHN-09 On handleExternalURL the library retrieves the authentication token and calls setAuthenticationStatus(1)
    When the app hands the custom redirect URL back with handleExternalURL, the library retrieves the authentication token from the service and reports success with setAuthenticationStatus(1).

    Scenario: The whole login, from getAuthentication to the token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthentication
      Then the app receives these callbacks in order: [000-generic-10, 000-generic-14, 000-generic-24, api-handleExternalURL-4]
        | displayProviderDialog   |
        | navigateToUrl           |
        | setAuthenticationStatus |
      And the app receives setAuthenticationStatus with status 1 [000-generic-24, api-handleExternalURL-4]
      And the service receives 1 authn-token request [000-generic-23, api-handleExternalURL-3]

  @AE-AUTHN-10 @must @ios @tvos @source-generic
  Rule: AUTHN-10 Any error during authentication is reported as setAuthenticationStatus(0) with an error code
    Any error during the authentication steps ends the flow with setAuthenticationStatus(0) and an error code.

    @ios
    Scenario: A rejected login is reported with status 0
      Given MVPD "MVPD1" rejects the user's credentials
      And the app is initialised
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the app receives navigateToUrl [000-generic-14]
      And the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25, api-handleExternalURL-5]
      And the app receives no setAuthenticationStatus with status 1 [000-generic-25, api-handleExternalURL-5, api-setAuthenticationStatus-1]

    @tvos
    Scenario: A registration code that cannot be had is reported with status 0
      Given the service fails regcode requests
      And the app is initialised
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the app receives setAuthenticationStatus with status 0 and an error code [000-generic-25]
      And the app receives no setAuthenticationStatus with status 1 [000-generic-25, api-setAuthenticationStatus-1]

    @tvos
    Scenario: A registration code that expires unused ends the login with status 0 or is replaced
      Given the app is initialised
      And the app calls getAuthentication
      And the user picks "MVPD1" in the provider dialog
      When the registration code expires
      Then the second-screen login ends with status 0 and an error code, or goes on with a new registration code [000-generic-25]

    Scenario: An MVPD the requestor does not offer is reported with status 0
      Given the app is initialised
      And the app calls getAuthentication
      When the app calls setSelectedProvider with "NoSuchMVPD"
      Then the app receives setAuthenticationStatus with status 0 and an error code [readings-45]

  @AE-AUTHN-11 @must @ios @tvos @source-generic
  Rule: AUTHN-11 A successful login records the MVPD with canAuthenticate true; an unsuccessful one leaves it false
    This record, kept in storage, is what AUTHN-03 and AUTHN-06 read; a later success makes it true again.

    Scenario: The MVPD of a successful login is remembered across launches
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD2"
      And the app is closed and opened again
      And the app is initialised
      And 61 minutes pass
      And the user will leave the login page open
      When the app calls getAuthentication
      Then the app receives no displayProviderDialog [000-generic-6, 000-generic-7]
      And the login starts with "MVPD2" [000-ios-5, 000-generic-8, 000-generic-9]

    @ios
    Scenario: A success after a failure makes the MVPD usable again
      Given authentication tokens of "Programmer1" live 60 minutes
      And MVPD "MVPD1" rejects the user's credentials
      And the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      And the app calls getAuthentication
      And MVPD "MVPD1" accepts the user's credentials again
      And the app calls getAuthentication
      And 61 minutes pass
      And the user will leave the login page open
      When the app calls getAuthentication
      Then the app receives no displayProviderDialog [000-generic-6, 000-generic-7]
      And the login starts with "MVPD1" [000-ios-5, 000-generic-8, 000-generic-9]

  @AE-AUTHN-12 @must @ios @source-generic
  Rule: AUTHN-12 A preselected MVPD while the cached MVPD has canAuthenticate false: the dialog or the selected MVPD, never the cached one
    Steps 3 and 4 of the seed overlap here (step 3: "or an MVPD was selected" skips the dialog; step 4:
    "or canAuthenticate is false" shows it). Both readings are accepted (readings.md); going to the cached
    MVPD whose last attempt failed is neither.

    Scenario: A failed MVPD is cached and another one is preselected
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      And 61 minutes pass
      And MVPD "MVPD1" rejects the user's credentials
      And the app calls getAuthentication
      And the user will leave the login page open
      When the app calls setSelectedProvider with "MVPD2"
      And the app calls getAuthentication
      Then the app is shown the provider dialog or the login of "MVPD2" [000-generic-7, 000-generic-10]

  @AE-AUTHN-13 @info @ios @tvos @source-generic
  Rule: AUTHN-13 A cached MVPD the requestor no longer offers is not used
    Inferred, not stated: a token is valid only if its issuer is in the requestor's list (VALID-02), so a
    login with an MVPD the requestor dropped cannot succeed; the provider dialog is shown instead.

    Scenario: The cached MVPD was dropped from the requestor's list
      Given the user is authenticated with "MVPD2"
      And MVPD "MVPD2" is removed from the list of "Programmer1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls getAuthentication
      Then the app receives displayProviderDialog listing "MVPD1" [project]

  @AE-TVOS-01 @must @tvos @source-generic
  Rule: TVOS-01 After the provider is chosen, status reports a registration code and polling starts at once
    On tvOS, once the provider is chosen the library calls status with a dictionary holding the registration code, and starts polling the service at once (read as: within one second of reporting the code).

    Scenario: Choosing an MVPD on tvOS shows a registration code and starts polling
      Given the app is initialised
      And the app calls getAuthentication
      When the user picks "MVPD1" in the provider dialog
      Then the app receives a registration code in a status callback [000-generic-16, 000-generic-17]
      And polling for the registration code starts at once [000-generic-16]
      And the app receives no navigateToUrl [000-generic-14, 000-generic-16]

  @AE-TVOS-02 @must @tvos @source-generic
  Rule: TVOS-02 Polling ends when the second-screen login completes, with setAuthenticationStatus(1)
    Polling goes on until the user completes the login on a second screen; the library then calls setAuthenticationStatus(1) and stops polling.

    Scenario: The whole second-screen login, from getAuthentication to the token
      Given the app is initialised
      And the user will pick "MVPD1" in the provider dialog
      When the app calls getAuthentication
      And 30 seconds pass
      Then the app receives these callbacks in order: [000-generic-10, 000-generic-16]
        | displayProviderDialog |
        | status                |
      When the user completes the second-screen login
      And the library polls for the registration code
      Then the app receives setAuthenticationStatus with status 1 [000-generic-24, api-getAuthentication-5]
      When 10 minutes pass
      Then the service receives no authn-token request [000-generic-16, 000-generic-24]
