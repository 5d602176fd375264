#!/usr/bin/env node
// Etalage demo-data generator.
//
// Writes, deterministically (a seeded PRNG, no clock, no network):
//   workers/core-api/seed/demo.sql            DELETEs for every table, then one INSERT per line
//   workers/core-api/seed/media/**.svg        product, bundle, banner and logo illustrations
//   workers/core-api/seed/media-manifest.json [{key, file, contentType}] for every image
//   workers/core-api/seed/auth-accounts.json  the demo customers' sign-in accounts (Auth emulator)
//
// Run from the repository root: `npm run seed:generate` (or `node scripts/generate-seed.mjs`).
// Running it twice gives byte-identical output. No dependencies beyond node:fs, node:path and node:url.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SEED_DIR = join(ROOT, 'workers/core-api/seed');
const MEDIA_DIR = join(SEED_DIR, 'media');

// ---------------------------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------------------------

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** A PRNG seeded from a string, so each image / product gets its own stable stream. */
const rngFor = (key) => mulberry32(hashString(key));

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

function hexToRgb(hex) {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function rgbToHex([r, g, b]) {
  return '#' + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}
/** amt > 0 mixes towards white, amt < 0 towards black. */
function shade(hex, amt) {
  const rgb = hexToRgb(hex);
  const t = amt < 0 ? 0 : 255;
  const p = Math.abs(amt);
  return rgbToHex(rgb.map((v) => v + (t - v) * p));
}
function luminance(hex) {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
/** Derived tones for a fabric colour: highlights, shadows, seam lines and stitching. */
function tones(c) {
  const dark = luminance(c) < 0.3;
  return {
    c,
    hi: shade(c, dark ? 0.22 : 0.3),
    lo: shade(c, dark ? -0.35 : -0.22),
    deep: shade(c, dark ? -0.6 : -0.42),
    line: dark ? shade(c, -0.65) : shade(c, -0.38),
    stitch: dark ? shade(c, 0.35) : shade(c, -0.3),
    lineOp: dark ? 0.55 : 0.45,
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const escXml = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function assert(cond, msg) {
  if (!cond) throw new Error('generate-seed: ' + msg);
}

// ---------------------------------------------------------------------------------------------
// SVG illustration kit. Every drawer gets an id prefix (so several drawings can share one file),
// a colour and options, and returns { defs, body, focus } in an 800x800 coordinate space.
// The document wrapper defines the shared drop shadow filter `sh`.
// ---------------------------------------------------------------------------------------------

const r1 = (n) => Math.round(n * 10) / 10;

function stopsXml(stops) {
  return stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op == null ? '' : ` stop-opacity="${op}"`}/>`)
    .join('');
}
const lin = (id, stops, x1 = 0, y1 = 0, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`;
const rad = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`;

const SHADOW_FILTER =
  '<filter id="sh" x="-25%" y="-25%" width="150%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/>' +
  '<feOffset dx="7" dy="13" result="o"/><feComponentTransfer><feFuncA type="linear" slope=".22"/></feComponentTransfer>' +
  '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';

/** Shared toolbox for one drawing. */
function kit(p, c) {
  const t = tones(c);
  const id = (n) => `${p}${n}`;
  const defs = [
    lin(id('f'), [[0, t.hi], [0.5, t.c], [1, t.lo]]),
    rad(id('s'), [[0, '#ffffff', 0.3], [1, '#ffffff', 0]], 0.36, 0.28, 0.62),
  ];
  const k = {
    t,
    id,
    defs,
    /** the silhouette: fabric gradient, sheen, faint outline, with the drop shadow */
    sil: (d, fill) =>
      `<path d="${d}" fill="${fill || `url(#${id('f')})`}" filter="url(#sh)"/>` +
      `<path d="${d}" fill="url(#${id('s')})" stroke="${t.line}" stroke-opacity=".3" stroke-width="2"/>`,
    area: (d, fill, op = 1) => `<path d="${d}" fill="${fill}"${op === 1 ? '' : ` fill-opacity="${op}"`}/>`,
    line: (d, w = 3, op = t.lineOp, col = t.line) =>
      `<path d="${d}" fill="none" stroke="${col}" stroke-opacity="${op}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
    fold: (d, w = 5) => `<path d="${d}" fill="none" stroke="${t.line}" stroke-opacity=".16" stroke-width="${w}" stroke-linecap="round"/>`,
    stitch: (d, col = t.stitch, w = 2) =>
      `<path d="${d}" fill="none" stroke="${col}" stroke-opacity=".85" stroke-width="${w}" stroke-dasharray="7 5" stroke-linecap="round"/>`,
    btn: (x, y, r = 9, col = t.hi) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" stroke="${t.line}" stroke-opacity=".6" stroke-width="1.5"/>` +
      `<circle cx="${x - r * 0.28}" cy="${y}" r="${r * 0.16}" fill="${t.line}"/><circle cx="${x + r * 0.28}" cy="${y}" r="${r * 0.16}" fill="${t.line}"/>`,
    /** a pattern fill over a silhouette */
    pat: (name, w, h, content, transform = '') => {
      defs.push(
        `<pattern id="${id(name)}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
      );
      return `url(#${id(name)})`;
    },
    grad: (name, stops, x1, y1, x2, y2) => {
      defs.push(lin(id(name), stops, x1, y1, x2, y2));
      return `url(#${id(name)})`;
    },
    radial: (name, stops, cx, cy, r) => {
      defs.push(rad(id(name), stops, cx, cy, r));
      return `url(#${id(name)})`;
    },
    /** cylinder shading, left to right */
    cyl: (name, col) => {
      const u = tones(col);
      defs.push(lin(id(name), [[0, u.lo], [0.22, u.hi], [0.5, u.c], [0.85, u.lo], [1, u.deep]], 0, 0, 1, 0));
      return `url(#${id(name)})`;
    },
    rib: (op = 0.16, w = 10, col = t.line) => k.pat('rib', w, 10, `<rect width="${w * 0.4}" height="10" fill="${col}" fill-opacity="${op}"/>`),
    knit: () =>
      k.pat('knit', 14, 14, `<path d="M0 2 L7 11 L14 2" fill="none" stroke="${t.line}" stroke-opacity=".13" stroke-width="2"/>`),
    stripes: (col, h = 34, s = 14) => k.pat('str', 10, h, `<rect y="0" width="10" height="${s}" fill="${col}"/>`),
    vstripes: (col, w = 40, s = 14) => k.pat('vstr', w, 10, `<rect width="${s}" height="10" fill="${col}"/>`),
    check: (col, size = 60) =>
      k.pat(
        'chk',
        size,
        size,
        `<rect width="${size}" height="${size * 0.3}" fill="${col}" fill-opacity=".45"/><rect width="${size * 0.3}" height="${size}" fill="${col}" fill-opacity=".45"/>` +
          `<rect y="${size * 0.62}" width="${size}" height="4" fill="${col}" fill-opacity=".6"/><rect x="${size * 0.62}" width="4" height="${size}" fill="${col}" fill-opacity=".6"/>`,
      ),
    dots: (col, s = 36, r = 5) =>
      k.pat('dot', s, s, `<circle cx="${s / 4}" cy="${s / 4}" r="${r}" fill="${col}"/><circle cx="${(s * 3) / 4}" cy="${(s * 3) / 4}" r="${r}" fill="${col}"/>`),
    twill: () =>
      k.pat('tw', 8, 8, `<path d="M0 8 L8 0" stroke="${t.line}" stroke-opacity=".12" stroke-width="2"/>`),
    linen: () =>
      k.pat(
        'ln',
        24,
        12,
        `<path d="M0 3 H9 M13 3 H22 M4 9 H17" stroke="${t.line}" stroke-opacity=".1" stroke-width="1.5"/><path d="M6 0 V5 M18 6 V12" stroke="${t.hi}" stroke-opacity=".35" stroke-width="1.5"/>`,
      ),
    canvas: () =>
      k.pat('cv', 6, 6, `<path d="M0 3 H6 M3 0 V6" stroke="${t.line}" stroke-opacity=".09" stroke-width="1.4"/>`),
    speckle: (key, n, box, col = t.deep) => {
      const rnd = rngFor(key);
      let s = '';
      for (let i = 0; i < n; i++) {
        const x = box[0] + rnd() * box[2];
        const y = box[1] + rnd() * box[3];
        s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1 + rnd() * 2)}"/>`;
      }
      return `<g fill="${col}" fill-opacity=".35">${s}</g>`;
    },
    text: (x, y, str, size, col, opts = {}) => {
      const fs = opts.maxW ? Math.min(size, r1(opts.maxW / (String(str).length * (opts.bold ? (String(str) === String(str).toUpperCase() ? 0.84 : 0.7) : 0.6)))) : size;
      const fam = opts.serif ? "Georgia, 'DejaVu Serif', serif" : "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
      return (
        `<text x="${x}" y="${y}" font-family="${fam}" font-size="${fs}"${opts.bold ? ' font-weight="700"' : ''}` +
        `${opts.italic ? ' font-style="italic"' : ''}${opts.ls ? ` letter-spacing="${opts.ls}"` : ''} text-anchor="${opts.anchor || 'middle'}" fill="${col}">${escXml(str)}</text>`
      );
    },
  };
  return k;
}

// --- tops ------------------------------------------------------------------------------------

/** long-sleeved body outline, hem at h */
const longSleeveBody = (h) =>
  `M330 165 Q400 150 470 165 L548 188 Q604 236 652 546 L594 566 Q568 420 538 318 L541 ${h} Q400 ${h + 12} 259 ${h} L262 318 Q232 420 206 566 L148 546 Q196 236 252 188 Z`;

function drawTshirt(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  const d =
    'M330 165 Q400 148 470 165 L560 192 L664 264 L614 352 L550 322 L553 650 Q400 664 247 650 L250 322 L186 352 L136 264 L240 192 Z';
  let b = k.sil(d);
  if (o.stripes) b += k.area(d, k.stripes(o.stripes), 0.95) + k.area(d, `url(#${k.id('s')})`);
  b += k.fold('M300 420 Q330 500 312 610') + k.fold('M498 380 Q470 470 492 580') + k.fold('M546 332 Q512 352 500 386', 4);
  b += k.stitch('M648 253 L598 341') + k.stitch('M152 253 L202 341') + k.stitch('M251 634 Q400 648 549 634');
  if (o.polo) {
    b += k.area('M328 162 Q400 146 472 162 Q400 186 328 162 Z', t.deep);
    b += `<rect x="388" y="200" width="24" height="104" fill="${t.lo}"/>` + k.line('M388 200 V304 H412 V200', 1.5, 0.4);
    b += k.btn(400, 232, 7) + k.btn(400, 276, 7);
    b += k.sil('M328 162 Q360 186 400 206 L366 258 Q334 226 310 188 Z') + k.sil('M472 162 Q440 186 400 206 L434 258 Q466 226 490 188 Z');
  } else {
    b += k.area('M330 165 Q400 148 470 165 Q400 224 330 165 Z', t.deep);
    b += k.line('M326 163 Q400 234 474 163', 14, 1, t.lo) + k.stitch('M333 170 Q400 220 467 170');
  }
  if (o.print) {
    b += `<g opacity=".92">${o.print(k)}</g>`;
  }
  return { defs: k.defs.join(''), body: b, focus: o.polo ? [400, 220] : [400, 200] };
}

function drawShirt(p, c, o = {}) {
  // o.style: 'shirt' (collar + placket), 'blouse' (v-neck, small buttons), 'overshirt' (two flap pockets)
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'shirt';
  const h = 630;
  const d = `M330 165 Q400 150 470 165 L548 188 Q604 236 652 546 L594 566 Q568 420 538 318 L541 ${h} Q546 680 470 684 Q400 692 330 684 Q254 680 259 ${h} L262 318 Q232 420 206 566 L148 546 Q196 236 252 188 Z`;
  let b = k.sil(d);
  if (o.texture === 'linen') b += k.area(d, k.linen());
  if (o.texture === 'cord') b += k.area(d, k.rib(0.14, 8));
  if (o.texture === 'oxford') b += k.area(d, k.canvas());
  // cuffs
  const cuffR = 'M645 506 L652 546 L594 566 L587 526 Z';
  const cuffL = 'M155 506 L148 546 L206 566 L213 526 Z';
  b += k.area(cuffR, t.lo, 0.55) + k.area(cuffL, t.lo, 0.55);
  b += k.fold('M560 300 Q590 380 600 470') + k.fold('M240 300 Q210 380 200 470') + k.fold('M320 420 Q340 520 318 640') + k.fold('M484 430 Q460 520 480 640');
  if (style === 'blouse') {
    b += k.area('M335 165 Q400 150 465 165 L400 268 Z', t.deep);
    b += k.line('M333 166 L400 270 L467 166', 5, 0.35);
    for (let y = 300; y <= 480; y += 45) b += k.btn(400, y, 7);
    b += k.line('M400 272 V640', 1.5, 0.3);
    b += k.fold('M300 190 Q312 230 305 270', 3) + k.fold('M500 190 Q488 230 495 270', 3) + k.fold('M350 190 Q356 215 350 240', 3) + k.fold('M450 190 Q444 215 450 240', 3);
    b += k.stitch('M262 622 Q400 640 538 622');
  } else {
    b += k.area('M330 165 Q400 140 470 165 L470 178 Q400 156 330 178 Z', t.deep);
    b += `<rect x="389" y="200" width="22" height="488" fill="${t.lo}" fill-opacity=".35"/>` + k.line('M389 200 V686 M411 200 V686', 1.5, 0.35);
    for (let y = 232; y <= 620; y += 64) b += k.btn(400, y, 7);
    b += k.sil('M330 165 L400 200 L370 252 L314 180 Z') + k.sil('M470 165 L400 200 L430 252 L486 180 Z');
    b += k.stitch('M252 200 Q400 226 548 200');
    b += k.btn(620, 545, 6) + k.btn(180, 545, 6);
    if (style === 'overshirt') {
      for (const x of [300, 440]) {
        b += `<rect x="${x}" y="280" width="62" height="72" rx="4" fill="${t.lo}" fill-opacity=".25" stroke="${t.line}" stroke-opacity=".4" stroke-width="1.5"/>`;
        b += `<path d="M${x - 3} 276 h68 v26 q-34 10 -68 0 z" fill="${t.c}" stroke="${t.line}" stroke-opacity=".45" stroke-width="1.5"/>` + k.btn(x + 31, 296, 6);
      }
    } else {
      b += `<rect x="436" y="286" width="60" height="70" rx="3" fill="none" stroke="${t.line}" stroke-opacity=".4" stroke-width="1.5"/>` + k.stitch('M440 296 H492', t.stitch, 1.5);
    }
  }
  return { defs: k.defs.join(''), body: b, focus: style === 'blouse' ? [400, 260] : [410, 250] };
}

function drawSweater(p, c, o = {}) {
  // o.style: 'crew' | 'cable' | 'hoodie' | 'cardigan' | 'waffle'
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'crew';
  const h = 650;
  const d = longSleeveBody(h);
  let b = '';
  if (style === 'hoodie') {
    b += k.sil('M312 182 Q290 52 400 46 Q510 52 488 182 Z');
    b += k.area('M338 176 Q334 96 400 92 Q466 96 462 176 Q400 150 338 176 Z', t.deep);
  }
  b += k.sil(d);
  if (style === 'waffle') {
    b += k.area(d, k.pat('waf', 16, 16, `<rect x="1.5" y="1.5" width="13" height="13" rx="2" fill="none" stroke="${t.line}" stroke-opacity=".16" stroke-width="2.5"/>`));
  } else if (style !== 'hoodie') {
    b += k.area(d, k.knit());
  }
  const rib = k.rib(0.2, 9);
  const hem = `M262 604 Q400 616 541 604 L541 ${h} Q400 ${h + 12} 259 ${h} Z`;
  const cuffR = 'M643 500 L652 546 L594 566 L586 520 Z';
  const cuffL = 'M157 500 L148 546 L206 566 L214 520 Z';
  for (const a of [hem, cuffR, cuffL]) b += k.area(a, t.lo, 0.35) + k.area(a, rib);
  b += k.fold('M560 300 Q592 380 604 470') + k.fold('M240 300 Q208 380 196 470') + k.fold('M536 330 Q505 350 498 390', 4) + k.fold('M264 330 Q295 350 302 390', 4);
  if (style === 'cable') {
    for (const x of [325, 400, 475]) {
      let s = `M${x - 22} 215 V600 M${x + 22} 215 V600 `;
      for (let y = 222; y < 590; y += 42) s += `M${x - 12} ${y} C${x - 12} ${y + 21} ${x + 12} ${y + 21} ${x + 12} ${y + 42} M${x + 12} ${y} C${x + 12} ${y + 21} ${x - 12} ${y + 21} ${x - 12} ${y + 42} `;
      b += k.line(s.trim(), 6, 0.22) + k.line(s.trim(), 2, 0.25, t.hi);
    }
  }
  if (style === 'cardigan') {
    b += k.area('M332 165 Q400 150 468 165 L400 330 Z', t.deep);
    b += k.area('M328 163 L400 332 L414 332 L414 656 L386 656 L386 340 Z', t.lo, 0.3);
    b += k.line('M330 164 L400 330 L400 656', 14, 0.35, t.lo) + k.line('M470 164 L400 330', 14, 0.35, t.lo);
    for (let y = 360; y <= 610; y += 50) b += k.btn(400, y, 8, shade(c, -0.45));
    b += `<rect x="284" y="440" width="78" height="84" rx="4" fill="${t.lo}" fill-opacity=".25"/><rect x="438" y="440" width="78" height="84" rx="4" fill="${t.lo}" fill-opacity=".25"/>`;
  } else if (style === 'hoodie') {
    b += k.area('M330 165 Q400 210 470 165 Q400 190 330 165 Z', t.deep);
    b += k.line('M378 200 Q372 250 376 300 M422 200 Q428 250 424 300', 5, 1, o.accent || '#f2efe8');
    b += `<rect x="369" y="298" width="14" height="18" rx="3" fill="#c9c4b8"/><rect x="417" y="298" width="14" height="18" rx="3" fill="#c9c4b8"/>`;
    b += k.sil('M300 455 L500 455 Q512 470 535 592 L265 592 Q288 470 300 455 Z');
    b += k.stitch('M306 465 L494 465 M300 470 Q290 520 272 585 M500 470 Q510 520 528 585');
    b += k.line('M302 458 Q286 520 268 592 M498 458 Q514 520 532 592', 3, 0.5);
  } else {
    b += k.area('M330 165 Q400 150 470 165 Q400 220 330 165 Z', t.deep);
    b += k.line('M325 163 Q400 232 475 163', 16, 1, t.lo) + k.area('M318 160 Q400 240 482 160 L475 163 Q400 226 325 163 Z', rib);
  }
  return { defs: k.defs.join(''), body: b, focus: style === 'cable' ? [400, 330] : style === 'hoodie' ? [400, 200] : [400, 260] };
}

function drawJacket(p, c, o = {}) {
  // o.style: 'blazer' | 'trench' | 'rain' (hooded zip) | 'puffer' | 'work' | 'wax' | 'coat'
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'work';
  const h = { trench: 720, coat: 720, rain: 680 }[style] || 650;
  const d = longSleeveBody(h);
  let b = '';
  if (style === 'rain') {
    b += k.sil('M308 184 Q286 50 400 42 Q514 50 492 184 Z');
    b += k.area('M336 178 Q332 94 400 90 Q468 94 464 178 Q400 150 336 178 Z', t.deep);
  }
  b += k.sil(d);
  if (style === 'wax') b += k.area(d, k.radial('wx', [[0, '#ffffff', 0.18], [0.5, '#ffffff', 0], [1, '#000000', 0.12]], 0.5, 0.4, 0.7));
  if (style === 'work') b += k.area(d, k.twill());
  if (style === 'coat') b += k.area(d, k.knit());
  b += k.fold('M560 300 Q594 380 606 470') + k.fold('M240 300 Q206 380 194 470');
  b += k.area('M645 506 L652 546 L594 566 L587 526 Z', t.lo, 0.5) + k.area('M155 506 L148 546 L206 566 L213 526 Z', t.lo, 0.5);
  if (style === 'puffer') {
    let q = '';
    for (let y = 250; y < h; y += 62) q += `M262 ${y} Q400 ${y + 14} 538 ${y} `;
    b += k.line(q.trim(), 10, 0.14) + k.line(q.trim(), 2, 0.45);
    let s = '';
    for (let i = 1; i <= 5; i++) {
      const f = i / 6;
      const ax = 548 + (652 - 548) * f, ay = 188 + (546 - 188) * f, bx = 538 + (594 - 538) * f, by = 318 + (566 - 318) * f;
      if (f > 0.35) s += `M${r1(ax)} ${r1(ay)} L${r1(bx)} ${r1(by)} M${r1(800 - ax)} ${r1(ay)} L${r1(800 - bx)} ${r1(by)} `;
    }
    b += k.line(s.trim(), 2, 0.45);
    b += k.sil('M332 168 Q400 146 468 168 L468 206 Q400 190 332 206 Z');
    b += k.line(`M400 200 V${h + 8}`, 6, 0.7, '#8f8f8f') + k.line(`M400 200 V${h + 8}`, 2, 0.6, '#d8d8d8');
    b += `<rect x="394" y="206" width="12" height="26" rx="3" fill="#b5b5b5"/>`;
  } else if (style === 'rain') {
    b += k.line(`M400 176 V${h + 8}`, 7, 0.75, t.deep) + k.line(`M410 176 V${h + 8}`, 2, 0.4);
    for (let y = 230; y < h; y += 70) b += `<circle cx="428" cy="${y}" r="7" fill="${t.hi}" stroke="${t.line}" stroke-opacity=".5"/>`;
    b += k.line('M372 190 Q366 240 370 270 M428 190 Q434 240 430 270', 4, 0.9, t.deep);
    b += `<rect x="300" y="470" width="76" height="16" rx="4" fill="${t.lo}"/><rect x="424" y="470" width="76" height="16" rx="4" fill="${t.lo}"/>`;
    b += k.stitch('M262 318 Q400 332 538 318');
  } else {
    // collar + opening
    const open = style === 'trench' ? 432 : 400;
    b += k.area(`M334 168 Q400 150 466 168 L${open} 360 L400 372 Z`, style === 'blazer' || style === 'coat' ? '#efece5' : t.deep);
    b += k.area('M330 165 Q400 136 470 165 L470 182 Q400 160 330 182 Z', t.deep);
    b += k.sil('M330 165 L366 194 L398 366 L352 266 L304 242 L320 200 Z');
    b += k.sil(`M470 165 L434 194 L${open} 366 L448 266 L496 242 L480 200 Z`);
    b += k.line(`M400 370 V${h + 6}`, 2, 0.5);
    if (style === 'trench') {
      b += k.area('M259 392 Q400 408 541 392 L541 426 Q400 442 259 426 Z', t.lo);
      b += `<rect x="374" y="394" width="40" height="38" rx="5" fill="none" stroke="${t.deep}" stroke-width="5"/>`;
      b += k.line('M300 430 Q290 520 300 560', 10, 0.9, t.lo);
      for (const y of [270, 330, 480, 560]) b += k.btn(370, y, 9, t.deep) + k.btn(456, y, 9, t.deep);
      b += k.area('M255 196 L300 188 L304 204 L258 212 Z', t.lo) + k.area('M545 196 L500 188 L496 204 L542 212 Z', t.lo);
    } else {
      for (const y of style === 'coat' ? [400, 480, 560] : [410, 500]) b += k.btn(412, y, 10, style === 'blazer' || style === 'coat' ? t.deep : '#b08d57');
    }
    if (style === 'work' || style === 'wax') {
      b += k.sil('M470 165 L500 152 L540 200 L482 232 Z') + k.sil('M330 165 L300 152 L260 200 L318 232 Z');
      for (const x of [282, 446]) {
        b += `<rect x="${x}" y="470" width="74" height="86" rx="6" fill="${t.lo}" fill-opacity=".3" stroke="${t.line}" stroke-opacity=".4"/>`;
        b += k.stitch(`M${x + 6} 478 H${x + 68}`, style === 'work' ? '#e0b15c' : t.stitch);
      }
      if (style === 'wax') b += k.area('M330 165 Q400 140 470 165 L470 178 Q400 156 330 178 Z', '#5a3b23');
    } else {
      b += `<rect x="282" y="${h - 190}" width="84" height="16" rx="3" fill="${t.lo}"/><rect x="434" y="${h - 190}" width="84" height="16" rx="3" fill="${t.lo}"/>`;
    }
  }
  return { defs: k.defs.join(''), body: b, focus: style === 'rain' ? [400, 150] : style === 'puffer' ? [420, 300] : [400, 260] };
}

// --- bottoms ---------------------------------------------------------------------------------

function drawTrousers(p, c, o = {}) {
  // o.style: 'chino' | 'jeans' | 'wide' | 'shorts' | 'cargo' | 'jogger'
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'chino';
  const H = style === 'shorts' ? 430 : 690;
  const OR = { wide: 590, jogger: 528, shorts: 560, jeans: 540 }[style] || 545;
  const IR = { wide: 412, jogger: 428, shorts: 408, jeans: 422 }[style] || 420;
  const d = `M279 192 L521 192 Q536 380 ${OR} ${H} L${IR} ${H} Q410 390 400 338 Q390 390 ${800 - IR} ${H} L${800 - OR} ${H} Q264 380 279 192 Z`;
  const stitchCol = style === 'jeans' ? '#d4a24c' : t.stitch;
  let b = k.sil(d);
  if (style === 'jeans') {
    b += k.area(d, k.twill());
    const fade = k.radial('fd', [[0, '#ffffff', 0.28], [1, '#ffffff', 0]], 0.5, 0.5, 0.5);
    b += `<ellipse cx="338" cy="360" rx="52" ry="120" fill="${fade}"/><ellipse cx="462" cy="360" rx="52" ry="120" fill="${fade}"/>`;
  }
  if (style === 'wide') b += k.area(d, k.linen());
  if (style === 'jogger') b += k.area(d, k.knit());
  b += k.sil('M282 150 L518 150 L521 194 L279 194 Z');
  b += k.line('M400 194 V338', 2, 0.5) + k.stitch('M418 196 V300 Q418 322 400 330', stitchCol);
  b += k.line('M470 194 Q488 248 526 262 M330 194 Q312 248 274 262', 2.5, 0.55);
  b += k.stitch('M284 162 H516', stitchCol) + k.stitch(`M${800 - OR + 4} ${H - 16} L${800 - IR - 4} ${H - 16} M${IR + 4} ${H - 16} L${OR - 4} ${H - 16}`, stitchCol);
  if (style !== 'jogger') {
    b += k.btn(400, 172, 9, style === 'jeans' ? '#b89654' : t.hi);
    for (const x of [300, 352, 448, 500]) b += `<rect x="${x - 6}" y="144" width="12" height="56" rx="3" fill="${t.c}" stroke="${t.line}" stroke-opacity=".4"/>`;
  } else {
    b += k.area('M282 150 L518 150 L521 194 L279 194 Z', k.rib(0.2, 9));
    b += k.line('M388 176 Q380 220 386 250 M412 176 Q420 220 414 250', 4, 1, '#f2efe8');
    b += k.area(`M${800 - OR - 4} ${H - 44} L${800 - IR + 4} ${H - 44} L${800 - IR} ${H} L${800 - OR} ${H} Z`, k.rib(0.22, 9));
    b += k.area(`M${IR - 4} ${H - 44} L${OR + 4} ${H - 44} L${OR} ${H} L${IR} ${H} Z`, k.rib(0.22, 9));
  }
  if (style === 'jeans') {
    for (const [x, y] of [[470, 198], [330, 198], [524, 258], [276, 258]]) b += `<circle cx="${x}" cy="${y}" r="4" fill="#c9a15a"/>`;
    b += k.stitch('M466 200 Q484 250 520 266 M334 200 Q316 250 280 266', stitchCol);
    b += k.fold('M340 470 Q350 480 372 476', 4) + k.fold('M460 470 Q450 480 428 476', 4);
  }
  if (style === 'chino' || style === 'wide' || style === 'shorts') {
    b += k.fold(`M${style === 'wide' ? 332 : 340} 200 L${(800 - OR + 800 - IR) / 2} ${H - 4}`, 3) + k.fold(`M${style === 'wide' ? 468 : 460} 200 L${(OR + IR) / 2} ${H - 4}`, 3);
  }
  if (style === 'cargo') {
    for (const x of [272, 462]) {
      b += `<rect x="${x}" y="398" width="66" height="88" rx="5" fill="${t.lo}" fill-opacity=".35" stroke="${t.line}" stroke-opacity=".45"/>`;
      b += `<path d="M${x - 3} 392 h72 v26 h-72 z" fill="${t.c}" stroke="${t.line}" stroke-opacity=".5"/>` + k.btn(x + 33, 405, 6);
    }
  }
  if (style !== 'shorts') b += k.fold('M330 560 Q345 600 335 650', 4) + k.fold('M470 560 Q455 600 465 650', 4);
  if (style === 'shorts') return { defs: k.defs.join(''), body: `<g transform="translate(-120 30) scale(1.3)">${b}</g>`, focus: [400, 300] };
  return { defs: k.defs.join(''), body: b, focus: [420, 220] };
}

function drawSkirt(p, c, o = {}) {
  // o.style: 'pleated' | 'denim' | 'rib'
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'pleated';
  const R = { pleated: 590, denim: 548, rib: 555 }[style];
  const H = { pleated: 640, denim: 540, rib: 700 }[style];
  const d = `M297 228 L503 228 L${R} ${H} Q400 ${H + 22} ${800 - R} ${H} Z`;
  let b = k.sil(d);
  if (style === 'pleated') {
    for (let i = 1; i < 12; i++) {
      const tx = 297 + (206 * i) / 12;
      const bx = 800 - R + ((2 * R - 800) * i) / 12;
      if (i % 2 === 0) b += k.area(`M${r1(tx)} 230 L${r1(297 + (206 * (i + 1)) / 12)} 230 L${r1(800 - R + ((2 * R - 800) * (i + 1)) / 12)} ${H + 8} L${r1(bx)} ${H + 8} Z`, t.lo, 0.22);
      b += k.line(`M${r1(tx)} 230 L${r1(bx)} ${H + 8}`, 1.5, 0.3);
    }
  }
  if (style === 'rib') {
    b += k.area(d, k.rib(0.16, 10));
    b += k.line(`M470 ${H - 120} L476 ${H + 8}`, 3, 0.6);
  }
  if (style === 'denim') {
    b += k.area(d, k.twill());
    b += k.stitch(`M300 240 L500 240 M414 232 V${H + 8}`, '#d4a24c') + k.line(`M400 232 V${H + 10}`, 2, 0.5);
    b += k.stitch('M466 232 Q480 280 520 292 M334 232 Q320 280 280 292', '#d4a24c');
    b += k.stitch(`M${800 - R + 6} ${H - 14} Q400 ${H + 6} ${R - 6} ${H - 14}`, '#d4a24c');
  }
  b += k.sil('M300 188 L500 188 L503 230 L297 230 Z');
  b += k.btn(400, 209, 8, style === 'denim' ? '#b89654' : t.hi);
  b += k.fold(`M340 300 Q330 ${H - 150} 310 ${H - 20}`) + k.fold(`M460 300 Q470 ${H - 150} 490 ${H - 20}`);
  const dy = Math.round((820 - (188 + H)) / 2);
  return { defs: k.defs.join(''), body: dy > 8 ? `<g transform="translate(0 ${dy})">${b}</g>` : b, focus: [420, 260 + Math.max(0, dy)] };
}

function drawDress(p, c, o = {}) {
  // o.style: 'maxi' | 'wrap' | 'slip' | 'linen'; o.dots = accent colour for a print
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'maxi';
  const H = style === 'maxi' ? 722 : style === 'slip' ? 690 : 650;
  const R = style === 'maxi' ? 604 : style === 'slip' ? 560 : 580;
  let d;
  if (style === 'slip') {
    d = `M318 206 Q360 214 400 262 Q440 214 482 206 L476 370 L${R} ${H} Q400 ${H + 26} ${800 - R} ${H} L324 370 Z`;
  } else {
    d = `M312 138 L352 128 Q400 ${style === 'wrap' ? 300 : 205} 448 128 L488 138 Q482 230 515 262 L470 370 L${R} ${H} Q400 ${H + 30} ${800 - R} ${H} L330 370 L285 262 Q318 230 312 138 Z`;
  }
  let b = '';
  if (style === 'slip') b += k.line('M338 208 L356 96 M462 208 L444 96', 4, 1, t.lo);
  if (style === 'wrap' || style === 'linen') {
    b += k.sil('M488 138 Q540 160 566 236 Q536 256 515 262 Q482 230 488 138 Z') + k.sil('M312 138 Q260 160 234 236 Q264 256 285 262 Q318 230 312 138 Z');
  }
  b += k.sil(d);
  if (o.dots) b += k.area(d, k.dots(o.dots, 38, 4.5));
  if (style === 'linen') b += k.area(d, k.linen());
  if (style === 'slip') {
    const sat = k.grad('sat', [[0, '#ffffff', 0], [0.35, '#ffffff', 0.28], [0.5, '#ffffff', 0], [0.7, '#ffffff', 0.18], [1, '#ffffff', 0]], 0, 0, 1, 0);
    b += k.area(d, sat);
  } else {
    b += k.area(`M352 128 Q400 ${style === 'wrap' ? 300 : 205} 448 128 Q400 148 352 128 Z`, t.deep);
  }
  b += k.line('M330 370 Q400 382 470 370', 2, 0.45);
  for (let i = -2; i <= 2; i++) if (i !== 0) b += k.fold(`M${400 + i * 28} 392 Q${400 + i * 40} ${(392 + H) / 2} ${400 + i * ((R - 400) / 2.6)} ${H - 10}`, 5);
  if (style === 'wrap') {
    b += k.line('M448 130 Q420 270 330 372', 3, 0.5);
    b += k.area('M466 362 L520 352 L512 376 Z', t.lo) + k.line('M486 372 Q500 430 488 480 M494 372 Q520 420 524 470', 9, 1, t.lo);
  }
  if (style === 'maxi' || style === 'linen') {
    b += k.area('M330 360 Q400 372 470 360 L470 384 Q400 396 330 384 Z', t.lo, 0.8);
    b += k.line('M440 384 Q450 450 436 500 M452 384 Q470 440 470 492', 8, 1, t.lo);
  }
  if (style === 'linen') for (let y = 200; y <= 340; y += 46) b += k.btn(400, y, 6);
  return { defs: k.defs.join(''), body: b, focus: [400, 300] };
}

// --- accessories -----------------------------------------------------------------------------

function drawScarf(p, c, o = {}) {
  // a scarf draped over a wooden hanger bar, the front end longer than the back end
  const k = kit(p, c);
  const { t } = k;
  let over = '';
  if (o.pattern === 'stripes') over = k.stripes(o.accent, 46, 12);
  if (o.pattern === 'check') over = k.check(o.accent, 56);
  if (o.pattern === 'wave')
    over = k.pat('wv', 60, 30, `<path d="M0 15 Q15 3 30 15 T60 15" fill="none" stroke="${o.accent}" stroke-width="4" stroke-opacity=".8"/>`);
  let b = '';
  b += `<path d="M400 190 V150 Q400 112 430 112 Q456 112 456 138" fill="none" stroke="#9a9a9a" stroke-width="7" stroke-linecap="round"/>`;
  b += `<rect x="196" y="184" width="408" height="20" rx="10" fill="#b08a5e" filter="url(#sh)"/>`;
  const back = 'M246 204 L466 204 Q470 400 486 610 L262 622 Q256 400 246 204 Z';
  const front = 'M300 196 L548 196 Q552 430 566 700 L318 712 Q312 430 300 196 Z';
  b += k.sil(back) + (over ? k.area(back, over) : '') + k.area(back, '#000', 0.18);
  b += k.sil(front) + (over ? k.area(front, over) + k.area(front, `url(#${k.id('s')})`) : '');
  b += k.sil('M296 178 Q424 166 552 178 Q560 192 548 206 Q424 196 300 206 Q288 192 296 178 Z');
  b += k.fold('M380 230 Q372 470 392 700') + k.fold('M470 230 Q488 470 480 700') + k.fold('M330 240 Q340 420 336 700', 3);
  if (o.fringe !== false) {
    let f = '';
    for (let i = 0; i <= 20; i++) {
      const x = 318 + (248 * i) / 20, y = 712 - (12 * i) / 20;
      f += `M${r1(x)} ${r1(y)} l${(i % 3) - 1} 36 `;
    }
    let g = '';
    for (let i = 0; i <= 18; i++) {
      const x = 262 + (224 * i) / 18, y = 622 - (12 * i) / 18;
      g += `M${r1(x)} ${r1(y)} l${(i % 3) - 1} 30 `;
    }
    b += k.line(g.trim(), 4, 0.9, t.deep) + k.line(f.trim(), 4, 0.95, t.lo);
  }
  return { defs: k.defs.join(''), body: b, focus: [430, 640] };
}

function drawHat(p, c, o = {}) {
  // o.style: 'cap' | 'beanie' | 'sun' | 'bucket'
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'cap';
  let b = '';
  if (style === 'cap') {
    b += k.sil('M210 472 Q204 270 400 252 Q592 264 600 470 Q405 446 210 472 Z');
    b += k.line('M400 256 Q330 330 312 464 M400 256 Q480 330 500 458', 2.5, 0.45);
    b += k.sil('M214 470 Q400 440 600 468 Q694 484 724 540 Q560 592 380 562 Q252 542 214 470 Z', `url(#${k.id('f')})`);
    b += k.area('M250 500 Q400 470 590 490 Q680 502 712 536 Q560 584 384 556 Q270 538 250 500 Z', t.lo, 0.45);
    b += k.stitch('M232 478 Q400 452 598 480 Q676 494 704 530');
    b += `<circle cx="400" cy="254" r="13" fill="${t.lo}"/>` + `<circle cx="340" cy="330" r="5" fill="${t.deep}"/><circle cx="462" cy="330" r="5" fill="${t.deep}"/>`;
    if (o.accent) b += `<path d="M360 392 q20 -18 40 0 t40 0" fill="none" stroke="${o.accent}" stroke-width="7" stroke-linecap="round"/>`;
    return { defs: k.defs.join(''), body: b, focus: [420, 380] };
  }
  if (style === 'beanie') {
    b += `<circle cx="400" cy="212" r="64" fill="url(#${k.id('f')})" filter="url(#sh)"/><circle cx="400" cy="212" r="64" fill="none" stroke="${t.lo}" stroke-width="10" stroke-dasharray="3 5"/>`;
    const body = 'M246 520 Q238 256 400 234 Q562 256 554 520 Z';
    b += k.sil(body) + k.area(body, k.knit());
    const cuff = 'M230 478 Q400 452 570 478 L574 594 Q400 618 226 594 Z';
    b += k.sil(cuff) + k.area(cuff, k.rib(0.22, 12));
    b += `<rect x="372" y="520" width="56" height="38" rx="4" fill="${o.accent || '#8a5a34'}"/>`;
    return { defs: k.defs.join(''), body: b, focus: [400, 500] };
  }
  if (style === 'sun') {
    b += `<ellipse cx="400" cy="500" rx="322" ry="112" fill="url(#${k.id('f')})" filter="url(#sh)"/>`;
    b += `<ellipse cx="400" cy="500" rx="322" ry="112" fill="none" stroke="${t.line}" stroke-opacity=".3" stroke-width="2"/>`;
    let rings = '';
    for (let i = 1; i <= 5; i++) rings += `<ellipse cx="400" cy="500" rx="${140 + i * 34}" ry="${48 + i * 12}" fill="none" stroke="${t.line}" stroke-opacity=".2" stroke-width="2" stroke-dasharray="10 6"/>`;
    b += rings;
    b += k.sil('M268 500 Q262 300 400 288 Q538 300 532 500 Q400 530 268 500 Z');
    let weave = '';
    for (let y = 320; y < 500; y += 22) weave += `M276 ${y} Q400 ${y + 14} 524 ${y} `;
    b += k.line(weave.trim(), 2, 0.18);
    b += k.area('M270 452 Q400 478 530 452 L531 492 Q400 520 269 492 Z', o.accent || '#1f2f4a');
    b += k.area('M500 470 l40 -30 l6 40 z M500 470 l46 16 l-30 30 z', o.accent || '#1f2f4a');
    return { defs: k.defs.join(''), body: b, focus: [430, 470] };
  }
  // bucket
  b += k.sil('M206 560 L296 446 L504 446 L594 560 Q400 618 206 560 Z');
  let ringsB = '';
  for (let i = 1; i <= 3; i++) ringsB += `M${206 + i * 22} ${560 - i * 28} Q400 ${608 - i * 30} ${594 - i * 22} ${560 - i * 28} `;
  b += k.stitch(ringsB.trim());
  b += k.sil('M292 462 L316 290 Q400 262 484 290 L508 462 Q400 482 292 462 Z');
  b += `<ellipse cx="400" cy="288" rx="84" ry="22" fill="${t.hi}" stroke="${t.line}" stroke-opacity=".3"/>`;
  b += k.stitch('M300 420 Q400 440 500 420 M306 380 Q400 398 494 380') + `<circle cx="460" cy="340" r="6" fill="${t.deep}"/>`;
  if (o.accent) b += `<rect x="366" y="404" width="68" height="26" rx="3" fill="${o.accent}"/>`;
  return { defs: k.defs.join(''), body: `<g transform="translate(-120 -150) scale(1.3)">${b}</g>`, focus: [400, 420] };
}

function drawShoes(p, c, o = {}) {
  // o.style: 'sneaker' | 'boot'; two shoes, the back one offset
  const k = kit(p, c);
  const { t } = k;
  const style = o.style || 'sneaker';
  const sole = o.sole || (style === 'boot' ? '#3a2d25' : '#f4f1ea');
  const st = tones(sole);
  const one = () => {
    let s = '';
    if (style === 'boot') {
      s += k.sil('M150 566 L160 172 Q240 160 330 172 L338 392 Q470 430 612 470 Q700 494 700 566 Z');
      s += k.area('M246 190 Q272 290 250 402 L304 402 Q284 290 312 190 Z', t.deep, 0.8) + k.area('M246 190 Q272 290 250 402 L304 402 Q284 290 312 190 Z', k.rib(0.25, 8, '#000'));
      s += k.line('M168 172 Q156 110 196 112 L206 172', 9, 1, t.lo);
      s += k.stitch('M172 540 L690 540') + k.fold('M420 440 Q470 470 520 470', 4);
      s += `<path d="M140 566 L706 566 Q716 596 694 612 L310 614 L306 646 L150 646 Q140 610 140 566 Z" fill="${sole}" filter="url(#sh)"/>`;
      s += `<path d="M150 566 H700" stroke="${st.lo}" stroke-width="4"/>`;
    } else {
      s += `<path d="M134 566 L676 564 Q716 566 716 598 Q714 630 672 632 L160 632 Q126 632 126 598 Q126 566 134 566 Z" fill="${sole}" filter="url(#sh)" stroke="${st.line}" stroke-opacity=".35"/>`;
      s += `<path d="M130 606 H714" stroke="${st.lo}" stroke-width="3"/>`;
      s += k.sil('M150 568 L152 402 Q154 360 196 352 Q262 370 318 372 L340 322 Q358 304 384 318 L404 362 Q520 420 628 462 Q702 490 702 568 Z');
      if (o.suede) s += k.area('M150 568 L152 402 Q154 360 196 352 Q262 370 318 372 L340 322 Q358 304 384 318 L404 362 Q520 420 628 462 Q702 490 702 568 Z', k.canvas());
      s += k.area('M560 568 Q574 474 640 468 Q704 492 702 568 Z', t.hi, 0.55) + k.line('M560 566 Q574 474 640 468', 2.5, 0.4);
      s += k.area('M150 420 L182 416 L186 568 L150 568 Z', o.accent || t.lo);
      s += k.line('M154 404 Q156 366 196 360 Q262 378 318 380', 8, 0.35);
      s += `<path d="M250 520 Q370 440 520 486" fill="none" stroke="${o.accent || t.lo}" stroke-width="16" stroke-linecap="round" stroke-opacity=".85"/>`;
      s += k.stitch('M190 548 Q380 530 600 548');
      let lace = '';
      for (let i = 0; i < 5; i++) {
        const x = 372 + i * 36, y = 382 + i * 17;
        s += `<circle cx="${x}" cy="${y}" r="4.5" fill="${t.deep}"/><circle cx="${x - 18}" cy="${y + 30}" r="4.5" fill="${t.deep}"/>`;
        lace += `M${x} ${y} L${x + 18} ${y + 47} M${x - 18} ${y + 30} L${x + 36} ${y + 17} `;
      }
      s += k.line(lace.trim(), 5, 1, o.laces || '#f7f5ef') + k.line(lace.trim(), 1, 0.3, '#000');
    }
    return s;
  };
  const front = one();
  const b = `<g transform="translate(-46 -58)"><g opacity=".92">${front}</g></g><g transform="translate(30 40)">${front}</g>`;
  return { defs: k.defs.join(''), body: b, focus: style === 'boot' ? [300, 320] : [450, 430] };
}

function drawBag(p, c, o = {}) {
  // o.style: 'shoulder' | 'duffel'
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  if (o.style === 'duffel') {
    b += k.line('M300 340 Q300 210 400 210 Q500 210 500 340', 20, 1, o.trim || '#8c4f2b');
    const d = 'M176 378 Q176 326 230 326 L570 326 Q624 326 624 378 L636 626 Q636 656 604 656 L196 656 Q164 656 164 626 Z';
    b += k.sil(d) + k.area(d, k.canvas());
    b += k.area('M164 560 L636 560 L636 626 Q636 656 604 656 L196 656 Q164 656 164 626 Z', o.trim || '#8c4f2b', 0.95);
    b += k.line('M210 344 H590', 6, 0.85, '#777') + k.line('M210 344 H590', 2, 0.8, '#ddd') + `<rect x="560" y="336" width="14" height="30" rx="3" fill="#c9a15a"/>`;
    b += `<rect x="286" y="330" width="28" height="80" rx="5" fill="${o.trim || '#8c4f2b'}"/><rect x="486" y="330" width="28" height="80" rx="5" fill="${o.trim || '#8c4f2b'}"/>`;
    b += k.stitch('M172 566 H628 M176 390 Q170 470 172 560 M624 390 Q630 470 628 560');
    return { defs: k.defs.join(''), body: b, focus: [520, 380] };
  }
  b += k.line('M246 392 Q252 132 400 130 Q548 132 554 392', 22, 1, t.lo) + k.stitch('M246 380 Q252 146 400 144 Q548 146 554 380');
  const d = 'M225 385 L575 385 Q592 385 596 402 L622 640 Q624 662 600 662 L200 662 Q176 662 178 640 L204 402 Q208 385 225 385 Z';
  b += k.sil(d);
  b += `<rect x="236" y="372" width="20" height="26" rx="4" fill="#c9a15a"/><rect x="544" y="372" width="20" height="26" rx="4" fill="#c9a15a"/>`;
  b += k.sil('M212 385 L588 385 L594 502 Q400 552 206 502 Z');
  b += k.stitch('M222 396 L578 396 L583 494 Q400 540 217 494 Z');
  b += `<rect x="380" y="508" width="40" height="34" rx="7" fill="#c9a15a" stroke="#8d6c32" stroke-width="2"/>`;
  b += k.fold('M260 580 Q400 600 540 580', 4);
  return { defs: k.defs.join(''), body: b, focus: [400, 500] };
}

function drawTote(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  b += k.line('M312 306 Q312 150 400 150 Q488 150 488 306', 20, 1, t.deep);
  const d = 'M216 300 L584 300 L604 690 L196 690 Z';
  b += k.sil(d) + k.area(d, k.canvas());
  b += k.line('M300 318 Q304 184 400 184 Q496 184 500 318', 22, 1, o.handle || t.lo);
  b += k.stitch('M219 332 H581') + k.fold('M300 420 Q290 560 300 680', 4) + k.fold('M520 400 Q530 560 512 680', 4);
  if (o.print) b += o.print(k);
  return { defs: k.defs.join(''), body: b, focus: [400, 300] };
}

function drawSocks(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  const d = 'M300 150 L420 150 L420 500 Q420 540 455 560 L560 610 Q602 632 588 672 Q572 712 522 700 L350 648 Q300 632 300 580 Z';
  const heel = 'M300 556 L300 580 Q300 632 350 648 L376 600 Q338 590 336 556 Z';
  const toe = 'M540 598 L560 610 Q602 632 588 672 Q572 712 522 700 L508 696 Q548 660 540 598 Z';
  const sock = (acc) => {
    let s = k.sil(d);
    if (o.stripes) s += `<path d="M300 230 H420 V500 H300 Z" fill="${k.stripes(o.stripes, 44, 14)}"/>`;
    s += k.area(d, k.knit());
    s += k.area('M300 150 L420 150 L420 222 L300 222 Z', t.lo, 0.3) + k.area('M300 150 L420 150 L420 222 L300 222 Z', k.rib(0.22, 9));
    s += k.area(heel, acc || t.lo) + k.area(toe, acc || t.lo);
    return s;
  };
  const b = `<g transform="translate(-86 -18)">${sock(o.accent)}<path d="${d}" fill="#000" fill-opacity=".06"/></g><g transform="translate(74 36)">${sock(o.accent)}</g>`;
  return { defs: k.defs.join(''), body: b, focus: [420, 300] };
}

// --- home & lifestyle ------------------------------------------------------------------------

function drawMug(p, c, o = {}) {
  // o.style: 'mug' | 'espresso'; c is the glaze colour
  const k = kit(p, c);
  const { t } = k;
  const clay = o.clay || '#d9c6a5';
  const glaze = k.cyl('gl', c);
  const clayG = k.cyl('cl', clay);
  const cup = (key) => {
    let s = '';
    s += `<path d="M536 372 Q644 362 644 470 Q642 578 530 570" fill="none" stroke="${glaze}" stroke-width="36" stroke-linecap="round" filter="url(#sh)"/>`;
    s += `<path d="M536 372 Q644 362 644 470 Q642 578 530 570" fill="none" stroke="${t.deep}" stroke-opacity=".25" stroke-width="6" stroke-linecap="round"/>`;
    const body = 'M240 300 L540 300 L536 628 Q536 668 496 668 L284 668 Q244 668 244 628 Z';
    s += `<path d="${body}" fill="${glaze}" filter="url(#sh)"/>`;
    s += `<path d="M244 592 Q300 604 332 590 Q392 608 452 592 Q500 604 538 592 L536 628 Q536 668 496 668 L284 668 Q244 668 244 628 Z" fill="${clayG}"/>`;
    s += k.speckle(key, 46, [252, 320, 280, 340]);
    s += `<ellipse cx="390" cy="300" rx="150" ry="34" fill="${t.hi}"/><ellipse cx="390" cy="302" rx="136" ry="26" fill="${t.deep}"/>`;
    if (o.coffee) s += `<ellipse cx="390" cy="310" rx="126" ry="19" fill="#4b2e1c"/><ellipse cx="370" cy="306" rx="40" ry="5" fill="#c8a27c" fill-opacity=".5"/>`;
    if (o.text) s += k.text(390, 478, o.text, 40, o.textColor || t.deep, { serif: true, italic: true, maxW: 250 });
    return s;
  };
  if (o.style === 'espresso') {
    let b = '';
    for (const [x, y, key] of [[-110, 150, p + 'a'], [170, 210, p + 'b']]) {
      b += `<g transform="translate(${x} ${y}) scale(.62)"><ellipse cx="400" cy="676" rx="260" ry="54" fill="${k.cyl('sau', c)}" filter="url(#sh)"/><ellipse cx="400" cy="668" rx="200" ry="34" fill="${t.lo}" fill-opacity=".5"/>${cup(key)}</g>`;
    }
    return { defs: k.defs.join(''), body: b, focus: [300, 380] };
  }
  return { defs: k.defs.join(''), body: cup(p), focus: [390, 420] };
}

function drawCandle(p, c, o = {}) {
  // c: the glass colour
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  b += `<circle cx="400" cy="250" r="150" fill="${k.radial('glow', [[0, '#ffd27a', 0.5], [1, '#ffd27a', 0]], 0.5, 0.5, 0.5)}"/>`;
  const jar = 'M270 322 L530 322 L530 640 Q530 672 498 672 L302 672 Q270 672 270 640 Z';
  b += `<path d="${jar}" fill="${k.cyl('gls', c)}" fill-opacity=".92" filter="url(#sh)"/>`;
  b += `<ellipse cx="400" cy="360" rx="128" ry="24" fill="${o.wax || '#f1e8d6'}"/><ellipse cx="400" cy="362" rx="118" ry="18" fill="${shade(o.wax || '#f1e8d6', -0.08)}"/>`;
  b += `<ellipse cx="400" cy="322" rx="130" ry="26" fill="none" stroke="${t.hi}" stroke-width="4"/>`;
  b += `<path d="M292 340 V640" stroke="#fff" stroke-opacity=".35" stroke-width="12" stroke-linecap="round"/><path d="M316 350 V620" stroke="#fff" stroke-opacity=".2" stroke-width="5" stroke-linecap="round"/>`;
  b += `<path d="M400 362 Q398 340 402 318" stroke="#2b2119" stroke-width="4" fill="none"/>`;
  const flame = k.radial('fl', [[0, '#fffbe8'], [0.45, '#ffd35c'], [1, '#ff8a1d']], 0.5, 0.72, 0.6);
  b += `<path d="M401 214 Q432 266 422 292 Q414 314 401 314 Q388 314 380 292 Q370 266 401 214 Z" fill="${flame}"/>`;
  b += `<rect x="308" y="452" width="184" height="128" rx="6" fill="#f7f2e8" stroke="#d6ccb8"/>`;
  b += k.text(400, 500, o.label || 'Geurkaars', 24, '#3a332b', { serif: true, maxW: 160 });
  b += `<path d="M350 518 H450" stroke="#b6a990" stroke-width="2"/>`;
  b += k.text(400, 548, o.sub || 'sojawas · 220 g', 15, '#6b6254', { ls: 1 });
  return { defs: k.defs.join(''), body: b, focus: [400, 360] };
}

function drawCushion(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  const d = 'M184 212 Q400 178 616 212 Q652 400 616 604 Q400 634 184 604 Q148 400 184 212 Z';
  const puff = k.radial('pf', [[0, t.hi], [0.6, t.c], [1, t.lo]], 0.45, 0.42, 0.62);
  let b = `<path d="${d}" fill="${puff}" filter="url(#sh)"/>`;
  if (o.pattern === 'stripes') b += k.area(d, k.vstripes(o.accent, 64, 22), 0.9);
  if (o.pattern === 'cord') b += k.area(d, k.rib(0.2, 9));
  if (o.pattern === 'check') b += k.area(d, k.check(o.accent, 70));
  b += k.area(d, `url(#${k.id('s')})`);
  b += `<path d="${d}" fill="none" stroke="${t.lo}" stroke-width="7"/>`;
  b += k.fold('M196 228 Q250 262 300 270') + k.fold('M604 228 Q550 262 500 270') + k.fold('M196 590 Q250 556 300 548') + k.fold('M604 590 Q550 556 500 548');
  if (o.button !== false) {
    b += k.fold('M400 408 Q360 380 330 330', 4) + k.fold('M400 408 Q450 440 480 490', 4) + k.fold('M400 408 Q440 370 480 340', 4) + k.fold('M400 408 Q360 440 320 480', 4);
    b += `<circle cx="400" cy="408" r="14" fill="${t.lo}" stroke="${t.deep}" stroke-opacity=".5"/>`;
  }
  return { defs: k.defs.join(''), body: b, focus: [400, 300] };
}

function drawPlaid(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  const layers = [
    'M174 520 L626 520 Q660 520 660 572 Q660 624 626 624 L174 624 Q140 624 140 572 Q140 520 174 520 Z',
    'M184 416 L616 416 Q650 416 650 468 Q650 520 616 520 L184 520 Q150 520 150 468 Q150 416 184 416 Z',
    'M194 312 L606 312 Q640 312 640 364 Q640 416 606 416 L194 416 Q160 416 160 364 Q160 312 194 312 Z',
  ];
  const pat = o.pattern === 'waffle'
    ? k.pat('waf', 18, 18, `<rect x="2" y="2" width="14" height="14" rx="3" fill="none" stroke="${t.line}" stroke-opacity=".2" stroke-width="3"/>`)
    : k.check(o.accent || t.deep, 64);
  for (const l of layers) {
    b += k.sil(l) + k.area(l, pat) + k.area(l, `url(#${k.id('s')})`);
    b += k.line(l.replace(/^M(\d+) (\d+)/, 'M$1 $2'), 2, 0.25);
  }
  b += k.fold('M200 470 Q400 482 600 470', 6) + k.fold('M190 574 Q400 586 610 574', 6) + k.fold('M210 364 Q400 376 590 364', 6);
  const drape = 'M520 600 L650 592 Q662 650 648 700 L540 708 Q528 650 520 600 Z';
  b += k.sil(drape) + k.area(drape, pat);
  let f = '';
  for (let x = 546; x <= 644; x += 9) f += `M${x} ${708 - (x - 540) * 0.08} l${(x % 3) - 1} 26 `;
  b += k.line(f.trim(), 4, 0.95, t.lo);
  return { defs: k.defs.join(''), body: b, focus: [560, 560] };
}

function drawVase(p, c, o = {}) {
  // o.style: 'bulb' | 'tall' (ribbed glass)
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  const stem = '#b59a6a';
  let stems = '';
  stems += k.line('M396 260 Q376 160 320 92 M404 260 Q420 140 476 74 M400 260 Q402 150 396 52 M392 262 Q340 200 262 170 M408 262 Q470 210 540 196', 4, 1, stem);
  let heads = '';
  for (const [x, y, r] of [[320, 92, -40], [476, 74, 40], [396, 52, 0], [262, 170, -70], [540, 196, 70]]) {
    heads += `<ellipse cx="${x}" cy="${y}" rx="13" ry="38" transform="rotate(${r} ${x} ${y})" fill="#d9c39a" stroke="#b59a6a" stroke-width="2"/>`;
  }
  stems += heads;
  if (o.style === 'tall') {
    const d = 'M318 190 L482 190 L470 660 Q470 674 456 674 L344 674 Q330 674 330 660 Z';
    b += stems.replace(/#b59a6a/g, '#6f8a5a').replace(/#d9c39a/g, '#9fb58a');
    b += `<path d="${d}" fill="${k.cyl('gv', c)}" fill-opacity=".6" filter="url(#sh)"/>`;
    b += `<path d="M326 420 L474 420 L470 660 Q470 674 456 674 L344 674 Q330 674 330 660 Z" fill="${t.lo}" fill-opacity=".35"/>`;
    let ribs = '';
    for (let x = 334; x <= 466; x += 16) ribs += `M${x} 198 L${x + (x < 400 ? 6 : -6) * ((x - 400) / 66)} 664 `;
    b += k.line(ribs.trim(), 3, 0.22, '#ffffff') + k.line('M400 260 V668 M396 260 L380 668', 3, 0.6, '#5b7048');
    b += `<ellipse cx="400" cy="190" rx="82" ry="13" fill="none" stroke="${t.hi}" stroke-width="5"/>`;
    b += `<path d="M346 210 L354 650" stroke="#fff" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`;
    return { defs: k.defs.join(''), body: b, focus: [400, 300] };
  }
  b += stems;
  const d = 'M352 248 L448 248 L444 300 Q600 360 592 500 Q585 640 400 652 Q215 640 208 500 Q200 360 356 300 Z';
  const g = k.radial('vg', [[0, t.hi], [0.55, t.c], [1, t.deep]], 0.4, 0.45, 0.65);
  b += `<path d="${d}" fill="${g}" filter="url(#sh)"/>`;
  b += k.speckle(p + 'v', 60, [240, 340, 320, 280]);
  b += k.line('M230 440 Q400 470 572 440 M218 520 Q400 550 584 520 M232 590 Q400 616 570 590', 2, 0.15);
  b += `<ellipse cx="400" cy="248" rx="48" ry="10" fill="${t.deep}" stroke="${t.hi}" stroke-width="4"/>`;
  b += `<path d="M280 400 Q262 470 280 560" stroke="#fff" stroke-opacity=".35" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  return { defs: k.defs.join(''), body: b, focus: [400, 320] };
}

function drawNotebook(p, c, o = {}) {
  // o.title: cover title (cookbook); otherwise a notebook with an elastic band and a label
  const k = kit(p, c);
  const { t } = k;
  let b = '<g transform="rotate(-5 400 400)">';
  b += `<rect x="262" y="182" width="300" height="440" rx="8" fill="#f3efe6" filter="url(#sh)"/>`;
  b += k.line('M552 196 V610 M546 196 V610 M540 196 V610', 1, 0.5, '#c9c0ae');
  b += `<rect x="248" y="170" width="300" height="440" rx="10" fill="url(#${k.id('f')})"/>`;
  b += `<rect x="248" y="170" width="300" height="440" rx="10" fill="${k.linen()}"/><rect x="248" y="170" width="300" height="440" rx="10" fill="url(#${k.id('s')})"/>`;
  b += `<rect x="248" y="170" width="36" height="440" rx="8" fill="${t.lo}" fill-opacity=".6"/>`;
  if (o.title) {
    b += k.text(416, 262, o.title, 40, o.accent || '#f6f1e6', { serif: true, bold: true, maxW: 230 });
    if (o.subtitle) b += k.text(416, 298, o.subtitle, 18, o.accent || '#f6f1e6', { ls: 2 });
    b += `<path d="M336 430 Q416 520 496 430 Z" fill="${o.accent || '#f6f1e6'}" fill-opacity=".9"/><path d="M316 430 H516" stroke="${o.accent || '#f6f1e6'}" stroke-width="6" stroke-linecap="round"/>`;
    b += k.line('M380 404 q-12 -20 0 -40 M416 404 q-12 -20 0 -40 M452 404 q-12 -20 0 -40', 4, 0.8, o.accent || '#f6f1e6');
    b += `<path d="M470 610 L470 676 L482 664 L494 676 L494 610 Z" fill="${o.ribbon || '#c9a15a'}"/>`;
  } else {
    b += `<rect x="510" y="170" width="14" height="440" fill="${t.deep}"/>`;
    b += `<rect x="328" y="258" width="156" height="70" rx="4" fill="#f6f1e6"/>`;
    b += k.text(406, 300, o.label || 'NOTITIES', 18, '#3a332b', { ls: 3 });
    b += `<rect x="400" y="606" width="10" height="70" fill="${o.ribbon || '#c9a15a'}"/>`;
  }
  b += '</g>';
  return { defs: k.defs.join(''), body: b, focus: [400, 300] };
}

function drawPouch(p, c, o = {}) {
  // a stand-up coffee bag; o.label, o.sub, o.brand
  const k = kit(p, c);
  const { t } = k;
  let b = '';
  const d = 'M250 226 L550 226 L562 640 Q562 674 528 674 L272 674 Q238 674 238 640 Z';
  b += k.sil(d);
  let zig = 'M250 226';
  for (let x = 250; x < 550; x += 12) zig += ` L${x + 6} 214 L${x + 12} 226`;
  b += `<path d="${zig} L550 266 L250 266 Z" fill="${t.lo}"/>`;
  b += `<circle cx="400" cy="306" r="17" fill="${t.lo}" stroke="${t.deep}" stroke-width="3"/><circle cx="400" cy="306" r="6" fill="${t.deep}"/>`;
  b += `<rect x="282" y="378" width="236" height="196" rx="8" fill="#f6f1e6"/>`;
  b += k.text(400, 414, o.brand || 'BRANDERIJ', 15, '#6b6254', { ls: 3 });
  b += k.text(400, 462, o.label || 'HUISBLEND', 34, '#2b2119', { serif: true, bold: true, maxW: 200 });
  b += `<ellipse cx="400" cy="506" rx="16" ry="22" fill="#5b3a22"/><path d="M400 486 Q392 506 400 526" stroke="#2b1a10" stroke-width="3" fill="none"/>`;
  b += k.text(400, 556, o.sub || '500 g · bonen', 15, '#6b6254', { ls: 1 });
  b += k.fold('M268 300 Q262 480 270 640') + k.fold('M534 300 Q540 480 532 640');
  for (const [x, y, r] of [[236, 700, 20], [300, 716, -30], [560, 706, 60], [610, 690, 10], [520, 724, -10]]) {
    b += `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="14" ry="19" fill="#5b3a22"/><path d="M${x} ${y - 17} Q${x - 7} ${y} ${x} ${y + 17}" stroke="#2b1a10" stroke-width="3" fill="none"/></g>`;
  }
  return { defs: k.defs.join(''), body: b, focus: [400, 460] };
}

function drawTin(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  const g = k.cyl('tn', c);
  let b = '';
  b += `<path d="M292 296 L508 296 L508 648 Q508 672 400 676 Q292 672 292 648 Z" fill="${g}" filter="url(#sh)"/>`;
  b += `<path d="M284 246 L516 246 L516 310 Q400 326 284 310 Z" fill="${g}"/><ellipse cx="400" cy="246" rx="116" ry="20" fill="${t.hi}"/>`;
  b += `<path d="M292 386 Q400 398 508 386 L508 566 Q400 578 292 566 Z" fill="#f6f1e6"/>`;
  b += k.text(400, 452, o.label || 'EARL GREY', 32, t.deep, { serif: true, bold: true, maxW: 190 });
  b += k.text(400, 490, o.brand || 'THEEHUIS', 14, '#6b6254', { ls: 3 });
  b += k.text(400, 536, o.sub || 'losse thee · 100 g', 15, '#6b6254');
  let leaves = '';
  for (const [x, y, r] of [[250, 700, 30], [280, 716, -20], [540, 706, 50], [580, 694, -40], [520, 722, 10], [300, 690, 70]]) {
    leaves += `<ellipse cx="${x}" cy="${y}" rx="5" ry="12" transform="rotate(${r} ${x} ${y})"/>`;
  }
  b += `<g fill="#3f4a2b">${leaves}</g>`;
  return { defs: k.defs.join(''), body: b, focus: [400, 440] };
}

function drawChocolate(p, c, o = {}) {
  const k = kit(p, c);
  const { t } = k;
  let b = '<g transform="rotate(-8 400 420)">';
  const choc = '#4a2c1d';
  b += `<rect x="176" y="300" width="440" height="250" rx="10" fill="${choc}" filter="url(#sh)"/>`;
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) {
    const x = 188 + i * 68, y = 312 + j * 78;
    b += `<rect x="${x}" y="${y}" width="60" height="70" rx="6" fill="#5e3a27" stroke="#2f1a10" stroke-width="3"/><path d="M${x + 6} ${y + 6} H${x + 54}" stroke="#7a5038" stroke-width="4"/>`;
  }
  let zig = 'M386 296';
  for (let y = 296; y < 556; y += 16) zig += ` L372 ${y + 8} L386 ${y + 16}`;
  b += `<path d="${zig} L410 556 L410 296 Z" fill="${k.grad('foil', [[0, '#f2f2f2'], [0.5, '#b9b9b9'], [1, '#e6e6e6']], 0, 0, 1, 1)}"/>`;
  b += `<rect x="400" y="288" width="236" height="274" rx="6" fill="url(#${k.id('f')})"/><rect x="400" y="288" width="236" height="274" rx="6" fill="url(#${k.id('s')})"/>`;
  b += k.text(518, 372, o.brand || 'CHOCOLADE', 15, t.hi, { ls: 3 });
  b += k.text(518, 420, o.label || 'Zeezout', 30, '#f6f1e6', { serif: true, italic: true, maxW: 200 });
  b += k.text(518, 452, o.label2 || '& karamel', 22, '#f6f1e6', { serif: true, italic: true, maxW: 200 });
  b += `<path d="M470 482 H566" stroke="${t.hi}" stroke-width="2"/>`;
  b += k.text(518, 512, o.sub || 'melk 38% · 100 g', 15, t.hi);
  b += '</g>';
  return { defs: k.defs.join(''), body: b, focus: [500, 420] };
}

const DRAWERS = {
  tshirt: drawTshirt,
  shirt: drawShirt,
  sweater: drawSweater,
  jacket: drawJacket,
  trousers: drawTrousers,
  skirt: drawSkirt,
  dress: drawDress,
  scarf: drawScarf,
  hat: drawHat,
  shoes: drawShoes,
  bag: drawBag,
  tote: drawTote,
  socks: drawSocks,
  mug: drawMug,
  candle: drawCandle,
  cushion: drawCushion,
  plaid: drawPlaid,
  vase: drawVase,
  notebook: drawNotebook,
  pouch: drawPouch,
  tin: drawTin,
  chocolate: drawChocolate,
};

// --- documents -------------------------------------------------------------------------------

/** A square product photo: soft studio backdrop, the item, optionally zoomed in on a detail. */
function productSvg(studio, shape, colour, opts = {}, detail = false) {
  const draw = DRAWERS[shape];
  assert(draw, `unknown shape ${shape}`);
  const g = draw('a', colour, opts);
  const [fx, fy] = g.focus;
  const content = detail ? `<g transform="translate(400 400) scale(2.1) translate(${-fx} ${-fy})">${g.body}</g>` : g.body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs>${SHADOW_FILTER}${rad('bg', [[0, studio[0]], [1, studio[1]]], 0.5, 0.42, 0.75)}${g.defs}</defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    (detail ? '' : `<ellipse cx="400" cy="712" rx="300" ry="34" fill="${studio[2]}" fill-opacity=".35"/>`) +
    content +
    `</svg>\n`
  );
}

/** Several items composed on one backdrop (bundle presentations): items = [{shape, colour, opts, x, y, s}] */
function composeSvg(studio, items, w = 800, h = 800, extraDefs = '', backdrop = null) {
  let defs = '';
  let body = '';
  items.forEach((it, i) => {
    const g = DRAWERS[it.shape](`i${i}`, it.colour, it.opts || {});
    defs += g.defs;
    body += `<g transform="translate(${it.x} ${it.y}) scale(${it.s})${it.rot ? ` rotate(${it.rot} 400 400)` : ''}">${g.body}</g>`;
  });
  const bg = backdrop || `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${SHADOW_FILTER}${rad('bg', [[0, studio[0]], [1, studio[1]]], 0.5, 0.42, 0.75)}${extraDefs}${defs}</defs>` +
    bg +
    body +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue data. A product: slug, nl/en name, dnl/den description, brand, price (cents incl. VAT),
// sale (discount price), shape + opts (the illustration), colours (palette keys, optionally
// [key, extraOpts]), sizes (a SIZES key or an explicit list), cf (custom_fields), cats, tags.
// ---------------------------------------------------------------------------------------------

const SIZES = {
  top: ['XS', 'S', 'M', 'L', 'XL'],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44'],
  one: ['One size'],
  socks: ['36-40', '41-46'],
  none: [null],
};

const TENANT_A = {
  key: 'A',
  id: '7b1e2c4a-0000-4000-8000-00000000000a',
  authTenantId: 'noordzee-k3f9a', // the shop's Identity Platform tenant
  name: 'Noordzee Mode',
  legalName: 'Noordzee Mode B.V.',
  isDevelopment: 1,
  prefix: 'noordzee',
  skuPrefix: 'NZ',
  primary: '#1d4b54',
  theme: 'simple',
  n: 1, // id block: products 1001…, categories 101…, variants 100001…
  domains: [
    ['localhost', 1],
    ['127.0.0.1', 0],
    ['noordzee.localhost', 0],
    ['www.noordzeemode.nl', 0],
  ],
  studio: ['#f3f5f3', '#dde4e2', '#9aaba8'],
  palette: {
    ecru: ['ecru', 'ecru', '#efe6d2'],
    zand: ['zand', 'sand', '#d8c3a0'],
    zeeblauw: ['zeeblauw', 'sea blue', '#2f5d7c'],
    marine: ['marineblauw', 'navy', '#1f2f4a'],
    wit: ['wit', 'white', '#f7f6f2'],
    zwart: ['zwart', 'black', '#262626'],
    salie: ['saliegroen', 'sage green', '#9bab8e'],
    oudroze: ['oudroze', 'dusty pink', '#c98b8b'],
    olijf: ['olijfgroen', 'olive', '#6f7d4f'],
    grijs: ['grijs gemêleerd', 'grey melange', '#9a9ea3'],
    lichtblauw: ['lichtblauw', 'light blue', '#a9c4dc'],
    camel: ['camel', 'camel', '#b9885a'],
    roest: ['roestbruin', 'rust', '#a5532f'],
    denim: ['donker denim', 'dark denim', '#3e5a7e'],
    lichtdenim: ['licht denim', 'light denim', '#7d9bbf'],
    cognac: ['cognac', 'cognac', '#8c4f2b'],
    petrol: ['petrol', 'petrol', '#1d4b54'],
    geel: ['vissersgeel', 'fisherman yellow', '#e3b23c'],
    naturel: ['naturel', 'natural', '#d8b878'],
    antraciet: ['antraciet', 'charcoal', '#3a3d42'],
  },
  categories: [
    ['dames', 'Dames', 'Women', null],
    ['heren', 'Heren', 'Men', null],
    ['jurken', 'Jurken', 'Dresses', 'dames'],
    ['blouses-tops', 'Blouses & tops', 'Blouses & tops', 'dames'],
    ['rokken', 'Rokken', 'Skirts', 'dames'],
    ['overhemden', 'Overhemden', 'Shirts', 'heren'],
    ['broeken', 'Broeken', 'Trousers', null],
    ['truien-vesten', 'Truien & vesten', 'Knitwear', null],
    ['jassen', 'Jassen', 'Jackets & coats', null],
    ['accessoires', 'Accessoires', 'Accessories', null],
    ['tassen', 'Tassen', 'Bags', 'accessoires'],
    ['schoenen', 'Schoenen', 'Shoes', null],
  ],
  tags: [
    ['nieuw', 'Nieuw', 'New'],
    ['sale', 'Sale', 'Sale'],
    ['duurzaam', 'Duurzaam', 'Sustainable'],
    ['basics', 'Basics', 'Basics'],
    ['musthaves', 'Musthaves', 'Must-haves'],
    ['linnen', 'Linnen', 'Linen'],
    ['bestseller', 'Bestseller', 'Bestseller'],
  ],
  products: [
    {
      slug: 'linnen-blouse', nl: 'Linnen blouse', en: 'Linen blouse',
      dnl: 'Luchtige blouse van gewassen linnen met V-hals en parelmoer knoopjes. Valt soepel en blijft heerlijk koel op warme dagen.',
      den: 'Airy blouse in washed linen with a V-neck and mother-of-pearl buttons. Drapes softly and stays cool on warm days.',
      brand: 'Noordzee Atelier', price: 5995, shape: 'shirt', opts: { style: 'blouse', texture: 'linen' },
      colours: ['ecru', 'zeeblauw', 'salie'], sizes: 'top', cf: { material: 'linnen', fit: 'regular', season: 'zomer' },
      cats: ['dames', 'blouses-tops'], tags: ['linnen', 'nieuw', 'duurzaam'],
    },
    {
      slug: 'bretonse-streeptop', nl: 'Bretonse streeptop', en: 'Breton striped top',
      dnl: 'De klassieke streeptop van stevig biologisch katoen. Tijdloos bij jeans of een linnen broek.',
      den: 'The classic striped top in sturdy organic cotton. Timeless with jeans or linen trousers.',
      brand: 'Kustlijn', price: 3995, shape: 'tshirt',
      colours: [['ecru', { stripes: '#1f2f4a' }], ['wit', { stripes: '#a5532f' }]], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'lente' }, cats: ['dames', 'blouses-tops'], tags: ['basics', 'bestseller', 'musthaves'], detail: true,
    },
    {
      slug: 'basic-t-shirt-dames', nl: 'Basic T-shirt biologisch katoen', en: 'Organic cotton basic T-shirt',
      dnl: 'Zacht T-shirt met ronde hals van 100% biologisch katoen. Een basis die je elke week draagt.',
      den: 'Soft crew-neck T-shirt in 100% organic cotton. A staple you will wear every week.',
      brand: 'Kustlijn', price: 1995, shape: 'tshirt', colours: ['wit', 'zwart', 'zand'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['dames', 'blouses-tops'], tags: ['basics', 'duurzaam'],
    },
    {
      slug: 'maxi-jurk-duinroos', nl: 'Maxi-jurk Duinroos', en: 'Duinroos maxi dress',
      dnl: 'Zwierige maxi-jurk met strikceintuur en soepel vallende rok. Gemaakt van lichte viscose die mooi beweegt in de zeewind.',
      den: 'Flowing maxi dress with a tie belt and a softly draped skirt. Made of light viscose that moves beautifully in the sea breeze.',
      brand: 'Duinwind', price: 8995, sale: 6995, shape: 'dress', opts: { style: 'maxi' }, colours: ['oudroze', 'salie'], sizes: 'top',
      cf: { material: 'viscose', fit: 'relaxed', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'wikkeljurk-met-stippen', nl: 'Wikkeljurk met stippen', en: 'Polka dot wrap dress',
      dnl: 'Flatterende wikkeljurk met korte fladdermouwen en een speelse stippenprint. Verstelbaar met de strik in de taille.',
      den: 'Flattering wrap dress with short flutter sleeves and a playful polka dot print. Adjustable with the tie at the waist.',
      brand: 'Duinwind', price: 7495, shape: 'dress', opts: { style: 'wrap' },
      colours: [['zeeblauw', { dots: '#efe6d2' }], ['marine', { dots: '#f7f6f2' }]], sizes: 'top',
      cf: { material: 'viscose', fit: 'regular', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['nieuw'],
    },
    {
      slug: 'linnen-midi-jurk', nl: 'Linnen midi-jurk', en: 'Linen midi dress',
      dnl: 'Midi-jurk van zuiver linnen met knoopsluiting en strikceintuur. Net zo fijn op het strand als op een terras in de stad.',
      den: 'Midi dress in pure linen with a button front and tie belt. Just as nice on the beach as on a terrace in town.',
      brand: 'Noordzee Atelier', price: 9495, shape: 'dress', opts: { style: 'linen' }, colours: ['salie', 'ecru'], sizes: 'top',
      cf: { material: 'linnen', fit: 'regular', season: 'zomer' }, cats: ['dames', 'jurken'], tags: ['linnen', 'duurzaam'], detail: true,
    },
    {
      slug: 'plisse-rok', nl: 'Plissé rok', en: 'Pleated skirt',
      dnl: 'Midi-rok met fijne plissés en een elastische tailleband. Combineer met een gebreide trui voor een zachte herfstlook.',
      den: 'Midi skirt with fine pleats and an elastic waistband. Pair it with a knitted jumper for a soft autumn look.',
      brand: 'Duinwind', price: 6495, sale: 4995, shape: 'skirt', opts: { style: 'pleated' }, colours: ['oudroze', 'marine'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'herfst' }, cats: ['dames', 'rokken'], tags: [],
    },
    {
      slug: 'denim-rok', nl: 'Denim rok', en: 'Denim skirt',
      dnl: 'Knielange A-lijn rok van stevig denim met contrasterende stiksels en een metalen knoop.',
      den: 'Knee-length A-line skirt in sturdy denim with contrast stitching and a metal button.',
      brand: 'Kustlijn', price: 5495, shape: 'skirt', opts: { style: 'denim' }, colours: ['lichtdenim', 'denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'regular', season: 'lente' }, cats: ['dames', 'rokken'], tags: ['basics'], soldOut: true,
    },
    {
      slug: 'wijde-linnen-broek', nl: 'Wijde linnen broek', en: 'Wide-leg linen trousers',
      dnl: 'Wijde broek van gewassen linnen met steekzakken en een hoge taille. Ontspannen en toch verzorgd.',
      den: 'Wide-leg trousers in washed linen with slant pockets and a high waist. Relaxed yet polished.',
      brand: 'Noordzee Atelier', price: 6995, shape: 'trousers', opts: { style: 'wide' }, colours: ['ecru', 'zand', 'marine'], sizes: 'top',
      cf: { material: 'linnen', fit: 'wide', season: 'zomer' }, cats: ['dames', 'broeken'], tags: ['linnen', 'musthaves'],
    },
    {
      slug: 'mom-jeans', nl: 'Mom jeans', en: 'Mom jeans',
      dnl: 'Hoog getailleerde mom jeans met een licht verwassen look en taps toelopende pijpen. Van gerecycled katoen.',
      den: 'High-waisted mom jeans with a lightly washed look and tapered legs. Made from recycled cotton.',
      brand: 'Kustlijn', price: 7995, sale: 5995, shape: 'trousers', opts: { style: 'jeans' }, colours: ['lichtdenim', 'denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['dames', 'broeken'], tags: ['duurzaam'], detail: true,
    },
    {
      slug: 'grofgebreide-kabeltrui', nl: 'Grofgebreide kabeltrui', en: 'Chunky cable-knit jumper',
      dnl: 'Warme trui met een klassiek kabelpatroon van zachte lamswol. Voor stormachtige dagen aan de kust.',
      den: 'Warm jumper with a classic cable pattern in soft lambswool. For stormy days on the coast.',
      brand: 'Helder & Zout', price: 10995, shape: 'sweater', opts: { style: 'cable' }, colours: ['ecru', 'zand', 'petrol'], sizes: 'top',
      cf: { material: 'wol', fit: 'relaxed', season: 'winter' }, cats: ['dames', 'truien-vesten'], tags: ['musthaves', 'bestseller'],
    },
    {
      slug: 'vest-met-knopen', nl: 'Vest met knopen', en: 'Button cardigan',
      dnl: 'Fijngebreid vest met V-hals, opgestikte zakken en houten knopen. Een laagje dat bij alles past.',
      den: 'Fine-knit cardigan with a V-neck, patch pockets and wooden buttons. A layer that goes with everything.',
      brand: 'Helder & Zout', price: 7995, shape: 'sweater', opts: { style: 'cardigan' }, colours: ['marine', 'oudroze'], sizes: 'top',
      cf: { material: 'merino', fit: 'regular', season: 'lente' }, cats: ['dames', 'truien-vesten'], tags: ['basics'], detail: true,
    },
    {
      slug: 'trenchcoat-scheveningen', nl: 'Trenchcoat Scheveningen', en: 'Scheveningen trench coat',
      dnl: 'Klassieke double-breasted trenchcoat met ceintuur en epauletten, van waterafstotend katoen. Tijdloos voor wisselvallig Hollands weer.',
      den: 'Classic double-breasted trench coat with belt and epaulettes in water-repellent cotton. Timeless for changeable Dutch weather.',
      brand: 'Noordzee Atelier', price: 18995, sale: 14995, shape: 'jacket', opts: { style: 'trench' }, colours: ['camel', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'lente' }, cats: ['dames', 'jassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'regenjas-zeewind', nl: 'Regenjas Zeewind', en: 'Zeewind raincoat',
      dnl: 'Waterdichte regenjas met capuchon, drukknopen en getapete naden. In het iconische vissersgeel of diep marineblauw.',
      den: 'Waterproof raincoat with hood, press studs and taped seams. In iconic fisherman yellow or deep navy.',
      brand: 'Kustlijn', price: 12995, shape: 'jacket', opts: { style: 'rain' }, colours: ['geel', 'marine'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'herfst' }, cats: ['jassen', 'dames', 'heren'], tags: ['bestseller', 'duurzaam'], detail: true,
    },
    {
      slug: 'zijden-sjaal-golfslag', nl: 'Zijden sjaal Golfslag', en: 'Golfslag silk scarf',
      dnl: 'Soepele sjaal van zuivere zijde met een golvenprint. Draag hem om je hals, in je haar of aan je tas.',
      den: 'Supple scarf in pure silk with a wave print. Wear it around your neck, in your hair or on your bag.',
      brand: 'Noordzee Atelier', price: 4995, shape: 'scarf', opts: { pattern: 'wave', fringe: false },
      colours: [['zeeblauw', { accent: '#efe6d2' }], ['oudroze', { accent: '#f7f6f2' }]], sizes: 'one',
      cf: { material: 'zijde', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['nieuw'],
    },
    {
      slug: 'strohoed-met-lint', nl: 'Strohoed met lint', en: 'Straw hat with ribbon',
      dnl: 'Gevlochten strohoed met een brede rand en een katoenen lint. Beschermt stijlvol tegen de zomerzon.',
      den: 'Woven straw hat with a wide brim and a cotton ribbon. Stylish protection against the summer sun.',
      brand: 'Duinwind', price: 3995, sale: 2995, shape: 'hat', opts: { style: 'sun', accent: '#1f2f4a' }, colours: ['naturel'], sizes: 'one',
      cf: { material: 'stro', season: 'zomer' }, cats: ['accessoires'], tags: [],
    },
    {
      slug: 'leren-schoudertas', nl: 'Leren schoudertas', en: 'Leather shoulder bag',
      dnl: 'Compacte schoudertas van plantaardig gelooid leer met een messing sluiting. Past je telefoon, portemonnee en zonnebril.',
      den: 'Compact shoulder bag in vegetable-tanned leather with a brass clasp. Fits your phone, wallet and sunglasses.',
      brand: 'Helder & Zout', price: 12995, shape: 'bag', colours: ['cognac', 'zwart'], sizes: 'one',
      cf: { material: 'leer', season: 'het-hele-jaar' }, cats: ['accessoires', 'tassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'canvas-strandtas', nl: 'Canvas strandtas', en: 'Canvas beach tote',
      dnl: 'Ruime shopper van stevig canvas met geweven hengsels. Groot genoeg voor een handdoek, een boek en de picknick.',
      den: 'Roomy tote in heavy canvas with woven handles. Big enough for a towel, a book and the picnic.',
      brand: 'Kustlijn', price: 3495, shape: 'tote', opts: { print: 'wave' }, colours: ['ecru', 'zeeblauw'], sizes: 'one',
      cf: { material: 'katoen', season: 'zomer' }, cats: ['accessoires', 'tassen'], tags: ['duurzaam', 'basics'],
    },
    {
      slug: 'witte-leren-sneakers', nl: 'Witte leren sneakers', en: 'White leather sneakers',
      dnl: 'Minimalistische sneakers van soepel leer met een comfortabele rubberen zool en een petrolkleurige hak.',
      den: 'Minimalist sneakers in supple leather with a comfortable rubber sole and a petrol heel tab.',
      brand: 'Noordzee Atelier', price: 11995, shape: 'shoes', opts: { style: 'sneaker', accent: '#1d4b54' }, colours: ['wit'], sizes: 'shoes',
      cf: { material: 'leer', fit: 'regular', season: 'het-hele-jaar' }, cats: ['schoenen', 'dames'], tags: ['bestseller'], detail: true,
    },
    {
      slug: 'chelsea-boots', nl: 'Suède chelsea boots', en: 'Suede Chelsea boots',
      dnl: 'Enkellaarzen van suède met elastische inzetten en een stevige profielzool.',
      den: 'Ankle boots in suede with elastic side panels and a sturdy lug sole.',
      brand: 'Helder & Zout', price: 15995, sale: 12995, shape: 'shoes', opts: { style: 'boot' }, colours: ['cognac', 'zwart'], sizes: 'shoes',
      cf: { material: 'suede', fit: 'regular', season: 'herfst' }, cats: ['schoenen', 'dames'], tags: [],
    },
    {
      slug: 'oxford-overhemd', nl: 'Oxford overhemd', en: 'Oxford shirt',
      dnl: 'Overhemd van stevig oxfordkatoen met button-down kraag en borstzak. Net zo goed onder een colbert als los over een chino.',
      den: 'Shirt in sturdy Oxford cotton with a button-down collar and chest pocket. Works under a blazer or worn loose over chinos.',
      brand: 'Helder & Zout', price: 6995, shape: 'shirt', opts: { texture: 'oxford' }, colours: ['lichtblauw', 'wit'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['heren', 'overhemden'], tags: ['basics', 'bestseller'], detail: true,
    },
    {
      slug: 'linnen-overhemd', nl: 'Linnen overhemd', en: 'Linen shirt',
      dnl: 'Luchtig overhemd van gewassen linnen met een relaxte pasvorm. Rol de mouwen op en je bent klaar voor de boulevard.',
      den: 'Breezy shirt in washed linen with a relaxed fit. Roll up the sleeves and you are ready for the promenade.',
      brand: 'Noordzee Atelier', price: 7495, sale: 5995, shape: 'shirt', opts: { texture: 'linen' }, colours: ['ecru', 'zeeblauw'], sizes: 'top',
      cf: { material: 'linnen', fit: 'relaxed', season: 'zomer' }, cats: ['heren', 'overhemden'], tags: ['linnen'],
    },
    {
      slug: 't-shirt-biologisch-katoen-heren', nl: 'T-shirt biologisch katoen heren', en: "Men's organic cotton T-shirt",
      dnl: 'Stevig T-shirt van biologisch katoen met een rechte pasvorm. Wordt mooier bij elke wasbeurt.',
      den: 'Sturdy T-shirt in organic cotton with a straight fit. Gets better with every wash.',
      brand: 'Kustlijn', price: 2495, shape: 'tshirt', colours: ['wit', 'marine', 'olijf'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'het-hele-jaar' }, cats: ['heren'], tags: ['basics', 'duurzaam'],
    },
    {
      slug: 'pique-polo', nl: 'Piqué polo', en: 'Piqué polo shirt',
      dnl: 'Polo van ademend piquékatoen met een tweeknoopspatte. Verzorgd en toch relaxed.',
      den: 'Polo shirt in breathable piqué cotton with a two-button placket. Smart yet relaxed.',
      brand: 'Helder & Zout', price: 4995, shape: 'tshirt', opts: { polo: true }, colours: ['marine', 'salie', 'wit'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'zomer' }, cats: ['heren'], tags: ['musthaves'],
    },
    {
      slug: 'chino-duinzand', nl: 'Chino Duinzand', en: 'Duinzand chinos',
      dnl: 'Klassieke chino van stretchkatoen met een slanke pasvorm en een persplooi.',
      den: 'Classic chinos in stretch cotton with a slim fit and a pressed crease.',
      brand: 'Helder & Zout', price: 7995, shape: 'trousers', opts: { style: 'chino' }, colours: ['zand', 'marine', 'olijf'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'het-hele-jaar' }, cats: ['heren', 'broeken'], tags: ['basics'],
    },
    {
      slug: 'slim-fit-jeans', nl: 'Slim fit jeans', en: 'Slim fit jeans',
      dnl: 'Donkere slim fit jeans met een vleugje stretch. Met klinknagels en contrasterende stiksels.',
      den: 'Dark slim fit jeans with a touch of stretch. With rivets and contrast stitching.',
      brand: 'Kustlijn', price: 8995, shape: 'trousers', opts: { style: 'jeans' }, colours: ['denim'], sizes: 'top',
      cf: { material: 'denim', fit: 'slim', season: 'het-hele-jaar' }, cats: ['heren', 'broeken'], tags: ['bestseller'],
    },
    {
      slug: 'korte-chino', nl: 'Korte chino', en: 'Chino shorts',
      dnl: 'Korte broek van licht katoen-twill, ideaal voor een dag op het strand of de zeilboot.',
      den: 'Shorts in light cotton twill, ideal for a day on the beach or the sailing boat.',
      brand: 'Kustlijn', price: 4995, sale: 3495, shape: 'trousers', opts: { style: 'shorts' }, colours: ['marine', 'zand'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'zomer' }, cats: ['heren', 'broeken'], tags: [],
    },
    {
      slug: 'merino-trui', nl: 'Merino trui', en: 'Merino jumper',
      dnl: 'Fijngebreide trui van extra fijne merinowol: warm, licht en nauwelijks kreukelig.',
      den: 'Fine-knit jumper in extra-fine merino wool: warm, light and hardly creases.',
      brand: 'Helder & Zout', price: 8995, shape: 'sweater', colours: ['marine', 'antraciet', 'roest'], sizes: 'top',
      cf: { material: 'merino', fit: 'slim', season: 'herfst' }, cats: ['heren', 'truien-vesten'], tags: ['musthaves'],
    },
    {
      slug: 'hoodie-strandpaal', nl: 'Hoodie Strandpaal', en: 'Strandpaal hoodie',
      dnl: 'Zachte hoodie van geborsteld biologisch katoen met een kangoeroezak en platte koorden.',
      den: 'Soft hoodie in brushed organic cotton with a kangaroo pocket and flat drawcords.',
      brand: 'Kustlijn', price: 6995, sale: 5495, shape: 'sweater', opts: { style: 'hoodie' }, colours: ['grijs', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'herfst' }, cats: ['heren', 'truien-vesten'], tags: ['duurzaam'],
    },
    {
      slug: 'visserstrui', nl: 'Visserstrui', en: "Fisherman's jumper",
      dnl: 'Stoere visserstrui van ongeverfde wol, gebreid in een klassiek kabelpatroon. Warm tot op het puntje van de pier.',
      den: "Rugged fisherman's jumper in undyed wool, knitted in a classic cable pattern. Warm all the way to the end of the pier.",
      brand: 'Noordzee Atelier', price: 12995, shape: 'sweater', opts: { style: 'cable' }, colours: ['ecru', 'marine'], sizes: 'top',
      cf: { material: 'wol', fit: 'relaxed', season: 'winter' }, cats: ['heren', 'truien-vesten'], tags: ['bestseller', 'nieuw'], detail: true,
    },
    {
      slug: 'waxjas-duinpad', nl: 'Waxjas Duinpad', en: 'Duinpad waxed jacket',
      dnl: 'Robuuste jas van gewaxt katoen met een corduroy kraag en ruime klepzakken. Wordt mooier met de jaren.',
      den: 'Rugged jacket in waxed cotton with a corduroy collar and roomy flap pockets. Gets better with age.',
      brand: 'Helder & Zout', price: 17995, shape: 'jacket', opts: { style: 'wax' }, colours: ['olijf', 'marine'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'herfst' }, cats: ['heren', 'jassen'], tags: ['musthaves'], detail: true,
    },
    {
      slug: 'wollen-overjas', nl: 'Wollen overjas', en: 'Wool overcoat',
      dnl: 'Lange overjas van een gerecycled wolmengsel met reverskraag. Warm, strak en tijdloos.',
      den: 'Long overcoat in a recycled wool blend with notch lapels. Warm, sharp and timeless.',
      brand: 'Noordzee Atelier', price: 22995, sale: 18995, shape: 'jacket', opts: { style: 'coat' }, colours: ['antraciet', 'camel'], sizes: 'top',
      cf: { material: 'wol', fit: 'regular', season: 'winter' }, cats: ['heren', 'jassen'], tags: ['duurzaam'],
    },
    {
      slug: 'katoenen-pet', nl: 'Katoenen pet', en: 'Cotton cap',
      dnl: 'Baseball pet van gewassen katoen met een geborduurde golf en een verstelbare sluiting.',
      den: 'Baseball cap in washed cotton with an embroidered wave and an adjustable strap.',
      brand: 'Kustlijn', price: 2495, shape: 'hat', opts: { style: 'cap', accent: '#efe6d2' }, colours: ['marine', 'zand'], sizes: 'one',
      cf: { material: 'katoen', season: 'zomer' }, cats: ['accessoires', 'heren'], tags: ['nieuw'],
    },
    {
      slug: 'gebreide-muts', nl: 'Gebreide muts', en: 'Knitted beanie',
      dnl: 'Warme muts met een brede omslag en pompon, gebreid van zachte lamswol.',
      den: 'Warm beanie with a wide turn-up and a pompom, knitted from soft lambswool.',
      brand: 'Helder & Zout', price: 2995, shape: 'hat', opts: { style: 'beanie' }, colours: ['roest', 'marine', 'ecru'], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['basics'],
    },
    {
      slug: 'gestreepte-sokken', nl: 'Gestreepte sokken', en: 'Striped socks',
      dnl: 'Sokken van gekamd katoen met vrolijke strepen en een versterkte hiel en teen.',
      den: 'Socks in combed cotton with cheerful stripes and a reinforced heel and toe.',
      brand: 'Kustlijn', price: 1295, shape: 'socks',
      colours: [['zeeblauw', { stripes: '#efe6d2', accent: '#e3b23c' }], ['marine', { stripes: '#f7f6f2', accent: '#a5532f' }]], sizes: 'socks',
      cf: { material: 'katoen', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['basics'],
    },
    {
      slug: 'wollen-sjaal-met-ruit', nl: 'Wollen sjaal met ruit', en: 'Checked wool scarf',
      dnl: 'Grote sjaal van zachte wol met een ruitpatroon en franjes. Houdt de gure zeewind buiten.',
      den: 'Large scarf in soft wool with a check pattern and fringes. Keeps the raw sea wind out.',
      brand: 'Helder & Zout', price: 5495, sale: 3995, shape: 'scarf', opts: { pattern: 'check' },
      colours: [['marine', { accent: '#a5532f' }], ['olijf', { accent: '#efe6d2' }]], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires', 'heren'], tags: [],
    },
    {
      slug: 'suede-sneakers', nl: 'Suède sneakers', en: 'Suede sneakers',
      dnl: 'Sneakers van zacht suède met een rubberen gumzool. Casual en comfortabel.',
      den: 'Sneakers in soft suede with a rubber gum sole. Casual and comfortable.',
      brand: 'Kustlijn', price: 10995, shape: 'shoes', opts: { style: 'sneaker', suede: true, sole: '#b5835a' }, colours: ['camel', 'marine'], sizes: 'shoes',
      cf: { material: 'suede', fit: 'regular', season: 'lente' }, cats: ['schoenen', 'heren'], tags: ['nieuw'],
    },
    {
      slug: 'weekendtas', nl: 'Weekendtas', en: 'Weekend bag',
      dnl: 'Stoere weekendtas van gewaxt canvas met leren details. Voor een lang weekend op Texel of in Zeeland.',
      den: 'Rugged weekend bag in waxed canvas with leather trims. For a long weekend on Texel or in Zeeland.',
      brand: 'Helder & Zout', price: 14995, shape: 'bag', opts: { style: 'duffel' }, colours: ['marine', 'olijf'], sizes: 'one',
      cf: { material: 'canvas', season: 'het-hele-jaar' }, cats: ['accessoires', 'tassen'], tags: ['musthaves'],
    },
  ],
  bundles: [
    {
      slug: 'zomerse-strandlook', nl: 'Zomerse strandlook', en: 'Summer beach look',
      dnl: 'Blouse, wijde broek, strohoed en strandtas: alles voor een dag aan zee, op elkaar afgestemd.',
      den: 'Blouse, wide-leg trousers, straw hat and beach tote: everything for a day by the sea, all matched.',
      items: [['linnen-blouse', 1], ['wijde-linnen-broek', 1], ['strohoed-met-lint', 1], ['canvas-strandtas', 1]],
    },
    {
      slug: 'smart-casual-heren', nl: 'Smart casual heren', en: 'Smart casual for him',
      dnl: 'Oxford overhemd, chino en suède sneakers voor een verzorgde look op kantoor en daarna. Samen voor een vaste setprijs.',
      den: 'Oxford shirt, chinos and suede sneakers for a polished look at the office and after. Together for a fixed set price.',
      items: [['oxford-overhemd', 1], ['chino-duinzand', 1], ['suede-sneakers', 1]], fixed: 22995,
    },
    {
      slug: 'basics-set', nl: 'Basics set', en: 'Basics set',
      dnl: 'Een biologisch katoenen T-shirt met twee paar gestreepte sokken: de basis van elke garderobe.',
      den: 'An organic cotton T-shirt with two pairs of striped socks: the foundation of every wardrobe.',
      items: [['t-shirt-biologisch-katoen-heren', 1], ['gestreepte-sokken', 2]],
    },
    {
      slug: 'weekend-aan-zee', nl: 'Weekend aan zee', en: 'Weekend by the sea',
      dnl: 'Regenjas, visserstrui, jeans en muts: klaar voor een stormachtig weekend aan de kust.',
      den: "Raincoat, fisherman's jumper, jeans and beanie: ready for a stormy weekend on the coast.",
      items: [['regenjas-zeewind', 1], ['visserstrui', 1], ['slim-fit-jeans', 1], ['gebreide-muts', 1]],
    },
  ],
};

const TENANT_B = {
  key: 'B',
  id: '7b1e2c4a-0000-4000-8000-00000000000b',
  authTenantId: 'stadsbazaar-p2x7c',
  name: 'Stadsbazaar',
  legalName: 'Stadsbazaar Utrecht B.V.',
  isDevelopment: 0,
  prefix: 'stadsbazaar',
  skuPrefix: 'SB',
  primary: '#8a2c3b',
  theme: 'fancy',
  n: 2,
  domains: [
    ['stadsbazaar.localhost', 1],
    ['www.stadsbazaar.nl', 0],
  ],
  studio: ['#f7f1ea', '#e9ddd0', '#b8a48e'],
  palette: {
    zwart: ['zwart', 'black', '#1e1e1e'],
    wit: ['wit', 'white', '#f4f2ee'],
    creme: ['crème', 'cream', '#ece3d0'],
    bordeaux: ['bordeaux', 'burgundy', '#8a2c3b'],
    grijs: ['grijs melee', 'heather grey', '#8f9196'],
    olijf: ['olijf', 'olive', '#6b6b3a'],
    oker: ['oker', 'ochre', '#c8912e'],
    terracotta: ['terracotta', 'terracotta', '#c0643f'],
    mos: ['mosgroen', 'moss green', '#55654a'],
    kobalt: ['kobaltblauw', 'cobalt blue', '#2e4f9c'],
    roze: ['poederroze', 'powder pink', '#e4a6a8'],
    lila: ['lila', 'lilac', '#a596c4'],
    antraciet: ['antraciet', 'charcoal', '#3a3d42'],
    denim: ['vintage blauw', 'vintage blue', '#4d6a8f'],
    zwartdenim: ['zwart denim', 'black denim', '#33363b'],
    ijsblauw: ['ijsblauw', 'ice blue', '#a9c4dc'],
    amber: ['amber', 'amber', '#a0612a'],
    flesgroen: ['flesgroen', 'bottle green', '#56704f'],
    kraft: ['kraft', 'kraft', '#b48a5a'],
  },
  categories: [
    ['kleding', 'Kleding', 'Clothing', null],
    ['shirts-tops', 'T-shirts & tops', 'T-shirts & tops', 'kleding'],
    ['truien-hoodies', 'Truien & hoodies', 'Sweaters & hoodies', 'kleding'],
    ['broeken-jeans', 'Broeken & jeans', 'Trousers & jeans', 'kleding'],
    ['jassen', 'Jassen', 'Jackets', 'kleding'],
    ['rokken-jurken', 'Rokken & jurken', 'Skirts & dresses', 'kleding'],
    ['schoenen', 'Schoenen', 'Shoes', 'kleding'],
    ['accessoires', 'Accessoires', 'Accessories', null],
    ['wonen', 'Wonen', 'Home', null],
    ['keuken-tafel', 'Keuken & tafel', 'Kitchen & table', 'wonen'],
    ['decoratie', 'Decoratie', 'Decoration', 'wonen'],
    ['woontextiel', 'Woontextiel', 'Home textiles', 'wonen'],
    ['papierwaren', 'Papierwaren & boeken', 'Stationery & books', null],
    ['eten-drinken', 'Eten & drinken', 'Food & drink', null],
  ],
  tags: [
    ['nieuw', 'Nieuw', 'New'],
    ['sale', 'Sale', 'Sale'],
    ['duurzaam', 'Duurzaam', 'Sustainable'],
    ['basics', 'Basics', 'Basics'],
    ['musthaves', 'Musthaves', 'Must-haves'],
    ['cadeautip', 'Cadeautip', 'Gift idea'],
    ['lokaal-gemaakt', 'Lokaal gemaakt', 'Locally made'],
  ],
  products: [
    {
      slug: 'oversized-t-shirt-stadslogo', nl: 'Oversized T-shirt Stadslogo', en: 'Oversized city logo T-shirt',
      dnl: 'Ruim vallend T-shirt van zwaar katoen met een klein geborduurd Stadsbazaar-logo op de borst.',
      den: 'Boxy T-shirt in heavyweight cotton with a small embroidered Stadsbazaar logo on the chest.',
      brand: 'Stadsbazaar', price: 3495, shape: 'tshirt', opts: { print: 'logo' }, colours: ['zwart', 'wit', 'bordeaux'], sizes: 'top',
      cf: { material: 'katoen', fit: 'oversized', season: 'het-hele-jaar' }, cats: ['kleding', 'shirts-tops'], tags: ['basics', 'musthaves'],
    },
    {
      slug: 't-shirt-grachtenprint', nl: 'T-shirt Grachtenprint', en: 'Canal house print T-shirt',
      dnl: 'T-shirt met een zeefdruk van grachtenpanden, gedrukt door een drukkerij om de hoek.',
      den: 'T-shirt with a screen print of canal houses, printed by a print shop around the corner.',
      brand: 'Grachtwerk', price: 3995, sale: 2995, shape: 'tshirt', opts: { print: 'canal' }, colours: ['wit', 'creme'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'zomer' }, cats: ['kleding', 'shirts-tops'], tags: ['lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'longsleeve-wafelstof', nl: 'Longsleeve wafelstof', en: 'Waffle-knit longsleeve',
      dnl: 'Longsleeve van zachte wafelstof met ribboorden. Perfect als laag onder een overshirt.',
      den: 'Longsleeve in soft waffle knit with ribbed trims. Perfect as a layer under an overshirt.',
      brand: 'Grachtwerk', price: 4495, shape: 'sweater', opts: { style: 'waffle' }, colours: ['creme', 'mos', 'antraciet'], sizes: 'top',
      cf: { material: 'katoen', fit: 'slim', season: 'herfst' }, cats: ['kleding', 'shirts-tops'], tags: ['basics'], detail: true,
    },
    {
      slug: 'hoodie-oost', nl: 'Hoodie Oost', en: 'Oost hoodie',
      dnl: 'Zware hoodie van geborsteld katoen met een gevoerde capuchon en kangoeroezak. Genoemd naar onze winkel in Oost.',
      den: 'Heavyweight hoodie in brushed cotton with a lined hood and kangaroo pocket. Named after our shop in Oost.',
      brand: 'Stadsbazaar', price: 7995, shape: 'sweater', opts: { style: 'hoodie' }, colours: ['grijs', 'bordeaux', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'oversized', season: 'herfst' }, cats: ['kleding', 'truien-hoodies'], tags: ['musthaves'],
    },
    {
      slug: 'crewneck-sweater', nl: 'Crewneck sweater', en: 'Crewneck sweatshirt',
      dnl: 'Klassieke sweater met ronde hals van biologisch katoen, met geribde boorden.',
      den: 'Classic crewneck sweatshirt in organic cotton with ribbed trims.',
      brand: 'Grachtwerk', price: 6495, sale: 4995, shape: 'sweater', colours: ['oker', 'kobalt', 'grijs'], sizes: 'top',
      cf: { material: 'katoen', fit: 'regular', season: 'herfst' }, cats: ['kleding', 'truien-hoodies'], tags: ['duurzaam'],
    },
    {
      slug: 'corduroy-overshirt', nl: 'Corduroy overshirt', en: 'Corduroy overshirt',
      dnl: 'Overshirt van zacht ribfluweel met twee klepzakken. Draag hem als shirt of als lichte jas.',
      den: 'Overshirt in soft corduroy with two flap pockets. Wear it as a shirt or as a light jacket.',
      brand: 'Grachtwerk', price: 8995, shape: 'shirt', opts: { style: 'overshirt', texture: 'cord' }, colours: ['olijf', 'terracotta', 'creme'], sizes: 'top',
      cf: { material: 'corduroy', fit: 'relaxed', season: 'herfst' }, cats: ['kleding', 'shirts-tops', 'jassen'], tags: ['nieuw', 'musthaves'],
    },
    {
      slug: 'workwear-jas', nl: 'Workwear jas', en: 'Workwear jacket',
      dnl: 'Stevige werkjas van canvas met een corduroy kraag en oranje stiksels. Gemaakt om lang mee te gaan.',
      den: 'Sturdy canvas work jacket with a corduroy collar and orange stitching. Built to last.',
      brand: 'Buurman & Co', price: 14995, shape: 'jacket', opts: { style: 'work' }, colours: ['mos', 'zwart'], sizes: 'top',
      cf: { material: 'canvas', fit: 'regular', season: 'lente' }, cats: ['kleding', 'jassen'], tags: ['duurzaam', 'lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'pufferjas-stadswinter', nl: 'Pufferjas Stadswinter', en: 'City winter puffer jacket',
      dnl: 'Lichte gewatteerde jas met gerecyclede vulling en een hoge kraag. Houdt je warm op de fiets door de stad.',
      den: 'Lightweight quilted jacket with recycled fill and a high collar. Keeps you warm cycling through town.',
      brand: 'Stadsbazaar', price: 16995, sale: 12995, shape: 'jacket', opts: { style: 'puffer' }, colours: ['zwart', 'bordeaux'], sizes: 'top',
      cf: { material: 'gerecycled-polyester', fit: 'regular', season: 'winter' }, cats: ['kleding', 'jassen'], tags: ['duurzaam'], detail: true,
    },
    {
      slug: 'cargobroek', nl: 'Cargobroek', en: 'Cargo trousers',
      dnl: 'Ruimvallende cargobroek van katoen-ripstop met klepzakken op de pijpen.',
      den: 'Loose-fitting cargo trousers in cotton ripstop with flap pockets on the legs.',
      brand: 'Buurman & Co', price: 8495, shape: 'trousers', opts: { style: 'cargo' }, colours: ['olijf', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['musthaves'],
    },
    {
      slug: 'baggy-jeans', nl: 'Baggy jeans', en: 'Baggy jeans',
      dnl: 'Wijde jeans met een lage kruisnaad en een vintage wassing. Van gerecycled denim.',
      den: 'Wide jeans with a low crotch and a vintage wash. Made from recycled denim.',
      brand: 'Grachtwerk', price: 9495, shape: 'trousers', opts: { style: 'jeans' }, colours: ['denim', 'zwartdenim'], sizes: 'top',
      cf: { material: 'denim', fit: 'wide', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['duurzaam'],
    },
    {
      slug: 'joggingbroek', nl: 'Joggingbroek', en: 'Joggers',
      dnl: 'Comfortabele joggingbroek van french terry met elastische boorden en een trekkoord.',
      den: 'Comfortable joggers in French terry with elastic cuffs and a drawcord.',
      brand: 'Stadsbazaar', price: 5995, sale: 4495, shape: 'trousers', opts: { style: 'jogger' }, colours: ['grijs', 'zwart'], sizes: 'top',
      cf: { material: 'katoen', fit: 'relaxed', season: 'het-hele-jaar' }, cats: ['kleding', 'broeken-jeans'], tags: ['basics'],
    },
    {
      slug: 'midi-rok-ribstof', nl: 'Midi-rok ribstof', en: 'Ribbed midi skirt',
      dnl: 'Aansluitende midi-rok van zachte ribstof met een split aan de zijkant.',
      den: 'Fitted midi skirt in soft rib knit with a side slit.',
      brand: 'Grachtwerk', price: 5495, shape: 'skirt', opts: { style: 'rib' }, colours: ['oker', 'zwart', 'lila'], sizes: 'top',
      cf: { material: 'viscose', fit: 'slim', season: 'herfst' }, cats: ['kleding', 'rokken-jurken'], tags: ['nieuw'],
    },
    {
      slug: 'satijnen-slipdress', nl: 'Satijnen slipdress', en: 'Satin slip dress',
      dnl: 'Elegante slipdress van glanzend satijn met verstelbare bandjes. Mooi met een grof vest of sneakers.',
      den: 'Elegant slip dress in lustrous satin with adjustable straps. Lovely with a chunky cardigan or sneakers.',
      brand: 'Stadsbazaar', price: 8995, sale: 6995, shape: 'dress', opts: { style: 'slip' }, colours: ['lila', 'bordeaux', 'zwart'], sizes: 'top',
      cf: { material: 'satijn', fit: 'regular', season: 'zomer' }, cats: ['kleding', 'rokken-jurken'], tags: ['musthaves'],
    },
    {
      slug: 'sokken-stadsprint', nl: 'Sokken Stadsprint', en: 'City print socks',
      dnl: 'Katoenen sokken met een grafische streep en een versterkte teen.',
      den: 'Cotton socks with a graphic stripe and a reinforced toe.',
      brand: 'Stadsbazaar', price: 1295, shape: 'socks',
      colours: [['bordeaux', { stripes: '#ece3d0', accent: '#1e1e1e' }], ['zwart', { stripes: '#c8912e', accent: '#8a2c3b' }]], sizes: 'socks',
      cf: { material: 'katoen', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['basics', 'cadeautip'],
    },
    {
      slug: 'bucket-hat-ribfluweel', nl: 'Bucket hat ribfluweel', en: 'Corduroy bucket hat',
      dnl: 'Bucket hat van ribfluweel met een doorgestikte rand. Houdt regen en zon tegen.',
      den: 'Bucket hat in corduroy with a stitched brim. Keeps out rain and sun.',
      brand: 'Grachtwerk', price: 2995, shape: 'hat', opts: { style: 'bucket', accent: '#ece3d0' }, colours: ['olijf', 'bordeaux'], sizes: 'one',
      cf: { material: 'corduroy', season: 'herfst' }, cats: ['accessoires'], tags: ['nieuw'], soldOut: true,
    },
    {
      slug: 'beanie-met-omslag', nl: 'Beanie met omslag', en: 'Turn-up beanie',
      dnl: 'Strakke beanie van gerecyclede wol met een omslag, een pompon en een geweven label.',
      den: 'Snug beanie in recycled wool with a turn-up, a pompom and a woven label.',
      brand: 'Stadsbazaar', price: 2495, shape: 'hat', opts: { style: 'beanie', accent: '#8a2c3b' }, colours: ['zwart', 'oker', 'bordeaux'], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['basics', 'cadeautip'],
    },
    {
      slug: 'canvas-sneakers', nl: 'Canvas sneakers', en: 'Canvas sneakers',
      dnl: 'Lage sneakers van stevig canvas met een gevulkaniseerde zool. Een klassieker voor elke dag.',
      den: 'Low-top sneakers in sturdy canvas with a vulcanised sole. An everyday classic.',
      brand: 'Buurman & Co', price: 7995, sale: 5995, shape: 'shoes', opts: { style: 'sneaker', suede: true },
      colours: [['wit', { accent: '#8a2c3b' }], ['zwart', { accent: '#f4f2ee' }]], sizes: 'shoes',
      cf: { material: 'canvas', fit: 'regular', season: 'het-hele-jaar' }, cats: ['kleding', 'schoenen'], tags: [],
    },
    {
      slug: 'crossbody-tas', nl: 'Crossbody tas', en: 'Crossbody bag',
      dnl: 'Kleine tas van gerecycled leer met een verstelbare band, zodat je je handen vrij hebt in de stad.',
      den: 'Small bag in recycled leather with an adjustable strap, so your hands are free in the city.',
      brand: 'Buurman & Co', price: 6995, shape: 'bag', colours: ['zwart', 'terracotta'], sizes: 'one',
      cf: { material: 'leer', season: 'het-hele-jaar' }, cats: ['accessoires'], tags: ['musthaves', 'cadeautip'], detail: true,
    },
    {
      slug: 'sjaal-gerecyclede-wol', nl: 'Sjaal van gerecyclede wol', en: 'Recycled wool scarf',
      dnl: 'Zachte sjaal met brede strepen, geweven van gerecyclede wol uit Prato.',
      den: 'Soft scarf with wide stripes, woven from recycled wool from Prato.',
      brand: 'Stadsbazaar', price: 4495, shape: 'scarf', opts: { pattern: 'stripes' },
      colours: [['antraciet', { accent: '#c8912e' }], ['bordeaux', { accent: '#ece3d0' }]], sizes: 'one',
      cf: { material: 'wol', season: 'winter' }, cats: ['accessoires'], tags: ['duurzaam', 'cadeautip'],
    },
    {
      slug: 'mok-goedemorgen', nl: 'Mok Goedemorgen', en: 'Goedemorgen mug',
      dnl: 'Handgemaakte mok van gespikkeld steengoed met de tekst "goedemorgen". Inhoud 350 ml en vaatwasserbestendig.',
      den: 'Handmade mug in speckled stoneware with the text "goedemorgen" (good morning). Holds 350 ml and is dishwasher safe.',
      brand: 'Klei & Vuur', price: 1495, shape: 'mug', opts: { text: 'goedemorgen', coffee: true },
      colours: [['kobalt', { textColor: '#f4f2ee' }], ['mos', { textColor: '#f4f2ee' }], ['creme', { textColor: '#8a2c3b' }]], sizes: 'none',
      cf: { material: 'steengoed' }, cats: ['wonen', 'keuken-tafel'], tags: ['cadeautip', 'lokaal-gemaakt'], detail: true,
    },
    {
      slug: 'espressokopjes-set-van-2', nl: 'Espressokopjes set van 2', en: 'Set of 2 espresso cups',
      dnl: 'Twee espressokopjes met schotel, gedraaid en geglazuurd in een atelier in Utrecht.',
      den: 'Two espresso cups with saucers, thrown and glazed in a studio in Utrecht.',
      brand: 'Klei & Vuur', price: 2995, sale: 2495, shape: 'mug', opts: { style: 'espresso' }, colours: ['mos', 'terracotta'], sizes: 'none',
      cf: { material: 'steengoed' }, cats: ['wonen', 'keuken-tafel'], tags: ['lokaal-gemaakt'],
    },
    {
      slug: 'geurkaars-vijgenblad', nl: 'Geurkaars Vijgenblad', en: 'Fig Leaf scented candle',
      dnl: 'Geurkaars van sojawas in een groen glazen pot, met tonen van vijgenblad en cederhout. Brandtijd circa 45 uur.',
      den: 'Soy wax scented candle in a green glass jar with notes of fig leaf and cedarwood. Burns for about 45 hours.',
      brand: 'Stadsbazaar', price: 2495, shape: 'candle', opts: { label: 'Vijgenblad' }, colours: ['flesgroen'], sizes: 'none',
      cf: { material: 'sojawas' }, cats: ['wonen', 'decoratie'], tags: ['cadeautip', 'musthaves'],
    },
    {
      slug: 'geurkaars-houtvuur', nl: 'Geurkaars Houtvuur', en: 'Wood Fire scented candle',
      dnl: 'Warme geurkaars met een houten lont die zachtjes knispert. Met tonen van amber, rook en vanille.',
      den: 'Warm scented candle with a wooden wick that softly crackles. With notes of amber, smoke and vanilla.',
      brand: 'Stadsbazaar', price: 2995, sale: 2295, shape: 'candle', opts: { label: 'Houtvuur' }, colours: ['amber'], sizes: 'none',
      cf: { material: 'sojawas' }, cats: ['wonen', 'decoratie'], tags: ['cadeautip'],
    },
    {
      slug: 'sierkussen-ribfluweel', nl: 'Sierkussen ribfluweel', en: 'Corduroy cushion',
      dnl: 'Kussen van 45 × 45 cm in zacht ribfluweel, inclusief binnenkussen met verenvulling.',
      den: 'A 45 × 45 cm cushion in soft corduroy, including a feather-filled inner cushion.',
      brand: 'Buurman & Co', price: 3995, shape: 'cushion', opts: { pattern: 'cord' }, colours: ['bordeaux', 'oker', 'mos'], sizes: 'none',
      cf: { material: 'corduroy' }, cats: ['wonen', 'woontextiel'], tags: ['musthaves'],
    },
    {
      slug: 'sierkussen-linnen-streep', nl: 'Sierkussen linnen streep', en: 'Striped linen cushion',
      dnl: 'Gestreept kussen van gewassen linnen met een verborgen rits. 50 × 50 cm.',
      den: 'Striped cushion in washed linen with a concealed zip. 50 × 50 cm.',
      brand: 'Buurman & Co', price: 4495, shape: 'cushion', opts: { pattern: 'stripes', button: false },
      colours: [['creme', { accent: '#3a3d42' }], ['roze', { accent: '#8a2c3b' }]], sizes: 'none',
      cf: { material: 'linnen' }, cats: ['wonen', 'woontextiel'], tags: ['nieuw'],
    },
    {
      slug: 'wollen-plaid-geruit', nl: 'Wollen plaid geruit', en: 'Checked wool throw',
      dnl: 'Grote plaid van zuivere lamswol met een klassieke ruit en franjes. 130 × 180 cm.',
      den: 'Large throw in pure lambswool with a classic check and fringes. 130 × 180 cm.',
      brand: 'Buurman & Co', price: 8995, sale: 7495, shape: 'plaid',
      colours: [['bordeaux', { accent: '#ece3d0' }], ['mos', { accent: '#c8912e' }]], sizes: 'none',
      cf: { material: 'wol' }, cats: ['wonen', 'woontextiel'], tags: ['cadeautip'], detail: true,
    },
    {
      slug: 'plaid-wafelkatoen', nl: 'Plaid wafelkatoen', en: 'Waffle cotton throw',
      dnl: 'Lichte plaid van wafelkatoen, heerlijk voor op de bank op zomeravonden.',
      den: 'Light throw in waffle cotton, lovely on the sofa on summer evenings.',
      brand: 'Stadsbazaar', price: 5495, shape: 'plaid', opts: { pattern: 'waffle' }, colours: ['creme', 'roze'], sizes: 'none',
      cf: { material: 'katoen' }, cats: ['wonen', 'woontextiel'], tags: ['basics'],
    },
    {
      slug: 'vaas-bol-aardewerk', nl: 'Vaas Bol aardewerk', en: 'Bol earthenware vase',
      dnl: 'Bolle vaas van aardewerk met een matte glazuur. Mooi met droogbloemen of een enkele tak.',
      den: 'Round earthenware vase with a matte glaze. Lovely with dried flowers or a single branch.',
      brand: 'Klei & Vuur', price: 3495, shape: 'vase', colours: ['terracotta', 'creme', 'zwart'], sizes: 'none',
      cf: { material: 'aardewerk' }, cats: ['wonen', 'decoratie'], tags: ['lokaal-gemaakt', 'cadeautip'],
    },
    {
      slug: 'glazen-vaas-ribbel', nl: 'Glazen vaas Ribbel', en: 'Ribbed glass vase',
      dnl: 'Hoge vaas van mondgeblazen glas met verticale ribbels. Hoogte 28 cm.',
      den: 'Tall vase in mouth-blown glass with vertical ribs. Height 28 cm.',
      brand: 'Stadsbazaar', price: 3995, shape: 'vase', opts: { style: 'tall' }, colours: ['ijsblauw', 'amber'], sizes: 'none',
      cf: { material: 'glas' }, cats: ['wonen', 'decoratie'], tags: ['nieuw'],
    },
    {
      slug: 'draagtas-stadsbazaar', nl: 'Draagtas Stadsbazaar', en: 'Stadsbazaar tote bag',
      dnl: 'Stevige draagtas van biologisch canvas met ons logo. Voor de markt, de bieb of de bakker.',
      den: 'Sturdy tote bag in organic canvas with our logo. For the market, the library or the bakery.',
      brand: 'Stadsbazaar', price: 1495, shape: 'tote', opts: { print: 'logo' }, colours: ['creme', 'zwart'], sizes: 'one',
      cf: { material: 'katoen' }, cats: ['accessoires'], tags: ['duurzaam', 'basics'],
    },
    {
      slug: 'notitieboek-a5-linnen', nl: 'Notitieboek A5 linnen', en: 'A5 linen notebook',
      dnl: "Notitieboek met een linnen kaft, 192 gelinieerde pagina's van FSC-papier en een elastiek.",
      den: 'Notebook with a linen cover, 192 lined pages of FSC paper and an elastic band.',
      brand: 'Grachtwerk', price: 1995, shape: 'notebook', colours: ['mos', 'bordeaux', 'oker'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: ['cadeautip'],
    },
    {
      slug: 'schetsboek-a4', nl: 'Schetsboek A4', en: 'A4 sketchbook',
      dnl: "Schetsboek met 120 pagina's dik tekenpapier, geschikt voor potlood, inkt en aquarel.",
      den: 'Sketchbook with 120 pages of heavy drawing paper, suited to pencil, ink and watercolour.',
      brand: 'Grachtwerk', price: 2495, sale: 1995, shape: 'notebook', opts: { label: 'SCHETSEN' }, colours: ['zwart', 'terracotta'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: [],
    },
    {
      slug: 'kookboek-stadskeuken', nl: 'Kookboek Stadskeuken', en: 'Stadskeuken cookbook',
      dnl: "Zeventig recepten uit de keukens van de stad, van Surinaamse roti tot Hollandse stamppot. Hardcover, 240 pagina's.",
      den: "Seventy recipes from the city's kitchens, from Surinamese roti to Dutch stamppot. Hardcover, 240 pages.",
      brand: 'Uitgeverij Oost', price: 3495, vat: 9, shape: 'notebook', opts: { title: 'Stadskeuken', subtitle: 'RECEPTEN' }, colours: ['oker'], sizes: 'none',
      cf: { material: 'papier' }, cats: ['papierwaren'], tags: ['cadeautip', 'nieuw'],
    },
    {
      slug: 'koffiebonen-huisblend', nl: 'Koffiebonen Huisblend', en: 'House blend coffee beans',
      dnl: 'Onze huisblend van Braziliaanse en Ethiopische bonen, vers gebrand in de stad. Tonen van chocolade en hazelnoot.',
      den: 'Our house blend of Brazilian and Ethiopian beans, freshly roasted in town. Notes of chocolate and hazelnut.',
      brand: 'Bonen Bakker', price: 1295, vat: 9, perUnit: 2590, shape: 'pouch', opts: { brand: 'BONEN BAKKER', label: 'HUISBLEND', sub: 'bonen · medium branding' },
      colours: ['kraft'], sizes: [['500 g', null], ['1 kg', 2395]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['lokaal-gemaakt', 'cadeautip'],
    },
    {
      slug: 'losse-thee-earl-grey', nl: 'Losse thee Earl Grey', en: 'Earl Grey loose-leaf tea',
      dnl: 'Zwarte thee met bergamot en korenbloemblaadjes, in een hervulbaar blik van 100 gram.',
      den: 'Black tea with bergamot and cornflower petals, in a refillable 100 gram tin.',
      brand: 'Theehuis Oost', price: 1095, vat: 9, perUnit: 10950, shape: 'tin', opts: { brand: 'THEEHUIS OOST' }, colours: ['zwart'], sizes: [['100 g', null]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['cadeautip'],
    },
    {
      slug: 'chocoladereep-zeezout-karamel', nl: 'Chocoladereep zeezout karamel', en: 'Sea salt caramel chocolate bar',
      dnl: 'Romige melkchocolade met stukjes karamel en een snufje zeezout. Bean-to-bar gemaakt in Amsterdam.',
      den: 'Creamy milk chocolate with caramel pieces and a pinch of sea salt. Made bean-to-bar in Amsterdam.',
      brand: 'Cacaolab', price: 995, vat: 9, perUnit: 9950, shape: 'chocolate', opts: { brand: 'CACAOLAB' }, colours: ['bordeaux'], sizes: [['100 g', null]],
      cf: { season: 'het-hele-jaar' }, cats: ['eten-drinken'], tags: ['cadeautip', 'lokaal-gemaakt'],
    },
  ],
  bundles: [
    {
      slug: 'cadeaupakket-koffieliefhebber', nl: 'Cadeaupakket koffieliefhebber', en: 'Coffee lover gift set',
      dnl: 'Een mok Goedemorgen, een zak huisblend en een reep zeezout-karamel: het perfecte cadeau, samen voor een vaste prijs.',
      den: 'A Goedemorgen mug, a bag of house blend and a sea salt caramel bar: the perfect gift, together for a fixed price.',
      items: [['mok-goedemorgen', 1], ['koffiebonen-huisblend', 1], ['chocoladereep-zeezout-karamel', 1]], fixed: 3295,
    },
    {
      slug: 'gezellig-thuis', nl: 'Gezellig thuis', en: 'Cosy at home',
      dnl: 'Een wollen plaid, een ribfluwelen kussen en de geurkaars Houtvuur voor lange winteravonden.',
      den: 'A wool throw, a corduroy cushion and the Wood Fire candle for long winter evenings.',
      items: [['wollen-plaid-geruit', 1], ['sierkussen-ribfluweel', 1], ['geurkaars-houtvuur', 1]],
    },
    {
      slug: 'stadsoutfit', nl: 'Stadsoutfit', en: 'City outfit',
      dnl: 'Hoodie, cargobroek, canvas sneakers en twee paar sokken: klaar voor de stad.',
      den: 'Hoodie, cargo trousers, canvas sneakers and two pairs of socks: ready for the city.',
      items: [['hoodie-oost', 1], ['cargobroek', 1], ['canvas-sneakers', 1], ['sokken-stadsprint', 2]],
    },
    {
      slug: 'schrijfset', nl: 'Schrijfset', en: 'Writing set',
      dnl: 'Een linnen notitieboek en een schetsboek, samen in onze canvas draagtas.',
      den: 'A linen notebook and a sketchbook, together in our canvas tote bag.',
      items: [['notitieboek-a5-linnen', 1], ['schetsboek-a4', 1], ['draagtas-stadsbazaar', 1]],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Logos, badges and wide scenes (hero / banner / campaign images, 1600x700)
// ---------------------------------------------------------------------------------------------

const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const SERIF = "Georgia, 'DejaVu Serif', serif";

function logoSvg(tenant, col) {
  if (tenant.key === 'A') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 110" width="340" height="110" role="img" aria-label="Noordzee Mode">` +
      `<circle cx="55" cy="55" r="44" fill="none" stroke="${col}" stroke-width="5"/>` +
      `<circle cx="55" cy="40" r="11" fill="${col}"/>` +
      `<path d="M21 63 q8.5 -9 17 0 t17 0 t17 0 t17 0 M27 79 q7 -8 14 0 t14 0 t14 0 t14 0" fill="none" stroke="${col}" stroke-width="5" stroke-linecap="round"/>` +
      `<text x="118" y="60" font-family="${SERIF}" font-size="44" fill="${col}">Noordzee</text>` +
      `<text x="121" y="89" font-family="${SANS}" font-size="16" letter-spacing="9.5" fill="${col}">MODE</text>` +
      `</svg>\n`
    );
  }
  let scallops = 'M10 38';
  for (let i = 0; i < 6; i++) scallops += ' q7.3 13 14.6 0';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 110" width="420" height="110" role="img" aria-label="Stadsbazaar">` +
    `<rect x="10" y="12" width="88" height="88" rx="14" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<path d="M24 12 H84 Q98 12 98 26 V38 H10 V26 Q10 12 24 12 Z" fill="${col}"/>` +
    `<path d="${scallops} Z" fill="${col}"/>` +
    `<path d="M39 100 V76 a15 15 0 0 1 30 0 V100" fill="none" stroke="${col}" stroke-width="5"/>` +
    `<text x="116" y="70" font-family="${SANS}" font-size="34" font-weight="700" letter-spacing="2.5" fill="${col}">STADSBAZAAR</text>` +
    `</svg>\n`
  );
}

function badgeSvg(kind) {
  const icon =
    kind === 'secure'
      ? '<path d="M40 16 L62 24 V42 Q62 58 40 66 Q18 58 18 42 V24 Z" fill="none" stroke="#fff" stroke-width="4"/><path d="M30 41 L38 49 L52 33" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>'
      : '<path d="M22 60 Q20 22 62 18 Q62 58 26 58" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M24 58 Q36 40 52 30" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/>';
  const [l1, l2] = kind === 'secure' ? ['Veilig betalen', 'SSL-beveiligd'] : ['Duurzaam verpakt', '100% gerecycled'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 84" width="240" height="84" role="img" aria-label="${l1}">` +
    `<rect x="2" y="2" width="236" height="80" rx="12" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="2.5"/>${icon}` +
    `<text x="80" y="38" font-family="${SANS}" font-size="19" font-weight="700" fill="#fff">${l1}</text>` +
    `<text x="80" y="60" font-family="${SANS}" font-size="14" fill="#fff" fill-opacity=".85">${l2}</text></svg>\n`
  );
}

/** Render drawer items into a scene; returns {defs, body}. items: [shape, colour, opts, x, y, s, rot?] */
function sceneItems(prefix, items) {
  let defs = '';
  let body = '';
  items.forEach(([shape, colour, opts, x, y, s, rot], i) => {
    const g = DRAWERS[shape](`${prefix}${i}`, colour, opts || {});
    defs += g.defs;
    body += `<g transform="translate(${x} ${y}) scale(${s})${rot ? ` rotate(${rot} 400 400)` : ''}">${g.body}</g>`;
  });
  return { defs, body };
}

const wideSvg = (defs, body, w = 1600, h = 700) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${SHADOW_FILTER}${defs}</defs>${body}</svg>\n`;

// --- Noordzee Mode -----------------------------------------------------------------------------

function coastHero() {
  let defs =
    lin('sky', [[0, '#bcd6dd'], [0.7, '#e9efe9'], [1, '#f6efe2']], 0, 0, 0, 1) +
    lin('sea', [[0, '#5f8f99'], [1, '#2f5f6b']], 0, 0, 0, 1) +
    lin('sand', [[0, '#efe3c8'], [1, '#ddc89f']], 0, 0, 0, 1) +
    rad('sun', [[0, '#fff4d6'], [0.5, '#fbe3ae', 0.9], [1, '#fbe3ae', 0]], 0.5, 0.5, 0.5);
  let b = '<rect width="1600" height="700" fill="url(#sky)"/>';
  b += '<circle cx="1260" cy="150" r="150" fill="url(#sun)"/><circle cx="1260" cy="150" r="52" fill="#fff6dc"/>';
  b += '<path d="M120 120 q30 -22 60 0 q26 -16 52 0 M300 80 q22 -16 44 0 q20 -12 40 0" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-opacity=".7"/>';
  b += '<rect y="360" width="1600" height="140" fill="url(#sea)"/>';
  b += '<path d="M0 392 Q200 382 400 392 T800 392 T1200 392 T1600 392 M0 430 Q160 418 320 430 T640 430 T960 430 T1280 430 T1600 430" fill="none" stroke="#d9ecee" stroke-opacity=".45" stroke-width="3"/>';
  b += '<path d="M0 480 Q120 462 240 478 T480 476 T720 480 T960 474 T1200 480 T1440 474 T1600 478 L1600 520 L0 520 Z" fill="#f4f6f2" fill-opacity=".85"/>';
  b += '<path d="M0 500 Q400 470 800 500 T1600 492 V700 H0 Z" fill="url(#sand)"/>';
  b += '<path d="M0 560 Q140 470 300 520 Q420 560 520 700 H0 Z" fill="#d7c292"/><path d="M1600 540 Q1460 480 1320 540 Q1240 580 1200 700 H1600 Z" fill="#d3bd8c"/>';
  let grass = '';
  for (let i = 0; i < 34; i++) {
    const x = 20 + i * 13 + (i % 3) * 4;
    const y = 560 - Math.sin(i / 5) * 30 + (i > 20 ? (i - 20) * 4 : 0);
    grass += `M${x} ${r1(y)} q${(i % 2 ? 1 : -1) * 8} -30 ${(i % 2 ? 1 : -1) * 18} -52 `;
  }
  for (let i = 0; i < 22; i++) {
    const x = 1330 + i * 12;
    grass += `M${x} ${540 + (i % 4) * 3} q${(i % 2 ? 1 : -1) * 7} -28 ${(i % 2 ? 1 : -1) * 16} -48 `;
  }
  b += `<path d="${grass}" fill="none" stroke="#8d9a5c" stroke-width="3.5" stroke-linecap="round"/>`;
  // beach posts
  for (let i = 0; i < 7; i++) b += `<rect x="${560 + i * 34}" y="${486 - (i % 2) * 4}" width="14" height="${34 + (i % 3) * 6}" rx="6" fill="#6b5545"/>`;
  // clothesline with garments
  b += '<rect x="690" y="150" width="16" height="470" rx="5" fill="#8a6a4c"/><rect x="1490" y="150" width="16" height="470" rx="5" fill="#8a6a4c"/>';
  b += '<path d="M698 170 Q1098 236 1498 170" fill="none" stroke="#5c4a3a" stroke-width="3"/>';
  const it = sceneItems('h', [
    ['tshirt', '#efe6d2', { stripes: '#1f2f4a' }, 722, 170, 0.26],
    ['dress', '#c98b8b', { style: 'maxi' }, 870, 168, 0.3],
    ['shirt', '#a9c4dc', { texture: 'oxford' }, 1030, 160, 0.29],
    ['trousers', '#efe6d2', { style: 'wide' }, 1196, 158, 0.3],
    ['scarf', '#2f5d7c', { pattern: 'wave', accent: '#efe6d2', fringe: false }, 1330, 138, 0.26],
  ]);
  defs += it.defs;
  b += it.body;
  for (const x of [770, 828, 922, 1004, 1092, 1160, 1256, 1324, 1384, 1440]) {
    const y = 170 + (236 - 170) * (1 - Math.pow((x - 1098) / 400, 2)) * 0.5;
    b += `<rect x="${x - 4}" y="${r1(y - 10)}" width="8" height="24" rx="2" fill="#c9a15a"/>`;
  }
  return wideSvg(defs, b);
}

function summerCampaign(primary) {
  let defs = lin('sand2', [[0, '#f3e6c9'], [1, '#e3cd9f']], 0, 0, 1, 1);
  let b = '<rect width="1600" height="700" fill="url(#sand2)"/>';
  const rnd = rngFor('summer-sand');
  let dots = '';
  for (let i = 0; i < 260; i++) dots += `<circle cx="${r1(rnd() * 1600)}" cy="${r1(rnd() * 700)}" r="${r1(1 + rnd() * 1.6)}"/>`;
  b += `<g fill="#b89a66" fill-opacity=".35">${dots}</g>`;
  // towel
  b += '<g transform="rotate(-12 1100 380)"><rect x="820" y="180" width="560" height="330" rx="12" fill="#f7f6f2" filter="url(#sh)"/>';
  for (let i = 0; i < 6; i++) b += `<rect x="${820 + i * 96}" y="180" width="48" height="330" fill="${i % 2 ? '#2f5d7c' : primary}" fill-opacity=".85"/>`;
  b += '<path d="M820 520 v16 M840 520 v16 M860 520 v16 M880 520 v16" stroke="#f7f6f2" stroke-width="5"/></g>';
  // parasol seen from above
  let wedges = '';
  const cx = 330, cy = 300, R = 250;
  for (let i = 0; i < 12; i++) {
    const a0 = (i * Math.PI * 2) / 12, a1 = ((i + 1) * Math.PI * 2) / 12;
    wedges += `<path d="M${cx} ${cy} L${r1(cx + R * Math.cos(a0))} ${r1(cy + R * Math.sin(a0))} A${R} ${R} 0 0 1 ${r1(cx + R * Math.cos(a1))} ${r1(cy + R * Math.sin(a1))} Z" fill="${i % 2 ? '#f7f6f2' : primary}"/>`;
  }
  b += `<g filter="url(#sh)">${wedges}</g><circle cx="${cx}" cy="${cy}" r="16" fill="#c9a15a"/>`;
  const it = sceneItems('c', [
    ['hat', '#d8b878', { style: 'sun', accent: '#1f2f4a' }, 560, 360, 0.42, -10],
    ['tote', '#efe6d2', {}, 1240, 330, 0.42, 14],
    ['shoes', '#f7f6f2', { style: 'sneaker', accent: primary }, 900, 470, 0.3, -6],
  ]);
  defs += it.defs;
  b += it.body;
  b += `<circle cx="1420" cy="150" r="104" fill="${primary}" filter="url(#sh)"/>`;
  b += `<text x="1420" y="170" text-anchor="middle" font-family="${SANS}" font-size="62" font-weight="700" fill="#fff">-20%</text>`;
  return wideSvg(defs, b);
}

function seaVideoPoster() {
  let defs = lin('deep', [[0, '#17363d'], [1, '#0c2228']], 0, 0, 0, 1);
  let b = '<rect width="1600" height="700" fill="url(#deep)"/>';
  for (let i = 0; i < 7; i++) {
    const y = 180 + i * 80;
    b += `<path d="M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y} T1000 ${y} T1200 ${y} T1400 ${y} T1600 ${y} V700 H0 Z" fill="#2f5f6b" fill-opacity="${0.18 + i * 0.06}"/>`;
    b += `<path d="M0 ${y} Q100 ${y - 30} 200 ${y} T400 ${y} T600 ${y} T800 ${y} T1000 ${y} T1200 ${y} T1400 ${y} T1600 ${y}" fill="none" stroke="#cfe6e8" stroke-opacity="${0.12 + i * 0.04}" stroke-width="3"/>`;
  }
  b += '<circle cx="800" cy="350" r="70" fill="#ffffff" fill-opacity=".85"/><path d="M780 315 L780 385 L840 350 Z" fill="#17363d"/>';
  return wideSvg(defs, b);
}

/** A shop front: brick wall, display window with items, awning, sign. */
function storefront(t, o) {
  let defs =
    `<pattern id="brick" width="64" height="32" patternUnits="userSpaceOnUse"><rect width="64" height="32" fill="${o.brick}"/>` +
    `<path d="M0 0.5 H64 M0 16.5 H64 M0.5 0 V16 M32.5 16 V32" stroke="${o.mortar}" stroke-width="2.5"/></pattern>` +
    lin('glass', [[0, '#3c4b52'], [1, '#56666c']], 0, 0, 1, 1) +
    lin('pave', [[0, '#c9c2b6'], [1, '#b3ab9d']], 0, 0, 0, 1);
  let b = '<rect width="1600" height="700" fill="url(#brick)"/>';
  b += '<rect y="610" width="1600" height="90" fill="url(#pave)"/><path d="M0 640 H1600 M0 672 H1600" stroke="#a39b8d" stroke-width="2"/>';
  // sign
  b += `<rect x="300" y="40" width="1000" height="92" rx="6" fill="${o.sign}" filter="url(#sh)"/>`;
  b += `<text x="800" y="104" text-anchor="middle" font-family="${o.serif ? SERIF : SANS}" font-size="54" ${o.serif ? '' : 'font-weight="700" '}letter-spacing="${o.serif ? 6 : 10}" fill="${o.signText}">${escXml(o.name)}</text>`;
  // window + door
  b += '<rect x="220" y="230" width="860" height="380" fill="#2a2f33"/><rect x="236" y="246" width="828" height="364" fill="url(#glass)"/>';
  b += '<rect x="1160" y="230" width="230" height="380" fill="#2a2f33"/><rect x="1176" y="246" width="198" height="364" fill="' + o.door + '"/>';
  b += '<rect x="1196" y="270" width="158" height="170" fill="url(#glass)"/><rect x="1340" y="440" width="10" height="60" rx="4" fill="#c9a15a"/>';
  // display
  b += '<rect x="236" y="560" width="828" height="50" fill="#d9cdb9"/>';
  const it = sceneItems('w', o.items);
  defs += it.defs;
  b += it.body;
  b += '<path d="M260 246 L480 246 L280 610 L236 610 Z M560 246 L640 246 L440 610 L360 610 Z" fill="#ffffff" fill-opacity=".07"/>';
  // awning
  let aw = '';
  if (o.stripes) for (let i = 0; i < 22; i++) aw += `<rect x="${180 + i * 56}" y="150" width="28" height="72" fill="${o.stripes}"/>`;
  let scallop = 'M180 222';
  for (let i = 0; i < 22; i++) scallop += ' q14 26 28 0 q14 26 28 0';
  b += `<g filter="url(#sh)"><path d="M180 150 H1420 V222 H180 Z" fill="${o.awning}"/>${aw}<path d="${scallop} V222 Z" fill="${o.awning}"/></g>`;
  b += '<path d="M180 150 H1420" stroke="#000" stroke-opacity=".25" stroke-width="6"/>';
  // plant by the door
  b += '<path d="M1430 610 L1440 540 H1520 L1530 610 Z" fill="#b45f3c"/>';
  b += '<g fill="#5f7a4a"><ellipse cx="1480" cy="500" rx="46" ry="56"/><ellipse cx="1450" cy="470" rx="24" ry="40" transform="rotate(-25 1450 470)"/><ellipse cx="1512" cy="466" rx="24" ry="42" transform="rotate(25 1512 466)"/></g>';
  return wideSvg(defs, b);
}

// --- Stadsbazaar -------------------------------------------------------------------------------

function canalHouse(x, w, h, colour, gable, rnd) {
  const base = 540;
  const top = base - h;
  const dark = shade(colour, -0.3);
  let s = '';
  let outline;
  const cx = x + w / 2;
  if (gable === 'step') {
    const st = w / 6;
    outline = `M${x} ${base} V${top} H${x + st} V${top - 28} H${x + 2 * st} V${top - 56} H${x + 4 * st} V${top - 28} H${x + 5 * st} V${top} H${x + w} V${base} Z`;
  } else if (gable === 'neck') {
    outline = `M${x} ${base} V${top} Q${x + w * 0.22} ${top} ${x + w * 0.26} ${top - 40} V${top - 90} H${x + w * 0.74} V${top - 40} Q${x + w * 0.78} ${top} ${x + w} ${top} V${base} Z`;
  } else if (gable === 'bell') {
    outline = `M${x} ${base} V${top} C${x} ${top - 40} ${x + w * 0.25} ${top - 30} ${x + w * 0.25} ${top - 70} Q${cx} ${top - 120} ${x + w * 0.75} ${top - 70} C${x + w * 0.75} ${top - 30} ${x + w} ${top - 40} ${x + w} ${top} V${base} Z`;
  } else {
    outline = `M${x} ${base} V${top} L${cx} ${top - 80} L${x + w} ${top} V${base} Z`;
  }
  s += `<path d="${outline}" fill="${colour}" stroke="${dark}" stroke-width="3"/>`;
  s += `<rect x="${x - 4}" y="${top - 6}" width="${w + 8}" height="10" fill="#f1e9dc" fill-opacity=".8"/>`;
  const cols = w > 150 ? 3 : 2;
  const ww = 26;
  const gap = (w - cols * ww) / (cols + 1);
  for (let row = 0; row * 78 + 40 < h - 110; row++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + gap + c * (ww + gap);
      const wy = top + 30 + row * 78;
      const lit = rnd() < 0.45;
      s += `<rect x="${r1(wx)}" y="${wy}" width="${ww}" height="48" fill="${lit ? '#ffd88a' : '#2b2530'}" stroke="#f1e9dc" stroke-width="3"/>`;
      s += `<path d="M${r1(wx)} ${wy + 20} h${ww}" stroke="#f1e9dc" stroke-width="2"/>`;
    }
  }
  if (gable !== 'spout') s += `<circle cx="${cx}" cy="${top - (gable === 'step' ? 24 : 40)}" r="9" fill="#2b2530" stroke="#f1e9dc" stroke-width="2"/>`;
  s += `<rect x="${cx - 18}" y="${base - 70}" width="36" height="70" rx="3" fill="${shade(colour, -0.5)}"/><rect x="${cx - 30}" y="${base - 6}" width="60" height="6" fill="#6f6a64"/>`;
  return s;
}

function canalStreet(primary) {
  let defs =
    lin('dusk', [[0, '#2a1420'], [0.5, primary], [1, '#e39a6b']], 0, 0, 0, 1) +
    lin('canal', [[0, '#41202a'], [1, '#1f1016']], 0, 0, 0, 1) +
    rad('lamp', [[0, '#ffe0a0', 0.9], [1, '#ffe0a0', 0]], 0.5, 0.5, 0.5);
  let b = '<rect width="1600" height="700" fill="url(#dusk)"/>';
  const rnd = rngFor('canal-stars');
  let stars = '';
  for (let i = 0; i < 40; i++) stars += `<circle cx="${r1(rnd() * 1600)}" cy="${r1(rnd() * 200)}" r="${r1(0.8 + rnd() * 1.4)}"/>`;
  b += `<g fill="#fff" fill-opacity=".7">${stars}</g>`;
  b += '<circle cx="1380" cy="110" r="34" fill="#f8e6c8"/><circle cx="1394" cy="102" r="30" fill="#5a2432" fill-opacity=".55"/>';
  const colours = ['#6d2f35', '#3e3a45', '#8e5a3c', '#5b5045', '#a0643f', '#4a3036', '#7c4a3a', '#39343a', '#915a47', '#5d3a3f'];
  const gables = ['step', 'neck', 'bell', 'spout', 'neck', 'step', 'bell', 'neck', 'spout', 'step'];
  const widths = [158, 138, 178, 146, 158, 136, 168, 158, 146, 168];
  const heights = [300, 340, 280, 320, 350, 290, 330, 300, 340, 310];
  const hr = rngFor('canal-windows');
  let houses = '';
  let x = 10;
  for (let i = 0; i < 10; i++) {
    houses += canalHouse(x, widths[i], heights[i], colours[i], gables[i], hr);
    x += widths[i] + 4;
  }
  b += houses;
  b += '<rect y="540" width="1600" height="26" fill="#3a2a2c"/><rect y="566" width="1600" height="134" fill="url(#canal)"/>';
  b += `<g transform="translate(0 1132) scale(1 -1)" opacity=".22">${houses}</g>`;
  b += '<rect y="566" width="1600" height="134" fill="#1f1016" fill-opacity=".35"/>';
  b += '<path d="M60 600 h90 M300 628 h140 M620 596 h80 M900 640 h160 M1180 606 h110 M1420 650 h120" stroke="#ffd88a" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>';
  // lamp posts and bikes on the quay
  for (const lx of [420, 1120]) {
    b += `<circle cx="${lx}" cy="390" r="60" fill="url(#lamp)"/><rect x="${lx - 4}" y="390" width="8" height="150" fill="#1d1418"/><rect x="${lx - 12}" y="376" width="24" height="22" rx="4" fill="#ffe0a0"/>`;
  }
  const bike = (bx) =>
    `<g fill="none" stroke="#1d1418" stroke-width="4"><circle cx="${bx}" cy="520" r="20"/><circle cx="${bx + 64}" cy="520" r="20"/>` +
    `<path d="M${bx} 520 L${bx + 24} 488 H${bx + 52} L${bx + 64} 520 M${bx + 24} 488 L${bx + 34} 520 L${bx + 52} 488 M${bx + 20} 480 h12 M${bx + 52} 488 l-4 -14 h12"/></g>`;
  b += bike(520) + bike(600) + bike(1220);
  return wideSvg(defs, b);
}

function interiorShelves() {
  let defs = lin('wall', [[0, '#efe3d3'], [1, '#e2cfb8']], 0, 0, 0, 1) + lin('wood', [[0, '#a8774f'], [1, '#7d5434']], 0, 0, 0, 1);
  let b = '<rect width="1600" height="700" fill="url(#wall)"/>';
  b += '<rect y="640" width="1600" height="60" fill="#b98e68"/>';
  // framed print and a pendant lamp
  b += '<rect x="150" y="150" width="230" height="300" fill="#f7f2e8" stroke="#3a2d25" stroke-width="10" filter="url(#sh)"/>';
  b += '<circle cx="240" cy="260" r="60" fill="#c0643f"/><rect x="250" y="280" width="90" height="120" fill="#8a2c3b"/><path d="M190 400 Q265 330 340 400" fill="none" stroke="#2e4f9c" stroke-width="10"/>';
  b += '<path d="M560 0 V170" stroke="#2b2b2b" stroke-width="3"/><path d="M500 230 Q500 168 560 166 Q620 168 620 230 Z" fill="#1e1e1e"/><ellipse cx="560" cy="232" rx="34" ry="8" fill="#ffe0a0"/>';
  for (const y of [340, 590]) b += `<rect x="720" y="${y}" width="820" height="22" rx="3" fill="url(#wood)" filter="url(#sh)"/>`;
  const top = 340, low = 590;
  const it = sceneItems('s', [
    ['vase', '#c0643f', {}, 720, top - 0.34 * 656, 0.34],
    ['mug', '#2e4f9c', { text: 'goedemorgen', textColor: '#f4f2ee' }, 900, top - 0.26 * 672, 0.26],
    ['mug', '#ece3d0', {}, 1010, top - 0.24 * 672, 0.24],
    ['candle', '#56704f', { label: 'Vijgenblad' }, 1130, top - 0.3 * 676, 0.3],
    ['vase', '#a9c4dc', { style: 'tall' }, 1290, top - 0.34 * 676, 0.34],
    ['plaid', '#8a2c3b', { accent: '#ece3d0' }, 700, low - 0.36 * 660, 0.36],
    ['notebook', '#c8912e', { title: 'Stadskeuken', subtitle: 'RECEPTEN' }, 990, low - 0.3 * 690, 0.3],
    ['tin', '#1e1e1e', { brand: 'THEEHUIS OOST' }, 1150, low - 0.27 * 676, 0.27],
    ['pouch', '#b48a5a', { brand: 'BONEN BAKKER' }, 1310, low - 0.28 * 680, 0.28],
  ]);
  defs += it.defs;
  b += it.body;
  return wideSvg(defs, b);
}

function marketStall(primary) {
  let defs = lin('street', [[0, '#d9cbb8'], [1, '#c4b29a']], 0, 0, 0, 1) + lin('cloth', [[0, '#f4ede0'], [1, '#e3d6c2']], 0, 0, 0, 1);
  let b = '<rect width="1600" height="700" fill="url(#street)"/>';
  // string lights
  b += '<path d="M0 40 Q400 130 800 40 Q1200 130 1600 40" fill="none" stroke="#3a2d25" stroke-width="2"/>';
  for (let i = 1; i < 16; i++) {
    const x = i * 100;
    const tt = (x % 800) / 800;
    const y = 40 + 180 * tt * (1 - tt);
    b += `<circle cx="${x}" cy="${r1(y + 12)}" r="9" fill="#ffd88a"/><circle cx="${x}" cy="${r1(y + 12)}" r="20" fill="#ffd88a" fill-opacity=".25"/>`;
  }
  // stall
  b += '<rect x="250" y="170" width="16" height="440" fill="#6b4b33"/><rect x="1334" y="170" width="16" height="440" fill="#6b4b33"/>';
  let aw = '';
  for (let i = 0; i < 12; i++) aw += `<rect x="${220 + i * 100}" y="130" width="50" height="90" fill="#f4ede0"/>`;
  let sc = 'M220 220';
  for (let i = 0; i < 24; i++) sc += ' q25 30 50 0';
  b += `<g filter="url(#sh)"><rect x="220" y="130" width="1200" height="90" fill="${primary}"/>${aw}<path d="${sc} Z" fill="${primary}"/></g>`;
  b += '<rect x="230" y="470" width="1140" height="150" fill="url(#cloth)" filter="url(#sh)"/><path d="M230 500 H1370" stroke="#d1c2ab" stroke-width="3"/>';
  const it = sceneItems('m', [
    ['tote', '#ece3d0', {}, 250, 200, 0.36],
    ['sweater', '#8f9196', { style: 'hoodie' }, 480, 250, 0.3],
    ['candle', '#a0612a', { label: 'Houtvuur' }, 700, 470 - 0.27 * 676, 0.27],
    ['mug', '#55654a', {}, 830, 470 - 0.24 * 672, 0.24],
    ['pouch', '#b48a5a', { brand: 'BONEN BAKKER' }, 960, 470 - 0.28 * 680, 0.28],
    ['vase', '#c0643f', {}, 1130, 470 - 0.3 * 656, 0.3],
  ]);
  defs += it.defs;
  b += it.body;
  b += '<g transform="rotate(-4 1440 520)"><rect x="1380" y="400" width="190" height="230" rx="8" fill="#2f2a27" stroke="#8a6a4c" stroke-width="10" filter="url(#sh)"/>';
  b += `<text x="1475" y="470" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="#f4ede0">Bazaar</text>`;
  b += `<text x="1475" y="510" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="34" fill="#f4ede0">Weken</text>`;
  b += `<text x="1475" y="580" text-anchor="middle" font-family="${SANS}" font-weight="700" font-size="46" fill="#ffd88a">-15%</text></g>`;
  return wideSvg(defs, b);
}

function giftsScene(primary) {
  let defs = rad('gbg', [[0, shade(primary, 0.15)], [1, shade(primary, -0.45)]], 0.35, 0.4, 0.9);
  let b = '<rect width="1600" height="700" fill="url(#gbg)"/>';
  const rnd = rngFor('gifts-confetti');
  const conf = ['#ffd88a', '#ece3d0', '#e4a6a8', '#c8912e', '#a9c4dc'];
  for (let i = 0; i < 70; i++) {
    const x = r1(rnd() * 1600), y = r1(rnd() * 700);
    b += `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${conf[i % 5]}" fill-opacity=".8" transform="rotate(${Math.round(rnd() * 180)} ${x} ${y})"/>`;
  }
  const box = (x, y, w, h, col, rib) => {
    const t = tones(col);
    let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${col}" filter="url(#sh)"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#gsh)"/>`;
    s += `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${Math.round(h * 0.22)}" fill="${t.hi}"/>`;
    s += `<rect x="${x + w / 2 - 12}" y="${y - 8}" width="24" height="${h + 8}" fill="${rib}"/>`;
    s += `<ellipse cx="${x + w / 2 - 30}" cy="${y - 24}" rx="34" ry="18" fill="none" stroke="${rib}" stroke-width="12" transform="rotate(-20 ${x + w / 2 - 30} ${y - 24})"/>`;
    s += `<ellipse cx="${x + w / 2 + 30}" cy="${y - 24}" rx="34" ry="18" fill="none" stroke="${rib}" stroke-width="12" transform="rotate(20 ${x + w / 2 + 30} ${y - 24})"/>`;
    s += `<circle cx="${x + w / 2}" cy="${y - 14}" r="12" fill="${rib}"/>`;
    return s;
  };
  defs += lin('gsh', [[0, '#ffffff', 0.12], [0.5, '#ffffff', 0], [1, '#000000', 0.18]], 0, 0, 1, 0);
  b += box(860, 330, 260, 250, '#ece3d0', primary) + box(1140, 250, 200, 330, '#c8912e', '#f4f2ee') + box(1360, 400, 180, 180, '#55654a', '#e4a6a8') + box(1020, 470, 150, 110, '#e4a6a8', '#8a2c3b');
  b += '<rect y="580" width="1600" height="120" fill="#000" fill-opacity=".18"/>';
  const it = sceneItems('g', [
    ['chocolate', '#8a2c3b', { brand: 'CACAOLAB' }, 700, 400, 0.3, -10],
    ['candle', '#56704f', { label: 'Vijgenblad' }, 620, 580 - 0.3 * 676, 0.3],
  ]);
  defs += it.defs;
  b += it.body;
  return wideSvg(defs, b);
}

// ---------------------------------------------------------------------------------------------
// Tenant details and page texts (simple HTML: h2, p, ul/li only)
// ---------------------------------------------------------------------------------------------

TENANT_A.details = {
  street: 'Keizerstraat', houseNr: '112', postalCode: '2584 BL', city: 'Den Haag', phone: '070 362 48 15',
  email: 'klantenservice@noordzeemode.nl', kvk: '71234568', vat: 'NL858912345B01', iban: 'NL91 ABNA 0417 1643 00', returnDays: 30, freeFrom: 50,
  returnCost: { nl: 'Retourneren binnen Nederland is gratis: je gebruikt het retourlabel dat bij je bestelling zit.', en: 'Returns within the Netherlands are free: use the return label included with your order.' },
  facebook: 'https://www.facebook.com/noordzeemode', instagram: 'https://www.instagram.com/noordzeemode', tiktok: 'https://www.tiktok.com/@noordzeemode',
  slogan: { nl: 'Kleding met de kust in je hoofd', en: 'Clothing with the coast on your mind' },
  footerSlogan: { nl: 'Met liefde voor de kust gemaakt in Den Haag', en: 'Made with love for the coast in The Hague' },
  hours: { nl: 'ma 12:00–18:00, di–za 10:00–18:00, do tot 21:00, zo 12:00–17:00', en: 'Mon 12:00–18:00, Tue–Sat 10:00–18:00, Thu until 21:00, Sun 12:00–17:00' },
};
TENANT_B.details = {
  street: 'Voorstraat', houseNr: '48', postalCode: '3512 AR', city: 'Utrecht', phone: '030 231 77 40',
  email: 'hallo@stadsbazaar.nl', kvk: '80123457', vat: 'NL861234567B01', iban: 'NL20 INGB 0001 2345 67', returnDays: 14, freeFrom: 75,
  returnCost: { nl: 'Retourneren kost € 4,95. Dat bedrag houden we in op je terugbetaling. Breng je je retour naar een van onze winkels, dan is het gratis.', en: 'Returns cost € 4.95, which we deduct from your refund. Bring your return to one of our shops and it is free.' },
  facebook: 'https://www.facebook.com/stadsbazaar', instagram: 'https://www.instagram.com/stadsbazaar', tiktok: null,
  slogan: { nl: 'Kleding, wonen en lekkers uit de stad', en: 'Clothing, home goods and treats from the city' },
  footerSlogan: { nl: 'Jouw bazaar om de hoek, ook online', en: 'Your bazaar around the corner, online too' },
  hours: { nl: 'ma–za 10:00–18:00, vr tot 21:00, zo 12:00–17:00', en: 'Mon–Sat 10:00–18:00, Fri until 21:00, Sun 12:00–17:00' },
};

const html = (parts) => parts.join('');
const h2 = (s) => `<h2>${s}</h2>`;
const p = (s) => `<p>${s}</p>`;
const ul = (items) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function legalTexts(T) {
  const d = T.details;
  const addr = `${d.street} ${d.houseNr}, ${d.postalCode} ${d.city}`;
  const R = d.returnDays;
  const terms = {
    nl: html([
      h2('Artikel 1 – Definities'),
      p('In deze algemene voorwaarden wordt verstaan onder:'),
      ul([
        `de ondernemer: ${T.legalName}, handelend onder de naam ${T.name}`,
        'de consument: de natuurlijke persoon die niet handelt in de uitoefening van een beroep of bedrijf',
        'de overeenkomst op afstand: een overeenkomst die via onze webwinkel tot stand komt zonder dat ondernemer en consument tegelijk fysiek aanwezig zijn',
      ]),
      h2('Artikel 2 – Identiteit van de ondernemer'),
      p(`${T.legalName}, ${addr}, Nederland. Telefoon: ${d.phone}. E-mail: ${d.email}. KvK-nummer: ${d.kvk}. Btw-identificatienummer: ${d.vat}.`),
      h2('Artikel 3 – Toepasselijkheid'),
      p(`Deze voorwaarden gelden voor elk aanbod van ${T.name} en voor elke overeenkomst op afstand die tussen ons en de consument tot stand komt. Voordat de overeenkomst wordt gesloten, stellen wij de tekst van deze voorwaarden beschikbaar. Afwijkingen gelden alleen als wij die schriftelijk hebben bevestigd.`),
      h2('Artikel 4 – Het aanbod en de overeenkomst'),
      p('Ons aanbod bevat een volledige en nauwkeurige omschrijving van de producten. Afbeeldingen zijn een getrouwe weergave, maar kleine verschillen in kleur zijn mogelijk door de instellingen van je scherm. Kennelijke vergissingen of fouten in het aanbod binden ons niet.'),
      p('De overeenkomst komt tot stand op het moment dat je de bestelling plaatst en aan de gestelde voorwaarden voldoet. Wij bevestigen de ontvangst van je bestelling direct per e-mail.'),
      h2('Artikel 5 – Prijzen en betaling'),
      p('Alle prijzen zijn in euro’s en inclusief btw. Verzendkosten worden vóór het afronden van de bestelling duidelijk vermeld. Je kunt betalen met:'),
      ul(['iDEAL', 'creditcard (Visa, Mastercard)', 'Bancontact', 'op rekening, alleen voor zakelijke klanten na goedkeuring']),
      p('Bij betaling op rekening geldt een betaaltermijn van 14 dagen na de factuurdatum.'),
      h2('Artikel 6 – Levering'),
      p(`Wij verzenden bestellingen binnen Nederland en België. Op werkdagen vóór 22:00 besteld betekent in de regel de volgende werkdag geleverd in Nederland. Vanaf € ${d.freeFrom} verzenden wij gratis binnen Nederland. Het risico van beschadiging en vermissing ligt bij ons tot het moment van bezorging.`),
      h2('Artikel 7 – Herroepingsrecht'),
      p(`Je kunt een overeenkomst zonder opgave van redenen ontbinden gedurende een bedenktijd van ${R} dagen, die ingaat op de dag nadat je het product hebt ontvangen. Tijdens de bedenktijd ga je zorgvuldig om met het product en de verpakking. Lees ons retourbeleid voor de werkwijze.`),
      h2('Artikel 8 – Garantie en conformiteit'),
      p('Wij staan ervoor in dat onze producten voldoen aan de overeenkomst, de in het aanbod vermelde specificaties en de redelijke eisen van deugdelijkheid. Een extra garantie van ons of de fabrikant doet niets af aan je wettelijke rechten.'),
      h2('Artikel 9 – Klachten'),
      p('Klachten over de uitvoering van de overeenkomst dien je volledig en duidelijk omschreven in bij onze klantenservice. Wij beantwoorden klachten binnen 14 dagen. Zie onze klachtenregeling voor meer informatie.'),
      h2('Artikel 10 – Toepasselijk recht'),
      p('Op overeenkomsten waarop deze voorwaarden betrekking hebben, is uitsluitend Nederlands recht van toepassing.'),
    ]),
    en: html([
      h2('Article 1 – Definitions'),
      p('In these terms and conditions:'),
      ul([
        `the trader means ${T.legalName}, trading as ${T.name}`,
        'the consumer means a natural person who is not acting in the course of a profession or business',
        'a distance contract means a contract concluded through our web shop without the trader and the consumer being physically present at the same time',
      ]),
      h2('Article 2 – Identity of the trader'),
      p(`${T.legalName}, ${addr}, the Netherlands. Telephone: ${d.phone}. Email: ${d.email}. Chamber of Commerce number: ${d.kvk}. VAT number: ${d.vat}.`),
      h2('Article 3 – Applicability'),
      p(`These terms apply to every offer made by ${T.name} and to every distance contract concluded between us and the consumer. We make the text of these terms available before the contract is concluded. Deviations only apply if we have confirmed them in writing.`),
      h2('Article 4 – The offer and the contract'),
      p('Our offer contains a complete and accurate description of the products. Images are a faithful representation, but small differences in colour are possible because of your screen settings. Obvious mistakes or errors in the offer do not bind us.'),
      p('The contract is concluded when you place your order and meet the conditions set. We confirm receipt of your order by email straight away.'),
      h2('Article 5 – Prices and payment'),
      p('All prices are in euros and include VAT. Shipping costs are shown clearly before you complete your order. You can pay with:'),
      ul(['iDEAL', 'credit card (Visa, Mastercard)', 'Bancontact', 'invoice, for approved business customers only']),
      p('Invoices must be paid within 14 days of the invoice date.'),
      h2('Article 6 – Delivery'),
      p(`We ship orders within the Netherlands and Belgium. Orders placed on working days before 22:00 are usually delivered in the Netherlands the next working day. Shipping within the Netherlands is free from € ${d.freeFrom}. The risk of damage and loss remains with us until delivery.`),
      h2('Article 7 – Right of withdrawal'),
      p(`You may cancel a contract without giving any reason within a cooling-off period of ${R} days, starting on the day after you receive the product. During the cooling-off period you must handle the product and its packaging with care. Please read our returns policy for how this works.`),
      h2('Article 8 – Guarantee and conformity'),
      p('We guarantee that our products comply with the contract, the specifications stated in the offer and reasonable requirements of soundness. Any additional guarantee from us or the manufacturer does not affect your statutory rights.'),
      h2('Article 9 – Complaints'),
      p('Complaints about the performance of the contract must be submitted to our customer service, fully and clearly described. We respond to complaints within 14 days. See our complaints procedure for more information.'),
      h2('Article 10 – Applicable law'),
      p('Contracts to which these terms apply are governed exclusively by Dutch law.'),
    ]),
  };
  const privacy = {
    nl: html([
      h2('Wie wij zijn'),
      p(`${T.legalName} (${addr}, KvK ${d.kvk}) is verantwoordelijk voor de verwerking van persoonsgegevens zoals beschreven in deze privacyverklaring. Wij gaan zorgvuldig om met je gegevens en houden ons aan de Algemene Verordening Gegevensbescherming (AVG).`),
      h2('Welke gegevens wij verwerken'),
      ul(['naam, adres en woonplaats', 'e-mailadres en telefoonnummer', 'bestel- en betaalgegevens', 'je account en verlanglijst, als je die aanmaakt', 'gegevens over je gebruik van de webwinkel, zoals je IP-adres en browser']),
      h2('Waarom wij die gegevens verwerken'),
      ul(['om je bestelling af te handelen en te bezorgen', 'om je te informeren over je bestelling of retour', 'om je de nieuwsbrief te sturen, alleen als je je daarvoor hebt aangemeld', 'om te voldoen aan wettelijke verplichtingen, zoals de fiscale bewaarplicht']),
      h2('Hoe lang wij gegevens bewaren'),
      p('Wij bewaren je gegevens niet langer dan nodig. Bestel- en factuurgegevens bewaren wij zeven jaar vanwege de fiscale bewaarplicht. Je account blijft bestaan tot je het opheft.'),
      h2('Delen met anderen'),
      p('Wij delen je gegevens alleen met partijen die nodig zijn voor de uitvoering van je bestelling, zoals de vervoerder en de betaaldienst. Met deze partijen hebben wij verwerkersovereenkomsten gesloten. Wij verkopen je gegevens nooit aan derden.'),
      h2('Cookies'),
      p('Wij gebruiken functionele cookies die nodig zijn voor de werking van de webwinkel, zoals je winkelmand en taalkeuze. Analytische cookies gebruiken wij alleen geanonimiseerd.'),
      h2('Je rechten'),
      p(`Je hebt het recht om je gegevens in te zien, te corrigeren of te verwijderen en om bezwaar te maken tegen de verwerking. Stuur je verzoek naar ${d.email}. Wij reageren binnen vier weken. Ben je niet tevreden over hoe wij met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens.`),
    ]),
    en: html([
      h2('Who we are'),
      p(`${T.legalName} (${addr}, Chamber of Commerce ${d.kvk}) is responsible for processing personal data as described in this privacy statement. We handle your data with care and comply with the General Data Protection Regulation (GDPR).`),
      h2('What data we process'),
      ul(['name, address and town', 'email address and telephone number', 'order and payment details', 'your account and wishlist, if you create them', 'data about your use of the web shop, such as your IP address and browser']),
      h2('Why we process this data'),
      ul(['to handle and deliver your order', 'to keep you informed about your order or return', 'to send you our newsletter, only if you signed up for it', 'to meet legal obligations, such as the tax retention period']),
      h2('How long we keep data'),
      p('We do not keep your data longer than necessary. Order and invoice details are kept for seven years because of the tax retention obligation. Your account remains until you close it.'),
      h2('Sharing with others'),
      p('We only share your data with parties needed to carry out your order, such as the carrier and the payment provider. We have data processing agreements with these parties. We never sell your data to third parties.'),
      h2('Cookies'),
      p('We use functional cookies that the web shop needs to work, such as your shopping cart and language choice. We only use analytical cookies in anonymised form.'),
      h2('Your rights'),
      p(`You have the right to access, correct or delete your data and to object to its processing. Send your request to ${d.email}. We respond within four weeks. If you are not satisfied with how we handle your data, you can file a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).`),
    ]),
  };
  const exceptionsNl = T.key === 'B'
    ? ['levensmiddelen zoals koffie, thee en chocolade', 'gebruikte geurkaarsen', 'sokken waarvan de verpakking is geopend']
    : ['sokken waarvan de verpakking is geopend', 'artikelen die op maat zijn aangepast'];
  const exceptionsEn = T.key === 'B'
    ? ['food such as coffee, tea and chocolate', 'used scented candles', 'socks whose packaging has been opened']
    : ['socks whose packaging has been opened', 'items that have been altered to measure'];
  const returns = {
    nl: html([
      h2(`${R} dagen bedenktijd`),
      p(`Niet helemaal tevreden? Je kunt je bestelling binnen ${R} dagen na ontvangst aanmelden voor retour, zonder opgave van reden. Daarna heb je nog 14 dagen om het pakket naar ons terug te sturen.`),
      h2('Zo retourneer je'),
      ul(['meld je retour aan via je account of stuur een e-mail met je bestelnummer naar ' + d.email, 'verpak de artikelen goed, het liefst in de originele verpakking', 'plak het retourlabel op het pakket en lever het in bij een PostNL-punt', 'bewaar het verzendbewijs tot je retour is verwerkt']),
      h2('Voorwaarden'),
      p('Artikelen moeten ongedragen en ongewassen zijn en de labels moeten er nog aan zitten. Je mag een artikel passen zoals je dat in een winkel zou doen. Is een artikel meer gebruikt dan nodig, dan kunnen wij een waardevermindering in rekening brengen.'),
      p('Uitgezonderd van retour zijn:'),
      ul(exceptionsNl),
      h2('Terugbetaling'),
      p(`Wij betalen het aankoopbedrag, inclusief de oorspronkelijke verzendkosten, binnen 14 dagen na je aanmelding terug via dezelfde betaalmethode. ${d.returnCost.nl}`),
      h2('Ruilen'),
      p('Wil je een andere maat of kleur? Retourneer het artikel en plaats een nieuwe bestelling. Zo weet je zeker dat je artikel nog op voorraad is.'),
      h2('Beschadigd of verkeerd artikel'),
      p('Heb je een beschadigd of verkeerd artikel ontvangen? Neem binnen twee dagen contact met ons op. Wij lossen het zo snel mogelijk op en de kosten zijn uiteraard voor ons.'),
    ]),
    en: html([
      h2(`${R}-day cooling-off period`),
      p(`Not entirely happy? You can register your order for return within ${R} days of receipt, without giving a reason. After that you have another 14 days to send the parcel back to us.`),
      h2('How to return'),
      ul(['register your return in your account or email your order number to ' + d.email, 'pack the items well, preferably in the original packaging', 'stick the return label on the parcel and drop it off at a PostNL point', 'keep the proof of postage until your return has been processed']),
      h2('Conditions'),
      p('Items must be unworn and unwashed with the labels still attached. You may try an item on as you would in a shop. If an item has been used more than necessary, we may charge for the loss in value.'),
      p('The following cannot be returned:'),
      ul(exceptionsEn),
      h2('Refund'),
      p(`We refund the purchase price, including the original shipping costs, within 14 days of your registration using the same payment method. ${d.returnCost.en}`),
      h2('Exchanges'),
      p('Would you like a different size or colour? Return the item and place a new order. That way you can be sure your item is still in stock.'),
      h2('Damaged or wrong item'),
      p('Did you receive a damaged or wrong item? Contact us within two days. We will sort it out as quickly as possible and of course the costs are ours.'),
    ]),
  };
  const complaints = {
    nl: html([
      h2('Heb je een klacht?'),
      p(`Wij doen ons best om je zo goed mogelijk te helpen, maar soms gaat er iets mis. Laat het ons dan weten. Neem contact op met onze klantenservice via ${d.email} of ${d.phone} en vermeld je bestelnummer, een duidelijke omschrijving van de klacht en eventueel een foto.`),
      h2('Hoe wij je klacht behandelen'),
      ul(['binnen drie werkdagen ontvang je een bevestiging van ontvangst', 'binnen 14 dagen ontvang je een inhoudelijke reactie', 'vraagt de afhandeling meer tijd, dan laten wij je binnen 14 dagen weten wanneer je een antwoord kunt verwachten']),
      h2('Komen we er samen niet uit?'),
      p('Dan kun je je geschil voorleggen aan de Geschillencommissie of gebruikmaken van het Europese ODR-platform voor onlinegeschillen. Een klacht indienen doet niets af aan je wettelijke rechten.'),
    ]),
    en: html([
      h2('Do you have a complaint?'),
      p(`We do our best to help you as well as we can, but sometimes something goes wrong. Please let us know. Contact our customer service at ${d.email} or ${d.phone} and include your order number, a clear description of the complaint and, if possible, a photo.`),
      h2('How we handle your complaint'),
      ul(['within three working days you receive confirmation that we received it', 'within 14 days you receive a full response', 'if handling takes longer, we let you know within 14 days when you can expect an answer']),
      h2('Can we not resolve it together?'),
      p('Then you can submit your dispute to the Dutch Disputes Committee (Geschillencommissie) or use the European ODR platform for online disputes. Filing a complaint does not affect your statutory rights.'),
    ]),
  };
  return { terms, privacy, returns, complaints };
}

function aboutText(T) {
  if (T.key === 'A') {
    return {
      nl: html([
        h2('Over Noordzee Mode'),
        p('Noordzee Mode begon in 2014 als een klein winkeltje vlak bij de boulevard van Scheveningen. Wat we toen al wilden, willen we nog steeds: kleding die net zo ontspannen voelt als een wandeling langs de vloedlijn.'),
        p('We werken met een handvol ateliers in Portugal en Litouwen en kiezen bewust voor linnen, biologisch katoen en gerecyclede wol. Liever minder en beter, dan veel en snel.'),
        h2('Kom langs'),
        p(`Je vindt ons aan de ${T.details.street} ${T.details.houseNr} in ${T.details.city}. Bij ons kun je rustig passen, koffie drinken en je online bestelling ophalen.`),
      ]),
      en: html([
        h2('About Noordzee Mode'),
        p('Noordzee Mode started in 2014 as a small shop close to the Scheveningen promenade. What we wanted then is what we still want: clothes that feel as relaxed as a walk along the tideline.'),
        p('We work with a handful of studios in Portugal and Lithuania and deliberately choose linen, organic cotton and recycled wool. Rather less and better than a lot and fast.'),
        h2('Come and visit'),
        p(`You will find us at ${T.details.street} ${T.details.houseNr} in The Hague. Take your time trying things on, have a coffee and pick up your online order.`),
      ]),
    };
  }
  return {
    nl: html([
      h2('Over de Stadsbazaar'),
      p('De Stadsbazaar is een warenhuis in het klein: kleding, spullen voor in huis en lekkers van makers uit de stad, allemaal onder één dak. We begonnen in 2019 aan de Voorstraat in Utrecht en hebben inmiddels ook winkels in Amsterdam-Oost en Rotterdam-Noord.'),
      p('Meer dan de helft van ons assortiment wordt gemaakt binnen vijftig kilometer van onze winkels: de mokken komen uit een atelier om de hoek, de koffie wordt twee straten verderop gebrand.'),
      h2('Onze winkels'),
      ul(['Utrecht – Voorstraat 48', 'Amsterdam – Javastraat 112', 'Rotterdam – Zwart Janstraat 61']),
      p('Bestel je online, dan kun je je pakket gratis ophalen in elke winkel.'),
    ]),
    en: html([
      h2('About the Stadsbazaar'),
      p('The Stadsbazaar is a department store in miniature: clothing, home goods and treats by makers from the city, all under one roof. We started in 2019 on the Voorstraat in Utrecht and now also have shops in Amsterdam-Oost and Rotterdam-Noord.'),
      p('More than half of our range is made within fifty kilometres of our shops: the mugs come from a studio around the corner, the coffee is roasted two streets away.'),
      h2('Our shops'),
      ul(['Utrecht – Voorstraat 48', 'Amsterdam – Javastraat 112', 'Rotterdam – Zwart Janstraat 61']),
      p('Order online and you can pick up your parcel for free in any of our shops.'),
    ]),
  };
}

function contactText(T) {
  const d = T.details;
  return {
    nl: html([
      h2('Contact'),
      p(`Heb je een vraag over je bestelling, een maat of een product? Onze klantenservice helpt je graag. Mail naar ${d.email} of bel ${d.phone}. We reageren op werkdagen binnen één werkdag.`),
      h2('Adres'),
      p(`${T.legalName}<br>${d.street} ${d.houseNr}<br>${d.postalCode} ${d.city}`.replace(/<br>/g, ', ')),
      h2('Openingstijden winkel'),
      p(d.hours.nl),
      h2('Bedrijfsgegevens'),
      ul([`KvK-nummer: ${d.kvk}`, `Btw-nummer: ${d.vat}`]),
    ]),
    en: html([
      h2('Contact'),
      p(`Do you have a question about your order, a size or a product? Our customer service is happy to help. Email ${d.email} or call ${d.phone}. We reply within one working day.`),
      h2('Address'),
      p(`${T.legalName}, ${d.street} ${d.houseNr}, ${d.postalCode} ${d.city}, the Netherlands`),
      h2('Shop opening hours'),
      p(d.hours.en),
      h2('Company details'),
      ul([`Chamber of Commerce number: ${d.kvk}`, `VAT number: ${d.vat}`]),
    ]),
  };
}

function homeText(T) {
  if (T.key === 'A') {
    return {
      nl: html([h2('Kleding met de kust in je hoofd'), p('Bij Noordzee Mode vind je tijdloze kleding voor dames en heren, gemaakt van linnen, biologisch katoen en zachte wol. Ontworpen voor het wisselvallige weer aan de kust en gemaakt om jarenlang te dragen.'), p(`Voor 22:00 besteld is morgen in huis, vanaf € ${T.details.freeFrom} verzenden we gratis en je hebt ${T.details.returnDays} dagen bedenktijd.`)]),
      en: html([h2('Clothing with the coast on your mind'), p('At Noordzee Mode you will find timeless clothing for women and men, made of linen, organic cotton and soft wool. Designed for changeable coastal weather and made to be worn for years.'), p(`Order before 22:00 for next-day delivery, free shipping from € ${T.details.freeFrom} and a ${T.details.returnDays}-day cooling-off period.`)]),
    };
  }
  return {
    nl: html([h2('Van makers uit de stad'), p('De Stadsbazaar verzamelt kleding, woonaccessoires, boeken en lekkers van makers uit Utrecht, Amsterdam en Rotterdam. Zo koop je iets moois én steun je de buurt.'), p('Haal je bestelling gratis op in een van onze drie winkels, of laat hem bezorgen: vanaf € 75 is dat gratis.')]),
    en: html([h2('From makers in the city'), p('The Stadsbazaar brings together clothing, home accessories, books and treats by makers from Utrecht, Amsterdam and Rotterdam. Buy something lovely and support the neighbourhood at the same time.'), p('Pick up your order for free in one of our three shops, or have it delivered: free from € 75.')]),
  };
}

// ---------------------------------------------------------------------------------------------
// SQL + media emission
// ---------------------------------------------------------------------------------------------

const SQL = [];
const MEDIA = new Map(); // key -> svg text, in insertion order
const MANIFEST = [];

function sqlValue(v) {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (typeof v === 'number') {
    assert(Number.isFinite(v), 'non-finite number');
    return String(v);
  }
  return `'${String(v).replace(/'/g, "''")}'`;
}
const J = (o) => JSON.stringify(o);
const L = (nl, en) => J({ nl, en });

function insert(table, row) {
  const cols = Object.keys(row);
  const stmt = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => sqlValue(row[c])).join(', ')});`;
  assert(!/[\r\n]/.test(stmt), `newline in statement for ${table}`);
  // one statement per line and no ';' inside values, so even a naive splitter on ';' works
  assert(stmt.indexOf(';') === stmt.length - 1, `';' inside a value in ${table}: ${stmt.slice(0, 120)}`);
  SQL.push(stmt);
}
const comment = (s) => SQL.push(`-- ${s}`);

function addMedia(key, svg) {
  assert(/^[a-z0-9][a-z0-9/._-]*\.svg$/.test(key), `bad media key ${key}`);
  assert(!MEDIA.has(key), `duplicate media key ${key}`);
  MEDIA.set(key, svg);
  MANIFEST.push({ key, file: `workers/core-api/seed/media/${key}`, contentType: 'image/svg+xml' });
  return `/media/${key}`;
}

const DELETE_ORDER = [
  'shadow_sessions', 'shadow_links', 'customer_invites', 'customer_addresses',
  'subscription_deliveries', 'subscription_items', 'subscriptions', 'reservations', 'invoice_lines', 'invoices',
  'wishlist_items', 'wishlists', 'order_lines', 'orders', 'cart_lines', 'carts',
  'newsletter_subscribers', 'newsletters', 'campaign_products', 'campaigns', 'promo_banners', 'promo_codes', 'coupons',
  'shipping_method_prices', 'shipping_methods', 'customers', 'customer_categories',
  'bundle_items', 'bundles', 'product_tags', 'product_categories', 'product_media', 'product_variants', 'products',
  'tags', 'categories', 'short_links', 'cms_blocks', 'cms_pages', 'menu_pages',
  'usps', 'branches', 'languages', 'store_details', 'settings', 'tenant_domains', 'tenants',
];

const FIXED_TIME = '2026-01-05T09:00:00.000Z';

function isoDay(base, addDays, hour = 9) {
  const t = Date.UTC(base[0], base[1] - 1, base[2], hour) + addDays * 86400000;
  return new Date(t).toISOString();
}

/** t-shirt / tote prints per tenant */
function resolvePrint(T, shape, colour, kind) {
  const contrast = luminance(colour) > 0.55 ? T.primary : '#ece3d0';
  if (kind === 'wave') {
    return (k) =>
      `<circle cx="400" cy="470" r="62" fill="none" stroke="${T.primary}" stroke-width="7"/><circle cx="400" cy="448" r="15" fill="${T.primary}"/>` +
      `<path d="M352 482 q12 -12 24 0 t24 0 t24 0 t24 0 M360 505 q10 -10 20 0 t20 0 t20 0 t20 0" fill="none" stroke="${T.primary}" stroke-width="7" stroke-linecap="round"/>` +
      k.text(400, 600, 'NOORDZEE', 40, T.primary, { serif: true, ls: 6 });
  }
  if (kind === 'logo' && shape === 'tote') {
    return (k) =>
      `<g transform="translate(344 400) scale(1.25)" fill="none" stroke="${contrast}" stroke-width="5"><rect x="0" y="0" width="88" height="88" rx="14"/>` +
      `<path d="M14 0 H74 Q88 0 88 14 V26 H0 V14 Q0 0 14 0 Z M0 26 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 Z" fill="${contrast}"/>` +
      `<path d="M29 88 V64 a15 15 0 0 1 30 0 V88"/></g>` +
      k.text(400, 600, 'STADSBAZAAR', 34, contrast, { bold: true, ls: 3, maxW: 330 });
  }
  if (kind === 'logo') {
    return () =>
      `<g transform="translate(440 250) scale(.5)" fill="none" stroke="${contrast}" stroke-width="7"><rect x="0" y="0" width="88" height="88" rx="14"/>` +
      `<path d="M0 26 H88 M14 0 H74 Q88 0 88 14 V26 H0 V14 Q0 0 14 0 Z" fill="${contrast}"/><path d="M29 88 V64 a15 15 0 0 1 30 0 V88"/></g>`;
  }
  if (kind === 'canal') {
    const c = luminance(colour) > 0.55 ? '#3a3d42' : '#ece3d0';
    return () => {
      let s = `<g fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round">`;
      s += '<path d="M300 420 V320 H312 V300 H324 V284 H348 V300 H360 V320 H372 V420"/>';
      s += '<path d="M372 420 V300 Q382 300 384 284 V262 H412 V284 Q414 300 424 300 V420"/>';
      s += '<path d="M424 420 V316 L450 280 L476 316 V420"/>';
      s += '<path d="M476 420 V310 C476 290 488 296 488 276 Q500 258 512 276 C512 296 524 290 524 310 V420"/>';
      s += '<path d="M286 420 H538"/>';
      for (const [x, y] of [[326, 340], [326, 380], [392, 320], [392, 370], [442, 340], [442, 380], [490, 330], [490, 380]]) s += `<rect x="${x}" y="${y}" width="14" height="22"/>`;
      return s + '</g>';
    };
  }
  return undefined;
}

function productOpts(T, pr, colourKey, extra) {
  const hex = T.palette[colourKey][2];
  const o = { ...(pr.opts || {}), ...(extra || {}) };
  if (typeof o.print === 'string') o.print = resolvePrint(T, pr.shape, hex, o.print);
  return o;
}

const BUNDLE_LAYOUTS = {
  2: [[-40, 120, 0.62], [340, 120, 0.62]],
  3: [[-40, -30, 0.6], [360, -30, 0.6], [160, 330, 0.6]],
  4: [[-50, -50, 0.6], [370, -50, 0.6], [-50, 350, 0.6], [370, 350, 0.6]],
};

function buildTenant(T) {
  const n = T.n;
  const d = T.details;
  const tid = T.id;
  const P = T.prefix;
  const catId = new Map();
  const tagId = new Map();
  const prodBySlug = new Map();
  const counts = {};
  const ins = (table, row) => {
    counts[table] = (counts[table] || 0) + 1;
    insert(table, { ...row });
  };

  // --- media: logos and scenes ---
  const logo = addMedia(`${P}/logo/logo.svg`, logoSvg(T, T.primary));
  const logoLight = addMedia(`${P}/logo/logo-light.svg`, logoSvg(T, '#ffffff'));
  const logoDark = addMedia(`${P}/logo/logo-dark.svg`, logoSvg(T, '#1f1f1f'));
  const scenes = {};
  if (T.key === 'A') {
    scenes.hero = addMedia(`${P}/banners/hero-kust.svg`, coastHero());
    scenes.campaign = addMedia(`${P}/banners/zomersale.svg`, summerCampaign(T.primary));
    scenes.video = addMedia(`${P}/banners/video-poster-zee.svg`, seaVideoPoster());
    scenes.shop = addMedia(
      `${P}/banners/winkel-den-haag.svg`,
      storefront(T, {
        name: 'NOORDZEE MODE', serif: true, brick: '#b7785d', mortar: '#e6d9c9', sign: T.primary, signText: '#f4efe4', door: T.primary, awning: T.primary,
        items: [['dress', '#c98b8b', { style: 'maxi' }, 300, 250, 0.42], ['shirt', '#a9c4dc', { texture: 'oxford' }, 560, 250, 0.4], ['sweater', '#efe6d2', { style: 'cable' }, 800, 260, 0.4]],
      }),
    );
  } else {
    scenes.hero = addMedia(`${P}/banners/grachten-avond.svg`, canalStreet(T.primary));
    scenes.interior = addMedia(`${P}/banners/wonen-interieur.svg`, interiorShelves());
    scenes.campaign = addMedia(`${P}/banners/bazaar-weken.svg`, marketStall(T.primary));
    scenes.gifts = addMedia(`${P}/banners/cadeaus.svg`, giftsScene(T.primary));
    scenes.shop = addMedia(
      `${P}/banners/winkel-utrecht.svg`,
      storefront(T, {
        name: 'STADSBAZAAR', serif: false, brick: '#8e5a47', mortar: '#d8c7b4', sign: '#1e1e1e', signText: '#f4ede0', door: '#2f3a33', awning: T.primary, stripes: '#f4ede0',
        items: [['sweater', '#8f9196', { style: 'hoodie' }, 260, 270, 0.4], ['vase', '#c0643f', {}, 540, 400, 0.3], ['mug', '#2e4f9c', {}, 700, 440, 0.25], ['plaid', '#8a2c3b', { accent: '#ece3d0' }, 820, 380, 0.3]],
      }),
    );
    scenes.badgeSecure = addMedia(`${P}/footer/veilig-betalen.svg`, badgeSvg('secure'));
    scenes.badgeGreen = addMedia(`${P}/footer/duurzaam-verpakt.svg`, badgeSvg('green'));
  }

  // --- tenant, domains, languages ---
  comment(`tenant ${T.key}: ${T.name}`);
  ins('tenants', { id: tid, name: T.name, is_development: T.isDevelopment, default_language: 'nl', auth_tenant_id: T.authTenantId, created_at: '2025-01-01T00:00:00.000Z' });
  for (const [host, primary] of T.domains) ins('tenant_domains', { host, tenant_id: tid, is_primary: primary });
  ins('languages', { tenant_id: tid, code: 'nl', name: 'Nederlands', is_default: 1, sort_index: 0 });
  ins('languages', { tenant_id: tid, code: 'en', name: 'English', is_default: 0, sort_index: 1 });

  // --- settings ---
  const A = T.key === 'A';
  // Header settings and the sticky button use exactly the fields and values of the chrome spec §3.
  const headerSettings = A
    ? {
        logoPosition: 'left', navPlacement: 'inline', navMode: 'inline', maxWidth: 'container', stickyHeader: true,
        searchPlacement: { desktop: 'topbar', mobile: 'drawer' },
        icons: { visibility: { wishlist: true, cart: true, account: true, language: true }, order: ['wishlist', 'cart', 'account', 'language'] },
        placements: {
          desktop: { left: ['logo'], center: ['nav'], right: ['search', 'language', 'wishlist', 'cart', 'account'] },
          mobile: { left: ['nav'], center: ['logo'], right: ['search', 'cart'] },
        },
        fullscreenMenu: false, logoOverlapHero: false, logoOverlapScale: 1.5,
        headerHeight: { mode: 'normal' },
      }
    : {
        logoPosition: 'center', navPlacement: 'below', navMode: 'below', navBelowAlignment: 'center', maxWidth: 'full', stickyHeader: true,
        searchPlacement: { desktop: 'navbar', mobile: 'navbar' },
        icons: { visibility: { wishlist: true, cart: true, account: true, language: true }, order: ['language', 'account', 'wishlist', 'cart'] },
        placements: {
          desktop: { left: ['search'], center: ['logo'], right: ['language', 'account', 'wishlist', 'cart'] },
          mobile: { left: ['nav'], center: ['logo'], right: ['wishlist', 'cart'] },
        },
        fullscreenMenu: false, logoOverlapHero: true, logoOverlapScale: 1.5,
        headerHeight: { mode: 'large' },
      };
  const stickyButton = A
    ? {
        enabled: true, position: 'bottom-right', shape: 'circle', size: 'medium', color: T.primary, icon: 'chat',
        iconColor: '#ffffff', display: 'icon', text: 'Hulp nodig?', textWeight: 600, animation: 'none', action: 'popup',
        popup: {
          title: 'Hulp nodig?',
          bodyHtml: `<p>Bel ons op ${d.phone} of mail naar ${d.email}. We helpen je graag met maten, bestellingen en retouren.</p>`,
        },
        exclude: { inCheckout: true, paths: [], whenOnTargetPage: true },
      }
    : { enabled: false, position: 'bottom-right', action: 'link', link: { url: '/contact', openInNewTab: false } };
  const settings = [
    ['theme_primary_color', T.primary],
    ['ecommerce_theme_primary_color', T.primary],
    ['theme', T.theme],
    ['store_name', T.name],
    ['store_logo', logo],
    ['store_logo_light', logoLight],
    ['store_logo_dark', logoDark],
    ['language', 'nl'],
    ['professional_search_enabled', A ? 'true' : '1'],
    ['ecommerce_header_background_color', A ? '#ffffff' : T.primary],
    ['ecommerce_header_items_color_mode', A ? 'dark' : 'light'],
    ['ecommerce_header_settings', J(headerSettings)],
    ['ecommerce_footer_color', A ? 'dark' : 'primary'],
    ['ecommerce_footer_slogan', J(d.footerSlogan)],
    ['ecommerce_footer_show_contact_form', A ? 'true' : 'false'],
    ...(A ? [] : [['custom_footer_logos', J([scenes.badgeSecure, scenes.badgeGreen])]]),
    ['cart_show_payment_icons', 'true'],
    ['ecommerce_cart_show_payment_icons', 'true'],
    ['ecommerce_cart_show_free_shipping_progress', A ? 'true' : 'false'],
    ['header_transparent_on_hero', A ? 'false' : 'true'],
    ['ecommerce_currency', 'EUR'],
    ['facebook_link', d.facebook],
    ['instagram_link', d.instagram],
    ...(d.tiktok ? [['tiktok_link', d.tiktok]] : []),
    ['sticky_button', J(stickyButton)],
    ['ecommerce_doop_test_enabled', 'false'],
  ];
  for (const [key, value] of settings) ins('settings', { tenant_id: tid, key, value });

  ins('store_details', {
    tenant_id: tid, store_name: T.name, slogan: J(d.slogan), street: d.street, house_nr: d.houseNr, postal_code: d.postalCode, city: d.city,
    country_code: 'NL', telephone: d.phone, email: d.email, chamber_of_commerce_number: d.kvk, vat_identifier: d.vat,
    facebook_link: d.facebook, instagram_link: d.instagram, tiktok_link: d.tiktok, logo_url: logo, currency: 'EUR', iban: d.iban, order_number_prefix: T.skuPrefix,
  });

  // --- catalogue ---
  comment(`catalogue ${T.key}`);
  T.categories.forEach(([slug, nl, en, parent], i) => {
    const id = n * 100 + i + 1;
    catId.set(slug, id);
    assert(parent === null || catId.has(parent), `category parent ${parent} must come first`);
    ins('categories', { id, tenant_id: tid, parent_id: parent ? catId.get(parent) : null, slug, name: L(nl, en), sort_index: i * 10 });
  });
  T.tags.forEach(([slug, nl, en], i) => {
    const id = n * 100 + 50 + i + 1;
    tagId.set(slug, id);
    ins('tags', { id, tenant_id: tid, slug, name: L(nl, en) });
  });

  assert(T.products.length >= 34, `tenant ${T.key} needs at least 34 products`);
  let variantId = n * 100000;
  let mediaId = n * 100000 + 10000;
  const skus = new Set();
  const slugs = new Set();
  const links = { cat: [], tag: [] };
  const variantsByProduct = new Map();
  T.products.forEach((pr, i) => {
    const id = n * 1000 + i + 1;
    assert(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pr.slug), `bad slug ${pr.slug}`);
    assert(!slugs.has(pr.slug), `duplicate slug ${pr.slug}`);
    slugs.add(pr.slug);
    const okPrice = (c) => Number.isInteger(c) && c >= 995 && c <= 24995 && (c % 100 === 95 || c % 100 === 0);
    assert(okPrice(pr.price), `price of ${pr.slug}`);
    if (pr.sale != null) assert(pr.sale < pr.price && (pr.sale % 100 === 95 || pr.sale % 100 === 0), `sale price of ${pr.slug}`);
    const clothing = !pr.vat;
    const tags = [...pr.tags];
    if (pr.sale != null && !tags.includes('sale')) tags.push('sale');
    prodBySlug.set(pr.slug, { ...pr, id });
    const isNew = tags.includes('nieuw');
    ins('products', {
      id, tenant_id: tid, slug: pr.slug, name: L(pr.nl, pr.en), description: L(pr.dnl, pr.den), brand: pr.brand,
      price_cents: pr.price, discount_price_cents: pr.sale ?? null, price_per_unit_cents: pr.perUnit ?? null,
      vat_percentage: clothing ? 21 : pr.vat, custom_fields: J(pr.cf || {}), is_active: 1, sort_index: (i + 1) * 10,
      created_at: isNew ? isoDay([2026, 1, 2], 0, 8 + (i % 10)) : isoDay([2025, 8, 1], i),
    });
    for (const c of pr.cats) {
      assert(catId.has(c), `unknown category ${c} on ${pr.slug}`);
      links.cat.push([id, catId.get(c)]);
    }
    for (const t of tags) {
      assert(tagId.has(t), `unknown tag ${t} on ${pr.slug}`);
      links.tag.push([id, tagId.get(t)]);
    }
    // variants
    const rnd = rngFor(`${T.key}:${pr.slug}:stock`);
    const sizes = Array.isArray(pr.sizes) ? pr.sizes : SIZES[pr.sizes].map((s) => [s, null]);
    const colours = pr.colours.map((c) => (Array.isArray(c) ? c : [c, {}]));
    const vlist = [];
    let sort = 0;
    for (const [ck] of colours) {
      assert(T.palette[ck], `unknown colour ${ck}`);
      const [cnl, cen, hex] = T.palette[ck];
      for (const [size, vprice] of sizes) {
        const sizeCode = size === null ? 'STD' : size === 'One size' ? 'OS' : size.replace(/\s+/g, '').toUpperCase();
        const sku = `${T.skuPrefix}-${id}-${ck.toUpperCase()}-${sizeCode}`;
        assert(!skus.has(sku), `duplicate sku ${sku}`);
        skus.add(sku);
        const r = rnd();
        // a few sold-out variants, but never on small products (one or two variants) unless the product is sold out as a whole
        const fewVariants = colours.length * sizes.length <= 2;
        const stock = pr.soldOut ? 0 : r < 0.1 && !fewVariants ? 0 : 1 + Math.floor(rnd() * 25);
        variantId++;
        vlist.push({ id: variantId, stock, price: vprice, sku, size, colour: [cnl, cen] });
        ins('product_variants', {
          id: variantId, tenant_id: tid, product_id: id, sku, size, colour: L(cnl, cen), colour_hex: hex, stock,
          price_cents: vprice, sort_index: sort++,
        });
      }
    }
    variantsByProduct.set(pr.slug, vlist);
    // media
    const maxColourImages = pr.detail ? 2 : 3;
    let msort = 0;
    colours.slice(0, maxColourImages).forEach(([ck, extra]) => {
      const [cnl, cen, hex] = T.palette[ck];
      const url = addMedia(`${P}/products/${pr.slug}-${ck}.svg`, productSvg(T.studio, pr.shape, hex, productOpts(T, pr, ck, extra)));
      mediaId++;
      ins('product_media', { id: mediaId, tenant_id: tid, product_id: id, url, alt: L(`${pr.nl} in ${cnl}`, `${pr.en} in ${cen}`), colour_hex: hex, sort_index: msort++ });
    });
    if (pr.detail) {
      const [ck, extra] = colours[0];
      const url = addMedia(`${P}/products/${pr.slug}-detail.svg`, productSvg(T.studio, pr.shape, T.palette[ck][2], productOpts(T, pr, ck, extra), true));
      mediaId++;
      ins('product_media', { id: mediaId, tenant_id: tid, product_id: id, url, alt: L(`Detail van ${pr.nl.toLowerCase()}`, `Detail of ${pr.en.toLowerCase()}`), colour_hex: null, sort_index: msort++ });
    }
  });
  for (const [pid, cid] of links.cat) ins('product_categories', { tenant_id: tid, product_id: pid, category_id: cid });
  for (const [pid, tgid] of links.tag) ins('product_tags', { tenant_id: tid, product_id: pid, tag_id: tgid });

  // --- bundles ---
  comment(`bundles ${T.key}`);
  let bundleItemId = (n + 2) * 1000 + 100;
  const bundleSlugs = [];
  const bundleImages = new Map();
  T.bundles.forEach((bu, i) => {
    const id = 300 + (n - 1) * 100 + i + 1;
    bundleSlugs.push(bu.slug);
    assert(bu.items.length >= 2 && bu.items.length <= 4, `bundle ${bu.slug} needs 2–4 items`);
    const layout = BUNDLE_LAYOUTS[bu.items.length];
    const composed = bu.items.map(([slug], j) => {
      const pr = prodBySlug.get(slug);
      assert(pr, `bundle item ${slug} unknown`);
      const [ck, extra] = Array.isArray(pr.colours[0]) ? pr.colours[0] : [pr.colours[0], {}];
      const [x, y, s] = layout[j];
      return { shape: pr.shape, colour: T.palette[ck][2], opts: productOpts(T, pr, ck, extra), x, y, s };
    });
    const url = addMedia(`${P}/bundles/${bu.slug}.svg`, composeSvg(T.studio, composed));
    bundleImages.set(bu.slug, url);
    // The set at regular prices (reg) and at today's prices, sales included (eff); each as the lowest
    // and the highest the variants allow.
    const sum = { regLow: 0, regHigh: 0, effLow: 0, effHigh: 0 };
    for (const [slug, units] of bu.items) {
      const pr = prodBySlug.get(slug);
      const vs = variantsByProduct.get(slug);
      const eff = vs.map((v) => v.price ?? pr.sale ?? pr.price);
      const reg = vs.map((v) => v.price ?? pr.price);
      sum.regLow += Math.min(...reg) * units;
      sum.regHigh += Math.max(...reg) * units;
      sum.effLow += Math.min(...eff) * units;
      sum.effHigh += Math.max(...eff) * units;
    }
    // bundle_from_price / bundle_to_price read "van X voor Y" (issue 10): from is the old, regular price
    // and to the price paid, so from ≥ to. When the variants' prices differ the set has no one price:
    // then from/to are the range of what it costs today, lowest first.
    const oneSetPrice = sum.regLow === sum.regHigh && sum.effLow === sum.effHigh;
    const [from, to] = oneSetPrice ? [sum.regLow, sum.effLow] : [sum.effLow, sum.effHigh];
    const cf = bu.fixed ? {} : { bundle_from_price: from / 100, bundle_to_price: to / 100 };
    if (bu.fixed) assert(bu.fixed < sum.effLow, `fixed price of ${bu.slug} should be a saving`);
    ins('bundles', {
      id, tenant_id: tid, slug: bu.slug, name: L(bu.nl, bu.en), description: L(bu.dnl, bu.den), presentation_media_url: url,
      fixed_total_price_cents: bu.fixed ?? null, custom_fields: J(cf), is_active: 1, sort_index: (i + 1) * 10,
    });
    bu.items.forEach(([slug, units], j) => {
      bundleItemId++;
      ins('bundle_items', { id: bundleItemId, tenant_id: tid, bundle_id: id, product_id: prodBySlug.get(slug).id, units_per_set: units, sort_index: j });
    });
  });

  // --- customers ---
  comment(`customers ${T.key}`);
  const consumerCat = n * 10 + 1;
  const businessCat = n * 10 + 2;
  ins('customer_categories', { id: consumerCat, tenant_id: tid, code: 'consumer', name: L('Particulier', 'Consumer'), display_prices_including_vat: 1, allow_invoice_payment: 0 });
  ins('customer_categories', { id: businessCat, tenant_id: tid, code: 'business', name: L('Zakelijk', 'Business'), display_prices_including_vat: 0, allow_invoice_payment: 1 });
  const customers = A
    ? [
        ['anna@noordzee.test', 'Anna', 'de Vries', null, '06 12 34 56 78', consumerCat],
        ['inkoop@bedrijf-a.test', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', '070 123 45 67', businessCat],
        ['demo@etalage.test', 'Demo', 'Klant', null, '06 98 76 54 32', consumerCat],
      ]
    : [
        ['sem@stadsbazaar.test', 'Sem', 'Jansen', null, '06 23 45 67 89', consumerCat],
        ['inkoop@bedrijf-b.test', 'Fatima', 'El Amrani', 'Koffiebar De Gracht B.V.', '030 765 43 21', businessCat],
        ['demo@etalage.test', 'Demo', 'Klant', null, '06 98 76 54 32', consumerCat],
      ];
  customers.forEach(([email, first, last, company, phone, cat], i) => {
    const id = n * 1000 + 100 + i + 1;
    ins('customers', {
      id, tenant_id: tid, auth_uid: `demo-${T.key.toLowerCase()}-${id}`, email, first_name: first, last_name: last, company_name: company, phone,
      customer_category_id: cat, created_at: isoDay([2025, 6, 1], i * 7, 10),
    });
  });

  // --- shipping ---
  comment(`shipping ${T.key}`);
  const methods = A
    ? [
        ['postnl', 'PostNL – thuisbezorgd', 'PostNL – home delivery', 'delivery', [['NL', 495, 0, 5000], ['BE', 695, 0, 10000]]],
        ['dhl', 'DHL – thuisbezorgd', 'DHL – home delivery', 'delivery', [['NL', 695, null, null], ['BE', 895, null, null]]],
      ]
    : [
        ['postnl', 'PostNL – thuisbezorgd', 'PostNL – home delivery', 'delivery', [['NL', 495, 0, 7500], ['BE', 795, null, null]]],
        ['express', 'Spoedlevering – vandaag bezorgd', 'Express – same-day delivery', 'delivery', [['NL', 995, null, null]]],
        ['pickup', 'Gratis ophalen in de winkel', 'Free pickup in store', 'pickup', [['NL', 0, null, null], ['BE', 0, null, null]]],
      ];
  let priceId = n * 100 + 10;
  methods.forEach(([code, nl, en, kind, prices], i) => {
    const mid = n * 10 + i + 1;
    ins('shipping_methods', { id: mid, tenant_id: tid, code, name: L(nl, en), kind, is_active: 1, sort_index: i });
    for (const [cc, price, thr, thrTotal] of prices) {
      priceId++;
      ins('shipping_method_prices', { id: priceId, tenant_id: tid, shipping_method_id: mid, country_code: cc, price_cents: price, threshold_price_cents: thr, threshold_order_total_cents: thrTotal });
    }
  });

  // --- coupons, promo codes, campaigns ---
  comment(`discounts ${T.key}`);
  const coupons = [
    ['WELKOM10', 'PERCENTAGE', 10, 0, null, 0, '2025-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 1],
    ['CADEAU15', 'VALUE', 15, 5000, 500, 12, '2025-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 1],
    A ? ['WINTER25', 'PERCENTAGE', 25, 0, null, 41, '2024-12-01T00:00:00Z', '2025-02-28T23:59:59Z', 1] : ['KERST20', 'PERCENTAGE', 20, 2500, null, 87, '2024-12-01T00:00:00Z', '2024-12-31T23:59:59Z', 1],
    A ? ['PERSONEEL30', 'PERCENTAGE', 30, 0, null, 3, '2025-01-01T00:00:00Z', null, 0] : ['OPENING25', 'VALUE', 25, 7500, 100, 100, '2019-09-01T00:00:00Z', null, 0],
  ];
  coupons.forEach(([code, type, amount, min, max, used, from, until, active], i) => {
    ins('coupons', { id: n * 10 + i + 1, tenant_id: tid, code, type, amount, min_order_total_cents: min, max_uses: max, used_count: used, valid_from: from, valid_until: until, is_active: active });
  });
  const promoId = n * 10 + 1;
  const promoProducts = A ? null : ['mok-goedemorgen', 'geurkaars-vijgenblad', 'koffiebonen-huisblend'].map((s) => prodBySlug.get(s).id);
  const promoCode = A ? 'ZOMER20' : 'BAZAAR15';
  const promoPct = A ? 20 : 15;
  ins('promo_codes', {
    id: promoId, tenant_id: tid, code: promoCode, type: 'PERCENTAGE', amount: promoPct,
    banner_text: A ? L('Zomersale: 20% korting op alles met code ZOMER20', 'Summer sale: 20% off everything with code ZOMER20') : L('Bazaar Weken: 15% korting op geselecteerde cadeaus met code BAZAAR15', 'Bazaar Weeks: 15% off selected gifts with code BAZAAR15'),
    banner_color: A ? T.primary : '#c8912e', included_products: promoProducts ? J(promoProducts) : null,
    valid_from: '2026-01-01T00:00:00Z', valid_until: '2099-12-31T23:59:59Z', is_active: 1,
  });
  const campaignId = n * 10 + 1;
  ins('campaigns', {
    id: campaignId, tenant_id: tid,
    name: A ? L('Zomersale', 'Summer sale') : L('Bazaar Weken', 'Bazaar Weeks'),
    description: A ? L('20% korting op de hele collectie met code ZOMER20.', '20% off the entire collection with code ZOMER20.') : L('15% korting op onze favoriete cadeaus met code BAZAAR15.', '15% off our favourite gifts with code BAZAAR15.'),
    media_url: scenes.campaign, promo_code_id: promoId, starts_at: '2026-01-01T00:00:00Z', ends_at: '2099-12-31T23:59:59Z', is_active: 1,
  });
  const campaignSlugs = A
    ? ['maxi-jurk-duinroos', 'linnen-overhemd', 'korte-chino', 'strohoed-met-lint', 'plisse-rok']
    : ['mok-goedemorgen', 'geurkaars-vijgenblad', 'koffiebonen-huisblend', 'wollen-plaid-geruit', 'hoodie-oost'];
  for (const s of campaignSlugs) ins('campaign_products', { tenant_id: tid, campaign_id: campaignId, product_id: prodBySlug.get(s).id });

  // --- CMS ---
  comment(`cms ${T.key}`);
  const legal = legalTexts(T);
  const pageDefs = [
    ['home', 'Home', 'Home',
      A ? 'Noordzee Mode – kleding met de kust in je hoofd' : 'Stadsbazaar – kleding, wonen en lekkers uit de stad',
      A ? 'Noordzee Mode – clothing with the coast on your mind' : 'Stadsbazaar – clothing, home goods and treats from the city',
      A ? 'Tijdloze dames- en herenkleding van linnen, biologisch katoen en wol. Gratis verzending vanaf € 50 en 30 dagen bedenktijd.' : 'Kleding, woonaccessoires en lekkers van makers uit de stad. Gratis ophalen in onze winkels in Utrecht, Amsterdam en Rotterdam.',
      A ? 'Timeless clothing for women and men in linen, organic cotton and wool. Free shipping from € 50 and a 30-day cooling-off period.' : 'Clothing, home accessories and treats by makers from the city. Free pickup in our shops in Utrecht, Amsterdam and Rotterdam.'],
    ['algemene-voorwaarden', 'Algemene voorwaarden', 'Terms and conditions', null, null,
      `De algemene voorwaarden van ${T.name}: bestellen, betalen, levering, herroepingsrecht en garantie.`,
      `The terms and conditions of ${T.name}: ordering, payment, delivery, right of withdrawal and guarantee.`],
    ['privacy-policy', 'Privacybeleid', 'Privacy policy', null, null,
      `Lees hoe ${T.name} omgaat met je persoonsgegevens, welke cookies we gebruiken en welke rechten je hebt.`,
      `Read how ${T.name} handles your personal data, which cookies we use and what rights you have.`],
    ['returns-policy', 'Retourbeleid', 'Returns policy', null, null,
      `${d.returnDays} dagen bedenktijd bij ${T.name}. Zo meld je een retour aan en krijg je je geld terug.`,
      `A ${d.returnDays}-day cooling-off period at ${T.name}. How to register a return and get your money back.`],
    ['complaints', 'Klachtenregeling', 'Complaints procedure', null, null,
      `Niet tevreden? Zo dien je een klacht in bij ${T.name} en zo handelen wij die af.`,
      `Not satisfied? How to submit a complaint to ${T.name} and how we handle it.`],
    ['over-ons', 'Over ons', 'About us', null, null,
      A ? 'Het verhaal achter Noordzee Mode: een boetiek in Den Haag met tijdloze kleding van duurzame materialen.' : 'Het verhaal achter de Stadsbazaar: kleding, wonen en lekkers van lokale makers in drie winkels.',
      A ? 'The story behind Noordzee Mode: a boutique in The Hague with timeless clothing in sustainable materials.' : 'The story behind the Stadsbazaar: clothing, home goods and treats by local makers in three shops.'],
    ['contact-info', 'Contact', 'Contact', null, null,
      `Contactgegevens van ${T.name}: adres, telefoon, e-mail en openingstijden.`,
      `Contact details of ${T.name}: address, telephone, email and opening hours.`],
  ];
  const pageId = new Map();
  pageDefs.forEach(([key, nnl, nen, mtnl, mten, mdnl, mden], i) => {
    const id = n * 100 + i + 1;
    pageId.set(key, id);
    assert(mdnl.length <= 160 && mden.length <= 160, `meta description too long on ${key}`);
    const home = key === 'home';
    ins('cms_pages', {
      id, tenant_id: tid, key, name: L(nnl, nen),
      meta_title: L(mtnl || `${nnl} | ${T.name}`, mten || `${nen} | ${T.name}`), meta_description: L(mdnl, mden),
      og_title: home ? mtnl : null, og_description: home ? mdnl : null, og_image: home ? scenes.hero : null, og_type: home ? 'website' : null,
      json_ld_schema: home
        ? J({
            '@context': 'https://schema.org', '@type': A ? 'ClothingStore' : 'Store', name: T.name, image: scenes.hero, telephone: d.phone, email: d.email,
            address: { '@type': 'PostalAddress', streetAddress: `${d.street} ${d.houseNr}`, postalCode: d.postalCode, addressLocality: d.city, addressCountry: 'NL' },
          })
        : null,
      is_published: 1, updated_at: FIXED_TIME,
    });
  });
  let blockId = n * 1000;
  const block = (pageKey, template, sort, { text = null, subtitle = null, medias = [], desktop = 1, mobile = 1 } = {}) => {
    blockId++;
    ins('cms_blocks', {
      id: blockId, tenant_id: tid, page_id: pageId.get(pageKey), template, text: text ? J(text) : null, subtitle: subtitle ? J(subtitle) : null,
      medias: J(medias), show_on_desktop: desktop, show_on_mobile: mobile, sort_index: sort,
    });
  };
  const img = (slug, colourIdx = 0) => {
    const pr = prodBySlug.get(slug);
    const c = pr.colours[colourIdx];
    return `/media/${P}/products/${slug}-${Array.isArray(c) ? c[0] : c}.svg`;
  };
  const alt = (nl, en) => ({ nl, en });
  if (A) {
    block('home', 'HERO_IMAGE', 0, {
      text: { nl: 'Licht als de zeewind', en: 'Light as the sea breeze' },
      subtitle: { nl: 'De nieuwe zomercollectie in linnen en biologisch katoen', en: 'The new summer collection in linen and organic cotton' },
      medias: [{ url: scenes.hero, alt: alt('Kleding aan een waslijn op het strand', 'Clothes on a washing line on the beach'), href: 'products' }],
    });
    block('home', 'GRID', 1, {
      text: { nl: 'Shop de collectie', en: 'Shop the collection' },
      medias: [
        { url: img('linnen-midi-jurk'), alt: alt('Alles van linnen', 'Everything in linen'), href: 'products/material/linnen' },
        { url: img('visserstrui'), alt: alt('Warme winterwol', 'Warm winter wool'), href: 'products/season/winter' },
        { url: img('oxford-overhemd'), alt: alt('Slim fit voor heren', 'Slim fit for men'), href: 'products/fit/slim' },
        { url: scenes.shop, alt: alt('Onze winkel in Den Haag', 'Our shop in The Hague'), href: 'pagina/over-ons' },
      ],
    });
    block('home', 'TEXT_BLOCK', 3, { text: homeText(T) });
    block('home', 'HERO_VIDEO', 4, {
      text: { nl: 'De Noordzee in beweging', en: 'The North Sea in motion' },
      medias: [{ url: scenes.video, alt: alt('Golven op de Noordzee', 'Waves on the North Sea') }], desktop: 0, mobile: 0,
    });
    block('home', 'BANNERS', 5, {
      text: { nl: 'Zomersale: 20% korting', en: 'Summer sale: 20% off' },
      subtitle: { nl: 'Met code ZOMER20 op de hele collectie', en: 'With code ZOMER20 on the entire collection' },
      medias: [{ url: scenes.campaign, alt: alt('Strandspullen op het zand', 'Beach things on the sand'), href: 'product-tag/sale' }],
    });
  } else {
    block('home', 'BANNERS', 0, {
      text: { nl: 'Welkom in de Stadsbazaar', en: 'Welcome to the Stadsbazaar' },
      subtitle: { nl: 'Kleding, wonen en lekkers van makers uit de stad', en: 'Clothing, home goods and treats by makers from the city' },
      medias: [
        { url: scenes.hero, alt: alt('Grachtenpanden in de avond', 'Canal houses in the evening'), href: 'product-category/kleding' },
        { url: scenes.interior, alt: alt('Wandplanken met woonaccessoires', 'Wall shelves with home accessories'), href: 'product-category/wonen' },
        { url: scenes.campaign, alt: alt('Marktkraam van de Bazaar Weken', 'Market stall of the Bazaar Weeks'), href: 'products' },
      ],
    });
    block('home', 'GRID', 1, {
      text: { nl: 'Ontdek de bazaar', en: 'Discover the bazaar' },
      medias: [
        { url: img('hoodie-oost'), alt: alt('Oversized favorieten', 'Oversized favourites'), href: 'products/fit/oversized' },
        { url: img('mok-goedemorgen'), alt: alt('Steengoed uit Utrecht', 'Stoneware from Utrecht'), href: 'products/material/steengoed' },
        { url: img('wollen-plaid-geruit'), alt: alt('Warme wol', 'Warm wool'), href: 'products/material/wol' },
        { url: scenes.shop, alt: alt('Onze winkels', 'Our shops'), href: 'pagina/over-ons' },
      ],
    });
    block('home', 'TEXT_BLOCK', 3, { text: homeText(T) });
    block('home', 'HERO_IMAGE', 4, {
      text: { nl: 'Cadeaus voor stadsmensen', en: 'Gifts for city people' },
      subtitle: { nl: 'Van geurkaars tot kookboek, mooi ingepakt', en: 'From scented candle to cookbook, beautifully wrapped' },
      medias: [{ url: scenes.gifts, alt: alt('Ingepakte cadeaus met strikken', 'Wrapped gifts with bows'), href: 'product-tag/cadeautip' }],
    });
    block('home', 'TEXT_BLOCK', 5, {
      text: {
        nl: html([h2('Drie winkels, één bazaar'), p('Bezoek ons in Utrecht, Amsterdam-Oost of Rotterdam-Noord. Online besteld? Kies bij het afrekenen voor gratis ophalen in de winkel.')]),
        en: html([h2('Three shops, one bazaar'), p('Visit us in Utrecht, Amsterdam-Oost or Rotterdam-Noord. Ordered online? Choose free pickup in store at checkout.')]),
      },
    });
  }
  block('algemene-voorwaarden', 'TEXT_BLOCK', 0, { text: legal.terms });
  block('privacy-policy', 'TEXT_BLOCK', 0, { text: legal.privacy });
  block('returns-policy', 'TEXT_BLOCK', 0, { text: legal.returns });
  block('complaints', 'TEXT_BLOCK', 0, { text: legal.complaints });
  block('over-ons', 'HERO_IMAGE', 0, {
    text: { nl: 'Over ons', en: 'About us' },
    medias: [{ url: scenes.shop, alt: alt(`De winkel van ${T.name}`, `The ${T.name} shop`) }],
  });
  block('over-ons', 'TEXT_BLOCK', 1, { text: aboutText(T) });
  block('contact-info', 'TEXT_BLOCK', 0, { text: contactText(T) });
  // Shop the look (issue 10): the home page links to each of the shop's bundles, right after the
  // collection grid. Added last so the other blocks keep their ids.
  block('home', 'GRID', 2, {
    text: { nl: 'Shop de look', en: 'Shop the look' },
    medias: T.bundles.map((bu) => ({ url: bundleImages.get(bu.slug), alt: alt(bu.nl, bu.en), href: `bundles/${bu.slug}` })),
  });

  // --- navigation ---
  comment(`navigation ${T.key}`);
  let menuId = n * 100;
  const menu = (title, url, { parent = null, position = 'left', desktop = 1, dIdx = 0, mobile = 1, mIdx = 0, submenu = null } = {}) => {
    menuId++;
    ins('menu_pages', {
      id: menuId, tenant_id: tid, parent_id: parent, title: J(title), url, position, is_in_desktop_header: desktop, desktop_header_sort_index: dIdx,
      is_in_mobile_menu: mobile, mobile_menu_sort_index: mIdx, submenu_key: submenu,
    });
    return menuId;
  };
  const catTitle = (slug) => {
    const c = T.categories.find((x) => x[0] === slug);
    return { nl: c[1], en: c[2] };
  };
  const tagTitle = (slug) => {
    const t = T.tags.find((x) => x[0] === slug);
    return { nl: t[1], en: t[2] };
  };
  const children = (parent, slugs) =>
    slugs.forEach((s, i) => {
      const [kind, slug] = s.split(':');
      const title = kind === 'tag' ? tagTitle(slug) : catTitle(slug);
      menu(title, kind === 'tag' ? `product-tag/${slug}` : `product-category/${slug}`, { parent, dIdx: i, mIdx: i });
    });
  if (A) {
    menu({ nl: 'Nieuw', en: 'New' }, 'products', { dIdx: 0, mIdx: 0 });
    const dames = menu({ nl: 'Dames', en: 'Women' }, 'product-category/dames', { dIdx: 1, mIdx: 1 });
    children(dames, ['cat:jurken', 'cat:blouses-tops', 'cat:rokken', 'cat:broeken', 'cat:truien-vesten']);
    const heren = menu({ nl: 'Heren', en: 'Men' }, 'product-category/heren', { dIdx: 2, mIdx: 2 });
    children(heren, ['cat:overhemden', 'cat:truien-vesten', 'cat:broeken', 'cat:jassen']);
    const acc = menu({ nl: 'Accessoires', en: 'Accessories' }, 'product-category/accessoires', { dIdx: 3, mIdx: 3 });
    children(acc, ['cat:tassen', 'cat:schoenen', 'tag:linnen']);
    menu({ nl: 'Sale', en: 'Sale' }, 'product-tag/sale', { dIdx: 4, mIdx: 4 });
    menu({ nl: 'Over ons', en: 'About us' }, 'pagina/over-ons', { position: 'right', dIdx: 5, mIdx: 5 });
    menu({ nl: 'Klantenservice', en: 'Customer service' }, 'pagina/contact-info', { position: 'right', desktop: 0, dIdx: 6, mIdx: 6 });
  } else {
    const kleding = menu({ nl: 'Kleding', en: 'Clothing' }, 'product-category/kleding', { dIdx: 0, mIdx: 1 });
    children(kleding, ['cat:shirts-tops', 'cat:truien-hoodies', 'cat:broeken-jeans', 'cat:jassen', 'cat:rokken-jurken', 'cat:schoenen', 'cat:accessoires']);
    const wonen = menu({ nl: 'Wonen', en: 'Home' }, 'product-category/wonen', { dIdx: 1, mIdx: 2 });
    children(wonen, ['cat:keuken-tafel', 'cat:decoratie', 'cat:woontextiel']);
    const cadeaus = menu({ nl: 'Cadeaus', en: 'Gifts' }, 'product-tag/cadeautip', { dIdx: 2, mIdx: 3 });
    children(cadeaus, ['cat:eten-drinken', 'cat:papierwaren', 'tag:lokaal-gemaakt']);
    menu({ nl: 'Stadsoutfit', en: 'City outfit' }, 'bundles/stadsoutfit', { dIdx: 3, mIdx: 4 });
    menu({ nl: 'Sale', en: 'Sale' }, 'product-tag/sale', { dIdx: 4, mIdx: 0 });
    menu({ nl: 'Onze winkels', en: 'Our shops' }, 'pagina/over-ons', { position: 'right', dIdx: 5, mIdx: 5 });
    menu({ nl: 'Contact', en: 'Contact' }, 'pagina/contact-info', { position: 'right', desktop: 0, dIdx: 6, mIdx: 6 });
  }
  const shortLinks = [['voorwaarden', 'algemene-voorwaarden'], ['privacy', 'privacy-policy'], ['retour', 'returns-policy'], ['klachten', 'complaints'], ['over', 'over-ons']];
  if (!A) shortLinks.push(['contact', 'contact-info']);
  for (const [alias, key] of shortLinks) {
    assert(/^[a-z0-9-]{1,64}$/.test(alias) && pageId.has(key), `short link ${alias}`);
    ins('short_links', { tenant_id: tid, alias, key });
  }

  // --- chrome content ---
  comment(`chrome ${T.key}`);
  const usps = A
    ? [['Gratis verzending vanaf € 50', 'Free shipping from € 50'], ['Voor 22:00 besteld, morgen in huis', 'Order before 22:00, delivered tomorrow'], ['30 dagen bedenktijd', '30-day cooling-off period'], ['Gratis retourneren', 'Free returns']]
    : [['Gratis verzending vanaf € 75', 'Free shipping from € 75'], ['Gratis ophalen in 3 winkels', 'Free pickup in 3 shops'], ['Meer dan 60 lokale makers', 'More than 60 local makers']];
  usps.forEach(([nl, en], i) => ins('usps', { id: n * 10 + i + 1, tenant_id: tid, text: L(nl, en), sort_index: i }));
  if (A) {
    ins('promo_banners', {
      id: n * 10 + 1, tenant_id: tid,
      text: L('<p>Zomersale: <strong>20% korting</strong> op alles met code ZOMER20</p>', '<p>Summer sale: <strong>20% off</strong> everything with code ZOMER20</p>'),
      color: T.primary, href: null, action: 'ADD_PROMOCODE', promo_code_id: promoId, is_dismissable: 1,
      custom_styles: J({ font_family: 'inherit', font_size: '14px', color: '#ffffff' }), layout_type: 'DEFAULT', sections: '[]', is_active: 1, sort_index: 0,
    });
  } else {
    ins('promo_banners', {
      id: n * 10 + 1, tenant_id: tid,
      text: L('<p>Bazaar Weken: 15% korting op geselecteerde cadeaus</p>', '<p>Bazaar Weeks: 15% off selected gifts</p>'),
      color: '#1e1e1e', href: 'product-tag/cadeautip', action: null, promo_code_id: null, is_dismissable: 1,
      custom_styles: J({ font_family: 'inherit', font_size: '15px', color: '#f4ede0' }), layout_type: 'SECTIONS',
      sections: J([
        { text: { nl: 'Nieuw in wonen: handgemaakte mokken', en: 'New in home: handmade mugs' }, imageUrl: img('mok-goedemorgen'), imagePosition: 'left', linkUrl: 'product-category/keuken-tafel', order: 1 },
        { text: { nl: 'Hoodies voor de herfst', en: 'Hoodies for autumn' }, imageUrl: img('hoodie-oost'), imagePosition: 'right', linkUrl: 'product-category/truien-hoodies', order: 2 },
      ]),
      is_active: 1, sort_index: 0,
    });
  }
  const branches = A
    ? [['Noordzee Mode Den Haag', 'Keizerstraat', '112', '2584 BL', 'Den Haag', '070 362 48 15', d.hours]]
    : [
        ['Stadsbazaar Utrecht', 'Voorstraat', '48', '3512 AR', 'Utrecht', '030 231 77 40', d.hours],
        ['Stadsbazaar Amsterdam-Oost', 'Javastraat', '112', '1094 HM', 'Amsterdam', '020 665 31 20', { nl: 'di–za 10:00–18:00, zo 12:00–17:00, ma gesloten', en: 'Tue–Sat 10:00–18:00, Sun 12:00–17:00, closed on Mondays' }],
        ['Stadsbazaar Rotterdam-Noord', 'Zwart Janstraat', '61', '3035 AN', 'Rotterdam', '010 466 92 18', { nl: 'wo–za 11:00–18:00, zo 12:00–17:00', en: 'Wed–Sat 11:00–18:00, Sun 12:00–17:00' }],
      ];
  branches.forEach(([name, street, nr, pc, city, phone, hours], i) =>
    ins('branches', { id: n * 10 + i + 1, tenant_id: tid, name, street, house_nr: nr, postal_code: pc, city, country_code: 'NL', telephone: phone, opening_hours: J(hours), is_pickup_point: 1, sort_index: i }),
  );
  ins('newsletters', {
    id: n * 10 + 1, tenant_id: tid, identifier: 'nieuwsbrief', is_default: 1,
    popup_header: A ? L('Blijf op de hoogte', 'Stay in the loop') : L('Word bazaarvriend', 'Become a friend of the bazaar'),
    popup_body_text: A
      ? L('Meld je aan voor de nieuwsbrief en ontvang de code WELKOM10 voor 10% korting op je eerste bestelling.', 'Sign up for the newsletter and receive the code WELKOM10 for 10% off your first order.')
      : L('Eén keer per maand nieuwe makers, winkelevents en de code WELKOM10 voor 10% korting.', 'New makers, shop events and the code WELKOM10 for 10% off, once a month.'),
    popup_image_url: A ? scenes.campaign : scenes.gifts,
    html_content: A
      ? L('<p>Nieuwe collecties, stijltips en acties, ongeveer twee keer per maand in je inbox.</p>', '<p>New collections, style tips and offers, about twice a month in your inbox.</p>')
      : L('<p>Nieuwe makers, winkelevents en acties, één keer per maand.</p>', '<p>New makers, shop events and offers, once a month.</p>'),
    show_popup: 0, is_active: 1,
  });

  // --- customer accounts: addresses, orders, invoices, reservations, subscriptions, saved carts ---
  buildAccounts(T, ins, {
    customers: customers.map(([email, first, last, company, phone, cat], i) => ({
      id: n * 1000 + 100 + i + 1, email, first, last, company, phone, business: cat === businessCat,
    })),
    prodBySlug, variantsByProduct, branchIds: branches.map((_, i) => n * 10 + i + 1), shippingMethodId: n * 10 + 1,
    freeShippingFrom: A ? 5000 : 7500,
  });

  // --- summary for the report ---
  const soldOutVariantProduct = T.products.find((pr) => variantsByProduct.get(pr.slug).some((v) => v.stock === 0));
  const fullySoldOut = T.products.filter((pr) => variantsByProduct.get(pr.slug).every((v) => v.stock === 0)).map((pr) => pr.slug);
  return {
    counts,
    firstSoldOutVariant: soldOutVariantProduct.slug,
    fullySoldOut,
    firstDiscounted: T.products.find((pr) => pr.sale != null).slug,
    bundles: bundleSlugs,
    coupons: coupons.map((c) => `${c[0]}${c[8] ? '' : ' (inactive)'}${c[7] && c[7] < '2026' ? ' (expired)' : ''}`),
    promo: promoCode,
  };
}

// ---------------------------------------------------------------------------------------------
// Customer accounts (issue #4): sign-in accounts for the Auth emulator, address books, past orders
// with invoices, reservations at a branch, subscriptions and one saved cart per customer.
// ---------------------------------------------------------------------------------------------

/** Written to workers/core-api/seed/auth-accounts.json: the demo sign-in accounts. */
const AUTH_ACCOUNTS = [];

/** A uuid (version 4 layout) from a key: deterministic, unguessable enough for demo urls. */
function uuidFor(key) {
  const rnd = rngFor(`uuid:${key}`);
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rnd() * 4)];
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The VAT inside an amount incl. VAT, in cents (the amount less its base, as commerce/rules/vat.ts rounds). */
const vatIn = (cents, pct) => cents - Math.round((cents * 100) / (100 + pct));
// Shipping carries the VAT of the goods in proportion to their value excl. VAT (spec §5), in whole cents
// per rate (largest remainder): the rule of commerce/rules/totals.ts splitOverRates, which the core-API tests
// hold these seeded orders to (their VAT, their invoices' VAT per rate).
function splitOverRates(amount, lines) {
  const weights = new Map();
  for (const l of lines) weights.set(l.vat, (weights.get(l.vat) ?? 0) + Math.round((l.cents * l.quantity * 100) / (100 + l.vat)));
  const rates = [...weights].sort(([a], [b]) => b - a);
  if (amount === 0) return [];
  const total = rates.reduce((sum, [, w]) => sum + w, 0);
  const exact = rates.map(([, w]) => (amount * w) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) if (left-- > 0) parts[i]++;
  return rates.map(([vat], i) => ({ vat, cents: parts[i] }));
}
const dateOnly = (iso) => iso.slice(0, 10);

const ACCOUNT_DATA = {
  A: {
    addresses: {
      1101: [
        ['Thuis', 'Anna', 'de Vries', null, 'Badhuisweg', '52', 'B', '2587 CL', 'Den Haag', 'NL', 1, 1],
        ['Ouders', 'Anna', 'de Vries', null, 'Zeeweg', '7', null, '2051 EB', 'Overveen', 'NL', 0, 0],
      ],
      1102: [
        ['Paviljoen', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', 'Strandweg', '1', 'A', '2586 JK', 'Den Haag', 'NL', 1, 0],
        ['Administratie', 'Pieter', 'Bakker', 'Strandpaviljoen De Branding B.V.', 'Laan van Meerdervoort', '310', null, '2563 AJ', 'Den Haag', 'NL', 0, 1],
      ],
      1103: [['Thuis', 'Demo', 'Klant', null, 'Prinsegracht', '21', null, '2512 EW', 'Den Haag', 'NL', 1, 1]],
    },
    orders: [['linnen-blouse', 'maxi-jurk-duinroos'], ['visserstrui'], ['oxford-overhemd', 'gestreepte-sokken'], ['korte-chino', 'strohoed-met-lint'], ['plisse-rok']],
    reservations: [['linnen-midi-jurk', 'ready'], ['visserstrui', 'collected']],
    subscriptions: [
      ['Sokkenabonnement', 'Sock subscription', 3, [['gestreepte-sokken', 2]], 'active'],
      ['Basics elk seizoen', 'Basics every season', 6, [['basic-t-shirt-dames', 2]], 'paused'],
    ],
    savedCart: [['bretonse-streeptop', 1], ['plisse-rok', 1]],
    staff: 'Sanne de Wit',
  },
  B: {
    addresses: {
      2101: [
        ['Thuis', 'Sem', 'Jansen', null, 'Oudegracht', '155', 'bis', '3511 AL', 'Utrecht', 'NL', 1, 1],
        ['Werk', 'Sem', 'Jansen', null, 'Stationsplein', '20', null, '3511 ED', 'Utrecht', 'NL', 0, 0],
      ],
      2102: [
        ['Koffiebar', 'Fatima', 'El Amrani', 'Koffiebar De Gracht B.V.', 'Lijnmarkt', '14', null, '3511 KG', 'Utrecht', 'NL', 1, 1],
      ],
      2103: [['Thuis', 'Demo', 'Klant', null, 'Javastraat', '40', '2', '1094 HK', 'Amsterdam', 'NL', 1, 1]],
    },
    orders: [['mok-goedemorgen', 'koffiebonen-huisblend'], ['hoodie-oost'], ['wollen-plaid-geruit', 'geurkaars-vijgenblad'], ['sokken-stadsprint'], ['koffiebonen-huisblend']],
    reservations: [['wollen-plaid-geruit', 'ready'], ['hoodie-oost', 'collected']],
    subscriptions: [
      ['Koffie van de maand', 'Coffee of the month', 1, [['koffiebonen-huisblend', 2]], 'active'],
      ['Sokken elk kwartaal', 'Socks every quarter', 3, [['sokken-stadsprint', 1]], 'paused'],
    ],
    savedCart: [['mok-goedemorgen', 2], ['geurkaars-vijgenblad', 1]],
    staff: 'Joris Smit',
  },
};

/** Order dates, newest last: the last one is the open (PENDING) order of each customer. */
const ORDER_DAYS = ['2026-05-14', '2026-07-02', '2026-08-21', '2026-10-09', '2026-11-16'];
const ORDER_STATUSES = ['COMPLETED', 'COMPLETED', 'SHIPPED', 'PAID', 'PENDING'];

function buildAccounts(T, ins, { customers, prodBySlug, variantsByProduct, branchIds, shippingMethodId, freeShippingFrom }) {
  const tid = T.id;
  const n = T.n;
  const data = ACCOUNT_DATA[T.key];
  const L = (nl, en) => J({ nl, en });
  const product = (slug) => {
    const pr = prodBySlug.get(slug);
    assert(pr, `account data: unknown product ${slug}`);
    return pr;
  };
  /** The first variant with stock (else the first), and what one unit costs incl. VAT. */
  const pick = (slug, offset = 0) => {
    const pr = product(slug);
    const vs = variantsByProduct.get(slug);
    const inStock = vs.filter((v) => v.stock > 0);
    const v = (inStock.length ? inStock : vs)[offset % (inStock.length || vs.length)];
    const cents = v.price ?? (pr.sale != null && pr.sale < pr.price ? pr.sale : pr.price);
    return { pr, v, cents, vat: pr.vat || 21 };
  };
  const variantLabel = (v) => [v.colour[0], v.size].filter(Boolean).join(', ');

  comment(`customer accounts ${T.key}`);
  let addressId = n * 1000;
  let orderId = n * 1000;
  let orderLineId = n * 10000;
  let invoiceId = n * 1000;
  let invoiceLineId = n * 10000;
  let reservationId = n * 1000;
  let subscriptionId = n * 1000;
  let subscriptionItemId = n * 10000;
  let deliveryId = n * 10000;
  let orderNumber = 0;

  customers.forEach((c, ci) => {
    const firstWord = T.name.split(' ')[0];
    AUTH_ACCOUNTS.push({
      authTenantId: T.authTenantId,
      uid: `demo-${T.key.toLowerCase()}-${c.id}`,
      email: c.email,
      password: `${firstWord}-${c.first.toLowerCase()}-2026`,
      firstName: c.first,
      lastName: c.last,
      shop: T.name,
      customerId: c.id,
      kind: c.business ? 'business' : 'consumer',
    });

    // --- address book ---
    const addresses = data.addresses[c.id];
    assert(addresses && addresses.length >= 1, `addresses for customer ${c.id}`);
    for (const [label, first, last, company, street, nr, addition, postcode, city, country, ship, bill] of addresses) {
      addressId++;
      ins('customer_addresses', {
        id: addressId, tenant_id: tid, customer_id: c.id, label, first_name: first, last_name: last, company_name: company, street,
        house_number: nr, house_number_addition: addition, postcode, city, country_code: country, is_default_shipping: ship,
        is_default_billing: bill, created_at: isoDay([2025, 6, 2], ci * 7, 11),
      });
    }
    const postal = (a) => ({
      name: `${a[1]} ${a[2]}`, companyName: a[3], street: a[4], houseNumber: a[6] ? `${a[5]} ${a[6]}` : a[5], postcode: a[7], city: a[8], country: a[9],
    });
    const shipTo = postal(addresses.find((a) => a[10] === 1) ?? addresses[0]);
    const billTo = postal(addresses.find((a) => a[11] === 1) ?? addresses[0]);
    const oneLine = (p) => `${p.street} ${p.houseNumber}, ${p.postcode} ${p.city}, ${p.country}`;

    // --- orders and their invoices: 5, 4 and 3 orders for the three customers ---
    const orderCount = 5 - ci;
    const days = ORDER_DAYS.slice(ORDER_DAYS.length - orderCount);
    const statuses = ORDER_STATUSES.slice(ORDER_STATUSES.length - orderCount);
    days.forEach((day, oi) => {
      orderId++;
      orderNumber = orderId - n * 1000;
      const status = statuses[oi];
      const pending = status === 'PENDING';
      const slugs = data.orders[(oi + ci) % data.orders.length];
      const lines = slugs.map((slug, li) => {
        const { pr, v, cents, vat } = pick(slug, ci + li);
        return { pr, v, cents, vat, quantity: c.business ? 2 + ((oi + li) % 3) : 1 + ((oi + li + ci) % 2) };
      });
      const subtotal = lines.reduce((sum, l) => sum + l.cents * l.quantity, 0);
      const shipping = subtotal >= freeShippingFrom ? 0 : 495;
      // VAT per line and per shipping share (one per rate): the same sums the invoice shows.
      const shippingShares = splitOverRates(shipping, lines);
      const vat =
        lines.reduce((sum, l) => sum + vatIn(l.cents * l.quantity, l.vat), 0) + shippingShares.reduce((sum, part) => sum + vatIn(part.cents, part.vat), 0);
      const placedAt = `${day}T${String(9 + ((oi * 3 + ci) % 10)).padStart(2, '0')}:${String((oi * 17 + ci * 7) % 60).padStart(2, '0')}:00.000Z`;
      const paymentMethod = c.business ? 'invoice' : oi % 2 === 0 ? 'ideal' : 'creditcard';
      const paymentStatus = c.business ? 'invoice' : pending ? 'open' : 'paid';
      ins('orders', {
        id: orderId, tenant_id: tid, public_id: uuidFor(`${T.key}:order:${orderId}`), number: `${T.skuPrefix}-2026-${String(orderNumber).padStart(5, '0')}`,
        cart_id: null, customer_id: c.id, placed_by_staff: c.business && oi === 1 ? data.staff : null, status, payment_status: paymentStatus,
        payment_method: paymentMethod, email: c.email, language: 'nl',
        contact: J({ firstName: c.first, lastName: c.last, email: c.email, phone: c.phone, companyName: c.company }),
        shipping_address: J(shipTo), billing_address: J(billTo), shipping_method_id: shippingMethodId,
        subtotal_cents: subtotal, discount_cents: 0, shipping_cents: shipping, vat_cents: vat, total_cents: subtotal + shipping, idempotency_key: null, created_at: placedAt,
        price_basis: c.business ? 'ex' : 'inc', bundle_savings_cents: 0,
      });
      for (const l of lines) {
        orderLineId++;
        ins('order_lines', {
          id: orderLineId, tenant_id: tid, order_id: orderId, product_id: l.pr.id, variant_id: l.v.id,
          name: L(`${l.pr.nl} (${variantLabel(l.v)})`, `${l.pr.en} (${[l.v.colour[1], l.v.size].filter(Boolean).join(', ')})`),
          sku: l.v.sku, quantity: l.quantity, unit_price_cents: l.cents, vat_percentage: l.vat, bundle_group_key: null, bundle_id: null,
        });
      }
      // The invoice: consumers pay at once (paid, or open while the order waits for payment); the
      // business customer pays on invoice within 30 days: the two newest open, one overdue, the rest paid.
      invoiceId++;
      const termDays = c.business ? 30 : 14;
      const due = new Date(Date.parse(placedAt) + termDays * 86400000).toISOString();
      const newest = oi >= days.length - 2;
      const invoiceStatus = c.business ? (newest ? 'open' : oi === days.length - 3 ? 'overdue' : 'paid') : pending ? 'open' : 'paid';
      ins('invoices', {
        id: invoiceId, tenant_id: tid, customer_id: c.id, order_id: orderId, number: `${T.skuPrefix}F-2026-${String(orderNumber).padStart(5, '0')}`,
        status: invoiceStatus, issued_at: placedAt, due_at: due, paid_at: invoiceStatus === 'paid' ? placedAt : null, buyer_address: oneLine(billTo),
      });
      lines.forEach((l, li) => {
        invoiceLineId++;
        ins('invoice_lines', {
          id: invoiceLineId, tenant_id: tid, invoice_id: invoiceId, description: L(`${l.pr.nl} (${variantLabel(l.v)})`, `${l.pr.en} (${[l.v.colour[1], l.v.size].filter(Boolean).join(', ')})`),
          quantity: l.quantity, unit_price_cents: l.cents, vat_percentage: l.vat, sort_index: li,
        });
      });
      for (const part of shippingShares) {
        invoiceLineId++;
        ins('invoice_lines', {
          id: invoiceLineId, tenant_id: tid, invoice_id: invoiceId, description: L('Verzendkosten', 'Shipping'), quantity: 1, unit_price_cents: part.cents,
          vat_percentage: part.vat, sort_index: lines.length,
        });
      }
    });

    // --- reservations at a branch: one ready to collect, one collected (the demo customer: one) ---
    data.reservations.slice(0, ci === 2 ? 1 : 2).forEach(([slug, status], ri) => {
      reservationId++;
      const { pr, v } = pick(slug, ci);
      const reservedAt = status === 'ready' ? '2026-11-19T14:10:00.000Z' : '2026-09-03T11:25:00.000Z';
      const expiresAt = status === 'ready' ? '2027-01-31T18:00:00.000Z' : '2026-09-10T18:00:00.000Z';
      ins('reservations', {
        id: reservationId, tenant_id: tid, customer_id: c.id, branch_id: branchIds[(ci + ri) % branchIds.length], product_id: pr.id, variant_id: v.id,
        product_name: L(pr.nl, pr.en), quantity: 1, status, reserved_at: reservedAt, expires_at: expiresAt,
      });
    });

    // --- subscriptions: one active, one paused ---
    data.subscriptions.forEach(([nl, en, months, items, status], si) => {
      subscriptionId++;
      const startedAt = `2026-0${3 + si}-01T10:00:00.000Z`;
      ins('subscriptions', {
        id: subscriptionId, tenant_id: tid, customer_id: c.id, name: L(nl, en), status, interval_months: months,
        next_delivery_at: status === 'active' ? '2026-12-15' : '2027-02-01', started_at: startedAt, cancelled_at: null, updated_at: startedAt,
      });
      items.forEach(([slug, quantity], ii) => {
        subscriptionItemId++;
        const { pr, v, cents } = pick(slug, ii);
        ins('subscription_items', {
          id: subscriptionItemId, tenant_id: tid, subscription_id: subscriptionId, product_id: pr.id, variant_id: v.id, name: L(pr.nl, pr.en),
          quantity, unit_price_cents: cents, sort_index: ii,
        });
      });
      const start = Date.parse(startedAt);
      for (let k = 0; ; k++) {
        const d = new Date(start);
        d.setUTCMonth(d.getUTCMonth() + k * months);
        if (d.toISOString() >= '2026-11-01') break;
        deliveryId++;
        ins('subscription_deliveries', { id: deliveryId, tenant_id: tid, subscription_id: subscriptionId, delivered_on: dateOnly(d.toISOString()), order_id: null });
      }
    });

    // --- one saved (ABANDONED) cart with lines ---
    const cartId = uuidFor(`${T.key}:saved-cart:${c.id}`);
    const savedAt = isoDay([2026, 10, 24], ci, 20);
    ins('carts', {
      id: cartId, tenant_id: tid, customer_id: c.id, status: 'ABANDONED', language: 'nl', checkout: '{}', version: 1, created_at: savedAt, updated_at: savedAt,
    });
    data.savedCart.forEach(([slug, quantity], li) => {
      const { pr, v, cents } = pick(slug, li + ci);
      assert(v.stock >= quantity, `saved cart line ${slug} needs stock`);
      ins('cart_lines', {
        tenant_id: tid, cart_id: cartId, product_id: pr.id, variant_id: v.id, quantity, unit_price_snapshot_cents: cents, created_at: savedAt,
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// main
// ---------------------------------------------------------------------------------------------

function main() {
  SQL.push('-- Etalage demo data, generated by scripts/generate-seed.mjs. Do not edit by hand: change the generator and re-run it.');
  SQL.push('-- Reset: delete every table in reverse dependency order, so applying this file twice restores the same state.');
  for (const t of DELETE_ORDER) SQL.push(`DELETE FROM ${t};`);
  const summaries = [TENANT_A, TENANT_B].map((T) => [T, buildTenant(T)]);

  // every /media/ url in the SQL must be in the manifest
  const keys = new Set(MANIFEST.map((m) => m.key));
  for (const line of SQL) {
    for (const m of line.matchAll(/\/media\/([a-z0-9/._-]+\.svg)/g)) assert(keys.has(m[1]), `media url without file: ${m[1]}`);
  }

  rmSync(MEDIA_DIR, { recursive: true, force: true });
  let bytes = 0;
  for (const [key, svg] of MEDIA) {
    const file = join(MEDIA_DIR, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  writeFileSync(join(SEED_DIR, 'media-manifest.json'), JSON.stringify(MANIFEST, null, 2) + '\n');
  writeFileSync(join(SEED_DIR, 'demo.sql'), SQL.join('\n') + '\n');
  writeFileSync(join(SEED_DIR, 'auth-accounts.json'), JSON.stringify(AUTH_ACCOUNTS, null, 2) + '\n');

  const out = [];
  out.push(`wrote ${relative(ROOT, join(SEED_DIR, 'demo.sql'))} (${SQL.length} lines)`);
  out.push(`wrote ${MEDIA.size} images (${(bytes / 1024).toFixed(0)} KiB) and ${relative(ROOT, join(SEED_DIR, 'media-manifest.json'))}`);
  for (const [T, s] of summaries) {
    out.push(`${T.name}: ${Object.entries(s.counts).map(([k, v]) => `${k}=${v}`).join(' ')}`);
    out.push(`  first product with a sold-out variant: ${s.firstSoldOutVariant}; fully sold out: ${s.fullySoldOut.join(', ')}; first discounted: ${s.firstDiscounted}`);
    out.push(`  bundles: ${s.bundles.join(', ')}; coupons: ${s.coupons.join(', ')}; promo code: ${s.promo}`);
  }
  console.log(out.join('\n'));
}

main();
