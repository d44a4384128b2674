Feature: Token caching
  Authentication and authorization tokens are cached on the device and reused for their lifetime; at most
  one authorization token is kept per resource; short media tokens are never cached.
  Sources: SDK overview (000), sections "definitions" and "caching".

  Background:
    Given the service knows requestor "Programmer1" offering MVPDs "MVPD1, MVPD2"
    And the device has app "App1" of team "TEAM1" with bundle ID "com.programmer1.app1" using requestor "Programmer1"

  @AE-TOKEN-04 @should @ios @tvos @source-definitions
  Rule: TOKEN-04 Authentication and authorization tokens are reused for their lifetime
    "These tokens should be cached on the user's device and used for their lifetime" (000 應, 002 zouden
    moeten): no new request while a valid one is cached. (The same sentence names media tokens too; read as
    authentication and authorization tokens only, since the caching section forbids caching media tokens.)

    Scenario: A second authorization for the same resource reuses the cached tokens
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getAuthorization for "movie-1"
      Then the service receives no authorize request [000-definitions-11]
      And the service receives no authn-token request [000-definitions-11]
      And the app receives setToken for "movie-1" [000-definitions-11]

    Scenario: Tokens cached by an earlier launch are reused
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls getAuthentication
      And the app calls getAuthorization for "movie-1"
      Then the service receives no authorize request [000-definitions-11]
      And the service receives no authn-token request [000-definitions-11]
      And the service receives no regcode request [000-definitions-11]
      And the app receives setAuthenticationStatus with status 1 [000-definitions-11]
      And the app receives setToken for "movie-1" [000-definitions-11]

    Scenario: An authentication token is used until just before it expires
      Given authentication tokens of "Programmer1" live 60 minutes
      And the user is authenticated with "MVPD1"
      When time passes until just before the authentication token for "Programmer1" expires
      And the app calls checkAuthentication
      Then the app receives setAuthenticationStatus with status 1 [000-definitions-11]

    Scenario: An authorization is still reused just before it expires
      Given authorization tokens of "Programmer1" live 10 minutes
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When time passes until just before the authorization token for "movie-1" expires
      And the app calls getAuthorization for "movie-1"
      Then the service receives no authorize request [000-definitions-11]
      And the app receives setToken for "movie-1" [000-definitions-11]

  @AE-CACHE-02 @must @ios @tvos @source-caching
  Rule: CACHE-02 At most one authorization token per resource: a new one for the same resource replaces the old
    A new authorization token for a resource replaces the one stored for it; there is never more than one per
    resource. Judged where the storage can be read (no two tokens found for one resource), and where it cannot
    (encrypted), by its size: it does not grow with each new token (readings.md, section 36).

    Scenario: A new authorization token replaces the expired one
      Given authorization tokens of "Programmer1" live 10 minutes
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When 11 minutes pass
      And the app calls getAuthorization for "movie-1"
      And 11 minutes pass
      And the app calls getAuthorization for "movie-1"
      Then the service receives 2 authorize requests for "movie-1" [api-getAuthorization-2, 000-definitions-2]
      And every setToken carries a fresh media token issued by the service [002-caching-14, api-setToken-1]
      And storage holds at most one authorization token for "movie-1" [000-caching-11, 000-caching-13]
      And the storage does not grow with each new authorization token for "movie-1" [000-caching-11, 000-caching-13]

    Scenario: Two authorizations of one resource at the same instant leave one token
      Given the user is authenticated with "MVPD1"
      And the service holds its answers to authorize requests
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-1"
      And the service answers the held requests
      Then these callbacks come in this order: [api-getAuthorization-3]
        | setToken |
        | setToken |
      And every setToken carries a fresh media token issued by the service [002-caching-14, api-setToken-1]
      And storage holds at most one authorization token for "movie-1" [000-caching-11, 000-caching-13]

    Scenario: A new authorization token issued while the old one is still valid replaces it
      Given authentication tokens of "Programmer1" live 60 minutes
      And authorization tokens of "Programmer1" live 600 minutes
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And 61 minutes pass
      When the user is authenticated with "MVPD1"
      And the app calls getAuthorization for "movie-1"
      Then the app receives setToken for "movie-1" [api-getAuthorization-3]
      And storage holds at most one authorization token for "movie-1" [000-caching-11, 000-caching-13]

  @AE-CACHE-03 @should @ios @tvos @source-caching
  Rule: CACHE-03 Authorization tokens of different resources coexist
    Authorizing a second resource keeps the first resource's authorization token; both stay in use.
    Graded should: the seed says several authorization tokens "may" (可以) be cached (000-caching-12), and that tokens
    "should" (應) be cached for their lifetime (000-definitions-11).

    Scenario: Two resources keep their own authorization tokens
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      Then every setToken carries a fresh media token issued by the service [000-caching-15]
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-2"
      Then the service receives no authorize request [000-caching-12, 000-definitions-11]
      And every setToken carries a fresh media token issued by the service [000-caching-15]

  @AE-CACHE-04 @must @ios @tvos @source-caching
  Rule: CACHE-04 Short media tokens are never cached
    Every authorization call fetches a new media token from the service (it is single-use); none is reused,
    written to storage (plain or encoded, found by meaning; or, with large media tokens, anything a quarter as
    large while only media tokens are fetched, which catches one stored encrypted or compressed), or handed
    out again when fetching a new one fails. (000 says "should not", 002 "mag NIET"; with the single use,
    read as must: readings.md.)

    Scenario: Every authorization fetches a new media token and none is stored
      Given the user is authenticated with "MVPD1"
      When the app calls getAuthorization for "movie-1"
      And the app calls getAuthorization for "movie-1"
      And the app calls checkAuthorization for "movie-1"
      Then the service receives 3 mediatoken requests for "movie-1" [002-caching-14, 000-caching-15, api-getAuthorization-2, api-checkAuthorization-2]
      And every setToken carries a fresh media token issued by the service [002-caching-14, 000-caching-15, api-setToken-1]
      And no media token is in storage [002-caching-14, 000-caching-14]

    Scenario: Fetching media tokens stores nothing that could hold one
      Given media tokens are 16 KiB long
      And the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the app calls getAuthorization for "movie-1"
      And the app calls checkAuthorization for "movie-1"
      Then the service receives 2 mediatoken requests for "movie-1" [002-caching-14, 000-caching-15, api-getAuthorization-2, api-checkAuthorization-2]
      And every setToken carries a fresh media token issued by the service [002-caching-14, 000-caching-15, api-setToken-1]
      And the library stores nothing that could hold a media token [002-caching-14, 000-caching-14]

    Scenario: A relaunched app fetches a new media token
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      And the app is closed and opened again
      And the app is initialised
      When the app calls getAuthorization for "movie-1"
      Then the service receives 1 mediatoken request for "movie-1" [002-caching-14, 000-caching-15, api-getAuthorization-2]
      And every setToken carries a fresh media token issued by the service [002-caching-14, 000-caching-15, api-setToken-1]

    Scenario: When fetching a new media token fails, no old one is handed out
      Given the user is authenticated with "MVPD1"
      And the user has been authorized for "movie-1"
      When the service fails mediatoken requests
      And the app calls getAuthorization for "movie-1"
      Then the app receives tokenRequestFailed for "movie-1" [api-getAuthorization-4]
      And the app receives no setToken [api-getAuthorization-4, 002-caching-14]
