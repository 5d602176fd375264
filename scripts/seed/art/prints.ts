// The prints on T-shirts and totes, per shop, and the options a product's photo is drawn with.
import type { PaletteColour, ProductData, Tenant } from "../tenants/tenant";
import { luminance } from "./colours";
import type { DrawOptions, Kit, Print } from "./kit";
import type { Shape } from "./products";

/** t-shirt / tote prints per tenant */
export function resolvePrint(T: Pick<Tenant, "primary">, shape: Shape, colour: string, kind: string): Print | undefined {
  const contrast = luminance(colour) > 0.55 ? T.primary : "#ece3d0";
  if (kind === "wave") {
    return (k: Kit) =>
      `<circle cx="400" cy="470" r="62" fill="none" stroke="${T.primary}" stroke-width="7"/><circle cx="400" cy="448" r="15" fill="${T.primary}"/>` +
      `<path d="M352 482 q12 -12 24 0 t24 0 t24 0 t24 0 M360 505 q10 -10 20 0 t20 0 t20 0 t20 0" fill="none" stroke="${T.primary}" stroke-width="7" stroke-linecap="round"/>` +
      k.text(400, 600, "NOORDZEE", 40, T.primary, { serif: true, ls: 6 });
  }
  if (kind === "logo" && shape === "tote") {
    return (k: Kit) =>
      `<g transform="translate(344 400) scale(1.25)" fill="none" stroke="${contrast}" stroke-width="5"><rect x="0" y="0" width="88" height="88" rx="14"/>` +
      `<path d="M14 0 H74 Q88 0 88 14 V26 H0 V14 Q0 0 14 0 Z M0 26 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 q7.3 13 14.6 0 Z" fill="${contrast}"/>` +
      `<path d="M29 88 V64 a15 15 0 0 1 30 0 V88"/></g>` +
      k.text(400, 600, "STADSBAZAAR", 34, contrast, { bold: true, ls: 3, maxW: 330 });
  }
  if (kind === "logo") {
    return () =>
      `<g transform="translate(440 250) scale(.5)" fill="none" stroke="${contrast}" stroke-width="7"><rect x="0" y="0" width="88" height="88" rx="14"/>` +
      `<path d="M0 26 H88 M14 0 H74 Q88 0 88 14 V26 H0 V14 Q0 0 14 0 Z" fill="${contrast}"/><path d="M29 88 V64 a15 15 0 0 1 30 0 V88"/></g>`;
  }
  if (kind === "canal") {
    const c = luminance(colour) > 0.55 ? "#3a3d42" : "#ece3d0";
    return () => {
      let s = `<g fill="none" stroke="${c}" stroke-width="5" stroke-linejoin="round">`;
      s += '<path d="M300 420 V320 H312 V300 H324 V284 H348 V300 H360 V320 H372 V420"/>';
      s += '<path d="M372 420 V300 Q382 300 384 284 V262 H412 V284 Q414 300 424 300 V420"/>';
      s += '<path d="M424 420 V316 L450 280 L476 316 V420"/>';
      s += '<path d="M476 420 V310 C476 290 488 296 488 276 Q500 258 512 276 C512 296 524 290 524 310 V420"/>';
      s += '<path d="M286 420 H538"/>';
      for (const [x, y] of [
        [326, 340],
        [326, 380],
        [392, 320],
        [392, 370],
        [442, 340],
        [442, 380],
        [490, 330],
        [490, 380],
      ])
        s += `<rect x="${x}" y="${y}" width="14" height="22"/>`;
      return `${s}</g>`;
    };
  }
  return undefined;
}

export function productOpts(T: Pick<Tenant, "palette" | "primary">, pr: ProductData, colourKey: string, extra?: DrawOptions): DrawOptions {
  const hex = (T.palette[colourKey] as PaletteColour)[2];
  const o = { ...(pr.opts || {}), ...(extra || {}) };
  if (typeof o.print === "string") o.print = resolvePrint(T, pr.shape, hex, o.print);
  return o;
}
