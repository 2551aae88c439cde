# The one way the tests and scripts run a real gpsd through gpsfake: the port rule, the
# start with its readiness wait, the clean-up. Source it, don't run it; programs in other
# languages run scripts/gpsfake-run, which uses it (the Swift tests' GPSFake, gpsd-fidelity).

# A TCP port on 127.0.0.1 for a gpsd that may stop and start again on it, by the one rule
# (scripts/free_port.py: below the ephemeral range, free now, not handed out recently).
free_port() {
    /usr/bin/python3 "$(dirname "${BASH_SOURCE[0]}")/free_port.py"
}

# Runs the calling script again (`with_clean_signals "$0" "$@"`, first thing) with no signal
# blocked and the default handlers: a test runner may have blocked or ignored some, children
# inherit that, and gpsd then neither streams nor stops (nor can bash trap an ignored signal).
with_clean_signals() {
    [ -n "${GPSFAKE_CLEAN_SIGNALS:-}" ] && return 0
    GPSFAKE_CLEAN_SIGNALS=1 exec /usr/bin/python3 -c '
import os, signal, sys
for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE, signal.SIGQUIT):
    signal.signal(number, signal.SIG_DFL)
signal.pthread_sigmask(signal.SIG_SETMASK, [])
os.execv("/usr/bin/env", ["env", "bash"] + sys.argv[1:])' "$@"
}

# Whether something accepts connections on 127.0.0.1:PORT.
listening() {
    /usr/bin/python3 -c "import socket; socket.create_connection(('127.0.0.1', $1), 0.2)" 2>/dev/null
}

# Whether the gpsd on 127.0.0.1:PORT has a device: its answer to ?DEVICES; names a path.
has_device() {
    /usr/bin/python3 -c "
import socket, sys
gpsd = socket.create_connection(('127.0.0.1', $1), 2)
gpsd.sendall(b'?DEVICES;\\n')
for line in gpsd.makefile('rb'):
    if b'\"class\":\"DEVICES\"' in line:
        sys.exit(0 if b'\"path\":' in line else 1)
sys.exit(1)" 2>/dev/null
}

# Whether the gpsd on 127.0.0.1:PORT streams reports to a new client: a TPV within 5 s of
# ?WATCH. Tells a gpsd (or gpsfake) that stopped feeding from a client that stopped reading.
streams_reports() {
    /usr/bin/python3 -c "
import socket, sys, time
gpsd = socket.create_connection(('127.0.0.1', $1), 2)
gpsd.sendall(b'?WATCH={\"enable\":true,\"json\":true};\\n')
gpsd.settimeout(0.5)
received, deadline = b'', time.monotonic() + 5
while time.monotonic() < deadline:
    try:
        chunk = gpsd.recv(65536)
    except socket.timeout:
        continue
    if not chunk:
        sys.exit(1)
    received += chunk
    if b'\"class\":\"TPV\"' in received:
        sys.exit(0)
sys.exit(1)" 2>/dev/null
}

# gpsfake as installed, except that gpsfake 3.22 under Python 3 fails to show a binary
# packet when it single-steps verbosely (its hexdump() calls ord() on the ints of a bytes
# object): it runs with an ord() that takes ints as they are.
gpsfake_command=(/usr/bin/python3 -c "import builtins, runpy, sys; o = builtins.ord; \
builtins.ord = lambda c: c if isinstance(c, int) else o(c); \
sys.argv[0] = '/usr/bin/gpsfake'; runpy.run_path('/usr/bin/gpsfake', run_name='__main__')")

# The file gpsfake reads its standard input from: /dev/null, unless the caller sets it
# (gpsfake-run passes its own standard input on, for single-stepping with -i).
gpsfake_input=${gpsfake_input:-/dev/null}

# start_gpsfake PORT ERRORS [GPSFAKE OPTIONS...] LOG
# Starts `gpsfake -p -q -P PORT OPTIONS LOG` in the background, in its own session (process
# group: gpsfake and its gpsd can be killed together), its standard error appended to
# ERRORS, its standard input from $gpsfake_input, and sets gpsfake_pid. Returns 0 once gpsd listens on PORT and has gpsfake's
# device, 1 when gpsfake ended first or its gpsd got no device within 10 s (ERRORS says
# why; gpsfake is then stopped), 2 when gpsd did not listen within 15 s (gpsfake still
# runs). Neither is the caller's fault: gpsfake connects to gpsd as soon as gpsd's control
# socket file exists, which a loaded machine lets it do before gpsd listens. Its client
# then fails ("socket error [Errno 111] Connection refused") and it ends, or its request
# to add the device fails and it says nothing, so gpsd never gets the log. Another
# program can also take the port first. Callers try again.
start_gpsfake() {
    local port=$1 errors=$2
    shift 2
    setsid "${gpsfake_command[@]}" -p -q -P "$port" "$@" >/dev/null 2>>"$errors" <"$gpsfake_input" &
    gpsfake_pid=$!
    for _ in $(seq 1 150); do
        if listening "$port"; then
            for _ in $(seq 1 50); do
                has_device "$port" && return 0
                kill -0 "$gpsfake_pid" 2>/dev/null || { wait "$gpsfake_pid" 2>/dev/null || true; return 1; }
                sleep 0.2
            done
            echo "gpsd on port $port got no device from gpsfake" >>"$errors"
            stop_group "$gpsfake_pid"
            return 1
        fi
        if ! kill -0 "$gpsfake_pid" 2>/dev/null; then
            wait "$gpsfake_pid" 2>/dev/null || true
            return 1
        fi
        sleep 0.1
    done
    return 2
}

# start_gpsfake_retrying PORT ERRORS [GPSFAKE OPTIONS...] LOG
# start_gpsfake, started again while it returns 1 (see there), three times in
# all, each time saying so on standard error. PORT `free` takes a new free
# port for each try; otherwise the same port is kept (a client may be waiting on it). Sets
# port and gpsfake_pid; returns what the last start_gpsfake returned.
start_gpsfake_retrying() {
    local wanted=$1 errors=$2 attempt status
    shift 2
    for attempt in 1 2 3; do
        if [ "$wanted" = free ]; then port=$(free_port); else port=$wanted; fi
        status=0
        start_gpsfake "$port" "$errors" "$@" || status=$?
        [ "$status" = 1 ] || return "$status"
        echo "gpsfake on port $port failed (attempt $attempt): $(tail -1 "$errors")" >&2
        # On the same port, the next gpsd can bind it only once the last one let it go.
        [ "$wanted" = free ] || wait_until_closed "$port" || true
    done
    return 1
}

# wait_until_closed PORT: returns 0 once nothing listens on 127.0.0.1:PORT, 1 when something
# still does after 10 s (a stopped gpsd may outlive its gpsfake for a moment).
wait_until_closed() {
    for _ in $(seq 1 100); do
        listening "$1" || return 0
        sleep 0.1
    done
    return 1
}

# stop_group PID: SIGTERM to the process group PID leads, SIGKILL after 5 s (gpsfake can
# wait forever on a gpsd that has already died, and a plain `wait` then never returns).
stop_group() {
    kill -TERM -- "-$1" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}
