#!/usr/bin/env python3
"""One-change variants of the project's Python port, each judged on the rules it touches.

Usage: python_variants.py AECHECK [WORKDIR]

The third reading of the seeds (shared/readings/seed-audit-2026-11-27.md, appendix A) built these variants
of Tests/Testees/python: each replaces one or two texts of accessenabler.py. Those that do what the
documents allow must get verdict PASSED on the whole suite; those that break a documented sentence must get
FAILED, on (at least) the rules named beside them. The fourth reading (shared/readings/seed-audit-2026-11-28.md,
section 5) added its variants G1-G10 (g1_… to g10_…, G9 on both platforms and on tvOS only), one per finding.
Each runs the whole suite over the adapter protocol (a few seconds). Prints a line per variant and exits 1 when
any verdict is not the expected one.
"""

import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
PORT = ROOT / "Tests" / "Testees" / "python"

# name: (expected exit code, the rules its change touches (for a FAILED one: some of them fail), [(old, new), ...])
VARIANTS = {
    # V1: a session the service refused is kept (the port before it forgot refused sessions): the seeds say
    # the flow fails, not what comes next (readings.md, section 32).
    "v1_keeps_refused": (0, ["BIND-04"], [(
        '''    def forget_refused_authn(self, requestor, authn):
''', '''    def forget_refused_authn(self, requestor, authn):
        return
''')]),
    # V2: logout first ends a login still open (status 0 for it), then logs out (000-generic-25).
    "v2_logout_ends_open_login": (0, ["LIFE-01", "LOGOUT"], [(
        '''    def logout(self, arguments):
        self.reset_flow()
''', '''    def logout(self, arguments):
        if self.flow is not None:
            self.finish_flow(self.flow, False, GENERIC_AUTHENTICATION_ERROR, "logout ended the login in progress")
        self.reset_flow()
''')]),
    # V3: checkAuthentication made while a login is open is answered when that login ends (readings.md, section 33).
    "v3_check_waits_for_flow": (0, ["LIFE-01", "LIFE-03", "API-01"], [(
        '''    def check_authentication(self, arguments):
        if self.current_authn() is not None:''', '''    def check_authentication(self, arguments):
        if self.flow is not None:
            self.pending_checks = getattr(self, "pending_checks", 0) + 1
            return
        if self.current_authn() is not None:'''), (
        '''        else:
            self.cb_authentication_status(STATUS_ERROR, code)
            for resource in flow.waiters:
                self.cb_token_failed(resource, code, description)
''', '''        else:
            self.cb_authentication_status(STATUS_ERROR, code)
            for resource in flow.waiters:
                self.cb_token_failed(resource, code, description)
        self.answer_pending_checks()

    def answer_pending_checks(self):
        n = getattr(self, "pending_checks", 0)
        self.pending_checks = 0
        for _ in range(n):
            self.check_authentication({})
'''), (
        '''    def reset_flow(self):
        if self.flow is not None:
            self.stop_flow(self.flow)
''', '''    def reset_flow(self):
        if self.flow is not None:
            self.stop_flow(self.flow)
        self.answer_pending_checks()
''')]),
    # V5: getAuthorization never starts a login: the API reference says it does (api-getAuthorization-1).
    "v5_getauthz_no_login": (1, ["API-03"], [(
        '''        if self.flow is not None:
            self.flow.waiters.append(resource)
            return
        self.start_flow(waiter=resource)
''', '''        self.cb_token_failed(resource, USER_NOT_AUTHENTICATED_ERROR, "the user is not authenticated")
''')]),
    # V9: tvOS: an attempt counts as failed (canAuthenticate false) only once it reached the MVPD (000-generic-6).
    "v9_tvos_503_not_an_attempt": (0, ["AUTHN-06"], [(
        '''        # Until this attempt succeeds, the cached MVPD cannot authenticate.
        self.set_cached_mvpd(mvpd_id, False)
        if self.is_tvos:
            self.request_regcode(flow)
            return
''', '''        if self.is_tvos:
            self.request_regcode(flow)
            return
        # Until this attempt succeeds, the cached MVPD cannot authenticate.
        self.set_cached_mvpd(mvpd_id, False)
'''), (
        '''            flow.regcode = str(data["code"])
''', '''            self.set_cached_mvpd(flow.mvpd, False)
            flow.regcode = str(data["code"])
''')]),
    # V12: the importer runs at the app's first setRequestor only, remembered by a housekeeping marker that
    # logout leaves (000-importer-4: "the first install").
    "v12_import_on_first_install_only": (0, ["IMPORT"], [(
        '''        if not self.has_legacy or self.current_authn() is not None:
            return
''', '''        marker = "adobepass.importer-ran|" + str(self.application.get("bundleID"))
        if self.store_get(marker) is not None:
            return
        self.store_set(marker, "1")
        if not self.has_legacy or self.current_authn() is not None:
            return
'''), (
        '''        for key in self.store_keys():
            self.store_set(key, None)
''', '''        for key in self.store_keys():
            if key.startswith("adobepass.importer-ran|"):
                continue
            self.store_set(key, None)
''')]),
    # V13: checkAuthorization made before the configuration fails at once: the seeds queue it (000-post-init-3, -7).
    "v13_checkauthz_not_queued": (1, ["INIT-02"], [(
        '''        if not self.configured:
            # The call queue: silently kept until the configuration arrives.
''', '''        if not self.configured and method == "checkAuthorization":
            self.cb_token_failed(arguments.get("resource"), USER_NOT_AUTHENTICATED_ERROR, "not configured yet")
            return
        if not self.configured:
            # The call queue: silently kept until the configuration arrives.
''')]),
    # V14: tvOS logout also calls navigateToUrl when no valid session is held: tvOS never navigates (000-logout-6).
    "v14_tvos_logout_navigates_when_signed_out": (1, ["LIFE-01"], [(
        '''        if self.is_tvos:
            def on_logout(status, body):''', '''        if self.is_tvos:
            if self.requestor and not self.had_session:
                self.emit("navigateToUrl", {"url": ORIGIN + "/api/v1/logout?" + urlencode({
                    "requestor_id": self.requestor, "device_id": self.device_id, "redirect_url": self.redirect_url})})
            def on_logout(status, body):'''), (
        '''    def logout(self, arguments):
        self.reset_flow()''', '''    def logout(self, arguments):
        self.had_session = self.current_authn() is not None
        self.reset_flow()''')]),
    # V15: iOS logout skips the web view when no valid session is held: iOS goes through the service's logout
    # page (000-logout-5), where an MVPD session may still be alive.
    "v15_ios_logout_skips_web_when_no_valid_session": (1, ["LIFE-01"], [(
        '''        self.logout_pending = True
        url = ORIGIN + "/api/v1/logout?" + urlencode({''', '''        if not self.had_session:
            self.cb_authentication_status(STATUS_ERROR, USER_NOT_AUTHENTICATED_ERROR)
            return
        self.logout_pending = True
        url = ORIGIN + "/api/v1/logout?" + urlencode({'''), (
        '''    def logout(self, arguments):
        self.reset_flow()''', '''    def logout(self, arguments):
        self.had_session = self.current_authn() is not None
        self.reset_flow()''')]),
    # The unauthenticated checkAuthorization also reports setAuthenticationStatus(0): the API reference lists
    # it among checkAuthorization's callbacks (api-checkAuthorization-3).
    "check_authorization_reports_status": (0, ["VALID-03", "BIND-02", "API-02", "API-11", "LIFE-02"], [(
        '''        if self.current_authn() is None:
            self.cb_token_failed(''', '''        if self.current_authn() is None:
            self.cb_authentication_status(STATUS_ERROR, USER_NOT_AUTHENTICATED_ERROR)
            self.cb_token_failed(''')]),
    # The fourth reading (shared/readings/seed-audit-2026-11-28.md, section 5, findings G1-G10).
    # G1: an authorization token that arrives after a logout is kept (the port before 86c4643): the logout clears
    # the storage when it is called (000-storage17-8); no sentence says what a later answer does (readings.md,
    # section 41).
    "g1_keeps_authz_arriving_after_logout": (0, ["REPEAT-04"], [(
        '''                if generation == self.config_generation and logouts == self.logouts:
''', '''                if generation == self.config_generation:
''')]),
    # G2: a logout does not abandon the token fetch of a login the user already completed: no sentence says a
    # logout abandons it (readings.md, section 41).
    "g2_login_completed_before_logout_survives_it": (0, ["REPEAT-04"], [(
        '''    def logout(self, arguments):
        self.reset_flow()
''', '''    def logout(self, arguments):
        if self.flow is None or self.flow.phase != "fetch":
            self.reset_flow()
''')]),
    # G3: a 5xx on authorize ends the session, as a refusal does: keeping a valid token is a should
    # (000-definitions-11, 「應」).
    "g3_outage_on_authorize_forgets_session": (0, ["FAIL-01"], [(
        '''            if status in (401, 410) and generation == self.config_generation:
                self.forget_refused_authn(requestor, authn)
            default = USER_NOT_AUTHORIZED_ERROR''', '''            if (status in (401, 410) or 500 <= status < 600) and generation == self.config_generation:
                self.forget_refused_authn(requestor, authn)
            default = USER_NOT_AUTHORIZED_ERROR''')]),
    # G4: a second setRequestor for the requestor already configured refreshes in the background and keeps
    # serving from the configuration held: 000-post-init-7 blocks the calls after the first setRequestor
    # (readings.md, section 42).
    "g4_refresh_keeps_serving_from_configuration": (0, ["REPEAT-01"], [(
        '''        self.reset_flow()
        self.configured = False
        self.requestor = requestor
        self.mvpds = None
''', '''        self.reset_flow()
        if not (self.configured and requestor == self.requestor):
            self.configured = False
            self.mvpds = None
        self.requestor = requestor
''')]),
    # G5: passive authentication also tries tokens bound to the device's other vendor IDs (the service refuses
    # them): "will not try to use it" is a step of an example flow (004-other-prefix-3).
    "g5_passive_tries_other_vendor_tokens": (0, ["SSO-02"], [(
        '''            if not self.authn_valid(token) or token.get("requestor") == self.requestor:
''', '''            if isinstance(token, dict) and str(token.get("deviceID")).startswith("idfv:"):
                token = dict(token, deviceID=self.device_id)
            if not self.authn_valid(token) or token.get("requestor") == self.requestor:
''')]),
    # G6: a cached MVPD with canAuthenticate true is used although the requestor dropped it (the login then
    # fails): 000-generic-7 says nothing of an MVPD the requestor no longer lists; the dialog is the project's
    # inference (AUTHN-13).
    "g6_cached_mvpd_used_though_dropped": (0, ["VALID-02", "AUTHN-13"], [(
        '''        if cached and cached.get("canAuthenticate") is True and self.mvpd(cached.get("mvpd")) is not None:
''', '''        if cached and cached.get("canAuthenticate") is True:
''')]),
    # G7: a preauthorization the service cannot answer is reported by status P100 ("Preauthorization failed",
    # the errors page) instead of preauthorizedResources: api-preauthorizedResources-1 says nothing of failure
    # (readings.md, section 43).
    "g7_preauthorization_failure_reported_by_status": (0, ["FAIL-04"], [(
        '''        def on_preauthorize(status, body):
''', '''        def on_preauthorize(status, body):
            if 500 <= status < 600:
                self.emit("status", {"dictionary": {"id": "P100", "level": "Error", "message": "Preauthorization failed"}})
                return
''')]),
    # G8: checkAuthorization with a session reports setAuthenticationStatus(1) before authorizing: the API
    # reference lists it among checkAuthorization's callbacks (api-checkAuthorization-3, api-setAuthenticationStatus-4).
    "g8_checkauthz_reports_status_with_session": (0, ["LIFE-01", "FAIL-01", "CACHE-04", "FAIL-02"], [(
        '''        self.authorize(resource)

    def get_authorization(self, arguments):
''', '''        self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
        self.authorize(resource)

    def get_authorization(self, arguments):
''')]),
    # G9: a login only a getAuthorization waits for ends with setToken and no setAuthenticationStatus(1): on iOS
    # handleExternalURL states status 1 ends every login it completes (api-handleExternalURL-4) ...
    "g9_authorization_login_without_status": (1, ["API-03", "TOKEN-05"], [(
        '''        flow.waiters = waiters
''', '''        flow.waiters = waiters
        flow.authorization_only = waiter is not None
'''), (
        '''        if success:
            self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
''', '''        if success:
            if not flow.authorization_only:
                self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
''')]),
    # ... on tvOS no handleExternalURL completes the login: getAuthorization "can also trigger" the status
    # (api-getAuthorization-5, should).
    "g9_tvos_authorization_login_without_status": (0, ["API-03", "TOKEN-05"], [(
        '''        flow.waiters = waiters
''', '''        flow.waiters = waiters
        flow.authorization_only = waiter is not None and self.is_tvos
'''), (
        '''        if success:
            self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
''', '''        if success:
            if not flow.authorization_only:
                self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
''')]),
    # G10: a preauthorization also fetches and caches the allowed resources' authorization tokens:
    # api-checkPreauthorizedResources-1 gives its purpose, not a restriction; api-getAuthorization-2 asks for an
    # authorization token only if none is cached.
    "g10_preauthorization_prefetches_authorizations": (0, ["API-08"], [(
        '''            self.emit("preauthorizedResources", {"resources": allowed})
''', '''            self.emit("preauthorizedResources", {"resources": allowed})
            logouts = self.logouts
            for resource in allowed:
                def on_authorize(status, body, resource=resource):
                    token = _json(body)
                    if (status == 200 and isinstance(token, dict) and token.get("guid")
                            and generation == self.config_generation and logouts == self.logouts):
                        self.store_set(self.authz_key(resource), json.dumps(token))

                self.request("GET", "/api/v1/authorize", {
                    "requestor_id": requestor, "resource_id": resource, "device_id": self.device_id,
                    "authn_token": authn.get("guid"),
                }, on_authorize)
''')]),
}


def make(name, pairs, workdir):
    folder = workdir / name
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(PORT, folder, ignore=shutil.ignore_patterns("__pycache__"))
    text = (PORT / "accessenabler.py").read_text()
    for old, new in pairs:
        if text.count(old) != 1:
            raise SystemExit(f"{name}: the text to replace occurs {text.count(old)} times in accessenabler.py:\n{old[:200]}")
        text = text.replace(old, new)
    (folder / "accessenabler.py").write_text(text)
    return folder


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    aecheck = sys.argv[1]
    workdir = pathlib.Path(sys.argv[2] if len(sys.argv) > 2 else "/tmp/aecheck-python-variants")
    workdir.mkdir(parents=True, exist_ok=True)
    wrong = []
    for name, (expected, filters, pairs) in VARIANTS.items():
        folder = make(name, pairs, workdir)
        command = [aecheck, "run", "--specs", str(ROOT / "Specs"), "--testee", f"python3 {folder}/accessenabler_testee.py",
                   "--name", name, "--reports", str(workdir / "reports" / name), "--color", "never"]
        run = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
        verdict = next((line for line in run.stdout.splitlines() if line.startswith("Verdict:")), "no verdict")
        failed = {word.strip("[]") for line in run.stdout.splitlines() if line.startswith(("FAIL", "ERROR")) for word in line.split()[1:2]}
        failed = {rule for item in failed for rule in item.split(",")}
        touched = any(rule == item or item.startswith(rule + "-") for rule in filters for item in failed)
        ok = run.returncode == expected and (expected == 0 or touched)
        print(f"{'ok  ' if ok else 'WRONG'} {name}: exit {run.returncode} (expected {expected}; touches {', '.join(filters)}): {verdict}")
        if not ok:
            wrong.append(name)
            print("\n".join(line for line in run.stdout.splitlines() if line.startswith(("FAIL", "ERROR", "      "))))
    print(f"python variants: {len(VARIANTS) - len(wrong)} judged as expected, {len(wrong)} not")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
