// Trees: the list (search, collection, time range) and a tree's detail (photos in a
// full-screen viewer, a small map, edit, collection, delete with confirmation).

import { get, query, request, treePhotoURL } from './api.js';
import { createMap, fit, pin, treeColour } from './map.js';
import { badge, collectionOptions, confirmDelete, coordinates, el, toast, view, when } from './ui.js';

const $ = (id) => document.getElementById(id);

/** The tree list. */
export class TreesScreen {
  constructor() {
    this.trees = [];
    $('tree-search').addEventListener('input', () => this.render());
    $('tree-filters').addEventListener('submit', (event) => event.preventDefault());
    for (const id of ['tree-collection', 'range-from', 'range-to']) $(id).addEventListener('change', () => this.load());
    $('tree-range').addEventListener('change', () => {
      $('custom-range').hidden = this.range() !== 'custom';
      this.load();
    });
  }

  range() { return $('tree-range').querySelector('input:checked').value; }

  async show() {
    collectionOptions($('tree-collection'), await get('/api/collections'), [['', 'All collections']]);
    await this.load();
  }

  async load() {
    const range = this.range();
    const params = { collection: $('tree-collection').value };
    if (range === 'custom') {
      // Either end may be open; a tree is shown when its time interval overlaps the range.
      const iso = (id) => ($(id).value ? new Date($(id).value).toISOString().replace(/\.\d+Z$/, 'Z') : undefined);
      params.from = iso('range-from');
      params.to = iso('range-to');
    } else {
      params.range = range;
    }
    try {
      this.trees = await get('/api/trees' + query(params));
    } catch (error) {
      this.trees = [];
      toast(error.message, 'error');
    }
    this.render();
  }

  render() {
    const words = $('tree-search').value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const shown = this.trees.filter((tree) => {
      const text = [tree.species, tree.variety, tree.rootstock, tree.notes, tree.collection].filter(Boolean).join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    });
    $('tree-count').textContent = `${shown.length} of ${this.trees.length} tree${this.trees.length === 1 ? '' : 's'}`;
    $('tree-list').replaceChildren(...shown.map((tree) => el('li', {},
      el('a', { class: 'row-link', href: `#/trees/${tree.id}`, dataset: { id: tree.id } },
        tree.photos.length
          ? el('img', { src: treePhotoURL(tree.id, 1), alt: '', loading: 'lazy', class: 'thumb' })
          : el('span', { class: 'noimg', 'aria-hidden': 'true' }, '♣'),
        el('span', { class: 'row-main' },
          el('strong', {}, [tree.species, tree.variety].filter(Boolean).join(' · ')),
          el('small', {}, `#${tree.id} · ${when(tree.createdAt)}${tree.collection ? ' · ' + tree.collection : ''}`)),
        badge(tree, { small: true })))));
  }
}

/** One tree. */
export class TreeScreen {
  async show(params, id) {
    const container = $('tree-detail');
    let tree;
    try {
      tree = await get(`/api/trees/${id}`);
    } catch (error) {
      container.replaceChildren(el('p', { class: 'card' }, error.message));
      return;
    }
    const collections = await get('/api/collections');
    $('h-tree').textContent = [tree.species, tree.variety].filter(Boolean).join(' · ');
    const mapBox = el('div', { class: 'map small', role: 'region', 'aria-label': 'Where the tree is' });
    const input = (name, label, value, multiline) => [
      el('label', { for: 'edit-' + name }, label),
      el(multiline ? 'textarea' : 'input', { id: 'edit-' + name, name, rows: multiline ? 2 : undefined, value: multiline ? undefined : value ?? '' },
        multiline ? value ?? '' : null)];
    const membership = el('select', { id: 'tree-membership' });
    collectionOptions(membership, collections, [['', 'No collection']]);
    membership.value = tree.collection ?? '';
    membership.addEventListener('change', () => this.move(tree, membership.value, collections));
    const edit = el('form', { class: 'card form', id: 'tree-edit' },
      el('h3', {}, 'Edit'),
      input('species', 'Species', tree.species), input('variety', 'Variety', tree.variety),
      input('rootstock', 'Rootstock', tree.rootstock), input('notes', 'Notes', tree.notes, true),
      el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'primary' }, 'Save changes')));
    edit.addEventListener('submit', async (event) => {
      event.preventDefault();
      const changes = {};
      for (const key of ['species', 'variety', 'rootstock', 'notes']) changes[key] = edit.elements[key].value.trim();
      if (!changes.species) { toast('A tree needs its species.', 'error'); return; }
      try {
        await request('PATCH', `/api/trees/${tree.id}`, { json: changes });
        toast('Saved.');
        this.show(params, id);
      } catch (error) { toast(error.message, 'error'); }
    });
    container.replaceChildren(
      el('div', { class: 'card' },
        badge(tree),
        el('dl', { class: 'facts' },
          fact('Position', coordinates(tree.latitude, tree.longitude)),
          fact('Accuracy', tree.accuracyText),
          fact('Captured', when(tree.createdAt)), edited(tree),
          fact('Method', tree.averageCount ? `average of ${tree.averageCount}` : tree.captureMethod ?? 'single fix'),
          fact('Satellites', tree.satellites ?? '—'),
          fact('Rootstock', tree.rootstock || '—')),
        tree.notes ? el('p', {}, tree.notes) : null),
      el('div', { class: 'card' }, el('h3', {}, `Photos (${tree.photos.length})`),
        tree.photos.length ? el('div', { class: 'detail-photos' }, tree.photos.map((_, i) =>
          el('button', { type: 'button', 'aria-label': `Show photo ${i + 1} full screen`, onclick: () => view(treePhotoURL(tree.id, i + 1), `Photo ${i + 1} of tree ${tree.id}`) },
            el('img', { src: treePhotoURL(tree.id, i + 1), alt: `Photo ${i + 1}` })))) : el('p', { class: 'muted' }, 'No photos.')),
      el('div', { class: 'card' }, el('h3', {}, 'Map'), mapBox),
      el('div', { class: 'card form' }, el('label', { for: 'tree-membership' }, 'Collection'), membership),
      edit,
      el('div', { class: 'actions' }, el('button', { type: 'button', class: 'danger', onclick: () => this.remove(tree) }, 'Delete tree')));
    const map = await createMap(mapBox);
    if (map) {
      pin(tree.latitude, tree.longitude, 'tree', 'tree-pin', tree.species).addTo(map);
      L.circle([tree.latitude, tree.longitude], { radius: tree.horizontalAccuracy, color: treeColour, weight: 1, fillOpacity: 0.1 }).addTo(map);
      fit(map, [[tree.latitude, tree.longitude]]);
    }
  }

  async move(tree, name, collections) {
    try {
      if (name) {
        const target = collections.find((c) => c.name === name);
        await request('PUT', `/api/collections/${target.id}/trees/${tree.id}`);
      } else if (tree.collection) {
        const current = collections.find((c) => c.name === tree.collection);
        await request('DELETE', `/api/collections/${current.id}/trees/${tree.id}`);
      }
      tree.collection = name || null;
      toast(name ? `In ${name}.` : 'In no collection.');
    } catch (error) { toast(error.message, 'error'); }
  }

  async remove(tree) {
    if (!(await confirmDelete(`Delete tree ${tree.id} (${tree.species}) and its ${tree.photos.length} photo(s)? This cannot be undone.`))) return;
    try {
      await request('DELETE', `/api/trees/${tree.id}`);
      toast(`Tree ${tree.id} deleted.`);
      location.hash = '#/trees';
    } catch (error) { toast(error.message, 'error'); }
  }
}

/** A term and its value for a `dl.facts`. */
export const fact = (term, value) => el('div', {}, el('dt', {}, term), el('dd', {}, String(value)));

/** When a record was last edited, as a fact; nothing when it never was. */
export const edited = (record) => (record.updatedAt !== record.createdAt ? fact('Edited', when(record.updatedAt)) : null);
