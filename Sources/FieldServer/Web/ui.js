// Small pieces every screen shares: the accuracy badge, formatting, elements, the toast,
// the delete confirmation and the full-screen photo viewer.

import { classLabel } from './vocabulary.js';

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

/**
 * The accuracy badge of a record: its class's name and its accuracy as the server says them
 * (`accuracyClass`, `accuracyText`); app.css colours it by the class.
 */
export function badge(record, { small = false } = {}) {
  return el('span', { class: 'badge' + (small ? ' small' : ''), dataset: { class: record.accuracyClass } },
    classLabel(record.accuracyClass) + ' ' + record.accuracyText);
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
