#!/usr/bin/env python3
"""Testee for the aecheck adapter protocol (Specs/adapter-protocol.md).

Reads one JSON event per line on stdin, drives one AccessEnabler library object per `instance`, and
writes effects, queries and `done` on stdout. With `--listen HOST:PORT` it is a test service instead: each TCP
connection is one testee (`aecheck run --testee-connect HOST:PORT`); with `--connect HOST:PORT` it dials the suite
once and serves that connection (`aecheck run --testee-listen PORT`). The run's token, when a launch command hands
one over in AECHECK_TESTEE_TOKEN, goes back in `hello`. Standard library only; Python 3.11.
"""

import argparse
import json
import os
import platform
import socket
import sys
import threading
import traceback

from accessenabler import AccessEnabler

PROTOCOL = 1
NAME = "python-port"
VERSION = "0.1.0"
SDK_VERSION = "1.10"


class ProtocolError(Exception):
    pass


class Wire:
    """The testee's side of the pipes: one JSON object per line, flushed at once."""

    def __init__(self, inp, out, mistyped_status=False):
        self.inp = inp
        self.out = out
        # Test only: a port with one type mistake, a callback's integer status sent as a string.
        self.mistyped_status = mistyped_status

    def read(self):
        line = self.inp.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            return self.read()
        return json.loads(line)

    def send(self, obj):
        if self.mistyped_status and obj.get("type") == "callback" and isinstance(obj.get("arguments", {}).get("status"), int):
            obj = dict(obj, arguments=dict(obj["arguments"], status=str(obj["arguments"]["status"])))
        data = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
        self.out.write(data.encode("utf-8") + b"\n")
        self.out.flush()

    def ask(self, obj):
        """Sends a query and reads its reply before going on."""
        self.send(obj)
        reply = self.read()
        if reply is None:
            raise ProtocolError("stdin closed while waiting for the reply to %s" % obj.get("type"))
        return reply

    def log(self, message):
        sys.stderr.write(message + "\n")
        sys.stderr.flush()


class Testee:
    def __init__(self, wire, exit_after_calls=None, line_after_close=False):
        self.wire = wire
        self.instances = {}
        # Test only: a line that is no JSON written after the `done` that ends a `close` turn.
        self.line_after_close = line_after_close
        # Test only: the process exits at once on this call (a remote side killed mid-run).
        self.calls_left = exit_after_calls

    def handle(self, event):
        kind = event.get("type")
        now = event.get("now", 0)
        if kind == "hello":
            hello = {
                "type": "hello", "protocol": PROTOCOL, "name": NAME, "version": VERSION,
                "platforms": ["ios", "tvos"], "sdkVersion": SDK_VERSION,
                # Each process keeps its own state: the suite may run several at once.
                "independentProcesses": True,
                "runtime": {"system": platform.system(), "version": platform.release(), "model": platform.machine(), "simulator": False},
            }
            if os.environ.get("AECHECK_TESTEE_TOKEN"):
                hello["token"] = os.environ["AECHECK_TESTEE_TOKEN"]
            self.wire.send(hello)
        elif kind == "reset":
            self.instances = {}
        elif kind == "launch":
            name = event["instance"]
            self.instances[name] = AccessEnabler(
                self.wire, name, event.get("device") or {}, event.get("application") or {},
                bool(event.get("legacyStorage")), now)
        elif kind == "close":
            lib = self.instances.pop(event.get("instance"), None)
            if lib is not None:
                lib.closed = True
        elif kind in ("call", "response", "timer"):
            lib = self.instances.get(event.get("instance"))
            if lib is None:
                # Nothing may be sent for an instance that is gone.
                self.wire.log("event %s for unknown instance %r ignored" % (kind, event.get("instance")))
            else:
                if kind == "call" and self.calls_left is not None:
                    self.calls_left -= 1
                    if self.calls_left <= 0:
                        os._exit(3)
                lib.begin_turn(kind, now)
                try:
                    if kind == "call":
                        lib.call(event.get("method"), event.get("arguments") or {})
                    elif kind == "response":
                        lib.response(event.get("request"), event.get("status"), event.get("body"))
                    else:
                        lib.timer(event.get("timer"))
                finally:
                    lib.end_turn()
        else:
            raise ProtocolError("unknown event type %r" % kind)
        self.wire.send({"type": "done"})
        if kind == "close" and self.line_after_close:
            self.wire.out.write(b"not JSON, after the turn of a close\n")
            self.wire.out.flush()

    def run(self):
        while True:
            event = self.wire.read()
            if event is None:
                return
            try:
                self.handle(event)
            except Exception as exc:  # report the failure of this turn, keep serving
                text = traceback.format_exc()
                self.wire.log(text)
                self.wire.send({"type": "error", "message": "%s: %s" % (type(exc).__name__, exc)})


def serve_connection(connection, exit_after_calls=None, mistyped_status=False):
    """One connection is one testee process: its own state, the protocol on the socket."""
    with connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a line is a message: no delay
        stream = connection.makefile("rwb")
        try:
            Testee(Wire(stream, stream, mistyped_status), exit_after_calls).run()
        except (BrokenPipeError, ConnectionResetError):
            pass


def split_address(address):
    host, port = address.rsplit(":", 1)
    return host.strip("[]"), int(port)


def listen(address):
    """`--listen HOST:PORT`: a test service, as a port inside an app would be; each connection served on a thread."""
    host, port = split_address(address)
    server = socket.create_server((host, port), family=socket.AF_INET6 if ":" in host else socket.AF_INET)
    sys.stderr.write("listening on %s\n" % address)
    sys.stderr.flush()
    while True:
        connection, _ = server.accept()
        threading.Thread(target=serve_connection, args=(connection,), daemon=True).start()


def main():
    parser = argparse.ArgumentParser(description="The Python port over the aecheck adapter protocol.")
    channel = parser.add_mutually_exclusive_group()
    channel.add_argument("--listen", metavar="HOST:PORT", help="listen for the suite (aecheck run --testee-connect)")
    channel.add_argument("--connect", metavar="HOST:PORT", help="dial the suite once (aecheck run --testee-listen)")
    parser.add_argument("--exit-after-calls", type=int, metavar="N", help="test only: exit at once on the Nth call")
    parser.add_argument("--mistyped-status", action="store_true", help="test only: every callback's status as a string")
    parser.add_argument("--line-after-close", action="store_true", help="test only: a line that is no JSON after a close's done")
    parser.add_argument("marker", nargs="?", help="test only: a word that marks the process on its command line")
    options = parser.parse_args()
    if options.listen:
        return listen(options.listen)
    if options.connect:
        connection = socket.create_connection(split_address(options.connect), timeout=30)
        connection.settimeout(None)  # the timeout was for the dial: a turn may be long in coming
        return serve_connection(connection, options.exit_after_calls, options.mistyped_status)
    wire = Wire(sys.stdin.buffer, sys.stdout.buffer, options.mistyped_status)
    Testee(wire, options.exit_after_calls, options.line_after_close).run()


if __name__ == "__main__":
    main()
