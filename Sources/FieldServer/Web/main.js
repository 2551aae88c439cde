// The web app's entry: one page, screens chosen by the URL's hash (#/capture, #/trees,
// #/trees/ID, #/collections, #/collections/ID, #/issues, #/issues/new, #/issues/ID, #/map,
// #/export), the live stream shared by all of them.

import * as live from './live.js';
import { CaptureScreen } from './capture.js';
import { CollectionScreen, CollectionsScreen } from './collections.js';
import { IssueReportScreen, IssueScreen, IssuesScreen } from './issues.js';
import { MapScreen } from './mapscreen.js';
import { TransferScreen } from './transfer.js';
import { TreeScreen, TreesScreen } from './trees.js';
import { toast } from './ui.js';
import * as vocabulary from './vocabulary.js';

// The screens list the server's categories and formats: they are made once it has said them.
try {
  await vocabulary.load();
} catch (error) {
  toast(error.message, 'error');
}
const screens = {
  capture: new CaptureScreen(),
  trees: new TreesScreen(),
  tree: new TreeScreen(),
  collections: new CollectionsScreen(),
  collection: new CollectionScreen(),
  issues: new IssuesScreen(),
  'issue-new': new IssueReportScreen(),
  issue: new IssueScreen(),
  map: new MapScreen(),
  export: new TransferScreen(),
};

/** The screen, its record id and its parameters for a hash such as `#/trees/4?x=1`. */
function route(hash) {
  const [path, search] = hash.replace(/^#\/?/, '').split('?');
  const [name, id] = path.split('/');
  const params = new URLSearchParams(search ?? '');
  if (name === 'trees' && id) return ['tree', id, params, 'trees'];
  if (name === 'collections' && id) return ['collection', id, params, 'collections'];
  if (name === 'issues' && id === 'new') return ['issue-new', null, params, 'issues'];
  if (name === 'issues' && id) return ['issue', id, params, 'issues'];
  return [screens[name] ? name : 'capture', null, params, screens[name] ? name : 'capture'];
}

async function show() {
  const [name, id, params, tab] = route(location.hash);
  for (const section of document.querySelectorAll('.screen')) section.hidden = section.id !== 'screen-' + name;
  for (const link of document.querySelectorAll('.tabs a')) {
    if (link.dataset.screen === tab) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `FieldFix · ${document.querySelector(`#screen-${name} h2`).textContent}`;
  try {
    await screens[name].show(params, id);
  } catch (error) {
    toast(error.message, 'error');
  }
  document.body.dataset.ready = name;
}

const connectionText = {
  connecting: 'Connecting…',
  live: 'Live',
  lost: 'Connection lost: reconnecting…',
};
live.on('connection', ({ state }) => {
  const node = document.getElementById('connection');
  node.dataset.state = state;
  node.textContent = connectionText[state];
});
live.on('status', (status) => {
  if (live.latest.connection?.state !== 'live') return;
  const node = document.getElementById('connection');
  node.dataset.state = status.state === 'connected' ? 'live' : 'source';
  node.textContent = status.state === 'connected' ? 'Live' : `Receiver ${status.state}`;
});

window.addEventListener('hashchange', () => {
  show();
  document.getElementById('main').focus({ preventScroll: true });
  window.scrollTo(0, 0);
});
live.connect();
show();
