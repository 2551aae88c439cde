// The live stream (GET /api/live, Server-Sent Events): the latest fix, the satellites, the receiver's
// connection and the capture's progress, handed to whoever listens. The page's own
// connection to the server is shown in the header; EventSource reconnects by itself, and
// a stream the server ended is reopened after a pause.

const listeners = { tpv: [], sky: [], status: [], capture: [], connection: [] };
let source;
let retry;

/** Calls `handler(object)` for every `tpv`, `sky`, `status`, `capture` or `connection` event. */
export function on(kind, handler) {
  listeners[kind].push(handler);
}

/** The latest event of each kind. */
export const latest = {};

function emit(kind, value) {
  latest[kind] = value;
  for (const handler of listeners[kind]) handler(value);
}

/** Opens the stream (again). */
export function connect() {
  clearTimeout(retry);
  source?.close();
  emit('connection', { state: 'connecting' });
  source = new EventSource('/api/live');
  source.onopen = () => emit('connection', { state: 'live' });
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) {
      emit('connection', { state: 'lost' });
      retry = setTimeout(connect, 3000);
    } else {
      emit('connection', { state: 'lost' });
    }
  };
  for (const kind of ['tpv', 'sky', 'status', 'capture']) {
    source.addEventListener(kind, (event) => {
      let data;
      try {
        data = JSON.parse(event.data);
      } catch {
        console.warn('live: an event that is not JSON', event.data);
        return;
      }
      emit(kind, data);
    });
  }
}

/** Stops calling `handler` for `kind`. */
export function off(kind, handler) {
  const list = listeners[kind];
  const index = list.indexOf(handler);
  if (index >= 0) list.splice(index, 1);
}
