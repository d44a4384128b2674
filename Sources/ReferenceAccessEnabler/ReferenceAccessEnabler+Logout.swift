import AccessEnablerAdapter

extension ReferenceAccessEnabler {
    /// Clears every cached entitlement on the device, then ends the session at the service:
    /// through a web view on iOS, with a direct request on tvOS.
    func signOut() {
        generation += 1
        if case .polling(_, _, let timer?) = flow { clock.cancel(timer) }
        preselectedMVPD = nil
        pendingAuthorizations = []
        store.removeAll()
        guard let requestorID else { return }
        if isTVOS {
            flow = .idle
            send("DELETE", PassAPI.Path.logout, [PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID]) { [weak self] _ in
                self?.later { $0.setAuthenticationStatus(.error, errorCode: AccessEnablerErrorCode.userNotAuthenticated) }
            }
            return
        }
        flow = .webLogout
        let url = PassAPI.origin + PassAPI.Path.logout + "?" + Self.query([
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.deviceID: deviceID,
            PassAPI.Parameter.redirectURL: ADOBEPASS_REDIRECT_URL,
        ])
        later { $0.navigateToUrl(url) }
    }
}
