// Wide scenes (hero, banner and campaign images, 1600x700): the parts they share and the shop front.
import { type DrawOptions, escXml, lin, shadowed } from "./kit";
import { DRAWERS, type Shape } from "./products";
import { SANS, SERIF } from "./brand";

/** An item of a scene: shape, colour, options, x, y, scale and (optionally) a rotation. */
export type SceneItem = [shape: Shape, colour: string, opts: DrawOptions | null, x: number, y: number, s: number, rot?: number];

/** Render drawer items into a scene; returns {defs, body}. */
export function sceneItems(prefix: string, items: readonly SceneItem[]): { defs: string; body: string } {
  let defs = "";
  let body = "";
  items.forEach(([shape, colour, opts, x, y, s, rot], i) => {
    const g = DRAWERS[shape](`${prefix}${i}`, colour, opts || {});
    defs += g.defs;
    body += `<g transform="translate(${x} ${y}) scale(${s})${rot ? ` rotate(${rot} 400 400)` : ""}">${g.body}</g>`;
  });
  return { defs, body };
}

export const wideSvg = (defs: string, body: string, w = 1600, h = 700): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs>${defs}</defs>${body}</svg>\n`;

/** A shop front: brick wall, display window with items, awning, sign. */
export type ShopFront = {
  name: string;
  serif: boolean;
  brick: string;
  mortar: string;
  sign: string;
  signText: string;
  door: string;
  awning: string;
  stripes?: string;
  items: SceneItem[];
};

export function storefront(o: ShopFront): string {
  let defs =
    `<pattern id="brick" width="64" height="32" patternUnits="userSpaceOnUse"><rect width="64" height="32" fill="${o.brick}"/>` +
    `<path d="M0 0.5 H64 M0 16.5 H64 M0.5 0 V16 M32.5 16 V32" stroke="${o.mortar}" stroke-width="2.5"/></pattern>` +
    lin(
      "glass",
      [
        [0, "#3c4b52"],
        [1, "#56666c"],
      ],
      0,
      0,
      1,
      1,
    ) +
    lin(
      "pave",
      [
        [0, "#c9c2b6"],
        [1, "#b3ab9d"],
      ],
      0,
      0,
      0,
      1,
    );
  let b = '<rect width="1600" height="700" fill="url(#brick)"/>';
  b += '<rect y="610" width="1600" height="90" fill="url(#pave)"/><path d="M0 640 H1600 M0 672 H1600" stroke="#a39b8d" stroke-width="2"/>';
  // sign
  b += shadowed("sign", '<rect x="300" y="40" width="1000" height="92" rx="6"/>', `fill="${o.sign}"`);
  b += `<text x="800" y="104" text-anchor="middle" font-family="${o.serif ? SERIF : SANS}" font-size="54" ${o.serif ? "" : 'font-weight="700" '}letter-spacing="${o.serif ? 6 : 10}" fill="${o.signText}">${escXml(o.name)}</text>`;
  // window + door
  b += '<rect x="220" y="230" width="860" height="380" fill="#2a2f33"/><rect x="236" y="246" width="828" height="364" fill="url(#glass)"/>';
  b += `<rect x="1160" y="230" width="230" height="380" fill="#2a2f33"/><rect x="1176" y="246" width="198" height="364" fill="${o.door}"/>`;
  b += '<rect x="1196" y="270" width="158" height="170" fill="url(#glass)"/><rect x="1340" y="440" width="10" height="60" rx="4" fill="#c9a15a"/>';
  // display
  b += '<rect x="236" y="560" width="828" height="50" fill="#d9cdb9"/>';
  const it = sceneItems("w", o.items);
  defs += it.defs;
  b += it.body;
  b += '<path d="M260 246 L480 246 L280 610 L236 610 Z M560 246 L640 246 L440 610 L360 610 Z" fill="#ffffff" fill-opacity=".07"/>';
  // awning
  let aw = "";
  if (o.stripes) for (let i = 0; i < 22; i++) aw += `<rect x="${180 + i * 56}" y="150" width="28" height="72" fill="${o.stripes}"/>`;
  let scallop = "M180 222";
  for (let i = 0; i < 22; i++) scallop += " q14 26 28 0 q14 26 28 0";
  b += shadowed("awning", `<path d="M180 150 H1420 V222 H180 Z ${scallop} V222 Z"/>`);
  b += `<path d="M180 150 H1420 V222 H180 Z" fill="${o.awning}"/>${aw}<path d="${scallop} V222 Z" fill="${o.awning}"/>`;
  b += '<path d="M180 150 H1420" stroke="#000" stroke-opacity=".25" stroke-width="6"/>';
  // plant by the door
  b += '<path d="M1430 610 L1440 540 H1520 L1530 610 Z" fill="#b45f3c"/>';
  b +=
    '<g fill="#5f7a4a"><ellipse cx="1480" cy="500" rx="46" ry="56"/><ellipse cx="1450" cy="470" rx="24" ry="40" transform="rotate(-25 1450 470)"/><ellipse cx="1512" cy="466" rx="24" ry="42" transform="rotate(25 1512 466)"/></g>';
  return wideSvg(defs, b);
}
