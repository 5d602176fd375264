// The SVG illustration kit. Every drawer gets an id prefix (so several drawings can share one file),
// a colour and options, and returns { defs, body, focus } in an 800x800 coordinate space. A shape with
// a drop shadow is defined once (in defs, with an id) and drawn with <use>: its shadow, then its paint.
import { rngFor } from "../random";
import { type Tones, tones } from "./colours";

/** A drawing: its gradient and pattern definitions, its shapes, and the point a detail photo zooms in on. */
export type Drawing = { defs: string; body: string; focus: [number, number] };

/** A print on a T-shirt or tote: the shop's name as data, the drawing once the shop resolves it. */
export type Print = string | ((k: Kit) => string);

/** What a product's illustration may vary: the style of the item, its pattern, trims and labels. */
export type DrawOptions = {
  style?: string;
  texture?: string;
  pattern?: string;
  stripes?: string;
  dots?: string;
  accent?: string;
  print?: Print;
  polo?: boolean;
  fringe?: boolean;
  button?: boolean;
  suede?: boolean;
  coffee?: boolean;
  sole?: string;
  laces?: string;
  trim?: string;
  handle?: string;
  clay?: string;
  wax?: string;
  text?: string;
  textColor?: string;
  title?: string;
  subtitle?: string;
  label?: string;
  label2?: string;
  sub?: string;
  brand?: string;
  ribbon?: string;
  /**
   * How much larger than drawn the drawing is shown (a detail photo's close-up): its drop shadows are cast
   * that much shorter, so on screen they stay as short and soft as in the whole photo.
   */
  zoom?: number;
};

/** A gradient stop: offset, colour and (optionally) opacity. */
export type Stop = [number, string, number?];

type TextOptions = { maxW?: number; bold?: boolean; serif?: boolean; italic?: boolean; ls?: number; anchor?: string };

export const escXml = (s: unknown): string => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const r1 = (n: number): number => Math.round(n * 10) / 10;

function stopsXml(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op == null ? "" : ` stop-opacity="${op}"`}/>`).join("");
}

export const lin = (id: string, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 1): string =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`;

export const rad = (id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`;

// The drop shadow, painted without a filter. The drawings had an feGaussianBlur drop shadow (offset 7 13,
// blur 9, 22 % black), and a blur is by far the dearest thing a browser paints in them, on every product
// card of every phone. Now the shape is drawn eight times in a faint black under itself: once at that
// offset and seven times on a ring around it, a blur sampled at eight points. Against the object, where
// the copies overlap, the shadow is as dark as the blurred one was; away from it, it fades out in faint
// steps. Next to nothing falls above or left of the object, as before.
const SHADOW_OFFSETS = [
  [7, 13],
  [14, 16],
  [9, 20],
  [2, 19],
  [-1, 13],
  [2, 7],
  [9, 6],
  [14, 10],
] as const;
/** Each copy's opacity: eight of them over each other make 22 % black, 1 - (1 - .031)^8. */
const SHADOW_OPACITY = 0.031;

/**
 * The drop shadow of the shape `href` names: of its fill, or of its stroke when it has `fill="none"`; cast
 * `length` times as far as a whole photo's (shorter in a close-up: see DrawOptions.zoom).
 */
function dropShadow(href: string, stroked = false, length = 1): string {
  const paint = stroked ? `stroke="#000" stroke-opacity="${SHADOW_OPACITY}"` : `fill="#000" fill-opacity="${SHADOW_OPACITY}"`;
  return `<g ${paint}>${SHADOW_OFFSETS.map(([x, y]) => `<use href="#${href}" x="${r1(x * length)}" y="${r1(y * length)}"/>`).join("")}</g>`;
}

/** `shape` (one element without paint of its own) with the id `id`. */
const named = (id: string, shape: string): string => shape.replace(/^<(\w+)/, `<$1 id="${id}"`);

/** `shape` painted with each of `paints` (attributes of a <use>) in turn, over its drop shadow. */
const overShadow = (id: string, shape: string, paints: readonly string[], length = 1): string =>
  dropShadow(id, shape.includes('fill="none"'), length) + paints.map((paint) => `<use href="#${id}" ${paint}/>`).join("");

/**
 * A shape with a drop shadow, where there is no kit (the scenes' signs, shelves, awnings): `shape` is one
 * element without paint, defined here under `id` (unique in the document); `paints` draw it over its
 * shadow. With no paints, only the shadow: the caller draws what casts it.
 */
export const shadowed = (id: string, shape: string, ...paints: string[]): string => `<defs>${named(id, shape)}</defs>${overShadow(id, shape, paints)}`;

/** The toolbox of one drawing (see kit). */
export type Kit = {
  t: Tones;
  id: (n: string) => string;
  defs: string[];
  sil: (d: string, fill?: string) => string;
  shadowed: (shape: string, ...paints: string[]) => string;
  area: (d: string, fill: string, op?: number) => string;
  line: (d: string, w?: number, op?: number, col?: string) => string;
  fold: (d: string, w?: number) => string;
  stitch: (d: string, col?: string, w?: number) => string;
  btn: (x: number, y: number, r?: number, col?: string) => string;
  pat: (name: string, w: number, h: number, content: string, transform?: string) => string;
  grad: (name: string, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number) => string;
  radial: (name: string, stops: readonly Stop[], cx: number, cy: number, r: number) => string;
  cyl: (name: string, col: string) => string;
  rib: (op?: number, w?: number, col?: string) => string;
  knit: () => string;
  stripes: (col: string | undefined, h?: number, s?: number) => string;
  vstripes: (col: string | undefined, w?: number, s?: number) => string;
  check: (col: string | undefined, size?: number) => string;
  dots: (col: string, s?: number, r?: number) => string;
  twill: () => string;
  linen: () => string;
  canvas: () => string;
  speckle: (key: string, n: number, box: readonly [number, number, number, number], col?: string) => string;
  text: (x: number, y: number, str: string, size: number, col: string, opts?: TextOptions) => string;
};

/** Shared toolbox for one drawing (of the options, it reads the zoom: how long its shadows are). */
export function kit(p: string, c: string, o: DrawOptions = {}): Kit {
  const t = tones(c);
  const id = (n: string) => `${p}${n}`;
  const defs = [
    lin(id("f"), [
      [0, t.hi],
      [0.5, t.c],
      [1, t.lo],
    ]),
    rad(
      id("s"),
      [
        [0, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ],
      0.36,
      0.28,
      0.62,
    ),
  ];
  let shapes = 0;
  const k: Kit = {
    t,
    id,
    defs,
    /** the silhouette: fabric gradient, sheen, faint outline, with the drop shadow */
    sil: (d, fill) =>
      k.shadowed(`<path d="${d}"/>`, `fill="${fill || `url(#${id("f")})`}"`, `fill="url(#${id("s")})" stroke="${t.line}" stroke-opacity=".3" stroke-width="2"`),
    /** a shape (one element without paint) painted with each of `paints` over its drop shadow; defined once in defs */
    shadowed: (shape, ...paints) => {
      const shapeId = id(`sil${shapes++}`);
      defs.push(named(shapeId, shape));
      return overShadow(shapeId, shape, paints, 1 / (o.zoom ?? 1));
    },
    area: (d, fill, op = 1) => `<path d="${d}" fill="${fill}"${op === 1 ? "" : ` fill-opacity="${op}"`}/>`,
    line: (d, w = 3, op = t.lineOp, col = t.line) =>
      `<path d="${d}" fill="none" stroke="${col}" stroke-opacity="${op}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`,
    fold: (d, w = 5) => `<path d="${d}" fill="none" stroke="${t.line}" stroke-opacity=".16" stroke-width="${w}" stroke-linecap="round"/>`,
    stitch: (d, col = t.stitch, w = 2) =>
      `<path d="${d}" fill="none" stroke="${col}" stroke-opacity=".85" stroke-width="${w}" stroke-dasharray="7 5" stroke-linecap="round"/>`,
    btn: (x, y, r = 9, col = t.hi) =>
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${col}" stroke="${t.line}" stroke-opacity=".6" stroke-width="1.5"/>` +
      `<circle cx="${x - r * 0.28}" cy="${y}" r="${r * 0.16}" fill="${t.line}"/><circle cx="${x + r * 0.28}" cy="${y}" r="${r * 0.16}" fill="${t.line}"/>`,
    /** a pattern fill over a silhouette */
    pat: (name, w, h, content, transform = "") => {
      defs.push(
        `<pattern id="${id(name)}" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ""}>${content}</pattern>`,
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
      defs.push(
        lin(
          id(name),
          [
            [0, u.lo],
            [0.22, u.hi],
            [0.5, u.c],
            [0.85, u.lo],
            [1, u.deep],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      return `url(#${id(name)})`;
    },
    rib: (op = 0.16, w = 10, col = t.line) => k.pat("rib", w, 10, `<rect width="${w * 0.4}" height="10" fill="${col}" fill-opacity="${op}"/>`),
    knit: () => k.pat("knit", 14, 14, `<path d="M0 2 L7 11 L14 2" fill="none" stroke="${t.line}" stroke-opacity=".13" stroke-width="2"/>`),
    stripes: (col, h = 34, s = 14) => k.pat("str", 10, h, `<rect y="0" width="10" height="${s}" fill="${col}"/>`),
    vstripes: (col, w = 40, s = 14) => k.pat("vstr", w, 10, `<rect width="${s}" height="10" fill="${col}"/>`),
    check: (col, size = 60) =>
      k.pat(
        "chk",
        size,
        size,
        `<rect width="${size}" height="${size * 0.3}" fill="${col}" fill-opacity=".45"/><rect width="${size * 0.3}" height="${size}" fill="${col}" fill-opacity=".45"/>` +
          `<rect y="${size * 0.62}" width="${size}" height="4" fill="${col}" fill-opacity=".6"/><rect x="${size * 0.62}" width="4" height="${size}" fill="${col}" fill-opacity=".6"/>`,
      ),
    dots: (col, s = 36, r = 5) =>
      k.pat(
        "dot",
        s,
        s,
        `<circle cx="${s / 4}" cy="${s / 4}" r="${r}" fill="${col}"/><circle cx="${(s * 3) / 4}" cy="${(s * 3) / 4}" r="${r}" fill="${col}"/>`,
      ),
    twill: () => k.pat("tw", 8, 8, `<path d="M0 8 L8 0" stroke="${t.line}" stroke-opacity=".12" stroke-width="2"/>`),
    linen: () =>
      k.pat(
        "ln",
        24,
        12,
        `<path d="M0 3 H9 M13 3 H22 M4 9 H17" stroke="${t.line}" stroke-opacity=".1" stroke-width="1.5"/><path d="M6 0 V5 M18 6 V12" stroke="${t.hi}" stroke-opacity=".35" stroke-width="1.5"/>`,
      ),
    canvas: () => k.pat("cv", 6, 6, `<path d="M0 3 H6 M3 0 V6" stroke="${t.line}" stroke-opacity=".09" stroke-width="1.4"/>`),
    speckle: (key, n, box, col = t.deep) => {
      const rnd = rngFor(key);
      let s = "";
      for (let i = 0; i < n; i++) {
        const x = box[0] + rnd() * box[2];
        const y = box[1] + rnd() * box[3];
        s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1 + rnd() * 2)}"/>`;
      }
      return `<g fill="${col}" fill-opacity=".35">${s}</g>`;
    },
    text: (x, y, str, size, col, opts = {}) => {
      const fs = opts.maxW
        ? Math.min(size, r1(opts.maxW / (String(str).length * (opts.bold ? (String(str) === String(str).toUpperCase() ? 0.84 : 0.7) : 0.6))))
        : size;
      const fam = opts.serif ? "Georgia, 'DejaVu Serif', serif" : "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
      return (
        `<text x="${x}" y="${y}" font-family="${fam}" font-size="${fs}"${opts.bold ? ' font-weight="700"' : ""}` +
        `${opts.italic ? ' font-style="italic"' : ""}${opts.ls ? ` letter-spacing="${opts.ls}"` : ""} text-anchor="${opts.anchor || "middle"}" fill="${col}">${escXml(str)}</text>`
      );
    },
  };
  return k;
}
