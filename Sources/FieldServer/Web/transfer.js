// Export (choose the records, collection and format, then download the bytes the server
// sends, named as it names them) and import of a JSON export into a new collection; the
// paired devices below them.

import { get, query, request } from './api.js';
import { showPairedDevices } from './devices.js';
import { collectionOptions, el, toast } from './ui.js';
import { exportFormats } from './vocabulary.js';

const $ = (id) => document.getElementById(id);

/** Downloads `/api/export/{kind}` with `params`, under the server's file name. */
export async function download(kind, params) {
  const response = await request('GET', `/api/export/${kind}` + query(params), { raw: true });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${kind}.${params.format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** The export and import screen. */
export class TransferScreen {
  constructor() {
    $('export-format').append(...exportFormats().map((f, i) => el('label', {},
      el('input', { type: 'radio', name: 'format', value: f.name, checked: i === 0 }), ' ', f.label)));
    const embedding = exportFormats().filter((f) => f.embedsPhotos).map((f) => f.label);
    $('export-photos-label').textContent = `Include photos (${embedding.join(' and ')})`;
    $('export-kind').addEventListener('change', () => { $('export-collection').disabled = $('export-kind').value !== 'trees'; });
    $('export-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const kind = $('export-kind').value;
      const params = { format: $('export-format').querySelector('input:checked').value };
      if (kind === 'trees') params.collection = $('export-collection').value;
      if ($('export-photos').checked) params.photos = 'true';
      $('export-status').textContent = 'Preparing…';
      try {
        $('export-status').textContent = `Downloaded ${await download(kind, params)}.`;
      } catch (error) {
        $('export-status').textContent = error.message;
      }
    });
    $('import-form').addEventListener('submit', async (event) => {
      event.preventDefault();
      const file = $('import-file').files[0];
      const name = $('import-collection').value.trim();
      if (!file || !name) { $('import-status').textContent = 'Choose a JSON export and name the new collection.'; return; }
      if ((await get('/api/collections')).some((c) => c.name === name)) {
        $('import-status').textContent = `A collection named ${name} exists already: choose a new name.`;
        return;
      }
      $('import-status').textContent = 'Importing…';
      try {
        const summary = await request('POST', '/api/import' + query({ collection: name }), { body: file, type: 'application/json' });
        $('import-status').textContent = `Imported ${summary.count} ${summary.kind} with ${summary.photoCount} photo(s) into ${name}`
          + (summary.skipped ? `; ${summary.skipped} skipped` : '') + '.';
        this.show();
      } catch (error) {
        $('import-status').textContent = error.message;
      }
    });
  }

  async show() {
    collectionOptions($('export-collection'), await get('/api/collections'), [['', 'All trees']]);
    await showPairedDevices();
  }
}
