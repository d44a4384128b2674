#!/usr/bin/env python3
"""Testee for the aecheck adapter protocol (Specs/adapter-protocol.md).

Reads one JSON event per line on stdin, drives one AccessEnabler library object per `instance`, and
writes effects, queries and `done` on stdout. With `--listen HOST:PORT` it is a test service instead: each TCP
connection is one testee (`aecheck run --testee-connect HOST:PORT`). Standard library only; Python 3.11.
"""

import json
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

    def __init__(self, inp, out):
        self.inp = inp
        self.out = out

    def read(self):
        line = self.inp.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            return self.read()
        return json.loads(line)

    def send(self, obj):
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
    def __init__(self, wire):
        self.wire = wire
        self.instances = {}

    def handle(self, event):
        kind = event.get("type")
        now = event.get("now", 0)
        if kind == "hello":
            self.wire.send({
                "type": "hello", "protocol": PROTOCOL, "name": NAME, "version": VERSION,
                "platforms": ["ios", "tvos"], "sdkVersion": SDK_VERSION,
                # Each process keeps its own state: the suite may run several at once.
                "independentProcesses": True,
            })
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


def serve_connection(connection):
    """One connection is one testee process: its own state, the protocol on the socket."""
    with connection:
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a line is a message: no delay
        stream = connection.makefile("rwb")
        try:
            Testee(Wire(stream, stream)).run()
        except (BrokenPipeError, ConnectionResetError):
            pass


def listen(address):
    """`--listen HOST:PORT`: a test service, as a port inside an app would be; each connection served on a thread."""
    host, port = address.rsplit(":", 1)
    server = socket.create_server((host.strip("[]"), int(port)), family=socket.AF_INET6 if ":" in host else socket.AF_INET)
    sys.stderr.write("listening on %s\n" % address)
    sys.stderr.flush()
    while True:
        connection, _ = server.accept()
        threading.Thread(target=serve_connection, args=(connection,), daemon=True).start()


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--listen":
        return listen(sys.argv[2])
    wire = Wire(sys.stdin.buffer, sys.stdout.buffer)
    Testee(wire).run()


if __name__ == "__main__":
    main()
