// The rules of a catalogue import that need no I/O (ADR 0044): every problem of a file that its schema
// cannot see — texts in the shop's default language, rows that name others, the media folder, doubles —
// and the order categories are written in. What the shop has now comes in as `Stored`.
import type { Language } from "@commerce/contract/common";
import type { CatalogueFile, CategoryRow, Texts } from "@commerce/contract/operator";

/** A problem of a file: where (the row's path) and what. */
export type Issue = { path: string; message: string };

/** What the shop has now of every row the file names, by slug (variants by SKU). */
export type Stored = {
  categories: Map<string, { name: string; parent: string | null; sort_index: number }>;
  products: Map<string, ProductStored>;
  variants: Map<string, VariantStored>;
  bundles: Map<string, BundleStored>;
  campaigns: Map<string, CampaignStored>;
};
export type ProductStored = {
  id: number;
  name: string;
  description: string | null;
  brand: string | null;
  price_cents: number;
  discount_price_cents: number | null;
  price_per_unit_cents: number | null;
  vat_percentage: number;
  is_active: number;
  sort_index: number;
  categories: string;
  media: string;
};
export type VariantStored = {
  product_slug: string;
  size: string | null;
  colour: string | null;
  colour_hex: string | null;
  stock: number;
  price_cents: number | null;
};
export type BundleStored = {
  name: string;
  description: string | null;
  presentation_media_url: string | null;
  fixed_total_price_cents: number | null;
  is_active: number;
  sort_index: number;
  items: string;
};

export type CampaignStored = {
  name: string;
  description: string | null;
  media_url: string | null;
  is_active: number;
  starts_at: string | null;
  ends_at: string | null;
  /** JSON array of the products' slugs, in the campaign's order. */
  products: string;
};

/** Every problem of the file that its schema cannot see: languages, references, the media folder, doubles. */
export function fileIssues(file: CatalogueFile, stored: Stored, shop: { language: Language; mediaPrefix: string | null }): Issue[] {
  const issues: Issue[] = [];
  const add = (path: (string | number)[], message: string) => issues.push({ path: path.join("."), message });
  const needsDefault = (path: (string | number)[], texts: Texts | undefined) => {
    if (texts && !texts[shop.language]) add(path, `needs a text in the shop's default language (${shop.language})`);
  };
  const media = (path: (string | number)[], url: string | undefined) => {
    if (url !== undefined && (shop.mediaPrefix === null || !url.startsWith(`/media/${shop.mediaPrefix}/`))) {
      add(path, shop.mediaPrefix === null ? "the shop has no media folder" : `must be in the shop's media folder (/media/${shop.mediaPrefix}/…)`);
    }
  };
  const doubles = (rows: { slug: string }[], kind: string) =>
    rows.forEach((r, i) => {
      if (rows.findIndex((x) => x.slug === r.slug) !== i) add([kind, i, "slug"], `${r.slug} is in the file twice`);
    });
  doubles(file.categories, "categories");
  doubles(file.products, "products");
  doubles(file.bundles, "bundles");

  const categories = new Set([...file.categories.map((c) => c.slug), ...stored.categories.keys()]);
  file.categories.forEach((c, i) => {
    needsDefault(["categories", i, "name"], c.name);
    if (c.parent === c.slug) add(["categories", i, "parent"], "a category cannot be its own parent");
    else if (c.parent && !categories.has(c.parent)) add(["categories", i, "parent"], `no category ${c.parent} (in the file or the shop)`);
  });
  const placeable = file.categories.filter((c) => c.parent !== c.slug).length;
  if (orderedCategories(file.categories).length < placeable) add(["categories"], "the parents go round in a circle");

  const skus = new Map<string, string>();
  file.products.forEach((p, i) => {
    needsDefault(["products", i, "name"], p.name);
    needsDefault(["products", i, "description"], p.description);
    if (p.discountPrice !== undefined && p.discountPrice >= p.price) add(["products", i, "discountPrice"], "must be lower than the price");
    p.categories.forEach((slug, j) => {
      if (!categories.has(slug)) add(["products", i, "categories", j], `no category ${slug} (in the file or the shop)`);
    });
    p.images.forEach((image, j) => {
      media(["products", i, "images", j, "url"], image.url);
    });
    p.variants.forEach((v, j) => {
      const path = ["products", i, "variants", j, "sku"];
      const owner = skus.get(v.sku) ?? stored.variants.get(v.sku)?.product_slug;
      if (owner !== undefined && owner !== p.slug) add(path, `${v.sku} belongs to the product ${owner}`);
      else if (skus.has(v.sku)) add(path, `${v.sku} is in the file twice`);
      skus.set(v.sku, p.slug);
      needsDefault(["products", i, "variants", j, "colour"], v.colour);
    });
  });
  const products = new Set([...file.products.map((p) => p.slug), ...stored.products.keys()]);
  file.bundles.forEach((b, i) => {
    needsDefault(["bundles", i, "name"], b.name);
    media(["bundles", i, "image"], b.image);
    b.items.forEach((item, j) => {
      if (!products.has(item.product)) add(["bundles", i, "items", j, "product"], `no product ${item.product} (in the file or the shop)`);
    });
  });
  file.campaigns.forEach((c, i) => {
    if (file.campaigns.findIndex((x) => x.key === c.key) !== i) add(["campaigns", i, "key"], `${c.key} is in the file twice`);
    needsDefault(["campaigns", i, "name"], c.name);
    needsDefault(["campaigns", i, "description"], c.description);
    media(["campaigns", i, "image"], c.image);
    c.products.forEach((slug, j) => {
      if (!products.has(slug)) add(["campaigns", i, "products", j], `no product ${slug} (in the file or the shop)`);
      else if (c.products.indexOf(slug) !== j) add(["campaigns", i, "products", j], `${slug} is in the campaign twice`);
    });
  });
  return issues;
}

/** Categories with every parent of the file before its children (a circle leaves its rows out). */
export function orderedCategories(rows: CategoryRow[]): CategoryRow[] {
  const inFile = new Set(rows.map((r) => r.slug));
  const placed = new Set<string>();
  const ordered: CategoryRow[] = [];
  for (let progress = true; progress; ) {
    progress = false;
    for (const row of rows) {
      if (placed.has(row.slug) || (row.parent && inFile.has(row.parent) && !placed.has(row.parent) && row.parent !== row.slug)) continue;
      if (row.parent === row.slug) continue;
      placed.add(row.slug);
      ordered.push(row);
      progress = true;
    }
  }
  return ordered;
}
