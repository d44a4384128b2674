import AccessEnablerAdapter
import ConformanceKit
import PassSimulator

extension ConformanceSteps {
    /// A documented state an app's library can be in, as the lifecycle matrix names it
    /// (`Specs/lifecycle.feature`); each brings a world there with the step vocabulary.
    enum LifecycleState: String, CaseIterable {
        case waitingForConfiguration = "waiting for its configuration"
        case signedOut = "signed out"
        case providerDialog = "showing the provider dialog"
        case loginInProgress = "in the middle of a login"
        case signedIn = "signed in"
        case cancelled = "signed out by a cancel"
        case loggedOut = "signed out by a logout"
        case relaunched = "signed in and relaunched"
        case authenticationExpired = "holding an expired authentication token"
        case authorizationExpired = "holding an expired authorization token"
        case sessionEnded = "holding a session the service ended"
        case failedLogin = "signed out by a failed login"
        case failedChosenLogin = "signed out by a failed login at a chosen MVPD"
        case unknownMVPD = "signed out by an unknown MVPD"
        case loggedOutAtDialog = "signed out by a logout at the provider dialog"
        case choiceCancelled = "signed out by a cancel after choosing MVPD2"
        case choiceLoggedOut = "signed out by a logout after choosing MVPD2"

        /// The steps that bring the current app there from the specs' background; every login the block
        /// then starts stays open (the dialog unanswered, the login page left open, the code not entered).
        var setUp: [String] {
            switch self {
            case .waitingForConfiguration:
                ["the service holds its answers to config requests", "the app calls setRequestor"]
            case .signedOut:
                ["the app is initialised"]
            case .providerDialog:
                ["the app is initialised", "the app calls getAuthentication"]
            case .loginInProgress:
                ["the app is initialised", "the user will leave the login page open", "the user will pick \"MVPD1\" in the provider dialog",
                 "the app calls getAuthentication"]
            case .signedIn:
                ["the user is authenticated with \"MVPD1\""]
            case .cancelled:
                ["the app is initialised", "the app calls getAuthentication", "the app calls setSelectedProvider with nil"]
            case .loggedOut:
                ["the user is authenticated with \"MVPD1\"", "the app calls logout"]
            case .relaunched:
                ["the user is authenticated with \"MVPD1\"", "the user has been authorized for \"movie-1\"", "the app is closed and opened again",
                 "the app is initialised"]
            case .authenticationExpired:
                ["authentication tokens of \"Programmer1\" live 60 minutes", "the user is authenticated with \"MVPD1\"", "61 minutes pass"]
            case .authorizationExpired:
                ["authorization tokens of \"Programmer1\" live 10 minutes", "the user is authenticated with \"MVPD1\"",
                 "the user has been authorized for \"movie-1\"", "11 minutes pass"]
            case .sessionEnded:
                ["the user is authenticated with \"MVPD1\"", "the user has been authorized for \"movie-1\"", "the service ends every session of this device"]
            case .failedLogin:
                ["the app is initialised", "MVPD \"MVPD1\" rejects the user's credentials", "the user will pick \"MVPD1\" in the provider dialog",
                 "the app calls getAuthentication", "MVPD \"MVPD1\" accepts the user's credentials again"]
            case .failedChosenLogin:
                ["the app is initialised", "MVPD \"MVPD1\" rejects the user's credentials", "the app calls setSelectedProvider with \"MVPD1\"",
                 "the app calls getAuthentication", "MVPD \"MVPD1\" accepts the user's credentials again"]
            case .unknownMVPD:
                ["the app is initialised", "the app calls getAuthentication", "the app calls setSelectedProvider with \"NoSuchMVPD\""]
            case .loggedOutAtDialog:
                ["the app is initialised", "the app calls getAuthentication", "the app calls logout"]
            case .choiceCancelled:
                ["the app is initialised", "the app calls setSelectedProvider with \"MVPD2\"", "the app calls setSelectedProvider with nil"]
            case .choiceLoggedOut:
                ["the app is initialised", "the app calls setSelectedProvider with \"MVPD2\"", "the app calls logout"]
            }
        }
    }

    /// What a call answers in a state, as the lifecycle matrix names it: the checks it stands for.
    enum LifecycleAnswer: String, CaseIterable {
        case nothingYet = "nothing yet"
        case status1 = "status 1"
        case status0 = "status 0"
        case status1AskingNothing = "status 1, asking the service nothing"
        case status0AskingNothing = "status 0, asking the service nothing"
        case error = "status 0 with an error code"
        case providerDialog = "the provider dialog"
        case loginOfMVPD1 = "the login of MVPD1"
        case mediaToken = "a media token"
        case failureOrNewLogin = "no media token: a failure or a new login"
        case tokenRequestFailed = "tokenRequestFailed"
        case logout = "a logout"
        case logoutEndingLogin = "a logout, ending the open login"
        case logoutOfHeldToken = "a logout of the token it holds"
        case deviceID = "the device ID"
        case selectedMVPD1 = "MVPD1 selected"
        case noneSelected = "no MVPD selected"
        case authenticationTTL = "an authentication TTL"
        case nothingPreauthorized = "nothing preauthorized"
        case preauthorized = "movie-1 preauthorized"
        case anyPreauthorization = "a list of preauthorized resources"

        /// The checks of the step vocabulary it stands for.
        var checks: [String] {
            switch self {
            case .nothingYet: ["the app receives no callback at all", "no entitlement request reaches the service"]
            case .status1: ["the app receives setAuthenticationStatus with status 1"]
            case .status0: ["the app receives setAuthenticationStatus with status 0", "the app receives no setAuthenticationStatus with status 1"]
            case .status1AskingNothing: ["the app receives setAuthenticationStatus with status 1", "the service receives no request"]
            case .status0AskingNothing: ["the app receives setAuthenticationStatus with status 0", "the service receives no request"]
            case .error: ["the app receives setAuthenticationStatus with status 0 and an error code", "the app receives no setAuthenticationStatus with status 1"]
            case .providerDialog: ["the app receives displayProviderDialog listing \"MVPD1, MVPD2\"", "the app receives no setAuthenticationStatus with status 1"]
            case .loginOfMVPD1: ["the login starts with \"MVPD1\"", "the app receives no setAuthenticationStatus with status 1"]
            case .mediaToken: ["every setToken carries a fresh media token issued by the service", "the app receives no tokenRequestFailed"]
            case .failureOrNewLogin:
                ["the app receives no setToken", "the authorization of \"movie-1\" fails or a new login starts",
                 "the app may receive setAuthenticationStatus with status 0"]
            case .tokenRequestFailed: ["the app receives tokenRequestFailed for \"movie-1\"", "the app receives no setToken"]
            case .logout: ["the app receives setAuthenticationStatus with status 0", "the app may receive navigateToUrl"]
            // The logout's own status 0 stays required; the login it abandons may end with its own (000-generic-25).
            case .logoutEndingLogin: Self.logout.checks + ["the app may receive setAuthenticationStatus with status 0", "the app may receive tokenRequestFailed"]
            // A token is held (valid, expired or ended at the service): on iOS the logout goes through the service's
            // logout page, where an MVPD session may still be alive (000-logout-5).
            case .logoutOfHeldToken: ["the app receives setAuthenticationStatus with status 0"]
            case .deviceID: ["the app receives setMetadataStatus with this device's ID"]
            case .selectedMVPD1: ["the app receives selectedProvider \"MVPD1\""]
            case .noneSelected: ["the app receives selectedProvider none"]
            case .authenticationTTL: ["the app receives setMetadataStatus with a value for the authentication TTL"]
            case .nothingPreauthorized: ["the app receives preauthorizedResources listing \"\""]
            case .preauthorized: ["the app receives preauthorizedResources listing \"movie-1\""]
            case .anyPreauthorization: ["the app receives preauthorizedResources"]
            }
        }

        /// The checks it stands for on `platform`: on tvOS a logout never navigates (000-logout-6); on iOS a
        /// logout of a token held navigates to the service's logout URL (000-logout-5).
        func checks(on platform: Platform) -> [String] {
            switch platform.traits.login {
            case .registrationCode where [.logout, .logoutEndingLogin, .logoutOfHeldToken].contains(self):
                // No web view: a logout never navigates.
                checks.filter { $0 != "the app may receive navigateToUrl" } + ["the app receives no navigateToUrl"]
            case .webView where self == .logoutOfHeldToken:
                checks + ["the app receives navigateToUrl with the service's logout URL"]
            case .registrationCode, .webView:
                checks
            }
        }
    }

    /// Steps of the lifecycle matrix: a state, a call in it, and the answer the sources give.
    static func defineLifecycleSteps(_ r: inout StepRegistry<ConformanceWorld>) {
        r.define("the app is in state {lifecycleState}",
                 "Brings the current app to a documented state (aecheck steps lists them: {lifecycleState}); logins started afterwards stay open.") { w, a in
            let state = try a.value(0, as: LifecycleState.self)
            for step in state.setUp { try runStep(step, in: w) }
            let app = try w.app()
            app.providerChoice = .leaveOpen
            app.webLogin = .leaveOpen
        }
        r.define("the answer is {lifecycleAnswer}",
                 "The checks a documented answer stands for (aecheck steps lists them: {lifecycleAnswer}).") { w, a in
            let answer = try a.value(0, as: LifecycleAnswer.self)
            for step in answer.checks(on: w.platform) { try runStep(step, in: w) }
        }
        r.define("the app calls handleExternalURL with its redirect URL",
                 "iOS: the app hands the library the redirect URL it watches, whether or not a page reached it.", calling: .handleExternalURL) { w, _ in
            let app = try w.app()
            guard !w.platform.traits.login.usesRegistrationCode else {
                throw HarnessError("'the app calls handleExternalURL ...' needs a platform whose login runs on the device (@ios)")
            }
            try w.call(.handleExternalURL(app.usesSafariViewController ? app.customRedirectURL : ADOBEPASS_REDIRECT_URL))
        }
    }

    /// Runs one step of the vocabulary by its text.
    private static func runStep(_ text: String, in w: ConformanceWorld) throws {
        guard case .found(let definition, let values) = lifecycleSteps[text] ?? registry.resolve(text) else {
            throw HarnessError("no single step definition matches '\(text)'")
        }
        try definition.run(w, StepArguments(values: values, parameters: definition.expression.parameters))
    }

    /// Every step a lifecycle state sets up or an answer checks, resolved once: they ran in most scenarios, and
    /// matching each text against every pattern each time was a tenth of a run.
    private static let lifecycleSteps: [String: StepRegistry<ConformanceWorld>.Resolution] = {
        let texts = Set(LifecycleState.allCases.flatMap(\.setUp) + LifecycleAnswer.allCases.flatMap { answer in
            Platform.allCases.flatMap { answer.checks(on: $0) }
        })
        return Dictionary(uniqueKeysWithValues: texts.map { ($0, registry.resolve($0)) })
    }()
}
