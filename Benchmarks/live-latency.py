#!/usr/bin/env python3
"""Latency of `fieldfix live --json`: from the last byte of an epoch's last sentence, written
to the receiver's line, to that epoch's TPV line on fieldfix's standard output.

usage: Benchmarks/live-latency.py FIELDFIX [EPOCHS] [INTERVAL_S] [--via tcp|gpsd] [--cycle basic|ublox]
       (default 400 epochs, 0.02 s apart, over TCP, the basic cycle; the first 5 epochs, while
       fieldfix learns the receiver's cycle, are not counted)

--via tcp (the default): a loopback TCP server writes the epochs to
    `fieldfix live --json --source tcp://127.0.0.1:PORT`, once fieldfix has connected.
--via gpsd: through a real gpsd. The epochs are written to a pseudo-terminal's master side;
    `gpsd -N -n -b -S PORT TTY` reads its slave side as its device (-n: opened at once; -b:
    read-only, as otherwise gpsd writes its probes to the device and waits, in tcdrain,
    until the other side has read them), on a loopback port below the kernel's range of
    ephemeral ports (as free_port in scripts/gpsfake-lib.bash picks one), in a process group
    of its own, stopped at the end. Once gpsd answers ?DEVICES with the terminal, fieldfix
    runs with `--source gpsd://127.0.0.1:PORT`, and the epochs are written once it reports
    itself connected (its STATUS line). fieldfix reads the NMEA that gpsd relays (`"raw":1`)
    with its own pipeline; the latency includes gpsd's read and relay.
--cycle basic (the default): each epoch is GGA, GSA, RMC, GST (4 sentences, 245 bytes).
--cycle ublox: a u-blox receiver's cycle (NMEA 4.11, as a NEO-M9N sends it): RMC, VTG, GGA,
    4 GSA (GPS, GLONASS, Galileo, BeiDou), 3 GSV (one GPS group), GLL, GST (14 sentences,
    674 bytes, written at once), to measure the latency of a long cycle.

Every epoch has its own time of day and every sentence its checksum. fieldfix emits an
epoch when the sentence that ends the receiver's cycle (here GST, learned from the first
epochs) arrives, so the epoch's last byte is the GST's line feed. TPV lines are matched to
epochs by their time of day; an epoch's first TPV line is the one timed, from the clock
read after the write returned to the clock read after the read that completed the line (a
negative minimum: the writer lost its core between its write and its clock). Prints p50,
p90, p99, the maximum and the minimum in milliseconds, the number of epochs matched, and
how many epochs had more than one TPV line (a build that emitted an epoch again, the first
time incomplete). With MALLOC_COUNT set to Benchmarks/malloc-count.c built as a library,
fieldfix runs under it and its count of heap allocations is printed too (run twice with
different EPOCHS, the difference over the difference in epochs is the count per fix).
"""
import argparse
import json
import os
import pty
import shutil
import signal
import socket
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
from free_port import free_port  # noqa: E402 (the one rule for a test server's port)
import tempfile
import threading
import time
import tty

WARMUP = 5
# How long to wait for gpsd to answer with its device, and for fieldfix to connect.
START_TIMEOUT = 15
# How long after the last epoch's write its TPV line may still come.
END_TIMEOUT = 1


def sentence(body):
    checksum = 0
    for byte in body.encode():
        checksum ^= byte
    return "$%s*%02X\r\n" % (body, checksum)


def time_of_day(index):
    seconds = 12 * 3600 + index
    return "%02d%02d%02d.00" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def basic_epoch(index):
    hhmmss = time_of_day(index)
    lat = "4807.%03d0" % (380 + index % 500)
    return (sentence("GPGGA,%s,%s,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,," % (hhmmss, lat))
            + sentence("GPGSA,A,3,04,05,09,12,24,25,,,,,,,1.8,0.9,1.5")
            + sentence("GPRMC,%s,A,%s,N,01131.0000,E,0.0,84.4,150324,3.1,W,A" % (hhmmss, lat))
            + sentence("GPGST,%s,0.9,2.1,1.6,37.2,1.9,1.7,3.1" % hhmmss)).encode(), hhmmss


def ublox_epoch(index):
    hhmmss = time_of_day(index)
    lat = "4807.%03d00" % (380 + index % 500)
    return (sentence("GNRMC,%s,A,%s,N,01131.00000,E,0.040,,150324,,,A,V" % (hhmmss, lat))
            + sentence("GNVTG,,T,,M,0.040,N,0.075,K,A")
            + sentence("GNGGA,%s,%s,N,01131.00000,E,1,12,0.54,545.4,M,46.9,M,," % (hhmmss, lat))
            + sentence("GNGSA,A,3,04,05,09,12,24,25,,,,,,,0.99,0.54,0.83,1")
            + sentence("GNGSA,A,3,65,73,74,,,,,,,,,,0.99,0.54,0.83,2")
            + sentence("GNGSA,A,3,03,05,,,,,,,,,,,0.99,0.54,0.83,3")
            + sentence("GNGSA,A,3,27,,,,,,,,,,,,0.99,0.54,0.83,4")
            + sentence("GPGSV,3,1,11,02,08,310,,04,45,062,41,05,38,171,39,09,27,104,37,1")
            + sentence("GPGSV,3,2,11,12,62,258,44,14,05,036,,17,10,205,,24,51,297,42,1")
            + sentence("GPGSV,3,3,11,25,33,139,40,29,02,330,,31,15,279,,1")
            + sentence("GNGLL,%s,N,01131.00000,E,%s,A,A" % (lat, hhmmss))
            + sentence("GNGST,%s,12,0.9,0.7,37.2,0.8,0.8,1.9" % hhmmss)).encode(), hhmmss


CYCLES = {"basic": basic_epoch, "ublox": ublox_epoch}


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


class TCPFeed:
    """A loopback TCP server that fieldfix connects to."""

    name = "live over TCP"

    def __init__(self):
        self.server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.server.bind(("127.0.0.1", 0))
        self.server.listen(1)
        self.connection = None
        self.source = "tcp://127.0.0.1:%d" % self.server.getsockname()[1]

    def wait_for_fieldfix(self, connected):
        self.server.settimeout(30)
        self.connection, _ = self.server.accept()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def write(self, data):
        self.connection.sendall(data)

    def close(self):
        if self.connection:
            self.connection.close()
        self.server.close()

    def stop(self):
        pass


class GPSDFeed:
    """A gpsd reading a pseudo-terminal as its device; the epochs go to the master side."""

    name = "live through gpsd"

    def __init__(self):
        gpsd = shutil.which("gpsd", path=os.environ.get("PATH", "") + ":/usr/sbin:/sbin")
        if not gpsd:
            sys.exit("--via gpsd needs gpsd (Debian's gpsd package)")
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)  # no echo nor line editing before gpsd sets the line up itself
        path = os.ttyname(self.slave)
        self.errors = tempfile.TemporaryFile()
        self.gpsd = None
        for _ in range(3):
            port = free_port()
            self.gpsd = subprocess.Popen([gpsd, "-N", "-n", "-b", "-S", str(port), path],
                                         stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                         stderr=self.errors, start_new_session=True)
            if self.has_device(port, path):
                self.source = "gpsd://127.0.0.1:%d" % port
                return
            self.stop()  # ended (another program took the port) or never had the device
        self.errors.seek(0)
        sys.exit("gpsd did not start with %s: %s" % (path, self.errors.read().decode(errors="replace").strip()))

    def has_device(self, port, path):
        """Whether gpsd answers on PORT within START_TIMEOUT with PATH among its devices."""
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline and self.gpsd.poll() is None:
            try:
                with socket.create_connection(("127.0.0.1", port), 1) as client:
                    client.settimeout(max(0.1, deadline - time.monotonic()))
                    client.sendall(b"?DEVICES;\n")
                    for line in client.makefile("rb"):
                        if b'"class":"DEVICES"' in line:
                            if any(device.get("path") == path for device in json.loads(line).get("devices", [])):
                                return True
                            break
            except (OSError, ValueError, AttributeError):
                pass
            time.sleep(0.05)  # gpsd not listening yet, or without its device yet: ask again
        return False

    def wait_for_fieldfix(self, connected):
        if not connected.wait(START_TIMEOUT):
            sys.exit("fieldfix did not report itself connected to gpsd within %d s" % START_TIMEOUT)

    def write(self, data):
        view = memoryview(data)
        while view:
            view = view[os.write(self.master, view):]

    def close(self):
        pass  # gpsd keeps the device until it is stopped, after fieldfix

    def stop(self):
        if self.gpsd and self.gpsd.poll() is None:
            try:
                os.killpg(self.gpsd.pid, signal.SIGTERM)
                self.gpsd.wait(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(self.gpsd.pid, signal.SIGKILL)
                self.gpsd.wait()
            except ProcessLookupError:
                self.gpsd.wait()


def main():
    parser = argparse.ArgumentParser(description="Latency of fieldfix live --json (see the top of this file).")
    parser.add_argument("fieldfix")
    parser.add_argument("epochs", nargs="?", type=int, default=400)
    parser.add_argument("interval", nargs="?", type=float, default=0.02)
    parser.add_argument("--via", choices=("tcp", "gpsd"), default="tcp")
    parser.add_argument("--cycle", choices=sorted(CYCLES), default="basic")
    options = parser.parse_intermixed_args()
    if options.epochs <= WARMUP:
        parser.error("EPOCHS must be more than the %d epochs of warm-up" % WARMUP)
    make_epoch = CYCLES[options.cycle]
    feed = TCPFeed() if options.via == "tcp" else GPSDFeed()
    name = feed.name + ("" if options.cycle == "basic" else ", u-blox cycle")
    # SIGTERM ends the run as Ctrl-C does: fieldfix and gpsd are stopped on the way out.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    try:
        measure(options, feed, make_epoch, name)
    finally:
        feed.stop()


def measure(options, feed, make_epoch, name):
    counter = os.environ.get("MALLOC_COUNT")
    environment = dict(os.environ, LD_PRELOAD=counter) if counter else None
    live = subprocess.Popen([options.fieldfix, "live", "--json", "--source", feed.source],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE if counter else subprocess.DEVNULL,
                            bufsize=0, env=environment)
    arrivals = {}  # time of day (hhmmss) -> when its first TPV line was read
    lines = {}  # time of day -> its TPV lines
    connected = threading.Event()
    arrived = threading.Condition()

    def read_lines():
        # In chunks, each line timed when the read that completed it returned: iterating over
        # the unbuffered pipe reads it a byte at a time, a system call (and a release of the
        # interpreter's lock, which the writing thread waits on) for every byte of a line.
        pending = b""
        while True:
            chunk = os.read(live.stdout.fileno(), 65536)
            if not chunk:
                return
            now = time.perf_counter()
            *complete, pending = (pending + chunk).split(b"\n")
            for line in complete:
                read_line(line, now)

    def read_line(line, now):
        try:
            report = json.loads(line)
        except ValueError:
            return
        if report.get("class") == "STATUS" and report.get("state") == "connected":
            connected.set()
        stamp = report.get("time") if report.get("class") == "TPV" else None
        if not isinstance(stamp, str) or len(stamp) < 19:
            return
        key = stamp[11:19].replace(":", "")
        with arrived:
            arrivals.setdefault(key, now)
            lines[key] = lines.get(key, 0) + 1
            arrived.notify_all()

    reader = threading.Thread(target=read_lines, daemon=True)
    reader.start()
    try:
        feed.wait_for_fieldfix(connected)
        sent = {}
        for index in range(options.epochs):
            data, hhmmss = make_epoch(index)
            feed.write(data)
            sent[hhmmss[:6]] = time.perf_counter()
            time.sleep(options.interval)
        keys = sorted(sent)[WARMUP:]
        with arrived:
            arrived.wait_for(lambda: all(key in arrivals for key in keys), END_TIMEOUT)
    finally:
        feed.close()
        live.terminate()
        live.wait(timeout=10)
    errors = live.stderr.read() if counter else b""  # a few notes and the count: no pipe fills
    reader.join(timeout=5)
    latencies = [(arrivals[k] - sent[k]) * 1000 for k in keys if k in arrivals]
    if not latencies:
        sys.exit("%s: no TPV line matched an epoch sent" % name)
    print("%s: %d of %d epochs matched, latency ms p50 %.3f p90 %.3f p99 %.3f max %.3f min %.3f"
          % (name, len(latencies), len(keys), percentile(latencies, 0.5), percentile(latencies, 0.9),
             percentile(latencies, 0.99), max(latencies), min(latencies)))
    repeated = [k for k in keys if lines.get(k, 0) > 1]
    print("%s: %d of %d epochs had more than one TPV line (%d of all %d epochs; %d TPV lines in all)"
          % (name, len(repeated), len(keys), sum(1 for k in sent if lines.get(k, 0) > 1), len(sent),
             sum(lines.values())))
    counts = [line for line in errors.decode(errors="replace").splitlines() if line.startswith("mallocs=")]
    if counts:
        print("%s, %d epochs: %s heap allocations in all" % (name, options.epochs, counts[-1].split("=")[1]))


if __name__ == "__main__":
    main()
