"""The one rule for a loopback port that a test server (gpsd, a TCP feed) listens on.

A port below the kernel's range of ephemeral ports (/proc/sys/net/ipv4/ip_local_port_range),
and free now: a port in that range (as the kernel picks one for a bind to port 0) may be given
meanwhile to any outgoing connection on the machine, which CI saw (gpsfake failed three times
on "Connection refused", its gpsd listening nowhere). The kernel's pick when the range starts
too low to leave room below it. Imported by the Python scripts; `python3 scripts/free_port.py`
prints one for the bash ones (scripts/gpsfake-lib.bash). The Swift tests have the same rule in
Tests/TestSupport/Loopback.swift.
"""
import random
import socket


def free_port():
    """A TCP port on 127.0.0.1 that nothing is bound to now, below the ephemeral range."""
    with open("/proc/sys/net/ipv4/ip_local_port_range") as ranges:
        start = int(ranges.read().split()[0])
    while True:
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", random.randrange(max(1024, start - 8192), start) if start > 2048 else 0))
            except OSError:
                continue
            return probe.getsockname()[1]


if __name__ == "__main__":
    print(free_port())
