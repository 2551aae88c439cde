#!/usr/bin/env bash
# Whole-process throughput of `fieldfix bench --stage STAGE` beside the anchors, in one run.
# usage: Benchmarks/throughput.sh [RUNS]        (RUNS timed runs after a warm-up; default 5)
# env:   SHARED=DIR    the shared folder (default: ../shared beside the project)
#        CORPUS=FILE   the corpus (default /tmp/fieldfix-corpus.nmea, built by make-corpus if missing)
#        SKIP_ANCHORS=1  only the alternated fieldfix / baseline.c timing (baseline built by a
#                        previous full run, in ANCHORS_WORK)
#        STAGE=parse|fix the stage timed (default parse)
#        anchors.sh's own variables (PY_MAX_LINES, ANCHORS_NO_INSTALL, ANCHORS_WORK) pass through.
# Prints anchors.sh's lines, then fieldfix and baseline.c timed alternately (median wall
# seconds of RUNS runs each) and their ratio: the figure to quote.
set -euo pipefail
RUNS=${1:-5}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
CORPUS=${CORPUS:-/tmp/fieldfix-corpus.nmea}
W=${ANCHORS_WORK:-/tmp/nmea-anchors}
[ -f "$CORPUS" ] || python3 "$SHARED/bench/make-corpus" "$SHARED/recordings/gpsd" "$CORPUS" 60 >&2
STAGE=${STAGE:-parse}
swift build -c release --product fieldfix --package-path "$ROOT" >&2
FIELDFIX="$ROOT/.build/release/fieldfix"

[ -n "${SKIP_ANCHORS:-}" ] || "$SHARED/bench/anchors.sh" "$CORPUS" "$RUNS"

N=$(wc -l < "$CORPUS" | tr -d ' ')
wall() { local t0 t1; t0=$(date +%s.%N); "$@" >/dev/null; t1=$(date +%s.%N); awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.6f\n", b - a}'; }
median() { sort -g | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.6f\n", m}'; }
"$FIELDFIX" bench --stage "$STAGE" "$CORPUS" >/dev/null
"$W/baseline" "$CORPUS" >/dev/null
ours=(); base=()
for ((i = 0; i < RUNS; i++)); do
  ours+=("$(wall "$FIELDFIX" bench --stage "$STAGE" "$CORPUS")")
  base+=("$(wall "$W/baseline" "$CORPUS")")
done
mo=$(printf '%s\n' "${ours[@]}" | median)
mb=$(printf '%s\n' "${base[@]}" | median)
awk -v n="$N" -v o="$mo" -v b="$mb" -v r="$RUNS" -v s="$STAGE" 'BEGIN {
  printf "fieldfix (stage %s)   %.0f sentences/s  (%d lines, median wall %ss of %d runs, alternated with baseline)\n", s, n / o, n, o, r
  printf "baseline   %.0f sentences/s  (%d lines, median wall %ss of %d runs, alternated with fieldfix)\n", n / b, n, b, r
  printf "fieldfix / baseline = %.2f\n", b / o
}'
