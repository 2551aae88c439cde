// Small pieces every screen shares: accuracy classes and their colours, formatting,
// elements, the toast, the delete confirmation and the full-screen photo viewer.

/** The accuracy classes by upper bound in metres (design.md), best first. */
const classes = [
  { name: 'excellent', label: 'Excellent', below: 5 },
  { name: 'good', label: 'Good', below: 10 },
  { name: 'acceptable', label: 'Acceptable', below: 15 },
  { name: 'marginal', label: 'Marginal', below: 20 },
  { name: 'poor', label: 'Poor', below: Infinity },
];

/** The class of a radius in metres, or `unknown` when there is none. */
export function classOf(meters) {
  if (typeof meters !== 'number' || !Number.isFinite(meters)) return 'unknown';
  return classes.find((c) => meters < c.below).name;
}

/** A class's name for people. */
export const classLabel = (name) => classes.find((c) => c.name === name)?.label ?? 'Unknown';

/**
 * Issue categories: value and label. Their pins' colour and letter come from app.css's
 * `pin-VALUE` class (Okabe–Ito colours, told apart also with colour-blindness).
 */
export const categories = [
  { value: 'pothole', label: 'Pothole' },
  { value: 'streetlight', label: 'Streetlight' },
  { value: 'garbage', label: 'Garbage' },
  { value: 'water-leak', label: 'Water leak' },
  { value: 'other', label: 'Other' },
];
export const category = (value) => categories.find((c) => c.value === value) ?? categories.at(-1);

/**
 * Metres to 0.1 m (to 1 m from 100 m), rounded down so that a radius under a class's bound
 * never reads as the bound (19.96 m is "19.9 m", Marginal, not "20 m").
 */
export const meters = (m) => (m < 100 ? (Math.floor(m * 10) / 10).toFixed(1) : Math.floor(m).toFixed(0)) + ' m';

/** A record's time, local and short. */
export const when = (iso) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Degrees to 6 decimals (about 0.1 m). */
export const coordinates = (lat, lon) => `${lat.toFixed(6)}, ${lon.toFixed(6)}`;

/** An element with attributes and children (strings become text, never HTML). */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  node.append(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

/** The accuracy badge of a record or fix: class name as text and its colour. */
export function badge(accuracy, { small = false } = {}) {
  const name = classOf(accuracy);
  return el('span', { class: 'badge' + (small ? ' small' : ''), dataset: { class: name } },
    classLabel(name), accuracy === undefined || accuracy === null ? '' : ' ± ' + meters(accuracy));
}

let toastTimer;
/** Shows a short message; errors stay until the next message. */
export function toast(message, kind = 'info') {
  const node = document.getElementById('toast');
  node.textContent = message;
  node.dataset.kind = kind;
  node.hidden = false;
  clearTimeout(toastTimer);
  if (kind !== 'error') toastTimer = setTimeout(() => { node.hidden = true; }, 4000);
  else toastTimer = setTimeout(() => { node.hidden = true; }, 10000);
}

/** Asks before something is deleted; resolves to true when the user confirms. */
export function confirmDelete(text) {
  const dialog = document.getElementById('confirm');
  document.getElementById('confirm-text').textContent = text;
  dialog.returnValue = '';
  dialog.showModal();
  return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true }));
}

/** Shows a photo full screen (Escape or ✕ closes it). */
export function view(url, alt) {
  const dialog = document.getElementById('viewer');
  const image = document.getElementById('viewer-image');
  image.src = url;
  image.alt = alt;
  dialog.showModal();
}

/** Option elements for a collection select: the collections plus leading choices. */
export function collectionOptions(select, collections, leading) {
  const current = select.value;
  select.replaceChildren(...leading.map(([value, label]) => el('option', { value }, label)),
    ...collections.map((c) => el('option', { value: c.name }, `${c.name} (${c.treeCount})`)));
  if ([...select.options].some((o) => o.value === current)) select.value = current;
}

/** Thumbnails of chosen files, revoked when replaced. */
export function previews(list, files) {
  for (const img of list.querySelectorAll('img')) URL.revokeObjectURL(img.src);
  list.replaceChildren(...files.map((file) => el('li', {}, el('img', { src: URL.createObjectURL(file), alt: 'Photo ' + file.name }))));
}
