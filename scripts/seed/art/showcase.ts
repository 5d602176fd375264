// The small demo shops' scenes (Stapvast, Huisraad, Breiwerk): a few of the shop's products on plinths before a
// two-tone wall, with a headline. One drawer for the hero and the campaign image of each shop.
import { SANS } from "./brand";
import { shade } from "./colours";
import { type DrawOptions, escXml, lin, shadowed } from "./kit";
import type { Shape } from "./products";
import { type SceneItem, sceneItems, wideSvg } from "./scenes";

/** A plinth in a 1600×700 scene (x, width, height) and the item standing on it, at its scale. */
export type Plinth = { x: number; width: number; height: number; item: [shape: Shape, colour: string, opts: DrawOptions | null]; scale: number };

export type Showcase = {
  /** The wall's colour (the floor is a darker shade of it). */
  wall: string;
  /** The headline's colour; the headline is optional (the hero carries the CMS text). */
  ink: string;
  headline?: string;
  plinths: Plinth[];
};

/** The floor line of the kit's drawings (800×800, the studio shadow at 712): where an item stands. */
const ITEM_FLOOR = 700;

export function showcase(o: Showcase): string {
  let defs = lin(
    "wall",
    [
      [0, shade(o.wall, 0.18)],
      [1, o.wall],
    ],
    0,
    0,
    0,
    1,
  );
  let b = '<rect width="1600" height="560" fill="url(#wall)"/>';
  b += `<rect y="560" width="1600" height="140" fill="${shade(o.wall, -0.25)}"/>`;
  b += `<circle cx="1320" cy="180" r="120" fill="${shade(o.wall, 0.35)}" fill-opacity=".6"/>`;
  const standing: SceneItem[] = [];
  for (const { x, width, height, item, scale } of o.plinths) {
    const top = 600 - height;
    b += shadowed(`plinth${x}`, `<rect x="${x}" y="${top}" width="${width}" height="${height}"/>`, `fill="${shade(o.wall, 0.5)}"`);
    b += `<rect x="${x}" y="${top}" width="${width}" height="10" fill="${shade(o.wall, 0.65)}"/>`;
    standing.push([...item, x + width / 2 - 400 * scale, top - ITEM_FLOOR * scale, scale]);
  }
  const items = sceneItems("s", standing);
  defs += items.defs;
  b += items.body;
  if (o.headline) {
    b += `<text x="80" y="140" font-family="${SANS}" font-size="64" font-weight="700" letter-spacing="4" fill="${o.ink}">${escXml(o.headline)}</text>`;
  }
  return wideSvg(defs, b);
}
