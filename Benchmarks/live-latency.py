#!/usr/bin/env python3
"""Latency of `fieldfix live --json --source tcp://...`: from the last byte of an epoch's
last sentence, written by a loopback TCP server, to that epoch's TPV line on fieldfix's
standard output.

usage: Benchmarks/live-latency.py FIELDFIX [EPOCHS] [INTERVAL_S]
       (default 400 epochs, 0.02 s apart; the first 5 epochs, while fieldfix learns the
       receiver's cycle, are not counted)

Each epoch is GGA, GSA, RMC, GST with its own time of day. fieldfix emits an epoch when the
sentence that ends the receiver's cycle (here GST, learned from the first epochs) arrives,
so the epoch's last byte is the GST's line feed. Prints p50, p90, p99 and the maximum in
milliseconds, and the number of epochs matched. With MALLOC_COUNT set to Benchmarks/malloc-count.c
built as a library, fieldfix runs under it and its count of heap allocations is printed too
(run twice with different EPOCHS, the difference over the difference in epochs is the count
per fix).
"""
import os
import socket
import subprocess
import sys
import threading
import time

WARMUP = 5


def sentence(body):
    checksum = 0
    for byte in body.encode():
        checksum ^= byte
    return "$%s*%02X\r\n" % (body, checksum)


def epoch(index):
    seconds = 12 * 3600 + index
    hhmmss = "%02d%02d%02d.00" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
    lat = "4807.%03d0" % (380 + index % 500)
    return (sentence("GPGGA,%s,%s,N,01131.0000,E,1,08,0.9,545.4,M,46.9,M,," % (hhmmss, lat))
            + sentence("GPGSA,A,3,04,05,09,12,24,25,,,,,,,1.8,0.9,1.5")
            + sentence("GPRMC,%s,A,%s,N,01131.0000,E,0.0,84.4,150324,3.1,W,A" % (hhmmss, lat))
            + sentence("GPGST,%s,0.9,2.1,1.6,37.2,1.9,1.7,3.1" % hhmmss)).encode(), hhmmss


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main():
    fieldfix = sys.argv[1]
    epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 400
    interval = float(sys.argv[3]) if len(sys.argv) > 3 else 0.02
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    port = server.getsockname()[1]
    counter = os.environ.get("MALLOC_COUNT")
    environment = dict(os.environ, LD_PRELOAD=counter) if counter else None
    live = subprocess.Popen([fieldfix, "live", "--json", "--source", "tcp://127.0.0.1:%d" % port],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE if counter else subprocess.DEVNULL,
                            bufsize=0, env=environment)
    arrivals = {}

    def read_lines():
        for line in live.stdout:
            now = time.perf_counter()
            text = line.decode(errors="replace")
            if '"class":"TPV"' not in text.replace(" ", ""):
                continue
            start = text.find('"time":"')
            if start >= 0:
                stamp = text[start + 8:start + 8 + 24]
                arrivals.setdefault(stamp[11:19].replace(":", ""), now)

    reader = threading.Thread(target=read_lines, daemon=True)
    reader.start()
    server.settimeout(30)
    connection, _ = server.accept()
    connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sent = {}
    for index in range(epochs):
        data, hhmmss = epoch(index)
        connection.sendall(data)
        sent[hhmmss[:6]] = time.perf_counter()
        time.sleep(interval)
    time.sleep(1)
    connection.close()
    live.terminate()
    live.wait(timeout=10)
    errors = live.stderr.read() if counter else b""  # a few notes and the count: no pipe fills
    reader.join(timeout=5)
    keys = sorted(sent)[WARMUP:]
    latencies = [(arrivals[k] - sent[k]) * 1000 for k in keys if k in arrivals]
    if not latencies:
        sys.exit("no TPV line matched an epoch sent")
    print("live over TCP: %d of %d epochs matched, latency ms p50 %.3f p90 %.3f p99 %.3f max %.3f"
          % (len(latencies), len(keys), percentile(latencies, 0.5), percentile(latencies, 0.9),
             percentile(latencies, 0.99), max(latencies)))
    counts = [line for line in errors.decode(errors="replace").splitlines() if line.startswith("mallocs=")]
    if counts:
        print("live over TCP, %d epochs: %s heap allocations in all" % (epochs, counts[-1].split("=")[1]))


if __name__ == "__main__":
    main()
