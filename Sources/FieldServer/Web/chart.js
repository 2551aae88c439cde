// The accuracy chart of the capture screen: the last minutes of accuracy as an SVG line,
// with the 20 m capture limit drawn across it and the class bands behind it.

import { classes } from './ui.js';

const svgNS = 'http://www.w3.org/2000/svg';
const width = 320;
const height = 120;
const pad = { left: 30, right: 6, top: 6, bottom: 18 };

/** A chart of accuracy (metres) against time that keeps `minutes` of samples. */
export class AccuracyChart {
  constructor(container, { minutes = 5, limit = 20 } = {}) {
    this.container = container;
    this.span = minutes * 60_000;
    this.limit = limit;
    this.samples = [];
  }

  /** Adds one accuracy (or `null` when unknown) at time `t` (ms) and redraws. */
  add(t, accuracy) {
    this.samples.push({ t, accuracy });
    while (this.samples.length && this.samples[0].t < t - this.span) this.samples.shift();
    this.draw(t);
  }

  draw(now) {
    const known = this.samples.filter((s) => typeof s.accuracy === 'number');
    const top = Math.max(this.limit * 1.5, ...known.map((s) => Math.min(s.accuracy, 200)));
    const x = (t) => pad.left + ((t - (now - this.span)) / this.span) * (width - pad.left - pad.right);
    const y = (m) => pad.top + (1 - Math.min(m, top) / top) * (height - pad.top - pad.bottom);
    const svg = node('svg', { viewBox: `0 0 ${width} ${height}`, 'aria-hidden': 'true' });
    let floor = 0;
    for (const c of classes) {
      const ceiling = Math.min(c.below, top);
      if (ceiling > floor) {
        svg.append(node('rect', { x: pad.left, y: y(ceiling), width: width - pad.left - pad.right,
          height: y(floor) - y(ceiling), fill: `var(--${c.name})`, 'fill-opacity': 0.12 }));
      }
      floor = ceiling;
    }
    svg.append(node('line', { x1: pad.left, x2: width - pad.right, y1: y(this.limit), y2: y(this.limit),
      stroke: 'var(--poor)', 'stroke-width': 1.5, 'stroke-dasharray': '5 3' }));
    svg.append(text(pad.left - 3, y(this.limit) + 4, `${this.limit} m`, 'end'));
    svg.append(text(pad.left - 3, pad.top + 8, `${Math.round(top)}`, 'end'));
    svg.append(text(pad.left - 3, height - pad.bottom, '0', 'end'));
    svg.append(text(width - pad.right, height - 4, 'now', 'end'));
    svg.append(text(pad.left, height - 4, `−${this.span / 60_000} min`, 'start'));
    const points = known.map((s) => `${x(s.t).toFixed(1)},${y(s.accuracy).toFixed(1)}`);
    if (points.length) {
      svg.append(node('polyline', { points: points.join(' '), fill: 'none', stroke: 'var(--ink)', 'stroke-width': 2 }));
    }
    this.container.replaceChildren(svg);
  }
}

function node(tag, attributes) {
  const element = document.createElementNS(svgNS, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

function text(x, y, content, anchor) {
  const element = node('text', { x, y, 'text-anchor': anchor, 'font-size': 10, fill: 'var(--muted)' });
  element.textContent = content;
  return element;
}
