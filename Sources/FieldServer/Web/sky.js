// The sky view of the capture screen, from the live stream's SKY events (gpsd's SKY object):
// per constellation the satellites used and in view, and one bar per satellite whose
// height is its signal level (C/N0, dB-Hz). A used satellite's bar is filled and marked
// with a check mark under it; one only in view is an outline: colour is not the only cue.

import { el } from './ui.js';

/** gpsd's `gnssid` numbers, in the order the view lists them. */
const systems = [[0, 'GPS'], [6, 'GLONASS'], [2, 'Galileo'], [3, 'BeiDou'], [5, 'QZSS'], [7, 'NavIC'], [1, 'SBAS']];
/** The signal level drawn as a full bar, dB-Hz. */
const fullScale = 50;

/** Draws the satellites of `sky` (a SKY object, or nothing yet) into `container`. */
export function drawSky(container, sky) {
  const satellites = sky?.satellites ?? [];
  if (satellites.length === 0) {
    container.replaceChildren(el('p', { class: 'muted' }, sky
      ? `${sky.uSat ?? '?'} satellites used of ${sky.nSat ?? '?'} in view; the receiver sends no per-satellite report.`
      : 'No satellite data yet.'));
    return;
  }
  const groups = [...systems, [undefined, 'Other']]
    .map(([id, name]) => ({ name, list: satellites.filter((s) => s.gnssid === id) }))
    .filter((g) => g.list.length);
  container.replaceChildren(el('div', { class: 'sky' },
    el('p', { class: 'muted' }, `${sky.uSat ?? satellites.filter((s) => s.used).length} used / ${sky.nSat ?? satellites.length} in view · `
      + 'bar height: signal (dB-Hz) · filled with ✓: used in the fix · outline: in view only'),
    ...groups.map(({ name, list }) => {
      const used = list.filter((s) => s.used).length;
      return el('section', { class: 'constellation' },
        el('h4', {}, el('span', {}, name), el('span', { class: 'counts' }, `${used} used / ${list.length} in view`)),
        el('ul', { class: 'bars', 'aria-label': `${name} satellites and their signal levels` },
          ...list.sort((a, b) => (a.svid ?? a.PRN) - (b.svid ?? b.PRN)).map(bar)));
    })));
}

function bar(s) {
  const snr = typeof s.ss === 'number' ? s.ss : null;
  const height = snr === null ? 4 : Math.max(4, Math.min(100, (snr / fullScale) * 100));
  const words = `${s.svid ?? s.PRN}: ${snr === null ? 'no signal' : snr + ' dB-Hz'}, ${s.used ? 'used' : 'in view only'}`;
  return el('li', { class: s.used ? 'used' : 'unused', title: words, 'aria-label': words, dataset: { snr: snr ?? '' } },
    el('span', { class: 'level' }, snr ?? '–'),
    el('span', { class: 'track' }, el('span', { class: 'bar', style: `height:${height.toFixed(0)}%` })),
    el('span', { class: 'id' }, String(s.svid ?? s.PRN)),
    el('span', { class: 'mark', 'aria-hidden': 'true' }, s.used ? '✓' : ''));
}
