// The map of trees and issues: trees in green with their species and variety as labels,
// issues as pins in their category's colour and letter, filter chips to show or hide each kind.

import { get } from './api.js';
import { createMap, fit, pin } from './map.js';
import { el } from './ui.js';
import { categories, category } from './vocabulary.js';

const $ = (id) => document.getElementById(id);

/** The map screen. */
export class MapScreen {
  constructor() {
    const chips = $('map-filters');
    chips.append(...categories().map((c) => el('label', {}, el('input', { type: 'checkbox', value: c.name, checked: true }), ' ', c.label)));
    for (const chip of chips.querySelectorAll('label')) {
      const value = chip.querySelector('input').value;
      chip.dataset.category = value;
      chip.classList.add(value === 'trees' ? 'pin-tree' : `pin-${value}`);
    }
    $('map-filters').addEventListener('change', () => this.filter());
  }

  async show() {
    const [trees, issues] = await Promise.all([get('/api/trees'), get('/api/issues')]);
    this.map?.remove();
    this.map = await createMap($('map'));
    if (!this.map) return;
    this.layers = { trees: L.layerGroup() };
    for (const c of categories()) this.layers[c.name] = L.layerGroup();
    for (const tree of trees) {
      const label = [tree.species, tree.variety].filter(Boolean).join(' · ');
      pin(tree.latitude, tree.longitude, 'tree', 'tree-pin', label, { permanent: trees.length <= 40 })
        .on('click', () => { location.hash = `#/trees/${tree.id}`; }).addTo(this.layers.trees);
    }
    for (const issue of issues) {
      const kind = category(issue.category);
      pin(issue.latitude, issue.longitude, kind.name, `issue-pin issue-${kind.name}`, `${kind.label}: ${issue.description}`)
        .on('click', () => { location.hash = `#/issues/${issue.id}`; }).addTo(this.layers[kind.name]);
    }
    this.filter();
    fit(this.map, [...trees, ...issues].map((r) => [r.latitude, r.longitude]));
    $('map-note').replaceChildren(`${trees.length} tree(s), ${issues.length} issue(s). `,
      el('span', {}, 'Select a pin to open its record.'));
  }

  filter() {
    if (!this.map) return;
    for (const input of $('map-filters').querySelectorAll('input')) {
      const layer = this.layers[input.value];
      if (input.checked) layer.addTo(this.map);
      else layer.remove();
    }
  }
}
