import AccessEnablerAdapter

extension ReferenceAccessEnabler {
    /// Clears every cached entitlement on the device, then ends the session at the service:
    /// through a web view on iOS, with a direct request on tvOS.
    func signOut() {
        generation += 1
        if case .polling(_, _, let timer?) = flow { clock.cancel(timer) }
        preselectedMVPD = nil
        pendingAuthorizations = []
        if has(.logoutKeepsOtherRequestors), let requestorID {
            store.removeAll(of: requestorID)
        } else {
            store.removeAll()
        }
        guard let requestorID else { return }
        let url = PassAPI.origin + PassAPI.Path.logout + "?" + Self.query([
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            PassAPI.Parameter.redirectURL: has(.logoutWrongRedirect) ? "adobepass://logout.app" : ADOBEPASS_REDIRECT_URL,
        ])
        if isTVOS || has(.logsOutWithoutWebView) {
            flow = .idle
            if has(.logoutNavigatesOnTVOS) { later { $0.navigateToUrl(url) } }
            send("DELETE", PassAPI.Path.logout, [PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID]) { [weak self] _ in
                self?.reportLoggedOut()
            }
            return
        }
        flow = .webLogout
        later { $0.navigateToUrl(url) }
    }

    /// A completed logout is reported as status 0.
    func reportLoggedOut() {
        let status: AccessEnablerStatus = has(.reportsLogoutWithStatus1) ? .success : .error
        later { $0.setAuthenticationStatus(status, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
    }
}
