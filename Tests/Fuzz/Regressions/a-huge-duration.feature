Feature: F
  @AE-TEST-01 @must @ios @source-generic
  Rule: TEST-01 R
    The requirement.

    Scenario: S
      When 9999999999999 hours pass
      And -5 minutes pass
      Then the app receives setRequestorComplete with status 1
