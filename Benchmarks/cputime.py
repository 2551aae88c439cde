#!/usr/bin/env python3
"""Runs commands alternately and prints the median and minimum CPU time (user + system,
from wait4's rusage of each child, in microseconds) of each, and each one's share of the first's
throughput (first's median / its median), standard output discarded.

usage: Benchmarks/cputime.py RUNS NAME=COMMAND [NAME=COMMAND ...]
       (a COMMAND is split on spaces; the first command is the reference, e.g. baseline.c)
Prints also the median wall time, which is only meaningful on a quiet machine.
"""
import os
import statistics
import subprocess
import sys
import time


def run(argv):
    start = time.perf_counter()
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.exit("%s exited with %d" % (" ".join(argv), child.returncode))
    return usage.ru_utime + usage.ru_stime, wall


def main():
    runs = int(sys.argv[1])
    commands = [spec.split("=", 1) for spec in sys.argv[2:]]
    for _, command in commands:  # warm-up: page cache, binaries
        run(command.split())
    cpu = {name: [] for name, _ in commands}
    wall = {name: [] for name, _ in commands}
    for _ in range(runs):
        for name, command in commands:
            c, w = run(command.split())
            cpu[name].append(c)
            wall[name].append(w)
    reference = statistics.median(cpu[commands[0][0]])
    for name, _ in commands:
        median = statistics.median(cpu[name])
        print("%-28s CPU median %.4f s  min %.4f s  wall median %.4f s  share of %s %.3f"
              % (name, median, min(cpu[name]), statistics.median(wall[name]), commands[0][0], reference / median))


if __name__ == "__main__":
    main()
