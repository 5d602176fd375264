// Bundles: a composed photo of the set, the set's price fields and its items.
import { assert } from "../assert";
import { productOpts } from "../art/prints";
import { composeSvg } from "../art/products";
import { json, nlEn, type Seed, type ShopRows } from "../sql";
import type { ProductColour, Tenant } from "../tenants/tenant";
import { type Catalogue, colourEntry, paletteColour } from "./catalogue";

/** Where the items of a bundle stand on its photo, by the number of items: [x, y, scale]. */
const BUNDLE_LAYOUTS: Record<number, [number, number, number][]> = {
  2: [
    [-40, 120, 0.62],
    [340, 120, 0.62],
  ],
  3: [
    [-40, -30, 0.6],
    [360, -30, 0.6],
    [160, 330, 0.6],
  ],
  4: [
    [-50, -50, 0.6],
    [370, -50, 0.6],
    [-50, 350, 0.6],
    [370, 350, 0.6],
  ],
};

/** The bundles' slugs (in order) and the url of each bundle's photo. */
export type Bundles = { slugs: string[]; images: Map<string, string> };

export function buildBundles(rows: ShopRows, seed: Seed, T: Tenant, catalogue: Catalogue): Bundles {
  const { n, prefix: P } = T;
  rows.comment(`bundles ${T.key}`);
  let bundleItemId = (n + 2) * 1000 + 100;
  const slugs: string[] = [];
  const images = new Map<string, string>();
  T.bundles.forEach((bu, i) => {
    const id = 300 + (n - 1) * 100 + i + 1;
    slugs.push(bu.slug);
    assert(bu.items.length >= 2 && bu.items.length <= 4, `bundle ${bu.slug} needs 2–4 items`);
    const layout = BUNDLE_LAYOUTS[bu.items.length] as [number, number, number][];
    const composed = bu.items.map(([slug], j) => {
      const pr = catalogue.products.get(slug);
      assert(pr, `bundle item ${slug} unknown`);
      const [ck, extra] = colourEntry(pr.colours[0] as ProductColour);
      const [x, y, s] = layout[j] as [number, number, number];
      return { shape: pr.shape, colour: paletteColour(T, ck)[2], opts: productOpts(T, pr, ck, extra), x, y, s };
    });
    const url = seed.addMedia(`${P}/bundles/${bu.slug}.svg`, composeSvg(T.studio, composed));
    images.set(bu.slug, url);
    const [from, to] = fromTo(bu.items, catalogue);
    const cf = bu.fixed ? {} : { bundle_from_price: from / 100, bundle_to_price: to / 100 };
    rows.insert("bundles", {
      id,
      tenant_id: T.id,
      slug: bu.slug,
      name: nlEn(bu.nl, bu.en),
      description: nlEn(bu.dnl, bu.den),
      presentation_media_url: url,
      fixed_total_price_cents: bu.fixed ?? null,
      custom_fields: json(cf),
      is_active: 1,
      sort_index: (i + 1) * 10,
    });
    if (bu.fixed) assert(bu.fixed < lowestToday(bu.items, catalogue), `fixed price of ${bu.slug} should be a saving`);
    bu.items.forEach(([slug, units], j) => {
      bundleItemId++;
      const product = catalogue.products.get(slug) as { id: number };
      rows.insert("bundle_items", { id: bundleItemId, tenant_id: T.id, bundle_id: id, product_id: product.id, units_per_set: units, sort_index: j });
    });
  });
  return { slugs, images };
}

/** The set at regular prices (reg) and at today's prices, sales included (eff); each as the lowest and the highest the variants allow. */
function setPrices(items: readonly [string, number][], catalogue: Catalogue) {
  const sum = { regLow: 0, regHigh: 0, effLow: 0, effHigh: 0 };
  for (const [slug, units] of items) {
    const pr = catalogue.products.get(slug);
    const vs = catalogue.variants.get(slug);
    assert(pr && vs, `bundle item ${slug} unknown`);
    const eff = vs.map((v) => v.price ?? pr.sale ?? pr.price);
    const reg = vs.map((v) => v.price ?? pr.price);
    sum.regLow += Math.min(...reg) * units;
    sum.regHigh += Math.max(...reg) * units;
    sum.effLow += Math.min(...eff) * units;
    sum.effHigh += Math.max(...eff) * units;
  }
  return sum;
}

/**
 * bundle_from_price / bundle_to_price read "van X voor Y" (issue 10): from is the old, regular price
 * and to the price paid, so from ≥ to. When the variants' prices differ the set has no one price:
 * then from/to are the range of what it costs today, lowest first.
 */
function fromTo(items: readonly [string, number][], catalogue: Catalogue): [number, number] {
  const sum = setPrices(items, catalogue);
  const oneSetPrice = sum.regLow === sum.regHigh && sum.effLow === sum.effHigh;
  return oneSetPrice ? [sum.regLow, sum.effLow] : [sum.effLow, sum.effHigh];
}

/** What the set costs today at its lowest: a fixed bundle price must be below it. */
const lowestToday = (items: readonly [string, number][], catalogue: Catalogue): number => setPrices(items, catalogue).effLow;
