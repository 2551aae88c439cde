// Maps with Leaflet (Debian's libjs-leaflet, served under /vendor/leaflet). With a tile URL
// (`serve --tiles`) the map has tiles; without one it draws a plain grid under the points,
// so it works offline. A scale bar is always shown.

let config;

/** The server's web configuration (`/app/config.json`): `{ tiles }`. */
export async function webConfig() {
  config ??= await fetch('/app/config.json').then((r) => r.json()).catch(() => ({ tiles: null }));
  return config;
}

/** A grid of 256-pixel squares: the map's background when there are no tiles. */
function gridLayer() {
  const Grid = L.GridLayer.extend({
    createTile() {
      const size = this.getTileSize();
      const canvas = document.createElement('canvas');
      canvas.width = size.x;
      canvas.height = size.y;
      const g = canvas.getContext('2d');
      g.strokeStyle = '#cfd6dd';
      g.lineWidth = 1;
      for (let i = 0; i < 4; i++) {
        g.beginPath();
        g.moveTo(i * size.x / 4 + 0.5, 0); g.lineTo(i * size.x / 4 + 0.5, size.y);
        g.moveTo(0, i * size.y / 4 + 0.5); g.lineTo(size.x, i * size.y / 4 + 0.5);
        g.stroke();
      }
      return canvas;
    },
  });
  return new Grid({ maxZoom: 22 });
}

/**
 * A Leaflet map in `container`, or `null` when Leaflet is not installed (the container
 * then says so). The map is recreated for each screen visit.
 */
export async function createMap(container) {
  if (!window.L) {
    container.replaceChildren('The map needs Leaflet (Debian package libjs-leaflet) on the server.');
    return null;
  }
  const { tiles } = await webConfig();
  container.replaceChildren();
  const map = L.map(container, { maxZoom: 22, zoomSnap: 0.5 });
  if (tiles) {
    L.tileLayer(tiles, { maxZoom: 22, maxNativeZoom: 19, attribution: new URL(tiles.replace(/[{}]/g, '')).host }).addTo(map);
  } else {
    gridLayer().addTo(map);
    map.attributionControl.setPrefix('Grid: no tiles (serve --tiles)');
  }
  L.control.scale({ metric: true, imperial: false }).addTo(map);
  return map;
}

/**
 * A round pin at `lat, lon` for `kind` (`tree` or an issue category): app.css's `pin-KIND`
 * class gives its colour and its letter, so that colour is not the only cue. `className`
 * is added to it; `label` is its tooltip and its name for screen readers.
 */
export function pin(lat, lon, kind, className, label, { permanent = false } = {}) {
  const icon = L.divIcon({ className: `pin map-pin pin-${kind} ${className}`, iconSize: [26, 26], iconAnchor: [13, 13], html: '' });
  const marker = L.marker([lat, lon], { icon, title: label ?? '', alt: label ?? '', keyboard: true });
  // Leaflet inserts a string tooltip as HTML: the label (a record's own text) goes in as
  // a text node, never parsed.
  if (label) marker.bindTooltip(document.createTextNode(label), { permanent, direction: 'right', offset: [12, 0], className: permanent ? 'label' : '' });
  return marker;
}

/** Fits the map to `points` ([lat, lon] pairs), or shows a wide view when there are none. */
export function fit(map, points) {
  if (points.length === 0) map.setView([0, 0], 2);
  else if (points.length === 1) map.setView(points[0], 19);
  else map.fitBounds(points, { padding: [30, 30], maxZoom: 20 });
}

/** The colour of tree pins and of their accuracy circles (app.css's --tree). */
export const treeColour = '#009e73';
