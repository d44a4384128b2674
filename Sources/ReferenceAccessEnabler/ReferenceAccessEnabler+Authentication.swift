import AccessEnablerAdapter

extension ReferenceAccessEnabler {
    // MARK: - Initialisation

    func configurationArrived(_ response: PassResponse) {
        guard response.status == 200, let configuration = PassAPI.decode(PassAPI.Configuration.self, from: response.body) else {
            readiness = .failed
            later { $0.setRequestorComplete(.error) }
            drainQueue()
            return
        }
        readiness = .ready(configuration)
        if validAuthenticationToken() == nil, let donor = passiveAuthenticationDonor() {
            // Back-channel authentication from another programmer's token: no UI, completes setRequestor.
            send("GET", PassAPI.Path.passiveAuthentication, [
                PassAPI.Parameter.requestor: configuration.requestor,
                PassAPI.Parameter.deviceID: deviceID,
                PassAPI.Parameter.authenticationToken: donor.guid,
            ]) { [weak self] response in
                guard let self else { return }
                if response.status == 200, let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body) {
                    store.setAuthenticationToken(token, for: configuration.requestor)
                }
                finishConfiguration()
            }
        } else {
            finishConfiguration()
        }
    }

    private func finishConfiguration() {
        later { $0.setRequestorComplete(.success) }
        drainQueue()
    }

    private func drainQueue() {
        let waiting = queue
        queue = []
        for operation in waiting { operation() }
    }

    /// Another programmer's valid token on this device, from an MVPD this requestor also offers.
    private func passiveAuthenticationDonor() -> PassAPI.AuthenticationToken? {
        guard let configuration else { return nil }
        return store.allAuthenticationTokens().first { entry in
            entry.requestor != configuration.requestor
                && isValid(expires: entry.token.expires, mvpd: entry.token.mvpd, deviceID: entry.token.deviceID)
                && configuration.mvpds.contains { $0.id == entry.token.mvpd && $0.passiveAuthnEnabled && !$0.hasAuthNPerRequestor }
        }?.token
    }

    // MARK: - Authentication

    func authenticate(force: Bool) {
        guard let configuration, let requestorID else {
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.genericAuthentication) }
            return
        }
        if !force, validAuthenticationToken() != nil {
            authenticationSucceeded()
            return
        }
        if let preselected = preselectedMVPD {
            startLogin(preselected)
        } else if let record = store.mvpdRecord(for: requestorID), record.canAuthenticate,
                  configuration.mvpds.contains(where: { $0.id == record.mvpd }) {
            startLogin(record.mvpd)
        } else {
            flow = .providerDialog
            let mvpds = configuration.mvpds
            later { $0.displayProviderDialog(mvpds) }
        }
    }

    func selectProvider(_ mvpdID: String?) {
        guard let mvpdID else {
            cancel()
            return
        }
        guard configuration?.mvpds.contains(where: { $0.id == mvpdID }) == true else {
            flow = .idle
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.genericAuthentication) }
            return
        }
        if flow == .providerDialog {
            startLogin(mvpdID)
        } else {
            preselectedMVPD = mvpdID
        }
    }

    /// Resets the flow; clears only the current programmer's MVPD choice, never the storage.
    private func cancel() {
        generation += 1
        if case .polling(_, _, let timer?) = flow { clock.cancel(timer) }
        flow = .idle
        preselectedMVPD = nil
        if let requestorID { store.setMVPDRecord(nil, for: requestorID) }
        let waiting = pendingAuthorizations
        pendingAuthorizations = []
        later { delegate in
            delegate.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.providerNotSelected)
            for resource in waiting {
                delegate.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.providerNotSelected, errorDescription: "authentication cancelled")
            }
        }
    }

    private func startLogin(_ mvpdID: String) {
        guard let configuration, let requestorID, let mvpd = configuration.mvpds.first(where: { $0.id == mvpdID }) else { return }
        preselectedMVPD = nil
        store.setMVPDRecord(.init(mvpd: mvpdID, canAuthenticate: false), for: requestorID)
        if isTVOS {
            flow = .polling(mvpd: mvpdID, code: "", timer: nil)
            send("POST", PassAPI.Path.registrationCode + requestorID + "/regcode", [
                PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.mvpd: mvpdID,
            ]) { [weak self] response in
                self?.registrationCodeArrived(response, mvpd: mvpdID)
            }
            return
        }
        flow = .webLogin(mvpd: mvpdID)
        let redirect = mvpd.useSVC ? environment.application.customRedirectURL : ADOBEPASS_REDIRECT_URL
        let url = PassAPI.origin + PassAPI.Path.authenticate + "?" + Self.query([
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.mvpd: mvpdID,
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.redirectURL: redirect,
        ])
        if mvpd.useSVC {
            later { $0.navigateToUrl(url, useSVC: true) }
        } else {
            later { $0.navigateToUrl(url) }
        }
    }

    func externalURL(_ url: String) {
        switch flow {
        case .webLogin:
            guard let requestorID else { return }
            send("GET", PassAPI.Path.authenticationToken, [
                PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            ]) { [weak self] response in
                self?.authenticationTokenArrived(response)
            }
        case .webLogout:
            flow = .idle
            later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
        case .idle, .providerDialog, .polling:
            break
        }
    }

    private func registrationCodeArrived(_ response: PassResponse, mvpd: String) {
        guard response.status == 201, let code = PassAPI.decode(PassAPI.RegistrationCode.self, from: response.body) else {
            authenticationFailed(Self.errorCode(in: response, default: AccessEnablerErrorCode.genericAuthentication))
            return
        }
        flow = .polling(mvpd: mvpd, code: code.code, timer: nil)
        later { $0.status([StatusKey.id: "REGCODE", StatusKey.level: "Success", StatusKey.registrationCode: code.code]) }
        poll()
    }

    private func poll() {
        guard case .polling(let mvpd, let code, _) = flow, let requestorID else { return }
        send("GET", PassAPI.Path.authenticationToken, [
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            PassAPI.Parameter.registrationCode: code,
        ]) { [weak self] response in
            guard let self else { return }
            if response.status == 404 {
                let timer = clock.schedule(after: Self.pollInterval) { [weak self] in self?.poll() }
                flow = .polling(mvpd: mvpd, code: code, timer: timer)
            } else {
                authenticationTokenArrived(response)
            }
        }
    }

    private func authenticationTokenArrived(_ response: PassResponse) {
        guard let requestorID, response.status == 200,
              let token = PassAPI.decode(PassAPI.AuthenticationToken.self, from: response.body)
        else {
            authenticationFailed(Self.errorCode(in: response, default: AccessEnablerErrorCode.genericAuthentication))
            return
        }
        store.setAuthenticationToken(token, for: requestorID)
        store.setMVPDRecord(.init(mvpd: token.mvpd, canAuthenticate: true), for: requestorID)
        authenticationSucceeded()
    }

    private func authenticationSucceeded() {
        flow = .idle
        later { $0.setAuthenticationStatus(.success, errorCode: AccessEnablerErrorCode.userAuthenticated) }
        let waiting = pendingAuthorizations
        pendingAuthorizations = []
        guard let token = validAuthenticationToken() else { return }
        for resource in waiting { authorize(resource, with: token) }
    }

    private func authenticationFailed(_ code: String) {
        flow = .idle
        let waiting = pendingAuthorizations
        pendingAuthorizations = []
        let reported = AccessEnablerErrorCode.matches(code, AccessEnablerErrorCode.userNotAuthenticated) ? AccessEnablerErrorCode.genericAuthentication : code
        later { delegate in
            delegate.setAuthenticationStatus(.error, errorCode: reported)
            for resource in waiting {
                delegate.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.userNotAuthenticated, errorDescription: "authentication failed")
            }
        }
    }

    /// `a=1&b=2`, sorted by name, percent-encoded.
    static func query(_ parameters: [String: String]) -> String {
        parameters.keys.sorted().map { "\($0)=\(percentEncode(parameters[$0]!))" }.joined(separator: "&")
    }

    private static func percentEncode(_ value: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let hex = Array("0123456789ABCDEF")
        return value.utf8.map { byte in
            unreserved.contains(byte) ? String(UnicodeScalar(byte)) : "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
        }.joined()
    }
}
