// Product photos and bundle presentations: every drawer by shape, on a studio backdrop.
import { assert } from "../assert";
import { drawBag, drawHat, drawScarf, drawShoes, drawSocks, drawTote } from "./accessories";
import { drawDress, drawSkirt, drawTrousers } from "./bottoms";
import { drawCandle, drawChocolate, drawCushion, drawMug, drawNotebook, drawPlaid, drawPouch, drawTin, drawVase } from "./home-goods";
import { type DrawOptions, type Drawing, rad } from "./kit";
import { drawJacket, drawShirt, drawSweater, drawTshirt } from "./tops";

/** The kinds of item the kit draws. */
export type Shape =
  | "tshirt"
  | "shirt"
  | "sweater"
  | "jacket"
  | "trousers"
  | "skirt"
  | "dress"
  | "scarf"
  | "hat"
  | "shoes"
  | "bag"
  | "tote"
  | "socks"
  | "mug"
  | "candle"
  | "cushion"
  | "plaid"
  | "vase"
  | "notebook"
  | "pouch"
  | "tin"
  | "chocolate";

export const DRAWERS: Record<Shape, (p: string, c: string, o?: DrawOptions) => Drawing> = {
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

/** How much a detail photo enlarges the item (around its focus point). */
const DETAIL_ZOOM = 2.1;

/** A square product photo: soft studio backdrop, the item, optionally zoomed in on a detail. */
export function productSvg(studio: readonly [string, string, string], shape: Shape, colour: string, opts: DrawOptions = {}, detail = false): string {
  const draw = DRAWERS[shape];
  assert(draw, `unknown shape ${shape}`);
  const g = draw("a", colour, detail ? { ...opts, zoom: DETAIL_ZOOM } : opts);
  const [fx, fy] = g.focus;
  const content = detail ? `<g transform="translate(400 400) scale(${DETAIL_ZOOM}) translate(${-fx} ${-fy})">${g.body}</g>` : g.body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">` +
    `<defs>${rad(
      "bg",
      [
        [0, studio[0]],
        [1, studio[1]],
      ],
      0.5,
      0.42,
      0.75,
    )}${g.defs}</defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    (detail ? "" : `<ellipse cx="400" cy="712" rx="300" ry="34" fill="${studio[2]}" fill-opacity=".35"/>`) +
    content +
    `</svg>\n`
  );
}

/** An item of a composition: its drawing, where it stands and how large (and turned). */
export type ComposedItem = { shape: Shape; colour: string; opts?: DrawOptions; x: number; y: number; s: number; rot?: number };

/** Several items composed on one backdrop (bundle presentations). */
export function composeSvg(
  studio: readonly [string, string, string],
  items: readonly ComposedItem[],
  w = 800,
  h = 800,
  extraDefs = "",
  backdrop: string | null = null,
): string {
  let defs = "";
  let body = "";
  items.forEach((it, i) => {
    const g = DRAWERS[it.shape](`i${i}`, it.colour, it.opts || {});
    defs += g.defs;
    body += `<g transform="translate(${it.x} ${it.y}) scale(${it.s})${it.rot ? ` rotate(${it.rot} 400 400)` : ""}">${g.body}</g>`;
  });
  const bg = backdrop || `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${rad(
      "bg",
      [
        [0, studio[0]],
        [1, studio[1]],
      ],
      0.5,
      0.42,
      0.75,
    )}${extraDefs}${defs}</defs>` +
    bg +
    body +
    `</svg>\n`
  );
}
