// Issues: the report form (category grid, description, photo, captured where the user
// stands), the list, and an issue's detail (photo, map, edit, delete).

import { get, issuePhotoURL, request } from './api.js';
import { capture, mirrorGate } from './capture.js';
import * as live from './live.js';
import { createMap, fit, pin } from './map.js';
import { edited, fact } from './trees.js';
import { badge, confirmDelete, coordinates, el, previews, toast, view, when } from './ui.js';
import { categories, category } from './vocabulary.js';

const $ = (id) => document.getElementById(id);

/** The issue list. */
export class IssuesScreen {
  async show() {
    const issues = await get('/api/issues');
    $('issue-list').replaceChildren(...(issues.length ? issues.map((issue) => el('li', {},
      el('a', { class: 'row-link', href: `#/issues/${issue.id}`, dataset: { id: issue.id, category: issue.category } },
        issue.photo ? el('img', { src: issuePhotoURL(issue.id), alt: '', loading: 'lazy' })
          : el('span', { class: 'noimg', 'aria-hidden': 'true' }, '⚠'),
        el('span', { class: 'row-main' },
          el('strong', {}, el('span', { class: `pin pin-${category(issue.category).name}`, 'aria-hidden': 'true' }), ' ', category(issue.category).label),
          el('small', {}, `${issue.description} · ${when(issue.createdAt)}`)),
        badge(issue, { small: true }))))
      : [el('li', { class: 'muted' }, 'No issues reported.')]));
  }
}

/** The report form. */
export class IssueReportScreen {
  constructor() {
    this.photo = null;
    this.busy = false;
    $('issue-categories').append(...categories().map((c, i) => el('label', {},
      el('input', { type: 'radio', name: 'category', value: c.name, required: i === 0 }), el('span', { class: `pin-${c.name}` }, c.label))));
    for (const input of ['issue-camera', 'issue-library']) {
      $(input).addEventListener('change', (event) => {
        this.photo = event.target.files[0] ?? null;
        previews($('issue-photo-preview'), this.photo ? [this.photo] : []);
      });
    }
    for (const kind of ['tpv', 'status', 'connection']) live.on(kind, () => this.showGate());
    $('issue-form').addEventListener('submit', (event) => { event.preventDefault(); this.submit(); });
  }

  show() { this.showGate(); }

  showGate() { mirrorGate($('issue-gate'), $('issue-button'), this.busy); }

  async submit() {
    const chosen = $('issue-form').querySelector('input[name=category]:checked');
    const description = $('issue-description').value.trim();
    if (!chosen || !description) {
      toast(!chosen ? 'Choose a category.' : 'Describe the issue.', 'error');
      (chosen ? $('issue-description') : $('issue-form').querySelector('input[name=category]')).focus();
      return;
    }
    this.busy = true;
    this.showGate();
    const progress = (text) => { $('issue-progress').textContent = text; };
    try {
      const issue = await capture({ kind: 'issue', average: 1, fields: { category: chosen.value, description },
        photos: this.photo ? [this.photo] : [], progress });
      toast(`Issue ${issue.id} reported.`);
      $('issue-form').reset();
      this.photo = null;
      previews($('issue-photo-preview'), []);
      progress('');
      location.hash = `#/issues/${issue.id}`;
    } catch (error) {
      progress(error.message);
      toast(error.message, 'error');
    } finally {
      this.busy = false;
      this.showGate();
    }
  }
}

/** One issue. */
export class IssueScreen {
  async show(params, id) {
    const container = $('issue-detail');
    let issue;
    try {
      issue = await get(`/api/issues/${id}`);
    } catch (error) {
      container.replaceChildren(el('p', { class: 'card' }, error.message));
      return;
    }
    const kind = category(issue.category);
    $('h-issue').textContent = `${kind.label} #${issue.id}`;
    const mapBox = el('div', { class: 'map small', role: 'region', 'aria-label': 'Where the issue is' });
    const choice = el('select', { id: 'edit-category', name: 'category' },
      categories().map((c) => el('option', { value: c.name }, c.label)));
    choice.value = kind.name;
    const edit = el('form', { class: 'card form', id: 'issue-edit' },
      el('h3', {}, 'Edit'),
      el('label', { for: 'edit-category' }, 'Category'), choice,
      el('label', { for: 'edit-description' }, 'Description'),
      el('textarea', { id: 'edit-description', name: 'description', rows: 3 }, issue.description),
      el('div', { class: 'actions' }, el('button', { type: 'submit', class: 'primary' }, 'Save changes')));
    edit.addEventListener('submit', async (event) => {
      event.preventDefault();
      const description = edit.elements.description.value.trim();
      if (!description) { toast('An issue needs its description.', 'error'); return; }
      try {
        await request('PATCH', `/api/issues/${issue.id}`, { json: { category: choice.value, description } });
        toast('Saved.');
        this.show(params, id);
      } catch (error) { toast(error.message, 'error'); }
    });
    container.replaceChildren(
      el('div', { class: 'card' },
        badge(issue),
        el('p', {}, issue.description),
        el('dl', { class: 'facts' },
          fact('Category', kind.label), fact('Reported', when(issue.createdAt)), edited(issue),
          fact('Position', coordinates(issue.latitude, issue.longitude)), fact('Accuracy', issue.accuracyText))),
      issue.photo ? el('div', { class: 'card detail-photos' },
        el('button', { type: 'button', 'aria-label': 'Show the photo full screen', onclick: () => view(issuePhotoURL(issue.id), `Photo of issue ${issue.id}`) },
          el('img', { src: issuePhotoURL(issue.id), alt: `Photo of issue ${issue.id}` }))) : null,
      el('div', { class: 'card' }, mapBox),
      edit,
      el('div', { class: 'actions' }, el('button', { type: 'button', class: 'danger', onclick: () => this.remove(issue) }, 'Delete issue')));
    const map = await createMap(mapBox);
    if (map) {
      pin(issue.latitude, issue.longitude, kind.name, `issue-pin issue-${kind.name}`, kind.label).addTo(map);
      fit(map, [[issue.latitude, issue.longitude]]);
    }
  }

  async remove(issue) {
    if (!(await confirmDelete(`Delete issue ${issue.id} (${category(issue.category).label})? This cannot be undone.`))) return;
    try {
      await request('DELETE', `/api/issues/${issue.id}`);
      toast(`Issue ${issue.id} deleted.`);
      location.hash = '#/issues';
    } catch (error) { toast(error.message, 'error'); }
  }
}
