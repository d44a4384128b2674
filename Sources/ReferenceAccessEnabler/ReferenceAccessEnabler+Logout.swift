import AccessEnablerAdapter

extension ReferenceAccessEnabler {
    /// Clears every cached entitlement on the device, then ends the session at the service:
    /// through a web view on iOS, with a direct request on tvOS.
    func signOut() {
        if has(.ignoresLogoutWhenSignedOut), validAuthenticationToken() == nil { return }
        let heldValidSession = validAuthenticationToken() != nil
        if follows(.endsOpenLoginOnLogout), flow != .idle, flow != .webLogout {
            // The login the logout abandons ends first, with its own answers (000-generic-25).
            let waiting = pendingAuthorizations
            later { delegate in
                delegate.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.genericAuthentication)
                for resource in waiting {
                    delegate.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.genericAuthentication, errorDescription: "logout ended the login")
                }
            }
        }
        if !has(.keepsLoginAnswerAfterLogout) {
            generation += 1
        }
        session += 1
        // Authorizations a logout abandons are not in flight any more: their answers will be dropped.
        authorizationsInFlight = [:]
        if case .polling(_, _, let timer?) = flow { clock.cancel(timer) }
        preselectedMVPD = nil
        if !follows(.answersAbandonedAuthorizationAfterNextLogin) {
            pendingAuthorizations = []
        }
        if follows(.clearsStorageWhenLogoutCompletes) { loggingOut = true } else { clearStorage() }
        guard let requestorID else { return }
        var redirect = has(.logoutIgnoresSVC) ? ADOBEPASS_REDIRECT_URL : environment.application.redirectURL
        if has(.logoutWrongRedirect) { redirect = "adobepass://logout.app" }
        let url = PassAPI.origin + PassAPI.Path.logout + "?" + Self.query([
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.redirectURL: redirect,
        ])
        if isTVOS || has(.logsOutWithoutWebView) {
            flow = .idle
            if has(.logoutNavigatesOnTVOS) || (has(.logoutNavigatesOnTVOSWhenSignedOut) && !heldValidSession) { later { $0.navigateToUrl(url) } }
            if has(.tvOSLogoutStaysLocal) { return reportLoggedOut() }
            send("DELETE", PassAPI.Path.logout, [PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID]) { [weak self] response in
                if self?.has(.logoutSilentWhenServiceFails) == true, !(200..<300).contains(response.status) { return }
                self?.reportLoggedOut()
            }
            return
        }
        if has(.logoutSkipsWebWithoutValidSession), !heldValidSession {
            flow = .idle
            return reportLoggedOut()
        }
        flow = .webLogout
        navigate(to: url)
        if has(.logoutReportsBeforeRedirect) {
            flow = .idle
            reportLoggedOut()
        }
    }

    /// Clears every cached entitlement on the device: all requestors' tokens and MVPDs, and the older
    /// storage area's token (or the importer would bring it back).
    func clearStorage() {
        let record = requestorID.flatMap { store.mvpdRecord(for: $0) }
        let importerRan = environment.storage.value(forKey: Self.importerRanKey)
        let keptAuthorizations = has(.logoutKeepsEncryptedAuthorizations)
            ? store.storage.allKeys().filter { $0.hasPrefix(store.prefix + "authz.") }.compactMap { key in store.storage.value(forKey: key).map { (key, $0) } }
            : []
        defer { for (key, value) in keptAuthorizations { store.storage.setValue(value, forKey: key) } }
        if has(.logoutKeepsOtherRequestors), let requestorID {
            store.removeAll(of: requestorID)
        } else {
            store.removeAll()
        }
        if has(.logoutKeepsMVPDRecord), let record, let requestorID { store.setMVPDRecord(record, for: requestorID) }
        if !has(.logoutKeepsLegacyToken) { environment.legacyStorage?.removeAll() }
        // Housekeeping, not entitlement data: the importer's mark stays (imports-once-per-install).
        if follows(.importsOncePerInstall), let importerRan { environment.storage.setValue(importerRan, forKey: Self.importerRanKey) }
    }

    /// A completed logout is reported as status 0.
    func reportLoggedOut() {
        if loggingOut {
            loggingOut = false
            clearStorage()
        }
        let status: AccessEnablerStatus = has(.reportsLogoutWithStatus1) ? .success : .error
        later { $0.setAuthenticationStatus(status, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
    }
}
