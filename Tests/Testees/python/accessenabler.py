"""An independent Python implementation of the AccessEnabler iOS/tvOS library (SDK 1.10 behaviour).

One `AccessEnabler` object is one library instance (one launch of one app). It reaches the outside
world only through the wire of the adapter protocol: `request` effects to the simulated Adobe Pass
service, `storage.*` effects and queries, `timer.*` effects, and `callback` effects to the app.

Everything that must survive a relaunch lives in storage; in memory there is only the state of flows
in progress (the configuration, the call queue, the authentication flow, a pending logout).
"""

import json
from urllib.parse import urlencode

# Constants (reference/accessenabler-api.md, AccessEnablerAdapter/AccessEnablerStatus.swift)
STATUS_SUCCESS = 1
STATUS_ERROR = 0
USER_AUTHENTICATED = ""
USER_NOT_AUTHENTICATED_ERROR = "User Not Authenticated Error"
USER_NOT_AUTHORIZED_ERROR = "User Not Authorized Error"
PROVIDER_NOT_SELECTED_ERROR = "Provider Not Selected Error"
GENERIC_AUTHENTICATION_ERROR = "Generic Authentication Error"
GENERIC_AUTHORIZATION_ERROR = "Generic Authorization Error"
ADOBEPASS_REDIRECT_URL = "adobepass://ios.app"

# The service (Specs/service-protocol.md)
ORIGIN = "https://sp.auth.adobe.com"
LEGACY_TOKEN_KEY = "authnToken"

# Metadata keys
META_AUTHN_TTL = 0
META_AUTHZ_TTL = 1
META_DEVICE_ID = 2

# tvOS polling interval (the seeds only say polling starts at once; the suite allows up to 5 minutes)
POLL_INTERVAL_MS = 5000

# Storage layout (this port's own choice). Values are JSON.
AUTHN_PREFIX = "adobepass.authn|"    # + deviceID|requestor             -> authentication token
AUTHZ_PREFIX = "adobepass.authz|"    # + deviceID|requestor|resource    -> authorization token
MVPD_PREFIX = "adobepass.mvpd|"      # + requestor                      -> {"mvpd", "canAuthenticate"}


def _json(text):
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None


def _error_code(body, default):
    data = _json(body)
    if isinstance(data, dict) and isinstance(data.get("error"), str) and data["error"]:
        return data["error"]
    return default


def _error_message(body, status):
    data = _json(body)
    if isinstance(data, dict) and isinstance(data.get("message"), str):
        return data["message"]
    return "service answered %s" % status


class Flow:
    """An authentication flow in progress (from getAuthentication, or getAuthorization without a session)."""

    def __init__(self):
        self.phase = None          # "dialog", "login", "fetch", "regcode", "polling"
        self.mvpd = None           # the MVPD the login goes to
        self.waiters = []          # resources of getAuthorization calls waiting for the login
        self.regcode = None
        self.regcode_expires = None
        self.poll_timer = None


class AccessEnabler:
    def __init__(self, wire, instance, device, application, legacy, now):
        self.wire = wire
        self.instance = instance
        self.device = device
        self.application = application
        self.has_legacy = legacy
        self.now = now
        self.closed = False
        self.turn = None

        self.next_request = 1
        self.next_timer = 1
        self.requests = {}        # request id -> handler(status, body)
        self.timers = {}          # timer id -> action()
        self.outbox = []          # callbacks waiting for the flush timer
        self.flush_timer = None

        self.requestor = None
        self.mvpds = None         # the configuration's MVPD objects, in order
        self.configured = False
        self.config_generation = 0
        # setRequestor calls not answered yet: a newer one supersedes an older one's configuration, not its answer.
        self.requestor_answers_due = 0
        self.logouts = 0          # a logout abandons the answers in flight: what they bring is not kept
        self.queue = []           # (method, arguments) made before the configuration arrived

        self.preselected = None   # MVPD ID chosen with setSelectedProvider outside a flow
        self.flow = None
        self.logout_pending = False

    # ------------------------------------------------------------------ device
    @property
    def device_id(self):
        platform = self.device.get("platform")
        os_major = self.device.get("osMajorVersion") or 0
        mac = self.device.get("macAddress")
        if platform == "ios" and os_major <= 6 and mac:
            return "mac:" + mac
        return "idfv:" + (self.device.get("identifierForVendor") or "unknown")

    @property
    def is_tvos(self):
        return self.device.get("platform") == "tvos"

    @property
    def redirect_url(self):
        if self.application.get("usesSafariViewController"):
            return self.application.get("customRedirectURL") or ADOBEPASS_REDIRECT_URL
        return ADOBEPASS_REDIRECT_URL

    # ------------------------------------------------------------------ turns and effects
    def begin_turn(self, kind, now):
        self.turn = kind
        self.now = now

    def end_turn(self):
        self.turn = None

    def _send(self, obj):
        if self.closed:
            return
        self.wire.send(obj)

    def emit(self, name, arguments):
        """Calls the app back; never from inside a call turn (deferred to a timer then)."""
        if self.closed:
            return
        if self.turn == "call" or self.outbox:
            self.outbox.append((name, arguments))
            if self.flush_timer is None:
                self.flush_timer = self.schedule(0, self._flush)
            return
        self._send({"type": "callback", "instance": self.instance, "name": name, "arguments": arguments})

    def _flush(self):
        self.flush_timer = None
        pending, self.outbox = self.outbox, []
        for name, arguments in pending:
            self._send({"type": "callback", "instance": self.instance, "name": name, "arguments": arguments})

    def schedule(self, after, action):
        timer_id = self.next_timer
        self.next_timer += 1
        self.timers[timer_id] = action
        self._send({"type": "timer.schedule", "instance": self.instance, "timer": timer_id, "after": int(after)})
        return timer_id

    def cancel_timer(self, timer_id):
        if timer_id is not None and timer_id in self.timers:
            del self.timers[timer_id]
            self._send({"type": "timer.cancel", "instance": self.instance, "timer": timer_id})

    def timer(self, timer_id):
        action = self.timers.pop(timer_id, None)
        if action is not None:
            action()

    def request(self, method, path, parameters, handler):
        request_id = self.next_request
        self.next_request += 1
        self.requests[request_id] = handler
        self._send({"type": "request", "instance": self.instance, "request": request_id, "method": method,
                    "path": path, "parameters": {k: str(v) for k, v in parameters.items()}})
        return request_id

    def response(self, request_id, status, body):
        handler = self.requests.pop(request_id, None)
        if handler is not None:
            handler(int(status or 0), body if body is not None else "")

    # storage ---------------------------------------------------------------
    def store_get(self, key, area="storage"):
        reply = self.wire.ask({"type": "storage.get", "instance": self.instance, "area": area, "key": key})
        return reply.get("value")

    def store_set(self, key, value, area="storage"):
        self._send({"type": "storage.set", "instance": self.instance, "area": area, "key": key, "value": value})

    def store_keys(self, area="storage"):
        reply = self.wire.ask({"type": "storage.keys", "instance": self.instance, "area": area})
        return list(reply.get("keys") or [])

    # ------------------------------------------------------------------ callbacks
    def cb_authentication_status(self, status, code):
        self.emit("setAuthenticationStatus", {"status": status, "errorCode": code})

    def cb_token_failed(self, resource, code, description):
        self.emit("tokenRequestFailed", {"resource": resource, "errorCode": code,
                                         "errorDescription": description})

    # ------------------------------------------------------------------ configuration
    def mvpd(self, mvpd_id):
        for m in self.mvpds or []:
            if m.get("id") == mvpd_id:
                return m
        return None

    # ------------------------------------------------------------------ token store
    def authn_key(self, requestor, device_id=None):
        return AUTHN_PREFIX + (device_id or self.device_id) + "|" + requestor

    def authz_key(self, resource):
        return AUTHZ_PREFIX + self.device_id + "|" + self.requestor + "|" + resource

    def mvpd_key(self, requestor=None):
        return MVPD_PREFIX + (requestor or self.requestor)

    def authn_valid(self, token, requestor=None):
        if not isinstance(token, dict):
            return False
        try:
            expires = int(token.get("expires"))
        except (TypeError, ValueError):
            return False
        if requestor is not None and token.get("requestor") != requestor:
            return False
        return (token.get("deviceID") == self.device_id and self.now < expires
                and self.mvpd(token.get("mvpd")) is not None)

    def current_authn(self):
        """The current requestor's valid authentication token, read from storage, or None."""
        if not self.requestor:
            return None
        token = _json(self.store_get(self.authn_key(self.requestor)))
        return token if self.authn_valid(token, self.requestor) else None

    def current_authz(self, resource, authn):
        token = _json(self.store_get(self.authz_key(resource)))
        if not isinstance(token, dict):
            return None
        try:
            expires = int(token.get("expires"))
        except (TypeError, ValueError):
            return None
        if (token.get("requestor") == self.requestor and token.get("resource") == resource
                and token.get("deviceID") == self.device_id and self.now < expires
                and token.get("mvpd") == authn.get("mvpd")):
            return token
        return None

    def cached_mvpd(self):
        record = _json(self.store_get(self.mvpd_key()))
        return record if isinstance(record, dict) else None

    def set_cached_mvpd(self, mvpd_id, can_authenticate, requestor=None):
        self.store_set(self.mvpd_key(requestor), json.dumps({"mvpd": mvpd_id, "canAuthenticate": can_authenticate}))

    def store_authn(self, token):
        self.store_set(self.authn_key(token.get("requestor") or self.requestor), json.dumps(token))

    # ------------------------------------------------------------------ calls
    def call(self, method, arguments):
        if method == "setRequestor":
            self.set_requestor(arguments.get("requestor"), arguments.get("serviceProviders"))
            return
        if method not in CALLS:
            raise ValueError("unknown method %r" % method)
        if not self.configured:
            # The call queue: silently kept until the configuration arrives.
            self.queue.append((method, arguments))
            return
        self.run(method, arguments)

    def run(self, method, arguments):
        getattr(self, CALLS[method])(arguments)

    def drain_queue(self):
        while self.queue and self.configured:
            method, arguments = self.queue.pop(0)
            self.run(method, arguments)

    # setRequestor -------------------------------------------------------------
    def set_requestor(self, requestor, service_providers):
        self.config_generation += 1
        self.requestor_answers_due += 1
        generation = self.config_generation
        if requestor != self.requestor:
            self.preselected = None
        self.reset_flow()
        self.configured = False
        self.requestor = requestor
        self.mvpds = None

        def on_config(status, body):
            if generation != self.config_generation:
                return
            data = _json(body)
            if status != 200 or not isinstance(data, dict) or not isinstance(data.get("mvpds"), list):
                self.answer_set_requestor(STATUS_ERROR)
                return
            self.mvpds = [m for m in data["mvpds"] if isinstance(m, dict)]
            self.sanitize()
            self.import_legacy()
            self.passive_authentication(generation)

        self.request("GET", "/api/v1/config/" + str(requestor), {}, on_config)

    def complete_set_requestor(self, generation):
        if generation != self.config_generation:
            return
        self.configured = True
        self.answer_set_requestor(STATUS_SUCCESS)
        self.drain_queue()

    def answer_set_requestor(self, status):
        """Every setRequestor call is answered once, those a newer call superseded included."""
        due, self.requestor_answers_due = self.requestor_answers_due, 0
        for _ in range(due):
            self.emit("setRequestorComplete", {"status": status})

    def sanitize(self):
        """Token sanitizer (1.7.5): remove tokens bound to the MAC-based device ID once the device has no
        MAC address (the iOS 6 -> iOS 7 upgrade)."""
        if self.device.get("macAddress"):
            return
        for key in self.store_keys():
            if not (key.startswith(AUTHN_PREFIX) or key.startswith(AUTHZ_PREFIX)):
                continue
            token = _json(self.store_get(key))
            device_id = token.get("deviceID") if isinstance(token, dict) else None
            if isinstance(device_id, str) and device_id.startswith("mac:"):
                self.store_set(key, None)

    def import_legacy(self):
        """Token importer (1.7): with no valid token for this programmer, bring in the older area's token."""
        if not self.has_legacy or self.current_authn() is not None:
            return
        token = _json(self.store_get(LEGACY_TOKEN_KEY, area="legacy"))
        if not isinstance(token, dict) or not isinstance(token.get("requestor"), str):
            return
        if not self.authn_valid(token):
            return
        existing = _json(self.store_get(self.authn_key(token["requestor"])))
        if self.authn_valid(existing, token["requestor"]):
            return
        self.store_authn(token)

    def passive_authentication(self, generation):
        """Passive (back-channel) authentication from another programmer's valid token for an MVPD this
        requestor offers, bound to this device."""
        if self.current_authn() is not None:
            self.complete_set_requestor(generation)
            return
        candidates = []
        for key in self.store_keys():
            if not key.startswith(AUTHN_PREFIX):
                continue
            token = _json(self.store_get(key))
            if not self.authn_valid(token) or token.get("requestor") == self.requestor:
                continue
            mvpd = self.mvpd(token.get("mvpd"))
            if mvpd.get("passiveAuthnEnabled") is False:
                continue
            candidates.append(token)
        candidates.sort(key=lambda t: -int(t.get("expires")))
        self.try_passive(candidates, generation)

    def try_passive(self, candidates, generation):
        if not candidates:
            self.complete_set_requestor(generation)
            return
        token = candidates[0]

        def on_passive(status, body):
            if generation != self.config_generation:
                return
            new = _json(body)
            if status == 200 and isinstance(new, dict) and self.authn_valid(new, self.requestor):
                self.store_authn(new)
                self.set_cached_mvpd(new.get("mvpd"), True)
                self.complete_set_requestor(generation)
            else:
                self.try_passive(candidates[1:], generation)

        self.request("GET", "/api/v1/authenticate/passive", {
            "requestor_id": self.requestor, "device_id": self.device_id, "authn_token": token.get("guid"),
        }, on_passive)

    # authentication --------------------------------------------------------
    def check_authentication(self, arguments):
        if self.current_authn() is not None:
            self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
        else:
            self.cb_authentication_status(STATUS_ERROR, USER_NOT_AUTHENTICATED_ERROR)

    def get_authentication(self, arguments):
        force = bool(arguments.get("forceAuthn"))
        if not force and self.current_authn() is not None:
            self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
            return
        self.start_flow()

    def start_flow(self, waiter=None):
        """Starts (or restarts) the authentication flow; `waiter` is a getAuthorization resource."""
        waiters = []
        if self.flow is not None:
            waiters = self.flow.waiters
            self.stop_flow(self.flow)
        flow = Flow()
        flow.waiters = waiters
        if waiter is not None:
            flow.waiters.append(waiter)
        self.flow = flow

        # Step 3: an MVPD selected with setSelectedProvider, or the cached MVPD with canAuthenticate true.
        if self.preselected is not None:
            chosen = self.preselected
            self.preselected = None
            self.choose(flow, chosen)
            return
        cached = self.cached_mvpd()
        if cached and cached.get("canAuthenticate") is True and self.mvpd(cached.get("mvpd")) is not None:
            self.login(flow, cached["mvpd"])
            return
        # Step 4: the provider dialog.
        flow.phase = "dialog"
        self.emit("displayProviderDialog", {"mvpds": list(self.mvpds or [])})

    def choose(self, flow, mvpd_id):
        if self.mvpd(mvpd_id) is None:
            self.finish_flow(flow, False, GENERIC_AUTHENTICATION_ERROR,
                             "the requestor does not offer MVPD %s" % mvpd_id)
            return
        self.login(flow, mvpd_id)

    def login(self, flow, mvpd_id):
        flow.mvpd = mvpd_id
        # Until this attempt succeeds, the cached MVPD cannot authenticate.
        self.set_cached_mvpd(mvpd_id, False)
        if self.is_tvos:
            self.request_regcode(flow)
            return
        flow.phase = "login"
        url = ORIGIN + "/api/v1/authenticate?" + urlencode({
            "requestor_id": self.requestor, "mso_id": mvpd_id, "device_id": self.device_id,
            "redirect_url": self.redirect_url,
        })
        arguments = {"url": url}
        if self.application.get("usesSafariViewController"):
            arguments["useSVC"] = True
        self.emit("navigateToUrl", arguments)

    def request_regcode(self, flow):
        flow.phase = "regcode"

        def on_regcode(status, body):
            if self.flow is not flow:
                return
            data = _json(body)
            if status not in (200, 201) or not isinstance(data, dict) or not data.get("code"):
                self.finish_flow(flow, False, _error_code(body, GENERIC_AUTHENTICATION_ERROR),
                                 _error_message(body, status))
                return
            flow.regcode = str(data["code"])
            flow.regcode_expires = data.get("expires")
            flow.phase = "polling"
            self.emit("status", {"dictionary": {"id": "REGCODE", "level": "Success", "regcode": flow.regcode}})
            self.poll(flow)

        self.request("POST", "/reggie/v1/%s/regcode" % self.requestor,
                     {"device_id": self.device_id, "mso_id": flow.mvpd}, on_regcode)

    def poll(self, flow):
        flow.poll_timer = None
        if self.flow is not flow:
            return

        def on_poll(status, body):
            if self.flow is not flow:
                return
            if status == 200:
                self.accept_authn_token(flow, body)
            elif status == 404:
                flow.poll_timer = self.schedule(POLL_INTERVAL_MS, lambda: self.poll(flow))
            else:
                self.finish_flow(flow, False, _error_code(body, GENERIC_AUTHENTICATION_ERROR),
                                 _error_message(body, status))

        self.request("GET", "/api/v1/tokens/authn", {
            "requestor_id": self.requestor, "device_id": self.device_id, "regcode": flow.regcode,
        }, on_poll)

    def handle_external_url(self, arguments):
        flow = self.flow
        if flow is not None and flow.phase == "login":
            flow.phase = "fetch"

            def on_token(status, body):
                if self.flow is not flow:
                    return
                if status == 200:
                    self.accept_authn_token(flow, body)
                else:
                    self.finish_flow(flow, False, _error_code(body, GENERIC_AUTHENTICATION_ERROR),
                                     _error_message(body, status))

            self.request("GET", "/api/v1/tokens/authn",
                         {"requestor_id": self.requestor, "device_id": self.device_id}, on_token)
            return
        if self.logout_pending:
            self.logout_pending = False
            self.cb_authentication_status(STATUS_ERROR, USER_NOT_AUTHENTICATED_ERROR)

    def accept_authn_token(self, flow, body):
        token = _json(body)
        if not isinstance(token, dict) or not self.authn_valid(token, self.requestor):
            self.finish_flow(flow, False, GENERIC_AUTHENTICATION_ERROR, "the service issued no usable token")
            return
        self.store_authn(token)
        self.set_cached_mvpd(token.get("mvpd"), True)
        self.finish_flow(flow, True)

    def stop_flow(self, flow):
        if flow.poll_timer is not None:
            self.cancel_timer(flow.poll_timer)
            flow.poll_timer = None
        if self.flow is flow:
            self.flow = None

    def reset_flow(self):
        if self.flow is not None:
            self.stop_flow(self.flow)

    def finish_flow(self, flow, success, code=None, description=None):
        self.stop_flow(flow)
        if success:
            self.cb_authentication_status(STATUS_SUCCESS, USER_AUTHENTICATED)
            for resource in flow.waiters:
                self.authorize(resource)
        else:
            self.cb_authentication_status(STATUS_ERROR, code)
            for resource in flow.waiters:
                self.cb_token_failed(resource, code, description)

    def set_selected_provider(self, arguments):
        mvpd_id = arguments.get("mvpd")
        if mvpd_id is None:
            self.cancel()
            return
        flow = self.flow
        if flow is None:
            # Preselection: used by the next authentication flow (step 3).
            self.preselected = mvpd_id
            return
        self.stop_flow(flow)
        self.flow = flow
        self.choose(flow, mvpd_id)

    def cancel(self):
        """setSelectedProvider(nil): reset the flow, stop polling, clear this programmer's MVPD."""
        flow = self.flow
        self.preselected = None
        self.store_set(self.mvpd_key(), None)
        if flow is not None:
            self.finish_flow(flow, False, PROVIDER_NOT_SELECTED_ERROR, "the user cancelled the authentication")
        else:
            self.cb_authentication_status(STATUS_ERROR, PROVIDER_NOT_SELECTED_ERROR)

    def get_selected_provider(self, arguments):
        mvpd_id = None
        if self.flow is not None and self.flow.mvpd is not None:
            mvpd_id = self.flow.mvpd
        elif self.preselected is not None:
            mvpd_id = self.preselected
        else:
            token = self.current_authn()
            if token is not None:
                mvpd_id = token.get("mvpd")
        self.emit("selectedProvider", {"mvpd": self.mvpd(mvpd_id) if mvpd_id is not None else None})

    # authorization ---------------------------------------------------------
    def check_authorization(self, arguments):
        resource = arguments.get("resource")
        if self.current_authn() is None:
            self.cb_token_failed(resource, USER_NOT_AUTHENTICATED_ERROR, "the user is not authenticated")
            return
        self.authorize(resource)

    def get_authorization(self, arguments):
        resource = arguments.get("resource")
        if self.current_authn() is not None:
            self.authorize(resource)
            return
        if self.flow is not None:
            self.flow.waiters.append(resource)
            return
        self.start_flow(waiter=resource)

    def authorize(self, resource):
        authn = self.current_authn()
        if authn is None:
            self.cb_token_failed(resource, USER_NOT_AUTHENTICATED_ERROR, "the user is not authenticated")
            return
        authz = self.current_authz(resource, authn)
        if authz is not None:
            self.fetch_media_token(resource, authz)
            return
        requestor = self.requestor
        generation = self.config_generation
        logouts = self.logouts

        def on_authorize(status, body):
            token = _json(body)
            if status == 200 and isinstance(token, dict) and token.get("guid"):
                if generation == self.config_generation and logouts == self.logouts:
                    self.store_set(self.authz_key(resource), json.dumps(token))
                self.fetch_media_token(resource, token, requestor)
                return
            if status in (401, 410) and generation == self.config_generation:
                self.forget_refused_authn(requestor, authn)
            default = USER_NOT_AUTHORIZED_ERROR if status == 403 else GENERIC_AUTHORIZATION_ERROR
            self.cb_token_failed(resource, _error_code(body, default), _error_message(body, status))

        self.request("GET", "/api/v1/authorize", {
            "requestor_id": requestor, "resource_id": resource, "device_id": self.device_id,
            "authn_token": authn.get("guid"),
        }, on_authorize)

    def forget_refused_authn(self, requestor, authn):
        """The service refused the session: forget it, never present it again (BIND-04); its copy in the
        older storage area goes too, or the importer would bring it back at the next setRequestor."""
        guid = authn.get("guid")
        stored = _json(self.store_get(self.authn_key(requestor)))
        if isinstance(stored, dict) and stored.get("guid") == guid:
            self.store_set(self.authn_key(requestor), None)
        if self.has_legacy:
            legacy = _json(self.store_get(LEGACY_TOKEN_KEY, area="legacy"))
            if isinstance(legacy, dict) and legacy.get("guid") == guid:
                self.store_set(LEGACY_TOKEN_KEY, None, area="legacy")

    def fetch_media_token(self, resource, authz, requestor=None):
        """A fresh short media token on every call, handed over as received and never stored."""
        requestor = requestor or self.requestor
        generation = self.config_generation

        def on_media(status, body):
            if status == 200 and body:
                self.emit("setToken", {"token": body, "resource": resource})
                return
            if status in (401, 410) and generation == self.config_generation:
                stored = _json(self.store_get(self.authz_key(resource)))
                if isinstance(stored, dict) and stored.get("guid") == authz.get("guid"):
                    self.store_set(self.authz_key(resource), None)
            default = USER_NOT_AUTHORIZED_ERROR if status == 403 else GENERIC_AUTHORIZATION_ERROR
            self.cb_token_failed(resource, _error_code(body, default), _error_message(body, status))

        self.request("GET", "/api/v1/mediatoken", {
            "requestor_id": requestor, "resource_id": resource, "device_id": self.device_id,
            "authz_token": authz.get("guid"),
        }, on_media)

    def check_preauthorized_resources(self, arguments):
        resources = [str(r) for r in (arguments.get("resources") or [])]
        authn = self.current_authn()
        if authn is None or not resources:
            self.emit("preauthorizedResources", {"resources": []})
            return

        requestor = self.requestor
        generation = self.config_generation

        def on_preauthorize(status, body):
            if status in (401, 410) and generation == self.config_generation:
                self.forget_refused_authn(requestor, authn)
            data = _json(body)
            allowed = []
            if status == 200 and isinstance(data, dict) and isinstance(data.get("authorized"), list):
                granted = set(str(r) for r in data["authorized"])
                allowed = [r for r in resources if r in granted]
            self.emit("preauthorizedResources", {"resources": allowed})

        self.request("GET", "/api/v1/preauthorize", {
            "requestor_id": requestor, "resource_id": ",".join(resources), "device_id": self.device_id,
            "authn_token": authn.get("guid"),
        }, on_preauthorize)

    # metadata --------------------------------------------------------------
    def get_metadata(self, arguments):
        key = arguments.get("key")
        args = arguments.get("arguments")
        value = None
        if key == META_AUTHN_TTL:
            token = self.current_authn()
            if token is not None:
                value = str(int(token.get("expires")))
        elif key == META_AUTHZ_TTL:
            resource = (args or {}).get("resource")
            authn = self.current_authn()
            if authn is not None and resource is not None:
                authz = self.current_authz(resource, authn)
                if authz is not None:
                    value = str(int(authz.get("expires")))
        elif key == META_DEVICE_ID:
            value = self.device_id
        self.emit("setMetadataStatus", {"value": value, "encrypted": False, "key": key, "arguments": args})

    # logout ------------------------------------------------------------------
    def logout(self, arguments):
        self.reset_flow()
        self.preselected = None
        self.clear_storage()
        self.logouts += 1
        if self.is_tvos:
            def on_logout(status, body):
                self.cb_authentication_status(STATUS_ERROR, USER_NOT_AUTHENTICATED_ERROR)

            self.request("DELETE", "/api/v1/logout",
                         {"requestor_id": self.requestor, "device_id": self.device_id}, on_logout)
            return
        self.logout_pending = True
        url = ORIGIN + "/api/v1/logout?" + urlencode({
            "requestor_id": self.requestor, "device_id": self.device_id, "redirect_url": self.redirect_url,
        })
        arguments = {"url": url}
        if self.application.get("usesSafariViewController"):
            arguments["useSVC"] = True
        self.emit("navigateToUrl", arguments)

    def clear_storage(self):
        """Logout clears the whole underlying storage, the older area included."""
        for key in self.store_keys():
            self.store_set(key, None)
        if self.has_legacy:
            for key in self.store_keys(area="legacy"):
                self.store_set(key, None, area="legacy")


CALLS = {
    "checkAuthentication": "check_authentication",
    "getAuthentication": "get_authentication",
    "setSelectedProvider": "set_selected_provider",
    "handleExternalURL": "handle_external_url",
    "checkAuthorization": "check_authorization",
    "getAuthorization": "get_authorization",
    "checkPreauthorizedResources": "check_preauthorized_resources",
    "getSelectedProvider": "get_selected_provider",
    "getMetadata": "get_metadata",
    "logout": "logout",
}
