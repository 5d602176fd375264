// The catalogue: categories, tags, products with their variants (stock from a seeded stream) and
// photos (one per colour, and a detail photo for some).
import { assert } from "../assert";
import { productOpts } from "../art/prints";
import { productSvg } from "../art/products";
import { rngFor } from "../random";
import { json, nlEn, type Seed, type ShopRows } from "../sql";
import { type PaletteColour, type ProductColour, type ProductData, SIZES, type Tenant } from "../tenants/tenant";
import { isoDay } from "../time";
import type { DrawOptions } from "../art/kit";

export type Product = ProductData & { id: number };
export type Variant = { id: number; stock: number; price: number | null; sku: string; size: string | null; colour: [nl: string, en: string] };

/** The catalogue as the later builders need it: products and their variants by slug. */
export type Catalogue = { products: Map<string, Product>; variants: Map<string, Variant[]> };

/** A product colour as [palette key, extra illustration options]. */
export const colourEntry = (c: ProductColour): [string, DrawOptions] => (Array.isArray(c) ? c : [c, {}]);

/** A colour of the shop's palette (the generator stops on an unknown one). */
export function paletteColour(T: Tenant, key: string): PaletteColour {
  const colour = T.palette[key];
  assert(colour, `unknown colour ${key}`);
  return colour;
}

export function buildCatalogue(rows: ShopRows, seed: Seed, T: Tenant): Catalogue {
  const { n, prefix: P } = T;
  const tid = T.id;
  rows.comment(`catalogue ${T.key}`);
  const catId = new Map<string, number>();
  T.categories.forEach(([slug, nl, en, parent], i) => {
    const id = n * 100 + i + 1;
    catId.set(slug, id);
    assert(parent === null || catId.has(parent), `category parent ${parent} must come first`);
    rows.insert("categories", { id, tenant_id: tid, parent_id: parent ? catId.get(parent) : null, slug, name: nlEn(nl, en), sort_index: i * 10 });
  });
  const tagId = new Map<string, number>();
  T.tags.forEach(([slug, nl, en], i) => {
    const id = n * 100 + 50 + i + 1;
    tagId.set(slug, id);
    rows.insert("tags", { id, tenant_id: tid, slug, name: nlEn(nl, en) });
  });

  const [least, most] = T.small ? [8, 12] : [34, Number.POSITIVE_INFINITY];
  assert(T.products.length >= least && T.products.length <= most, `tenant ${T.key} needs ${least} to ${most} products`);
  const products = new Map<string, Product>();
  const variants = new Map<string, Variant[]>();
  const counter = { variantId: n * 100000, mediaId: n * 100000 + 10000 };
  const skus = new Set<string>();
  const links: { cat: [number, number][]; tag: [number, number][] } = { cat: [], tag: [] };
  T.products.forEach((pr, i) => {
    const id = n * 1000 + i + 1;
    checkProduct(pr, products);
    const tags = [...pr.tags];
    if (pr.sale != null && !tags.includes("sale")) tags.push("sale");
    products.set(pr.slug, { ...pr, id });
    const isNew = tags.includes("nieuw");
    rows.insert("products", {
      id,
      tenant_id: tid,
      slug: pr.slug,
      name: nlEn(pr.nl, pr.en),
      description: nlEn(pr.dnl, pr.den),
      brand: pr.brand,
      price_cents: pr.price,
      discount_price_cents: pr.sale ?? null,
      price_per_unit_cents: pr.perUnit ?? null,
      vat_percentage: !pr.vat ? 21 : pr.vat,
      custom_fields: json(pr.cf || {}),
      is_active: 1,
      sort_index: (i + 1) * 10,
      avg_review_rating: reviewRating(i),
      created_at: isNew ? isoDay([2026, 1, 2], 0, 8 + (i % 10)) : isoDay([2025, 8, 1], i),
    });
    for (const c of pr.cats) {
      const category = catId.get(c);
      assert(category !== undefined, `unknown category ${c} on ${pr.slug}`);
      links.cat.push([id, category]);
    }
    for (const t of tags) {
      const tag = tagId.get(t);
      assert(tag !== undefined, `unknown tag ${t} on ${pr.slug}`);
      links.tag.push([id, tag]);
    }
    variants.set(pr.slug, buildVariants(rows, T, pr, id, counter, skus));
    buildPhotos(rows, seed, T, pr, id, counter, P);
  });
  for (const [pid, cid] of links.cat) rows.insert("product_categories", { tenant_id: tid, product_id: pid, category_id: cid });
  for (const [pid, tgid] of links.tag) rows.insert("product_tags", { tenant_id: tid, product_id: pid, tag_id: tgid });
  return { products, variants };
}

function checkProduct(pr: ProductData, products: Map<string, Product>): void {
  assert(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(pr.slug), `bad slug ${pr.slug}`);
  assert(!products.has(pr.slug), `duplicate slug ${pr.slug}`);
  const okPrice = (c: number) => Number.isInteger(c) && c >= 995 && c <= 24995 && (c % 100 === 95 || c % 100 === 0);
  assert(okPrice(pr.price), `price of ${pr.slug}`);
  if (pr.sale != null) assert(pr.sale < pr.price && (pr.sale % 100 === 95 || pr.sale % 100 === 0), `sale price of ${pr.slug}`);
}

/** Every colour in every size; stock from the product's own seeded stream, a few sizes sold out. */
function buildVariants(rows: ShopRows, T: Tenant, pr: ProductData, productId: number, counter: { variantId: number }, skus: Set<string>): Variant[] {
  const rnd = rngFor(`${T.key}:${pr.slug}:stock`);
  const sizes: [string | null, number | null][] = Array.isArray(pr.sizes) ? pr.sizes : SIZES[pr.sizes].map((s) => [s, null]);
  const colours = pr.colours.map(colourEntry);
  const list: Variant[] = [];
  let sort = 0;
  for (const [ck] of colours) {
    const [cnl, cen, hex] = paletteColour(T, ck);
    for (const [size, vprice] of sizes) {
      const sizeCode = size === null ? "STD" : size === "One size" ? "OS" : size.replace(/\s+/g, "").toUpperCase();
      const sku = `${T.skuPrefix}-${productId}-${ck.toUpperCase()}-${sizeCode}`;
      assert(!skus.has(sku), `duplicate sku ${sku}`);
      skus.add(sku);
      const r = rnd();
      // a few sold-out variants, but never on small products (one or two variants) unless the product is sold out as a whole
      const fewVariants = colours.length * sizes.length <= 2;
      const stock = pr.soldOut ? 0 : r < 0.1 && !fewVariants ? 0 : 1 + Math.floor(rnd() * 25);
      counter.variantId++;
      list.push({ id: counter.variantId, stock, price: vprice, sku, size, colour: [cnl, cen] });
      rows.insert("product_variants", {
        id: counter.variantId,
        tenant_id: T.id,
        product_id: productId,
        sku,
        size,
        colour: nlEn(cnl, cen),
        colour_hex: hex,
        stock,
        price_cents: vprice,
        sort_index: sort++,
      });
    }
  }
  return list;
}

/** A photo per colour (at most three; two when there is a detail photo), then the detail photo. */
function buildPhotos(rows: ShopRows, seed: Seed, T: Tenant, pr: ProductData, productId: number, counter: { mediaId: number }, P: string): void {
  const colours = pr.colours.map(colourEntry);
  const maxColourImages = pr.detail ? 2 : 3;
  let msort = 0;
  colours.slice(0, maxColourImages).forEach(([ck, extra]) => {
    const [cnl, cen, hex] = paletteColour(T, ck);
    const url = seed.addMedia(`${P}/products/${pr.slug}-${ck}.svg`, productSvg(T.studio, pr.shape, hex, productOpts(T, pr, ck, extra)));
    counter.mediaId++;
    rows.insert("product_media", {
      id: counter.mediaId,
      tenant_id: T.id,
      product_id: productId,
      url,
      alt: nlEn(`${pr.nl} in ${cnl}`, `${pr.en} in ${cen}`),
      colour_hex: hex,
      sort_index: msort++,
    });
  });
  if (pr.detail) {
    const [ck, extra] = colours[0] as [string, DrawOptions];
    const url = seed.addMedia(
      `${P}/products/${pr.slug}-detail.svg`,
      productSvg(T.studio, pr.shape, paletteColour(T, ck)[2], productOpts(T, pr, ck, extra), true),
    );
    counter.mediaId++;
    rows.insert("product_media", {
      id: counter.mediaId,
      tenant_id: T.id,
      product_id: productId,
      url,
      alt: nlEn(`Detail van ${pr.nl.toLowerCase()}`, `Detail of ${pr.en.toLowerCase()}`),
      colour_hex: null,
      sort_index: msort++,
    });
  }
}

/** A review summary for three products in four (issue 13's star rating), on the 0–5 scale; the rest have none. */
function reviewRating(index: number): number | null {
  const ratings = [4.5, 3.8, 4.2, null, 4.75, 2.9, 5, null];
  return ratings[index % ratings.length] ?? null;
}
