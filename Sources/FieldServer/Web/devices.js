// Paired devices (off loopback): each pairing's session, with a Revoke button. On loopback
// nothing is paired and the server answers 404: the card stays hidden.

import { get, request } from './api.js';
import { confirmDelete, el, toast, when } from './ui.js';

const $ = (id) => document.getElementById(id);

/** Fills the paired devices card, or hides it when the server pairs no device. */
export async function showPairedDevices() {
  let sessions;
  try {
    sessions = await get('/api/sessions');
  } catch (error) {
    $('devices').hidden = true;
    if (error.status !== 404) throw error;
    return;
  }
  $('devices').hidden = false;
  $('device-list').replaceChildren(...sessions.map((s) => el('li', {},
    el('div', { class: 'row-box' },
      el('span', { class: 'row-main' }, el('strong', {}, s.current ? `${s.label} (this device)` : s.label),
        el('small', {}, `Paired ${when(s.pairedAt)}, last seen ${when(s.lastSeen)}`)),
      el('button', { type: 'button', class: 'danger', 'aria-label': `Revoke ${s.label}`, onclick: () => revoke(s) }, 'Revoke')))));
}

async function revoke(session) {
  const text = session.current ? 'Revoke this device? It must be paired again with the URL serve printed.'
    : `Revoke ${session.label}? It must be paired again with the URL serve printed.`;
  if (!(await confirmDelete(text))) return;
  try {
    await request('DELETE', `/api/sessions/${encodeURIComponent(session.id)}`);
    if (session.current) {
      toast('This device is no longer paired: open the pairing URL serve printed.', 'error');
      $('device-list').replaceChildren();
      return;
    }
    toast('Device revoked.');
    await showPairedDevices();
  } catch (error) { toast(error.message, 'error'); }
}
