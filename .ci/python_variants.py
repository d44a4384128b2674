#!/usr/bin/env python3
"""One-change variants of the project's Python port, each judged on the rules it touches.

Usage: python_variants.py AECHECK [WORKDIR]

The third reading of the seeds (shared/readings/seed-audit-2026-11-27.md, appendix A) built these variants
of Tests/Testees/python: each replaces one or two texts of accessenabler.py. Those that do what the
documents allow must get verdict PASSED on the whole suite; those that break a documented sentence must get
FAILED, on (at least) the rules named beside them. Each runs the whole suite over the adapter protocol (a
few seconds). Prints a line per variant and exits 1 when any verdict is not the expected one.
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
        '''            if status in (401, 410) and generation == self.config_generation:
                # The service refused the session: forget it, never present it again (BIND-04).
                stored = _json(self.store_get(self.authn_key(requestor)))
                if isinstance(stored, dict) and stored.get("guid") == authn.get("guid"):
                    self.store_set(self.authn_key(requestor), None)
''', '')]),
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
