"""A testee that breaks the adapter protocol on purpose, one way per mode, to show that the suite
survives it: `python3 hostile_testee.py MODE [TOKEN]` (TOKEN only marks the process for the tests).

It shakes hands (unless the mode breaks the handshake), answers every event with `done`, and misbehaves
at its first `call` (some modes, such as `error-reply` and `mistyped-value`, at every call, ending each turn in order).

With HOSTILE_CONNECT=HOST:PORT in its environment it dials the suite (`aecheck run --testee-listen`) and speaks
over that connection instead of stdin and stdout: the same faults over a socket. It gives back the run's token
(AECHECK_TESTEE_TOKEN) in its hello when it has one."""
import socket
import subprocess
import os
import sys
import time

MODE = sys.argv[1]
TOKEN = sys.argv[2] if len(sys.argv) > 2 else "no-token"
# A process that sleeps for an hour with TOKEN on its command line.
SLEEPER = [sys.executable, "-c", "import time; time.sleep(3600)", TOKEN]


def send(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def misbehave(instance: str) -> bool:
    """Misbehaves at a call; True when the turn should still end normally."""
    if MODE == "crash":
        sys.stderr.write("boom: the testee crashed on purpose\n")
        sys.stderr.flush()
        sys.exit(3)
    if MODE == "hang":
        time.sleep(3600)
    if MODE == "garbage":
        send("this is not JSON")
    if MODE == "invalid-utf8":
        sys.stdout.buffer.write(b'{"type":"log","message":"\xff\xfe"}\n')
        sys.stdout.flush()
    if MODE == "flood":
        for _ in range(150_000):
            sys.stdout.write('{"type":"log","message":"flood"}\n')
        sys.stdout.flush()
    if MODE == "callback-flood":
        line = '{"type":"callback","instance":"%s","name":"status","arguments":{"dictionary":{"id":"FLOOD"}}}\n' % instance
        sys.stdout.write(line * 150_000)
        sys.stdout.flush()
    if MODE == "huge-line":
        sys.stdout.write('{"type":"log","message":"' + "x" * (50 << 20) + '"}\n')
        sys.stdout.flush()
    if MODE == "big-reply":
        # Asks for a reply far larger than a pipe holds, and never reads it.
        send('{"type":"storage.set","instance":"%s","area":"storage","key":"big","value":"%s"}' % (instance, "x" * 900_000))
        send('{"type":"storage.get","instance":"%s","area":"storage","key":"big"}' % instance)
        time.sleep(3600)
    if MODE == "daemon":
        # A child that keeps stdout open and outlives its parent, as a daemon would.
        subprocess.Popen(SLEEPER)
        sys.exit(3)
    if MODE == "setsid-daemon":
        # Children that leave the process group and the session, one of them a grandchild whose parent exits.
        # One stays and keeps a child; the other starts one and exits, so that its child is an orphan at once.
        # (start_new_session calls setsid(2) in the child: the setsid(1) program is GNU's, which a Mac lacks.)
        subprocess.Popen([sys.executable, "-c", "import subprocess, sys, time; subprocess.Popen(sys.argv[1:]); time.sleep(3600)"] + SLEEPER,
                         start_new_session=True)
        subprocess.Popen([sys.executable, "-c", "import subprocess, sys; subprocess.Popen(sys.argv[1:])"] + SLEEPER, start_new_session=True)
        time.sleep(1)
        sys.exit(3)
    if MODE == "group-daemon":
        # Children that leave the testee's process group for another of the same session (setpgid, not setsid), one
        # whose parent exits at once: no group the suite ended, no other session, and still a descendant of it.
        subprocess.Popen(SLEEPER, process_group=0)
        subprocess.Popen([sys.executable, "-c", "import subprocess, sys; subprocess.Popen(sys.argv[1:])"] + SLEEPER, process_group=0)
        time.sleep(1)
        sys.exit(3)
    if MODE == "setsid-child":
        # A child that leaves the process group and the session and keeps a child, while this testee lives on and
        # hangs: its parent is alive when the suite ends the testee (what a system without a subreaper can find).
        subprocess.Popen([sys.executable, "-c", "import subprocess, sys, time; subprocess.Popen(sys.argv[1:]); time.sleep(3600)"] + SLEEPER,
                         start_new_session=True)
        time.sleep(3600)
    if MODE == "unsolicited":
        send('{"type":"hello","protocol":1,"name":"again","platforms":["ios"],"sdkVersion":"1.10"}')
    return True


def dial_if_asked() -> None:
    """Over a connection, when HOSTILE_CONNECT says where: the socket becomes stdin and stdout."""
    address = os.environ.get("HOSTILE_CONNECT")
    if not address:
        return
    host, port = address.rsplit(":", 1)
    connection = socket.create_connection((host.strip("[]"), int(port)))
    os.dup2(connection.fileno(), 0)
    os.dup2(connection.fileno(), 1)
    connection.close()
    sys.stdin = os.fdopen(0, "r", encoding="utf-8", errors="surrogateescape")
    sys.stdout = os.fdopen(1, "w", encoding="utf-8", errors="surrogateescape")


def main() -> None:
    if MODE == "crash-at-start":
        sys.exit(1)
    dial_if_asked()
    token = os.environ.get("AECHECK_TESTEE_TOKEN")
    given = ',"token":"%s"' % token if token else ""
    for line in sys.stdin:
        if '"type":"hello"' in line.replace(" ", ""):
            version = 2 if MODE == "wrong-protocol" else 1
            name = "x" * 1_000_000 if MODE == "huge-name" else MODE[len("named-"):] if MODE.startswith("named-") else "hostile-" + MODE
            send('{"type":"hello","protocol":%d,"name":"%s","platforms":["ios","tvos"],"sdkVersion":"1.10"%s}' % (version, name, given))
        elif '"type":"call"' in line.replace(" ", "") and MODE == "hostile-strings":
            instance = line.split('"instance":"', 1)[1].split('"', 1)[0]
            send('{"type":"callback","instance":"%s","name":"setRequestorComplete","arguments":{"status":0}}' % instance)
            send('{"type":"callback","instance":"%s","name":"tokenRequestFailed","arguments":'
                 '{"resource":"<script>alert(1)</script>]]>&\\u0001\\u001b[31m","errorCode":"\\"\'<>&","errorDescription":"\\u0000"}}' % instance)
        elif '"type":"call"' in line.replace(" ", "") and MODE == "error-reply":
            # A first testee: every call is one it cannot handle yet, said as the protocol says it.
            send('{"type":"log","message":"process %d"}' % os.getpid())
            send('{"type":"error","message":"not implemented yet"}')
            continue
        elif '"type":"call"' in line.replace(" ", "") and MODE == "mistyped-value":
            # A port with one type mistake: a callback's status as a string. Its turn still ends in order.
            instance = line.split('"instance":"', 1)[1].split('"', 1)[0]
            send('{"type":"log","message":"process %d"}' % os.getpid())
            send('{"type":"callback","instance":"%s","name":"setRequestorComplete","arguments":{"status":"one"}}' % instance)
            send('{"type":"log","message":"still in order"}')
            send('{"type":"done"}')
            continue
        elif '"type":"call"' in line.replace(" ", "") and MODE == "after-done":
            # Ends the turn, then writes on: a line the suite reads with the next turn, every time.
            send('{"type":"done"}')
            send('{"type":"log","message":"written after done"}')
            continue
        elif '"type":"call"' in line.replace(" ", ""):
            misbehave(line.split('"instance":"', 1)[1].split('"', 1)[0])
        send('{"type":"done"}')


main()
