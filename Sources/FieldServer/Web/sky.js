// The sky view of the capture screen: satellites used and in view. The live stream's TPV
// carries the counts (`uSat`, `nSat`), not a per-satellite list, so the view shows the
// counts and says that signal levels are not available from this stream.

import { el } from './ui.js';

/** Draws the satellites of `tpv` into `container`. */
export function drawSky(container, tpv) {
  const used = tpv?.uSat;
  const seen = tpv?.nSat;
  if (used === undefined && seen === undefined) {
    container.replaceChildren(el('p', { class: 'muted' }, 'No satellite data yet.'));
    return;
  }
  const total = Math.max(seen ?? 0, used ?? 0, 1);
  const bar = el('div', { class: 'bars', role: 'img', 'aria-label': `${used ?? '?'} satellites used of ${seen ?? '?'} in view` },
    ...Array.from({ length: total }, (_, i) => el('span', { class: i < (used ?? 0) ? '' : 'unused', style: `height:${i < (used ?? 0) ? 100 : 45}%` })));
  container.replaceChildren(
    el('div', { class: 'sky' },
      el('p', { class: 'constellation' }, el('span', {}, 'All constellations'),
        el('strong', {}, `${used ?? '?'} used / ${seen ?? '?'} in view`)),
      bar,
      el('p', { class: 'muted' }, 'Green: used in the fix; grey: in view only. Per-satellite signal levels are not on this receiver stream.')));
}
