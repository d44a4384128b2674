import AccessEnablerAdapter
import Foundation

extension ReferenceAccessEnabler {
    // MARK: - Initialisation

    func configurationArrived(_ response: PassResponse) {
        guard response.status == 200, let configuration = PassAPI.decode(PassAPI.Configuration.self, from: response.body) else {
            readiness = .failed
            if follows(.waitsForNextRequestorAfterFailure) {
                // The calls queued behind it wait for a later setRequestor (readings.md, section 20); calls made
                // from now on run at once, as without the alternative.
                later { $0.setRequestorComplete(.error) }
                return
            }
            let status: AccessEnablerStatus = has(.reportsFailedConfigurationAsSuccess) ? .success : .error
            later { $0.setRequestorComplete(status) }
            drainQueue()
            return
        }
        configure(with: configuration)
    }

    /// What setRequestor does once the configuration is in: the storage services (the 1.8 erase, the
    /// sanitizer, the importer), passive authentication, then setRequestorComplete and the queued calls.
    func configure(with configuration: PassAPI.Configuration) {
        readiness = .ready(configuration)
        eraseDataOfOtherDevices()
        if !has(.sanitizerRunsLate) { sanitize() }
        importLegacyToken()
        validatedAtStartup = validAuthenticationToken()?.guid
        if has(.passiveAuthenticationOnDemand) {
            finishConfiguration()
        } else {
            authenticatePassively { [weak self] in self?.finishConfiguration() }
        }
    }

    /// 1.7 and later: back-channel authentication from another programmer's token, without UI; `then`
    /// runs once it is over (at once when there is nothing to do).
    func authenticatePassively(then: @escaping () -> Void) {
        guard let configuration, profile >= SDKVersion(1, 7), !has(.noPassiveAuthentication),
              validAuthenticationToken() == nil, let donor = passiveAuthenticationDonor()
        else { return then() }
        if follows(.usesOtherProgrammersTokenDirectly), configuration.mvpds.first(where: { $0.id == donor.mvpd })?.hasAuthNPerRequestor == false {
            // Without the per-requestor flag the service accepts the token for every requestor of its MVPD.
            keep(donor)
            return then()
        }
        send("GET", PassAPI.Path.passiveAuthentication, [
            PassAPI.Parameter.requestor: configuration.requestor,
            PassAPI.Parameter.deviceID: deviceID,
            PassAPI.Parameter.authenticationToken: donor.guid,
        ], partOfConfiguration: true) { [weak self] response in
            guard let self else { return }
            if response.status == 200, let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body) {
                if has(.passiveTokenInMemoryOnly) { memorySession = token } else { keep(token) }
                if follows(.announcesPassiveAuthentication) {
                    later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
                }
            }
            then()
        }
    }

    /// 1.8 profile: a token bound to another device ID means another app's data; erase it all.
    private func eraseDataOfOtherDevices() {
        guard (profile.major, profile.minor) == (1, 8), !has(.keepsForeignDeviceData) else { return }
        if store.allAuthenticationTokens().contains(where: { $0.token.deviceID != deviceID }) {
            store.removeAll()
        }
    }

    /// 1.7.5 and later: removes authentication tokens bound to the old MAC-based device ID, which can
    /// never be valid again once the device no longer reports its MAC address.
    func sanitize() {
        guard profile >= SDKVersion(1, 7, 5), !has(.noSanitizer), !has(.encryptedStorageWithoutSanitizer) else { return }
        for entry in store.allAuthenticationTokens()
        where has(.sanitizerRemovesValidTokens) || (entry.token.deviceID.hasPrefix("mac:") && environment.device.macAddress == nil) {
            if has(.sanitizerRemovesOnlyCurrentRequestor), entry.requestor != requestorID { continue }
            store.removeAuthenticationToken(at: entry.key)
        }
    }

    /// The housekeeping key that says the importer has run (the alternative imports-once-per-install).
    static let importerRanKey = "housekeeping.importer-ran"

    /// 1.7 and later: with no valid token for this programmer, imports one from the older storage area.
    private func importLegacyToken() {
        if follows(.importsOncePerInstall) {
            guard environment.storage.value(forKey: Self.importerRanKey) == nil else { return }
            environment.storage.setValue("1", forKey: Self.importerRanKey)
        }
        guard profile >= SDKVersion(1, 7), !has(.noTokenImport), validAuthenticationToken() == nil || has(.importerOverwritesValidToken),
              let requestorID, let body = environment.legacyStorage?.value(forKey: PassAPI.legacyAuthenticationTokenKey),
              let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: body), token.requestor == requestorID,
              isValid(expires: token.expires, mvpd: token.mvpd, deviceID: token.deviceID)
        else { return }
        store.setAuthenticationToken(token, for: requestorID)
        if follows(.emptiesLegacyAreaAfterImport) { environment.legacyStorage?.setValue(nil, forKey: PassAPI.legacyAuthenticationTokenKey) }
        if has(.importReportsAuthentication) {
            later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
        }
    }

    /// Stores a new authentication token in its bucket and remembers its MVPD as one that works.
    private func keep(_ token: PassAPI.AuthenticationToken) {
        guard let requestorID else { return }
        if has(.singleAuthenticationSlot) {
            for entry in store.allAuthenticationTokens() { store.removeAuthenticationToken(at: entry.key) }
        }
        store.setAuthenticationToken(token, for: bucket(for: token.mvpd))
        obtainedHere.insert(token.guid)
        let stuck = has(.canAuthenticateSticksFalse) && store.mvpdRecord(for: requestorID)?.canAuthenticate == false
        store.setMVPDRecord(.init(mvpd: token.mvpd, canAuthenticate: !stuck), for: requestorID)
        if has(.exposesAuthenticationToken) { later { $0.status([StatusKey.id: "AUTHN", StatusKey.level: "Info", "token": token.guid]) } }
        if has(.exposesAuthenticationTokenEncoded) {
            let encoded = Data(token.guid.utf8).base64EncodedString()
            later { $0.status([StatusKey.id: "AUTHN", StatusKey.level: "Info", "session": encoded]) }
        }
    }

    private func finishConfiguration() {
        if follows(.completesConfigurationAfterQueuedCalls) {
            drainQueue()
            later { $0.setRequestorComplete(.success) }
            return
        }
        later { $0.setRequestorComplete(.success) }
        drainQueue()
    }

    private func drainQueue() {
        let waiting = queue
        if !has(.replaysQueueOnSecondRequestor) {
            queue = []
        }
        if has(.dropsQueuedCalls) { return }
        for operation in has(.runsQueuedCallsOutOfOrder) ? waiting.reversed() : waiting { operation() }
    }

    /// Another programmer's valid token on this device, from an MVPD this requestor also offers.
    private func passiveAuthenticationDonor() -> PassAPI.AuthenticationToken? {
        guard let configuration else { return nil }
        return store.allAuthenticationTokens().first { entry in
            entry.requestor != configuration.requestor && entry.requestor != Self.sharedBucket
                && isValid(expires: entry.token.expires, mvpd: entry.token.mvpd, deviceID: entry.token.deviceID)
                && configuration.mvpds.contains {
                    $0.id == entry.token.mvpd && $0.passiveAuthnEnabled && !($0.hasAuthNPerRequestor && has(.passiveOnlyWithoutPerRequestorFlag))
                }
        }?.token
    }

    // MARK: - Authentication

    func authenticate(force: Bool) {
        guard let configuration, let requestorID else {
            if has(.dropsCallsWithoutConfiguration) { return }
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.genericAuthentication) }
            return
        }
        if has(.ignoresCancelDuringWebLogin) || has(.ignoresCancelAtProviderDialog), flow != .idle { return }
        if loggingOut {
            // A login starts while the logout's page is still open (clears-storage-when-logout-completes): the
            // logout's clearing is due now, before anything of the new login is stored (exploration found a
            // token of before the logout surviving it).
            loggingOut = false
            clearStorage()
        }
        if !force || has(.ignoresForceAuthn), !has(.authenticatesAgainWhenAuthenticated), let token = validAuthenticationToken() {
            if follows(.confirmsSessionWithService), !sessionConfirmed {
                // The service confirms the stored session; one it ended (401/410) is forgotten and the flow goes on.
                return send("GET", PassAPI.Path.authenticationToken, [
                    PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.authenticationToken: token.guid,
                ]) { [weak self] response in
                    guard let self else { return }
                    if [401, 410].contains(response.status) { forgetAuthenticationToken(token.guid) } else { sessionConfirmed = true }
                    authenticate(force: force)
                    sessionConfirmed = false
                }
            }
            authenticationSucceeded()
            if has(.answersTwice) { later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) } }
            return
        }
        var record = store.mvpdRecord(for: requestorID)
        if force, follows(.forcedAuthenticationShowsDialog) { record = nil }
        if follows(.showsDialogOverPreselectionAfterFailure), preselectedMVPD != nil, record?.canAuthenticate == false {
            preselectedMVPD = nil
            record = nil
        }
        if has(.preselectionLosesToCachedMVPD), let record, preselectedMVPD != nil {
            startLogin(record.mvpd)
        } else if let preselected = preselectedMVPD, !has(.ignoresPreselectedProvider) {
            startLogin(preselected)
        } else if let record, record.canAuthenticate || has(.reusesMVPDAfterFailedLogin),
                  !has(.ignoresCanAuthenticate),
                  has(.usesMVPDNoLongerOffered) || configuration.mvpds.contains(where: { $0.id == record.mvpd }) {
            startLogin(record.mvpd)
        } else {
            flow = .providerDialog
            var mvpds = configuration.mvpds
            if has(.dropsMVPDLogos) { for i in mvpds.indices { mvpds[i].logoURL = "" } }
            if has(.reordersProviderDialog) { mvpds.reverse() }
            later { $0.displayProviderDialog(mvpds) }
        }
    }

    func selectProvider(_ mvpdID: String?) {
        if mvpdID == nil, has(.cancelDoesNothing) { return }
        guard let mvpdID else {
            if case .webLogin = flow, has(.ignoresCancelDuringWebLogin) { return }
            if case .webLogin = flow, environment.application.usesSafariViewController, has(.ignoresCancelDuringSafariLogin) { return }
            if flow == .providerDialog, has(.ignoresCancelAtProviderDialog) { return }
            cancel()
            return
        }
        guard configuration?.mvpds.contains(where: { $0.id == mvpdID }) == true else {
            flow = .idle
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.genericAuthentication) }
            return
        }
        // A login page open: the app changes the MVPD (api-setSelectedProvider-1), and that MVPD's login starts.
        var loginPageOpen = false
        if case .webLogin = flow, !has(.ignoresProviderChangeDuringLogin) { loginPageOpen = true }
        if flow == .providerDialog || loginPageOpen {
            if loginPageOpen { generation += 1 }
            startLogin(mvpdID)
        } else {
            preselectedMVPD = mvpdID
            lastChosenMVPD = mvpdID
        }
    }

    /// Resets the flow; clears only the current programmer's MVPD choice, never the storage.
    private func cancel() {
        let keepPolling: Bool
        if case .polling = flow { keepPolling = has(.keepsPollingAfterCancel) } else { keepPolling = false }
        if !keepPolling {
            generation += 1
            if case .polling(_, _, let timer?) = flow { clock.cancel(timer) }
            flow = .idle
        }
        if !has(.keepsChoiceAfterCancel) {
            preselectedMVPD = nil
        }
        if let requestorID { store.setMVPDRecord(has(.cancelKeepsMVPD) ? recordBeforeLogin : nil, for: requestorID) }
        if has(.cancelClearsStorage) { store.removeAll() }
        if has(.cancelForgetsSession), let token = validAuthenticationToken() { forgetAuthenticationToken(token.guid) }
        var waiting = pendingAuthorizations
        pendingAuthorizations = []
        if has(.cancelLeavesAuthorizationUnanswered) { waiting = [] }
        if has(.cancelsSilently) { return }
        let code = has(.cancelReportsGenericError) ? AccessEnablerErrorCode.genericAuthentication : AccessEnablerErrorCode.providerNotSelected
        let reversed = follows(.reversesCallbacksOfOneTurn)
        later { delegate in
            if !reversed { delegate.setAuthenticationStatus(.error, errorCode: code) }
            for resource in waiting {
                delegate.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.providerNotSelected, errorDescription: "authentication cancelled")
            }
            if reversed { delegate.setAuthenticationStatus(.error, errorCode: code) }
        }
    }

    private func startLogin(_ mvpdID: String) {
        guard let configuration, let requestorID, let mvpd = configuration.mvpds.first(where: { $0.id == mvpdID }) else { return }
        preselectedMVPD = nil
        lastChosenMVPD = mvpdID
        recordBeforeLogin = store.mvpdRecord(for: requestorID)
        if !(isTVOS && follows(.countsOnlyAttemptsThatReachTheMVPD)) {
            store.setMVPDRecord(.init(mvpd: mvpdID, canAuthenticate: has(.marksMVPDBeforeLoginSucceeds)), for: requestorID)
        }
        if isTVOS {
            if has(.reusesRegistrationCodeAfterCancel), let (lastMVPD, code) = lastRegistrationCode, lastMVPD == mvpdID {
                registrationCodeArrived(PassResponse(status: 201, body: PassAPI.encode(code)), mvpd: mvpdID)
                return
            }
            codesRenewed = 0
            return requestRegistrationCode(mvpd: mvpdID)
        }
        flow = .webLogin(mvpd: mvpdID)
        navigate(to: loginURL(mvpd))
    }

    /// Asks the app to load `url`: in SFSafariViewController when the app uses it, else in a web view.
    func navigate(to url: String) {
        if follows(.navigatesWithSVCFormAlways) {
            let svc = environment.application.usesSafariViewController
            later { $0.navigateToUrl(url, useSVC: svc) }
        } else if environment.application.usesSafariViewController {
            later { $0.navigateToUrl(url, useSVC: true) }
        } else if has(.asksWebViewAppForSVC) {
            later { $0.navigateToUrl(url, useSVC: true) }
        } else {
            later { $0.navigateToUrl(url) }
        }
    }

    /// The service's login page for `mvpd`, ending at the redirect URL the app watches.
    private func loginURL(_ mvpd: MVPD) -> String {
        let redirect = has(.ignoresSVCRedirect) ? ADOBEPASS_REDIRECT_URL : environment.application.redirectURL
        var parameters = [
            PassAPI.Parameter.requestor: requestorID ?? "", PassAPI.Parameter.mvpd: mvpd.id,
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.redirectURL: redirect,
        ]
        if has(.loginURLWithoutDeviceID) { parameters[PassAPI.Parameter.deviceID] = nil }
        return PassAPI.origin + PassAPI.Path.authenticate + "?" + Self.query(parameters)
    }

    func externalURL(_ url: String) {
        if loggingOut, flow == .idle || flow == .providerDialog {
            // The logout page's redirect, although the app started another flow meanwhile.
            return reportLoggedOut()
        }
        switch flow {
        case .webLogin:
            guard let requestorID else { return }
            if has(.reportsLoginWithoutToken) {
                authenticationSucceeded()
                return
            }
            send("GET", PassAPI.Path.authenticationToken, [
                PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            ]) { [weak self] response in
                // A login completes for the requestor that started it, not for one set since.
                guard let self, self.requestorID == requestorID else { return }
                authenticationTokenArrived(response)
            }
        case .webLogout:
            flow = .idle
            reportLoggedOut()
        case .idle, .providerDialog, .polling:
            break
        }
    }

    /// tvOS: asks the service for a registration code for `mvpd`, then shows it and polls.
    private func requestRegistrationCode(mvpd: String) {
        guard let requestorID else { return }
        if !follows(.pollsOnceCodeArrives) {
            flow = .polling(mvpd: mvpd, code: "", timer: nil)
        }
        send("POST", PassAPI.Path.registrationCode + requestorID + "/regcode", [
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.mvpd: mvpd,
        ]) { [weak self] response in
            self?.registrationCodeArrived(response, mvpd: mvpd)
        }
    }

    private func registrationCodeArrived(_ response: PassResponse, mvpd: String) {
        guard response.status == 201, let code = PassAPI.decode(PassAPI.RegistrationCode.self, from: response.body) else {
            authenticationFailed(Self.errorCode(in: response, default: AccessEnablerErrorCode.genericAuthentication))
            return
        }
        flow = .polling(mvpd: mvpd, code: code.code, timer: nil)
        if follows(.countsOnlyAttemptsThatReachTheMVPD), let requestorID {
            // The attempt reached the MVPD's side: until it succeeds, the MVPD cannot authenticate.
            store.setMVPDRecord(.init(mvpd: mvpd, canAuthenticate: false), for: requestorID)
        }
        polled = 0
        lastRegistrationCode = (mvpd, code)
        later { $0.status([StatusKey.id: "REGCODE", StatusKey.level: "Success", StatusKey.registrationCode: code.code]) }
        if has(.navigatesOnTVOS), let entry = configuration?.mvpds.first(where: { $0.id == mvpd }) {
            let url = loginURL(entry)
            later { $0.navigateToUrl(url) }
        }
        if has(.delaysFirstPoll) {
            let timer = clock.schedule(after: pollDelay(after: 0)) { [weak self] in self?.poll() }
            flow = .polling(mvpd: mvpd, code: code.code, timer: timer)
        } else {
            poll()
        }
    }

    private func poll() {
        guard case .polling(let mvpd, let code, _) = flow else { return }
        sendPoll(mvpd: mvpd, code: code)
    }

    private func sendPoll(mvpd: String, code: String) {
        guard let requestorID else { return }
        polled += 1
        send("GET", PassAPI.Path.authenticationToken, [
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            PassAPI.Parameter.registrationCode: code,
        ]) { [weak self] response in
            guard let self else { return }
            // Only the login still waiting for this code goes on: a newer login, or none, ends this one.
            guard case .polling(_, code, _) = flow else { return }
            if response.status == 404 {
                let timer = clock.schedule(after: pollDelay(after: polled)) { [weak self] in self?.poll() }
                if !follows(.keepsNoHandleOnPollTimer) {
                    flow = .polling(mvpd: mvpd, code: code, timer: timer)
                }
            } else if response.status == 410, has(.goesSilentWhenCodeExpires) {
                flow = .idle
            } else if response.status == 410, follows(.renewsExpiredRegistrationCode), codesRenewed < 2 {
                // The code expired before the user entered it: a new one, shown again, and polling goes on.
                codesRenewed += 1
                requestRegistrationCode(mvpd: mvpd)
            } else {
                if has(.keepsPollingAfterLogin) {
                    clock.schedule(after: pollDelay(after: polled)) { [weak self] in self?.sendPoll(mvpd: mvpd, code: code) }
                }
                authenticationTokenArrived(response)
            }
        }
    }

    private func authenticationTokenArrived(_ response: PassResponse) {
        guard response.status == 200, let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body) else {
            if has(.keepsLoginOpenWhenTokenRetrievalFails), response.status >= 500 || response.status == 401, case .webLogin = flow { return }
            authenticationFailed(Self.errorCode(in: response, default: AccessEnablerErrorCode.genericAuthentication))
            return
        }
        // A login that ends after the requestor's configuration dropped its MVPD brings no valid token (VALID-02).
        guard isValid(expires: token.expires, mvpd: token.mvpd, deviceID: token.deviceID) || has(.acceptsLoginOfDroppedMVPD) else {
            return authenticationFailed(AccessEnablerErrorCode.genericAuthentication)
        }
        keep(token)
        authenticationSucceeded()
    }

    private func authenticationSucceeded() {
        flow = .idle
        let code = has(.reportsCodeWithSuccess) ? "User Authenticated" : AccessEnablerErrorCode.userAuthenticated
        later { $0.setAuthenticationStatus(.success, errorCode: code) }
        let waiting = has(.answersFirstWaiterOnly) ? Array(pendingAuthorizations.prefix(1)) : pendingAuthorizations
        if !has(.answersAuthorizationAgainAfterLogin) {
            pendingAuthorizations = []
        }
        guard let token = validAuthenticationToken() else { return }
        for resource in waiting { authorize(resource, with: token, for: .get) }
    }

    private func authenticationFailed(_ code: String) {
        flow = .idle
        let waiting = has(.failedLoginLeavesAuthorizationUnanswered) ? [] : pendingAuthorizations
        pendingAuthorizations = []
        var reported = AccessEnablerErrorCode.matches(code, AccessEnablerErrorCode.userNotAuthenticated) ? AccessEnablerErrorCode.genericAuthentication : code
        if has(.failsWithoutErrorCode) { reported = "" }
        let reversed = follows(.reversesCallbacksOfOneTurn)
        later { delegate in
            if !reversed { delegate.setAuthenticationStatus(.error, errorCode: reported) }
            for resource in reversed ? waiting.reversed() : waiting {
                delegate.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "authentication failed")
            }
            if reversed { delegate.setAuthenticationStatus(.error, errorCode: reported) }
        }
    }

    /// `a=1&b=2`, sorted by name, percent-encoded.
    static func query(_ parameters: [String: String]) -> String {
        parameters.keys.sorted().map { "\($0)=\(percentEncode(parameters[$0]!))" }.joined(separator: "&")
    }

    /// RFC 3986 percent-encoding: letters, digits and `-._~` as they are, every other byte as `%XX`. Written into
    /// one buffer: every request's URL goes through here.
    private static func percentEncode(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.utf8.count)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
