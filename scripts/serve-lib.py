"""Shared by scripts/serve-*: start `fieldfix simulate` and `fieldfix serve` on free loopback
ports and talk HTTP to them. Python's standard library only."""
import http.client
import json
import os
import re
import signal
import subprocess
import time


def start_simulator(binary, scenario="open-sky", rate="5"):
    """`fieldfix simulate --serve tcp://:0`; returns (process, source URL)."""
    proc = subprocess.Popen([binary, "simulate", "--scenario", scenario, "--serve", "tcp://:0", "--rate", rate],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    line = proc.stderr.readline()
    match = re.search(r"tcp://127\.0\.0\.1:\d+", line)
    if not match:
        proc.kill()
        raise SystemExit(f"the simulator did not start: {line.strip()}")
    return proc, match.group(0)


def start_server(binary, source, store, port=0):
    """`fieldfix serve` on 127.0.0.1:`port`; returns (process, port) once it listens."""
    proc = subprocess.Popen([binary, "serve", "--source", source, "--listen", f"127.0.0.1:{port}", "--store", store],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline()
    match = re.match(r"http://127\.0\.0\.1:(\d+)", line)
    if not match:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, int(match.group(1))


def request(port, method, path, body=None, timeout=30):
    """One request; returns (status, parsed JSON or text)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = conn.getresponse()
        text = response.read().decode()
        try:
            return response.status, json.loads(text)
        except ValueError:
            return response.status, text
    finally:
        conn.close()


def capture_frozen(port, seconds=30, kind="tree"):
    """Starts a capture for a `kind` record (tree or issue) and waits until it is frozen."""
    status, body = request(port, "POST", "/api/captures", {"kind": kind})
    if status != 201:
        raise RuntimeError(f"capture refused: {status} {body}")
    deadline = time.time() + seconds
    while time.time() < deadline:
        _, body = request(port, "GET", "/api/captures/current")
        if body.get("phase") == "frozen":
            return body
        time.sleep(0.05)
    raise RuntimeError(f"no frozen location in {seconds} s: {body}")


def rss_kib(pid):
    """The process's resident set size, KiB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def stop(proc):
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def default_binary():
    here = os.path.dirname(os.path.abspath(__file__))
    out = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=os.path.dirname(here),
                         capture_output=True, text=True).stdout.strip()
    return os.path.join(out, "fieldfix")
