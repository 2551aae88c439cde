// Captures: the capture screen (live accuracy, gate, tree form, photos, averaging, chart,
// sky) and the capture flow that the tree form and the issue report share. The server's
// gate decides: the page only mirrors its verdict, and the server refuses a capture it
// would not allow.

import { request, get, ApiError } from './api.js';
import * as live from './live.js';
import { drawSky } from './sky.js';
import { collectionOptions, coordinates, el, previews, toast } from './ui.js';
import { classLabel } from './vocabulary.js';

const $ = (id) => document.getElementById(id);
/** The accuracy chart's span and how often it is fetched again. */
const chartMinutes = 5;
const chartRefresh = 5000;
const fixTypes = { 0: 'unknown', 1: 'no fix', 2: '2D', 3: '3D' };

/** The gate's verdict on the latest fix: `{ allowed, reason }`. */
export function verdict() {
  const tpv = live.latest.tpv;
  const status = live.latest.status;
  if (live.latest.connection?.state !== 'live') return { allowed: false, reason: 'Not connected to the server.' };
  if (status && status.state !== 'connected') {
    return { allowed: false, reason: `Receiver ${status.state}${status.reason ? ': ' + status.reason : ''}.` };
  }
  if (!tpv) return { allowed: false, reason: 'Waiting for a fix from the receiver…' };
  if (tpv.captureAllowed) return { allowed: true, reason: 'Capture allowed.' };
  // The gate's own words, whose figures are rounded as the badge's (one rule on the server).
  return { allowed: false, reason: tpv.captureBlockedReason ? `Capture refused: ${tpv.captureBlockedReason}.` : 'The gate does not allow a capture yet.' };
}

/** Shows the gate's verdict in `gate` and enables `button` only when it allows a capture. */
export function mirrorGate(gate, button, busy) {
  const { allowed, reason } = verdict();
  gate.dataset.allowed = allowed;
  gate.textContent = allowed ? 'Capture allowed' : reason;
  button.disabled = !allowed || busy;
}

/**
 * Runs one capture: starts it on the server, waits for the frozen location (averaging
 * `average` fixes when above 1), then saves `fields` with `photos`. `progress(text)` is
 * told each step. Resolves to the saved record; rejects with the reason it failed.
 */
export async function capture({ kind, average, fields, photos, progress }) {
  const started = await request('POST', '/api/captures', { json: average > 1 ? { kind, average } : { kind } });
  const id = started.id;
  let status = started;
  const seen = (event) => {
    if (event.id !== id) return;
    status = event;
    progress(describe(event));
  };
  live.on('capture', seen);
  try {
    while (!['frozen', 'saved', 'cancelled', 'timedOut'].includes(status.phase)) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (!['frozen', 'saved', 'cancelled', 'timedOut'].includes(status.phase)) seen(await get('/api/captures/current'));
    }
  } finally {
    live.off('capture', seen);
  }
  if (status.phase !== 'frozen') throw new ApiError(409, status.phase, status.message ?? `The capture ended: ${status.phase}.`);
  progress(describe(status) + ' Saving…');
  const form = new FormData();
  form.append('record', JSON.stringify(fields));
  for (const photo of photos) form.append('photo', photo, photo.name);
  return request('POST', '/api/captures/current/save', { body: form });
}

/** Cancels the capture under way (another tab's, or one left behind). */
export const cancelCapture = () => request('DELETE', '/api/captures/current');

/** The capture's progress for people, in the server's words for its figures. */
function describe(status) {
  switch (status.phase) {
    case 'acquiring': return 'Waiting for a fix the gate allows…';
    case 'ready': return 'Ready.';
    case 'averaging': return `Averaging ${status.samples ?? 0} of ${status.goal}` + (status.scatterText ? `, scatter ${status.scatterText}` : '') + '…';
    case 'frozen': return status.location ? `Captured ${status.location.locationText}.` : 'Location captured.';
    default: return status.message ?? status.phase;
  }
}

/** The capture screen. */
export class CaptureScreen {
  constructor() {
    this.photos = { camera: [], library: [] };
    this.busy = false;
    $('badge-class').textContent = classLabel('unknown');
    live.on('tpv', (tpv) => this.showFix(tpv));
    live.on('sky', (sky) => drawSky($('sky'), sky));
    for (const kind of ['status', 'connection']) live.on(kind, () => this.showGate());
    for (const input of ['camera', 'library']) {
      $(input).addEventListener('change', (event) => {
        this.photos[input] = [...event.target.files];
        previews($('photo-previews'), this.allPhotos());
      });
    }
    $('capture-form').addEventListener('submit', (event) => { event.preventDefault(); this.submit(); });
    $('capture-cancel').addEventListener('click', () => cancelCapture()
      .then(() => { $('capture-cancel').hidden = true; $('capture-progress').textContent = 'Capture cancelled.'; })
      .catch((error) => toast(error.message, 'error')));
    setInterval(() => this.refreshChart(), chartRefresh);
    drawSky($('sky'), undefined);
  }

  allPhotos() { return [...this.photos.camera, ...this.photos.library]; }

  async show(params) {
    const collections = await get('/api/collections');
    collectionOptions($('capture-collection'), collections, [['', 'Last used collection']]);
    if (params.get('collection')) $('capture-collection').value = params.get('collection');
    const trees = await get('/api/trees');
    const species = [...new Set(trees.map((t) => t.species))].sort();
    $('species-list').replaceChildren(...species.map((s) => el('option', { value: s })));
    await this.refreshChart();
  }

  showFix(tpv) {
    const name = tpv.accuracyClass ?? 'unknown';
    $('badge').dataset.class = name;
    // Which fix the badge shows, so that a reader of the stream can match it.
    $('badge').dataset.time = tpv.time ?? '';
    $('badge-class').textContent = classLabel(name);
    $('badge-accuracy').textContent = tpv.accuracyText ?? '±? m';
    $('confidence').textContent = tpv.accuracySource ? (tpv.accuracySource === 'receiver' ? 'receiver estimate' : 'DOP model') : '';
    $('satellites').textContent = tpv.uSat !== undefined ? `${tpv.uSat} used${tpv.nSat !== undefined ? ' / ' + tpv.nSat + ' seen' : ''}` : '—';
    $('fix-type').textContent = [fixTypes[tpv.mode] ?? '—', tpv.quality && tpv.quality !== 'autonomous' ? tpv.quality : null].filter(Boolean).join(' · ');
    $('hdop').textContent = tpv.hdop?.toFixed(1) ?? '—';
    $('position').textContent = typeof tpv.lat === 'number' ? coordinates(tpv.lat, tpv.lon) : '—';
    this.showGate();
  }

  /**
   * Fetches the server's accuracy chart (the SVG `replay --plot` draws) at the width it
   * will be shown, while the capture screen is visible.
   */
  async refreshChart() {
    if (document.hidden || $('screen-capture').hidden) return;
    const width = Math.round(Math.min(1600, Math.max(480, $('chart').clientWidth)));
    try {
      const response = await fetch(`/api/live/accuracy.svg?minutes=${chartMinutes}&width=${width}`);
      if (!response.ok) return;
      const image = $('chart-image');
      const old = image.src;
      image.src = URL.createObjectURL(await response.blob());
      image.alt = `Horizontal accuracy over the last ${chartMinutes} minutes, with the capture gate's line`;
      if (old.startsWith('blob:')) URL.revokeObjectURL(old);
    } catch {
      // The connection indicator says when the server is away; the last chart stays.
    }
  }

  showGate() {
    mirrorGate($('gate'), $('capture-button'), this.busy);
  }

  async submit() {
    const species = $('species').value.trim();
    if (!species) {
      $('species').setAttribute('aria-invalid', 'true');
      $('species').focus();
      toast('Give the species first.', 'error');
      return;
    }
    $('species').removeAttribute('aria-invalid');
    const fields = { species };
    for (const key of ['variety', 'rootstock', 'notes']) if ($(key).value.trim()) fields[key] = $(key).value.trim();
    if ($('capture-collection').value) fields.collection = $('capture-collection').value;
    this.busy = true;
    this.showGate();
    $('capture-cancel').hidden = false;
    const progress = (text) => { $('capture-progress').textContent = text; };
    try {
      const tree = await capture({ kind: 'tree', average: Number($('average').value), fields, photos: this.allPhotos(), progress });
      progress(`Saved tree ${tree.id}: ${tree.species} at ${coordinates(tree.latitude, tree.longitude)} ${tree.accuracyText}.`);
      toast(`Tree ${tree.id} saved.`);
      for (const key of ['species', 'variety', 'rootstock', 'notes', 'camera', 'library']) $(key).value = '';
      this.photos = { camera: [], library: [] };
      previews($('photo-previews'), []);
      $('capture-cancel').hidden = true;
    } catch (error) {
      progress(error.code === 'captureBusy' ? error.message + ' Cancel it to start this one.' : error.message);
      toast(error.message, 'error');
      // A capture left behind (another tab's, or one that failed to save) can be cancelled here.
      $('capture-cancel').hidden = !['captureBusy', 'notFrozen', 'io', 'notAnImage', 'badRequest', 'tooLarge'].includes(error.code);
    } finally {
      this.busy = false;
      this.showGate();
    }
  }
}
