// Collections: the list with tree counts and a create form; a collection's page with
// rename, its trees (remove one, add one), capture into it, export it, delete it (its
// trees stay in the store).

import { get, query, request } from './api.js';
import { download } from './transfer.js';
import { badge, confirmDelete, el, toast } from './ui.js';
import { exportFormats } from './vocabulary.js';

const $ = (id) => document.getElementById(id);

/** The collection list. */
export class CollectionsScreen {
  constructor() {
    $('collection-create').addEventListener('submit', async (event) => {
      event.preventDefault();
      const name = $('new-collection').value.trim();
      if (!name) { toast('Give the collection a name.', 'error'); return; }
      try {
        const created = await request('POST', '/api/collections', { json: { name } });
        $('new-collection').value = '';
        toast(`Collection ${created.name} created.`);
        this.show();
      } catch (error) { toast(error.message, 'error'); }
    });
  }

  async show() {
    const collections = await get('/api/collections');
    $('collection-list').replaceChildren(...(collections.length ? collections.map((c) => el('li', {},
      el('a', { class: 'row-link', href: `#/collections/${c.id}`, dataset: { id: c.id, name: c.name } },
        el('span', { class: 'noimg', 'aria-hidden': 'true' }, '▤'),
        el('span', { class: 'row-main' }, el('strong', {}, c.name), el('small', {}, `${c.treeCount} tree${c.treeCount === 1 ? '' : 's'}`)))))
      : [el('li', { class: 'muted' }, 'No collections yet.')]));
  }
}

/** One collection. */
export class CollectionScreen {
  async show(params, id) {
    const container = $('collection-detail');
    const collection = (await get('/api/collections')).find((c) => String(c.id) === id);
    if (!collection) {
      container.replaceChildren(el('p', { class: 'card' }, `No collection with id ${id}.`));
      return;
    }
    $('h-collection').textContent = collection.name;
    const [members, all] = await Promise.all([get('/api/trees' + query({ collection: collection.name })), get('/api/trees')]);
    const memberIds = new Set(members.map((t) => t.id));
    const others = all.filter((t) => !memberIds.has(t.id));

    const rename = el('form', { class: 'card inline-form', id: 'collection-rename' },
      el('label', { for: 'rename-collection' }, 'Name'),
      el('div', { class: 'row' }, el('input', { id: 'rename-collection', value: collection.name, required: true, autocomplete: 'off' }),
        el('button', { type: 'submit', class: 'secondary' }, 'Rename')));
    rename.addEventListener('submit', async (event) => {
      event.preventDefault();
      try {
        await request('PATCH', `/api/collections/${collection.id}`, { json: { name: $('rename-collection').value.trim() } });
        toast('Renamed.');
        this.show(params, id);
      } catch (error) { toast(error.message, 'error'); }
    });

    const adding = el('select', { id: 'add-tree' }, el('option', { value: '' }, others.length ? 'Choose a tree…' : 'Every tree is in it'),
      others.map((t) => el('option', { value: t.id }, `#${t.id} ${[t.species, t.variety].filter(Boolean).join(' · ')}${t.collection ? ' (in ' + t.collection + ')' : ''}`)));
    const add = el('form', { class: 'card inline-form', id: 'collection-add' },
      el('label', { for: 'add-tree' }, 'Add a tree'),
      el('div', { class: 'row' }, adding, el('button', { type: 'submit', class: 'secondary' }, 'Add')));
    add.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (!adding.value) return;
      await this.change('PUT', collection, adding.value, params, id);
    });

    const format = el('select', { id: 'collection-format', 'aria-label': 'Export format' },
      exportFormats().map((f) => el('option', { value: f.name }, f.label)));
    container.replaceChildren(
      el('p', { class: 'muted', id: 'collection-count' }, `${collection.treeCount} tree${collection.treeCount === 1 ? '' : 's'}`),
      el('div', { class: 'actions' },
        el('a', { class: 'button primary', href: `#/capture?collection=${encodeURIComponent(collection.name)}` }, 'Capture into it'),
        el('div', { class: 'row' }, format, el('button', { type: 'button', class: 'secondary', id: 'collection-export',
          onclick: () => download('trees', { format: format.value, collection: collection.name }).catch((e) => toast(e.message, 'error')) }, 'Export'))),
      el('h3', {}, 'Trees'),
      el('ul', { class: 'rows', id: 'collection-trees' }, members.length ? members.map((t) => el('li', {},
        el('div', { class: 'row-box' },
          el('a', { class: 'row-main', href: `#/trees/${t.id}` }, el('strong', {}, `#${t.id} ${[t.species, t.variety].filter(Boolean).join(' · ')}`)),
          badge(t, { small: true }),
          el('button', { type: 'button', class: 'secondary', 'aria-label': `Remove tree ${t.id} from ${collection.name}`,
            onclick: () => this.change('DELETE', collection, t.id, params, id) }, 'Remove'))))
        : el('li', { class: 'muted' }, 'No trees in it.')),
      add, rename,
      el('div', { class: 'actions' }, el('button', { type: 'button', class: 'danger', id: 'collection-delete', onclick: () => this.remove(collection) }, 'Delete collection')));
  }

  async change(method, collection, treeId, params, id) {
    try {
      await request(method, `/api/collections/${collection.id}/trees/${treeId}`);
      toast(method === 'PUT' ? `Tree ${treeId} added.` : `Tree ${treeId} removed.`);
      this.show(params, id);
    } catch (error) { toast(error.message, 'error'); }
  }

  async remove(collection) {
    if (!(await confirmDelete(`Delete collection ${collection.name}? Its ${collection.treeCount} tree(s) stay in the store, in no collection.`))) return;
    try {
      const result = await request('DELETE', `/api/collections/${collection.id}`);
      toast(`Collection deleted; ${result.treesKept} tree(s) kept.`);
      location.hash = '#/collections';
    } catch (error) { toast(error.message, 'error'); }
  }
}
