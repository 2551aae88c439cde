"""The one rule for a loopback port that a test server (gpsd, a TCP feed) listens on.

A port below the kernel's range of ephemeral ports (/proc/sys/net/ipv4/ip_local_port_range),
free now, and not handed out by this helper on this machine in the last ten minutes: a port in
that range (as the kernel picks one for a bind to port 0) may be given meanwhile to any
outgoing connection on the machine, which CI saw (gpsfake failed three times on "Connection
refused", its gpsd listening nowhere); and two servers started at once, in one run or in two,
must not both be given the port that neither has bound yet (the second would find the first's
gpsd there and take it for its own). The kernel's pick when the range starts too low to leave
room below it. Imported by the Python scripts; `python3 scripts/free_port.py` prints one for
the bash ones (scripts/gpsfake-lib.bash, which scripts/gpsfake-run runs for the Swift tests'
gpsd) and for the Swift tests (Loopback.portOutsideEphemeralRange in Tests/TestSupport).
"""
import fcntl
import os
import random
import socket
import tempfile
import time

# Where the ports handed out are noted, one empty file per port, and for how long one is kept.
HANDED_OUT = os.path.join(tempfile.gettempdir(), "fieldfix-ports")
KEPT_SECONDS = 600


def handed_out_now(port):
    """Whether `port` was not handed out in the last KEPT_SECONDS on this machine; it is now."""
    os.makedirs(HANDED_OUT, exist_ok=True)
    with open(os.path.join(HANDED_OUT, "lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        note = os.path.join(HANDED_OUT, str(port))
        try:
            if time.time() - os.stat(note).st_mtime < KEPT_SECONDS:
                return False
        except FileNotFoundError:
            pass
        with open(note, "w"):
            pass
        os.utime(note)
        return True


def free_port():
    """A TCP port on 127.0.0.1 that nothing is bound to now, below the ephemeral range, not
    handed out recently."""
    with open("/proc/sys/net/ipv4/ip_local_port_range") as ranges:
        start = int(ranges.read().split()[0])
    while True:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", random.randrange(max(1024, start - 8192), start) if start > 2048 else 0))
            except OSError:
                continue
            port = probe.getsockname()[1]
        if handed_out_now(port):
            return port


if __name__ == "__main__":
    print(free_port())
