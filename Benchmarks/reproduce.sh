#!/usr/bin/env bash
# Reproduces every figure of Benchmarks/README.md, in its order. Run from anywhere.
# usage: Benchmarks/reproduce.sh [RUNS]     (alternated runs per timing; default 11)
# env:   SHARED=DIR          the shared folder (default: ../shared beside the project)
#        CORPUS=FILE         the 60 MB corpus (default /tmp/fieldfix-corpus.nmea, built if missing)
#        SKIP_PACKAGE_BENCHMARK=1  skip `swift package benchmark` (its first build takes minutes)
#        CPU_ONLY=1          stop after section 1's CPU times (to time them again when the machine is quiet)
# Needs: swift, cc, python3, valgrind (callgrind), gpsd (section 5), perf is not needed.
set -euo pipefail
RUNS=${1:-11}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${SHARED:-$ROOT/../shared}
CORPUS=${CORPUS:-/tmp/fieldfix-corpus.nmea}
WORK=${WORK:-/tmp/fieldfix-bench}
mkdir -p "$WORK"
[ -f "$CORPUS" ] || python3 "$SHARED/bench/make-corpus" "$SHARED/recordings/gpsd" "$CORPUS" 60 >&2
# The project's own modules are compiled afresh: after a change to an @inlinable function,
# an incremental release build can keep a dependent module's old objects, and so old code.
for module in "$ROOT"/Sources/*/; do rm -f "$ROOT/.build/release/$(basename "$module").build/"*.o; done
swift build -c release --product fieldfix --package-path "$ROOT" >&2
FIELDFIX="$ROOT/.build/release/fieldfix"
cc -O2 -o "$WORK/baseline" "$SHARED/bench/baseline.c"
cc -O2 -shared -fPIC -o "$WORK/malloc-count.so" "$ROOT/Benchmarks/malloc-count.c" -ldl
echo "== machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(git -C "$ROOT" rev-parse --short HEAD)"
echo "corpus: $(wc -l < "$CORPUS") lines, $(wc -c < "$CORPUS") bytes"

echo "== 1. CPU time against baseline.c ($RUNS alternated runs): bench's stages and what users run"
python3 "$ROOT/Benchmarks/cputime.py" "$RUNS" "baseline.c=$WORK/baseline $CORPUS" \
  "parse=$FIELDFIX bench --stage parse $CORPUS" "fix=$FIELDFIX bench --stage fix $CORPUS" \
  "fix-sky=$FIELDFIX bench --stage fix --sky $CORPUS" \
  "replay-json=$FIELDFIX replay --json $CORPUS" "replay=$FIELDFIX replay $CORPUS" \
  "decode-json=$FIELDFIX decode --json $CORPUS" 2>/dev/null  # the corpus's parse errors

echo "start-up: CPU time on an empty file ($RUNS alternated runs)"
: > "$WORK/empty.nmea"
python3 "$ROOT/Benchmarks/cputime.py" "$RUNS" "bench-empty=$FIELDFIX bench --stage fix $WORK/empty.nmea" \
  "replay-empty=$FIELDFIX replay $WORK/empty.nmea" 2>/dev/null  # replay's count line
[ -n "${CPU_ONLY:-}" ] && exit 0

echo "what start-up loads: libraries, dynamic symbols, relative relocations, conformance records"
echo "libraries needed: $(readelf -d "$FIELDFIX" | awk '/NEEDED/ {gsub(/[][]/, "", $NF); printf "%s ", $NF}')"
echo "dynamic symbols: $(readelf --dyn-syms -W "$FIELDFIX" | awk '$1 ~ /^[0-9]+:$/' | wc -l)"
echo "relative relocations: $(readelf -r -W "$FIELDFIX" | grep -c '_RELATIVE' || true)"
conformances=$(readelf -S -W "$FIELDFIX" | awk '/swift5_protocol_conformances/ {for (i = 1; i <= NF; i++) if ($i == "PROGBITS") print $(i + 3)}')
echo "protocol conformance records: $(( 16#$conformances / 4 ))"

echo "== 2. instructions (callgrind) on the first 6 MB of the corpus, and on an empty file (start-up)"
head -c 6000000 "$CORPUS" > "$WORK/k6.nmea"
# valgrind cannot read the release binary's debug information: a copy without it (symbols kept).
objcopy --strip-debug "$FIELDFIX" "$WORK/fieldfix-nodebug"
for run in "empty:fix:$WORK/empty.nmea" "parse:parse:$WORK/k6.nmea" "fix:fix:$WORK/k6.nmea" "fix-sky:fix --sky:$WORK/k6.nmea"; do
  IFS=: read -r name stage file <<< "$run"
  # shellcheck disable=SC2086  # "fix --sky" is two arguments
  valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.$name" "$WORK/fieldfix-nodebug" bench --stage $stage "$file" \
    2>&1 >/dev/null | awk -v n="$name" '/refs:/ {print n ": " $NF " instructions"}'
done
valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.decode" "$WORK/fieldfix-nodebug" decode --json "$WORK/k6.nmea" \
  2>&1 >/dev/null | awk '/refs:/ {print "decode --json: " $NF " instructions"}'
for format in "replay:" "replay-json:--json"; do
  IFS=: read -r name flag <<< "$format"
  valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.$name" "$WORK/fieldfix-nodebug" replay $flag "$WORK/k6.nmea" \
    2>&1 >/dev/null | awk -v n="replay $flag" '/refs:/ {print n ": " $NF " instructions"}'
done
echo "output lines of replay on the 6 MB: $("$FIELDFIX" replay "$WORK/k6.nmea" 2>/dev/null | wc -l)"
valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.baseline" "$WORK/baseline" "$WORK/k6.nmea" \
  2>&1 >/dev/null | awk '/refs:/ {print "baseline.c: " $NF " instructions"}'
echo "top functions of decode --json (exclusive instructions):"
(callgrind_annotate "$WORK/callgrind.decode" 2>/dev/null || true) | awk '/file:function/ {p = 1; next} p && /^ *[0-9,]+ \(/ {print; if (++k == 10) exit}' \
  | sed -E 's/\[[^]]*\]$//' | cut -c1-160
echo "top functions of the fix stage (exclusive instructions):"
(callgrind_annotate "$WORK/callgrind.fix" 2>/dev/null || true) | awk '/file:function/ {p = 1; next} p && /^ *[0-9,]+ \(/ {print; if (++k == 25) exit}' \
  | sed -E 's/\[[^]]*\]$//' | cut -c1-160

echo "== 3. heap allocations (malloc-count.c): the 6 MB prefix once and twice"
cat "$WORK/k6.nmea" "$WORK/k6.nmea" > "$WORK/k6x2.nmea"
for stage in parse fix "fix --sky"; do
  for file in k6 k6x2; do
    printf '%s %s: ' "$stage" "$file"
    # shellcheck disable=SC2086  # "fix --sky" is two arguments
    LD_PRELOAD="$WORK/malloc-count.so" "$FIELDFIX" bench --stage $stage "$WORK/$file.nmea" 2>&1 >/dev/null | tail -1
  done
done
echo "peak resident KiB, fix stage, 6 MB and 60 MB:"
for file in "$WORK/k6.nmea" "$CORPUS"; do { /usr/bin/time -f "%M KiB  $(basename "$file")" "$FIELDFIX" bench "$file" >/dev/null; } 2>&1; done
echo "peak resident KiB, live reading stdin as fast as it can (a source faster than its output), 6 MB and 60 MB:"
for file in "$WORK/k6.nmea" "$CORPUS"; do
  /usr/bin/time -o "$WORK/live.rss" -f "%M KiB  $(basename "$file")" "$FIELDFIX" live --source - --json < "$file" >/dev/null 2>&1
  cat "$WORK/live.rss"
done
echo "page faults (minor), parse stage, 60 MB: fieldfix, then baseline.c"
{ /usr/bin/time -f "%R" "$FIELDFIX" bench --stage parse "$CORPUS" >/dev/null; } 2>&1
{ /usr/bin/time -f "%R" "$WORK/baseline" "$CORPUS" >/dev/null; } 2>&1
if [ -z "${SKIP_PACKAGE_BENCHMARK:-}" ]; then
  for target in FixPipeline OutputLines; do
    (cd "$ROOT/Benchmarks" && swift package benchmark --target "$target" 2>&1 | grep -v "ETA:" \
      | grep -E "Malloc|Time \(wall|GNSSPipeline|lines into|threshold|✓|✗" | head -40 || true)
  done
fi

echo "== 4. a fleet's logs: the corpus in 8 files, 1 worker against 2 ($RUNS alternated runs)"
split -n l/8 -d --additional-suffix=.nmea "$CORPUS" "$WORK/fleet-"
FLEET=$(ls "$WORK"/fleet-*.nmea | tr '\n' ' ')
python3 "$ROOT/Benchmarks/cputime.py" "$RUNS" "1-worker=$FIELDFIX bench --workers 1 $FLEET" \
  "2-workers=$FIELDFIX bench --workers 2 $FLEET" "1-worker-tpv=$FIELDFIX bench --tpv --workers 1 $FLEET" \
  "2-workers-tpv=$FIELDFIX bench --tpv --workers 2 $FLEET"
"$FIELDFIX" bench --workers 2 $FLEET | tail -5

echo "== 5. live over TCP and through gpsd: last byte of an epoch to its JSON line"
python3 "$ROOT/Benchmarks/live-latency.py" "$FIELDFIX" 400 0.02
python3 "$ROOT/Benchmarks/live-latency.py" "$FIELDFIX" 400 0.02 --via gpsd
echo "heap allocations of live over TCP (malloc-count.c), 200 and 600 epochs 5 ms apart:"
for epochs in 200 600; do
  MALLOC_COUNT="$WORK/malloc-count.so" python3 "$ROOT/Benchmarks/live-latency.py" "$FIELDFIX" "$epochs" 0.005 | grep allocations
done

echo "== Fleets: replay --json on 4 copies of the corpus, 1 worker against 2 ($RUNS alternated runs)"
for n in 1 2 3 4; do ln -sf "$CORPUS" "$WORK/copy-$n.nmea"; done
COPIES="$WORK/copy-1.nmea $WORK/copy-2.nmea $WORK/copy-3.nmea $WORK/copy-4.nmea"
python3 "$ROOT/Benchmarks/cputime.py" "$RUNS" "replay-1-worker=$FIELDFIX replay --json --workers 1 $COPIES" \
  "replay-2-workers=$FIELDFIX replay --json --workers 2 $COPIES" 2>/dev/null  # the corpus's parse errors
