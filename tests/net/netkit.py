"""What the network tests share: processes of `tabletop host`/`join` on loopback, an
in-process host pumped on a thread, raw WebSocket clients, and a lag-and-cut proxy.

Everything binds 127.0.0.1 on ports the system picks, every wait is bounded, and every
process started is ended by the test that started it.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[2]


def env(home: Path) -> dict:
    e = dict(os.environ)
    e["TABLETOP_HOME"] = str(home)
    e["PYTHONPATH"] = str(ROOT) + os.pathsep + e.get("PYTHONPATH", "")
    e.pop("COVERAGE_PROCESS_START", None)
    return e


def tabletop(args: list[str], home: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "tabletop", *args], env=env(home), cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def start_host(args: list[str], home: Path, timeout: float = 15.0) -> tuple[subprocess.Popen, int, str]:
    """A headless host on 127.0.0.1 (a free port unless `args` names one); (process, port, first line)."""
    if "--port" not in args:
        args = [*args, "--port", "0"]
    proc = tabletop(["host", *args, "--headless", "--bind", "127.0.0.1"], home)
    line = _first_line(proc, timeout)
    if "127.0.0.1:" not in line:
        proc.kill()
        out, err = proc.communicate(timeout=5)
        raise AssertionError(f"the host did not start: {line}{out}{err}")
    port = int(line.split("127.0.0.1:")[1].split(",")[0].split()[0])
    return proc, port, line


def _first_line(proc: subprocess.Popen, timeout: float) -> str:
    box: list[str] = []
    t = threading.Thread(target=lambda: box.append(proc.stdout.readline()), daemon=True)
    t.start()
    t.join(timeout)
    return box[0] if box else ""


def join(port: int, home: Path, *extra: str) -> subprocess.Popen:
    return tabletop(["join", f"127.0.0.1:{port}", "--headless", *extra], home)


def finish(procs: list[subprocess.Popen], timeout: float) -> list[tuple[int, str, str]]:
    """Wait for every process (killing what outlives `timeout`); (status, stdout, stderr) each."""
    end = time.monotonic() + timeout
    out = []
    for p in procs:
        try:
            o, e = p.communicate(timeout=max(0.1, end - time.monotonic()))
        except subprocess.TimeoutExpired:
            p.kill()
            o, e = p.communicate(timeout=5)
            e += "\n[killed: it outlived the test's time]"
        out.append((p.returncode, o, e))
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class HostThread:
    """An in-process host whose `pump` runs on a thread (the test reads its match after `settle`)."""

    def __init__(self, host) -> None:
        self.host = host
        self.stopping = False
        self.errors: list[BaseException] = []
        host.start()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            while not self.stopping:
                self.host.pump(0.02)
        except BaseException as exc:  # noqa: BLE001 - the test reports it
            self.errors.append(exc)

    def settle(self, pause: float = 0.15) -> None:
        time.sleep(pause)

    def stop(self) -> None:
        self.stopping = True
        self.thread.join(5)
        self.host.close()
        assert not self.errors, self.errors
        errors = getattr(self.host.server, "errors", [])
        assert not errors, errors


class Raw:
    """A raw WebSocket client that keeps every frame it received. An update that carries
    changes is handed on made whole (its changes applied to the view of the last one, the
    hash checked: a wrong one fails the test); `updates` keeps them as they came."""

    def __init__(self, port: int, max_size: int | None = 2 ** 22, source: str | None = None, sock=None,
                 max_queue: int = 16) -> None:
        """`source`: connect from that loopback address (127.0.0.2 is another address to the
        host); `sock`: over this connected socket; `max_queue`: frames read ahead of `recv`."""
        if sock is None and source is not None:
            sock = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))
        self.ws = connect(f"ws://127.0.0.1:{port}", max_size=max_size, open_timeout=5, sock=sock,
                          max_queue=max_queue).__enter__()
        self.frames: list[str] = []
        self.position: dict | None = None
        self.changed = 0  # updates that came as changes
        self.backlog: list[dict] = []  # messages `until(..., keep=True)` passed over

    def send(self, obj) -> None:
        self.ws.send(obj if isinstance(obj, (str, bytes)) else json.dumps(obj))

    def recv(self, timeout: float = 5.0) -> dict:
        if self.backlog:
            return self.backlog.pop(0)
        raw = self.ws.recv(timeout=timeout)
        self.frames.append(raw)
        m = json.loads(raw)
        if m.get("type") == "update":
            m = self.whole(m)
        return m

    def whole(self, m: dict) -> dict:
        if "view" not in m:
            from tabletop.net.changes import applied, view_hash
            pos = self.position
            assert pos is not None and pos["version"] == m["base"], (pos and pos["version"], m["base"])
            self.changed += 1
            view = applied(pos["view"], m["changes"])
            assert view_hash(view) == m["hash"], "the changes did not lead to the view the hash says"
            m = {**{k: v for k, v in pos.items() if not k.startswith("log")},
                 **{k: v for k, v in m.items() if k not in ("changes", "base")}, "view": view}
        self.position = m
        return m

    def until(self, kind: str, timeout: float = 5.0, test=None, keep: bool = False) -> dict:
        """The next message of `kind` (that passes `test`); what came before it is dropped,
        or with `keep` read again by the next calls."""
        end = time.monotonic() + timeout
        passed: list[dict] = []
        try:
            while True:
                m = self.recv(max(0.01, end - time.monotonic()))
                if m["type"] == kind and (test is None or test(m)):
                    return m
                passed.append(m)
        finally:
            if keep:
                self.backlog[:0] = passed

    def drain(self, pause: float = 0.2) -> list[dict]:
        out = []
        while True:
            try:
                out.append(self.recv(pause))
            except TimeoutError:
                return out

    def close(self) -> None:
        self.ws.close()


def unread_socket(port: int, hello: dict) -> socket.socket:
    """A WebSocket connection made by hand that says `hello` and then never reads (its own
    receive buffer kept small): a reader too slow to keep up."""
    import base64
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 2048)
    s.settimeout(5)
    s.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += s.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    payload = json.dumps(hello).encode()
    assert len(payload) < 126
    mask = os.urandom(4)
    s.sendall(bytes([0x81, 0x80 | len(payload)]) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))
    return s


class Proxy:
    """A TCP proxy on loopback between clients and a host: each chunk the host sends waits
    `lag` seconds, and every `cut_every` chunks from the host the connection is cut."""

    def __init__(self, target: int, lag: float = 0.0, cut_every: int = 0) -> None:
        self.target, self.lag, self.cut_every = target, lag, cut_every
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.cuts = 0
        self.accepted = 0
        self.closing = False
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while not self.closing:
            try:
                client, _ = self.sock.accept()
            except OSError:
                return
            self.accepted += 1
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target), timeout=5)
            except OSError:
                client.close()
                continue
            upstream.settimeout(None)
            state = {"n": 0, "open": True}
            threading.Thread(target=self._pipe, args=(client, upstream, state, False), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, state, True), daemon=True).start()

    def _pipe(self, src: socket.socket, dst: socket.socket, state: dict, from_host: bool) -> None:
        try:
            while state["open"]:
                data = src.recv(65536)
                if not data:
                    break
                if from_host and self.lag:
                    time.sleep(self.lag)
                dst.sendall(data)
                if from_host:
                    state["n"] += 1
                    if self.cut_every and state["n"] % self.cut_every == 0:
                        self.cuts += 1
                        break
        except OSError:
            pass
        state["open"] = False
        for s in (src, dst):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            s.close()

    def close(self) -> None:
        self.closing = True
        self.sock.close()
