import AccessEnablerAdapter
import Foundation

extension ReferenceAccessEnabler {
    /// What an authorization was asked for: `checkAuthorization` never starts authentication,
    /// `getAuthorization` may.
    enum Purpose {
        case check
        case get
    }

    /// Uses the cached authorization token for `resource` or fetches one (always, with `askService`), then
    /// always fetches a fresh short media token. A token the service refuses (401/410) is forgotten, never
    /// presented again.
    func authorize(_ resource: String, with authentication: PassAPI.AuthenticationToken, for purpose: Purpose, askService: Bool = false) {
        guard let requestorID else { return }
        let owner = has(.sharesAuthorizationAcrossRequestors) ? Self.sharedBucket : requestorID
        let stored = (has(.logoutKeepsAuthorizationInMemory) ? memoryAuthorizations[resource] : nil)
            ?? store.authorizationToken(for: owner, resource: resource)
            ?? (has(.reusesAuthorizationAcrossResources) ? store.anyAuthorizationToken(for: requestorID) : nil)
        if has(.remembersDenials), deniedResources.contains(resource) {
            return later { $0.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.userNotAuthorized, errorDescription: "denied before") }
        }
        if !has(.neverReusesAuthorization), !askService, let cached = stored,
           isValid(expires: cached.expires, mvpd: cached.mvpd, deviceID: cached.deviceID) {
            fetchMediaToken(resource, with: cached, authentication: authentication, for: purpose)
            return
        }
        var parameters = [
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.resource: resource,
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.authenticationToken: authentication.guid,
        ]
        if has(.omitsDeviceIDFromAuthorization) { parameters[PassAPI.Parameter.deviceID] = nil }
        let flight = owner + "|" + resource
        if follows(.coalescesConcurrentAuthorizations) {
            // One authorize request serves every authorization of the resource made while it is out.
            if let waiting = authorizationsInFlight[flight] {
                authorizationsInFlight[flight] = waiting + 1
                return
            }
            authorizationsInFlight[flight] = 0
        }
        send("GET", PassAPI.Path.authorize, parameters, authorization: true) { [weak self] response in
            guard let self else { return }
            let answers = 1 + (authorizationsInFlight.removeValue(forKey: flight) ?? 0)
            guard response.status == 200, let token = PassAPI.decode(PassAPI.AuthorizationToken.self, from: response.body) else {
                if !follows(.keepsAuthorizationTokenAfterFailedAuthorize) {
                    store.setAuthorizationToken(nil, for: owner, resource: resource)
                }
                if refusals.contains(response.status) {
                    // The service refused the session: it is over (000-binding-10).
                    if !has(.presentsRefusedTokenAgain) { forgetAuthenticationToken(authentication.guid) }
                    if has(.swallowsServiceRejections) { return }
                    if purpose == .get, follows(.signsInAgainAfterRefusedSession) {
                        for _ in 0..<answers { loginThenAuthorize(resource) }
                        return
                    }
                }
                if response.status >= 500, has(.forgetsSessionOnOutage) { forgetAuthenticationToken(authentication.guid) }
                if response.status == 403 { deniedResources.insert(resource) }
                let code = response.status == 403 && !has(.reportsDenialAsGenericError)
                    ? AccessEnablerErrorCode.userNotAuthorized : AccessEnablerErrorCode.genericAuthorization
                let text = has(.dropsDenialMessage) ? "" : PassAPI.decode(PassAPI.ServiceError.self, from: response.body)?.message
                for _ in 0..<answers { later { $0.tokenRequestFailed(resource, errorCode: code, errorDescription: text) } }
                return
            }
            if has(.keepsOldAuthorizationTokens) || has(.encryptedStorageKeepsOldAuthorizations),
               let old = store.authorizationToken(for: requestorID, resource: resource) {
                store.setExtra(PassAPI.encode(old), forKey: "authz.\(old.guid)")
            }
            if has(.singleAuthorizationSlot) { store.removeAuthorizationTokens(of: requestorID) }
            store.setAuthorizationToken(token, for: owner, resource: resource)
            if has(.logoutKeepsAuthorizationInMemory) { memoryAuthorizations[resource] = token }
            for _ in 0..<answers { fetchMediaToken(resource, with: token, authentication: authentication, for: purpose) }
        }
    }

    /// Runs the login and authorizes `resource` once it succeeded (or fails it with the login).
    func loginThenAuthorize(_ resource: String) {
        pendingAuthorizations.append(resource)
        if flow == .idle { authenticate(force: false) }
    }

    /// Forgets the authentication token `guid` wherever it is stored (the service refused it).
    func forgetAuthenticationToken(_ guid: String) {
        for entry in store.allAuthenticationTokens() where entry.token.guid == guid {
            store.removeAuthenticationToken(at: entry.key)
        }
        if memorySession?.guid == guid { memorySession = nil }
        // The older storage area's copy goes too, or the importer would bring the refused token back.
        if !has(.keepsRefusedTokenInOlderArea), let body = environment.legacyStorage?.value(forKey: PassAPI.legacyAuthenticationTokenKey),
           PassAPI.decode(PassAPI.AuthenticationToken.self, from: body)?.guid == guid {
            environment.legacyStorage?.setValue(nil, forKey: PassAPI.legacyAuthenticationTokenKey)
        }
    }

    private func fetchMediaToken(
        _ resource: String, with authorization: PassAPI.AuthorizationToken, authentication: PassAPI.AuthenticationToken, for purpose: Purpose
    ) {
        guard let requestorID else { return }
        if faults.contains(.cachesMediaToken), let kept = store.extra(forKey: "media.\(requestorID).\(resource)") {
            later { $0.setToken(kept, forResource: resource) }
            return
        }
        send("GET", PassAPI.Path.mediaToken, [
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.resource: resource,
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.authorizationToken: authorization.guid,
        ], authorization: true) { [weak self] response in
            guard let self else { return }
            guard response.status == 200 else {
                if has(.fallsBackToLastMediaToken), let last = lastMediaTokens[resource] {
                    later { $0.setToken(last, forResource: resource) }
                    return
                }
                if refusals.contains(response.status) {
                    // The service refused the authorization token: forget it.
                    if !has(.presentsRefusedTokenAgain), store.authorizationToken(for: requestorID, resource: resource)?.guid == authorization.guid {
                        store.setAuthorizationToken(nil, for: requestorID, resource: resource)
                    }
                    if has(.swallowsServiceRejections) || has(.swallowsRefusedMediaToken) { return }
                    if purpose == .get, follows(.signsInAgainAfterRefusedSession), reauthorized.insert(resource).inserted {
                        // Authorize afresh, once: the session itself may have ended, and then the login runs again.
                        return authorize(resource, with: authentication, for: purpose, askService: true)
                    }
                }
                reauthorized.remove(resource)
                let text = PassAPI.decode(PassAPI.ServiceError.self, from: response.body)?.message
                later { $0.tokenRequestFailed(resource, errorCode: AccessEnablerErrorCode.genericAuthorization, errorDescription: text) }
                return
            }
            reauthorized.remove(resource)
            if faults.contains(.cachesMediaToken) {
                store.setExtra(response.body, forKey: "media.\(requestorID).\(resource)")
            }
            if has(.storesMediaTokenEncoded) {
                store.setExtra(Data(response.body.utf8).base64EncodedString(), forKey: "note.\(resource)")
            }
            if has(.storesMediaTokenEncrypted) {
                // A keystream that changes with every write (as a real cipher's IV makes it): no decoding the
                // suite tries can read it back, and two encrypted tokens share almost no bytes.
                let nonce = Int(clock.now % 251)
                let scrambled = Array(response.body.utf8).enumerated().map {
                    $0.element ^ UInt8(truncatingIfNeeded: ($0.offset &* 131) &+ nonce &* 97 &+ 7)
                }
                store.setExtra(scrambled.map { String($0, radix: 16) }.joined(separator: "."), forKey: "blob.\(resource)")
            }
            if has(.keepsLastMediaToken) { store.setExtra(response.body, forKey: "last-media.\(resource)") }
            lastMediaTokens[resource] = response.body
            var token = response.body
            if has(.handsOutAuthorizationToken) { token = PassAPI.encode(authorization) }
            if has(.altersMediaToken), var media = PassAPI.decode(PassAPI.ShortMediaToken.self, from: token) {
                media.signature = ""
                token = PassAPI.encode(media)
            }
            if has(.handsOutNewestMediaToken) {
                // One slot for "the" media token: overlapping authorizations get the newest one.
                newestMediaToken = token
                return later { [weak self] delegate in delegate.setToken(self?.newestMediaToken ?? token, forResource: resource) }
            }
            later { $0.setToken(token, forResource: resource) }
        }
    }

    func preauthorize(_ resources: [String]) {
        guard let requestorID, let token = validAuthenticationToken() else {
            later { $0.preauthorizedResources([]) }
            return
        }
        if has(.answersPreauthorizationFromMemory), let remembered = rememberedPreauthorizations[resources] {
            later { $0.preauthorizedResources(remembered) }
            return
        }
        send("GET", PassAPI.Path.preauthorize, [
            PassAPI.Parameter.requestor: requestorID, PassAPI.Parameter.resource: resources.joined(separator: ","),
            PassAPI.Parameter.deviceID: deviceID, PassAPI.Parameter.authenticationToken: token.guid,
        ], authorization: true) { [weak self] response in
            if response.status != 200, self?.has(.leavesPreauthorizationUnansweredOnOutage) == true { return }
            if let self, refusals.contains(response.status), !has(.presentsRefusedTokenAgain) {
                // The service refused the session it was shown: it is over (000-binding-10), here as in an authorization.
                forgetAuthenticationToken(token.guid)
            }
            var allowed = PassAPI.decode(PassAPI.Preauthorization.self, from: response.body)?.authorized ?? []
            if self?.has(.preauthorizesEverything) == true { allowed = resources }
            self?.rememberedPreauthorizations[resources] = allowed
            self?.later { $0.preauthorizedResources(allowed) }
        }
    }

    func metadata(_ key: MetadataKey, _ arguments: [String: String]?) {
        let value: String?
        switch key {
        case .authenticationTTL:
            value = has(.metadataOmitsTTLs) ? nil : validAuthenticationToken().map { String(has(.metadataFromClock) ? clock.now + 24 * 3_600_000 : $0.expires) }
        case .authorizationTTL:
            value = has(.metadataOmitsTTLs) ? nil : arguments?[MetadataKey.resourceArgument].flatMap { resource in
                requestorID.flatMap { store.authorizationToken(for: $0, resource: resource) }.map { String($0.expires) }
            }
        case .deviceID:
            value = has(.metadataOmitsDeviceID) ? nil : deviceID
        case .userMetadata:
            value = nil
        }
        let answered = has(.dropsMetadataArguments) ? nil : arguments
        let encrypted = has(.marksStaticMetadataEncrypted)
        later { $0.setMetadataStatus(value, encrypted: encrypted, forKey: key, arguments: answered) }
    }
}
