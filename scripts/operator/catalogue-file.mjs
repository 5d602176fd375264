// `catalogue import`'s file: JSON in the contract's shape (commerce/contract/operator.ts CatalogueFile), or
// CSV with one line per variant, made into that shape here. The core API checks the result; this file
// only reads, and remembers which CSV line each row came from so a problem can point at the line.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";

/** The CSV's columns; name_xx, description_xx and colour_xx may be given for each language. */
export const CSV_COLUMNS = [
  "slug",
  "name_nl",
  "name_en",
  "description_nl",
  "description_en",
  "brand",
  "price",
  "discount_price",
  "price_per_kg",
  "vat",
  "active",
  "categories",
  "images",
  "sku",
  "size",
  "colour_nl",
  "colour_en",
  "colour_hex",
  "stock",
  "variant_price",
];

const IMAGE_TYPES = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

/** Euros as written in a sheet ("12,95", "12.95", "12") in cents; anything else stays as it is (the core API names it). */
export function cents(text) {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : text;
}

/** A whole number as written, or the text (the core API says what is wrong with it). */
function whole(text) {
  return /^-?\d+$/.test(text.trim()) ? Number(text) : text;
}

/** The cells name_nl, name_en … of a line as a language map, or undefined when all are empty. */
function texts(line, field) {
  const map = {};
  for (const [column, value] of Object.entries(line)) {
    const match = new RegExp(`^${field}_([a-z]{2})$`).exec(column);
    if (match && value.trim() !== "") map[match[1]] = value.trim();
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

const optional = (value, as = (v) => v) => (value === undefined || value.trim() === "" ? undefined : as(value.trim()));
const list = (value) =>
  (value ?? "")
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * CSV → { file, lines }: one product per slug (its fields from its first line), one variant per line.
 * `lines` maps a row's path (products.0, products.0.variants.1) to its line in the file (the header is line 1).
 */
export function catalogueFromCsv(text) {
  const rows = parse(text, { columns: true, skip_empty_lines: true, trim: false, bom: true });
  const unknown = Object.keys(rows[0] ?? {}).filter((c) => !CSV_COLUMNS.includes(c) && !/^(name|description|colour)_[a-z]{2}$/.test(c));
  if (unknown.length > 0) throw new Error(`Unknown CSV columns: ${unknown.join(", ")}. The columns are: ${CSV_COLUMNS.join(", ")}.`);
  const products = [];
  const lines = new Map();
  rows.forEach((line, index) => {
    const lineNumber = index + 2;
    let at = products.findIndex((p) => p.slug === line.slug);
    if (at === -1) {
      at = products.length;
      lines.set(`products.${at}`, lineNumber);
      products.push({
        slug: line.slug,
        name: texts(line, "name"),
        description: texts(line, "description"),
        brand: optional(line.brand),
        price: cents(line.price ?? ""),
        discountPrice: optional(line.discount_price, cents),
        pricePerKg: optional(line.price_per_kg, cents),
        vat: optional(line.vat, whole),
        active: optional(line.active, (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v)),
        categories: list(line.categories),
        images: list(line.images).map((url) => ({ url })),
        variants: [],
      });
    }
    const product = products[at];
    lines.set(`products.${at}.variants.${product.variants.length}`, lineNumber);
    product.variants.push({
      sku: line.sku,
      size: optional(line.size),
      colour: texts(line, "colour"),
      colourHex: optional(line.colour_hex),
      stock: whole(line.stock ?? ""),
      price: optional(line.variant_price, cents),
    });
  });
  return { file: { products: JSON.parse(JSON.stringify(products)) }, lines };
}

/** The file as the core API takes it, and where its rows came from. */
export function readCatalogue(filePath) {
  const text = readFileSync(filePath, "utf8");
  if (filePath.toLowerCase().endsWith(".csv")) return catalogueFromCsv(text);
  let file;
  try {
    file = JSON.parse(text);
  } catch (error) {
    throw new Error(`${filePath} is not valid JSON: ${error.message}`);
  }
  return { file, lines: new Map() };
}

/**
 * The local image files a catalogue names (anything not already a /media/ path), each with the key it
 * gets in the shop's media folder: named by its content, so the same picture is stored once and a run
 * again uploads nothing new. A file that cannot be read is a problem of its row.
 */
export function localImages(file, baseDir, mediaPrefix) {
  const images = new Map();
  const problems = [];
  const visit = (url, rowPath) => {
    if (typeof url !== "string" || url.startsWith("/media/") || images.has(url)) return;
    const ext = path.extname(url).toLowerCase();
    const type = IMAGE_TYPES[ext];
    if (!type) return problems.push({ path: rowPath, message: `${url}: not an image file (${Object.keys(IMAGE_TYPES).join(", ")})` });
    let bytes;
    try {
      bytes = readFileSync(path.resolve(baseDir, url));
    } catch {
      return problems.push({ path: rowPath, message: `${url}: no such file next to the catalogue` });
    }
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 20);
    const key = `${mediaPrefix}/catalogue/${hash}${ext}`;
    images.set(url, { key, url: `/media/${key}`, bytes, type });
  };
  (file.products ?? []).forEach((p, i) => {
    (p.images ?? []).forEach((image, j) => {
      visit(image?.url, `products.${i}.images.${j}.url`);
    });
  });
  (file.campaigns ?? []).forEach((c, i) => {
    visit(c.image, `campaigns.${i}.image`);
  });
  (file.bundles ?? []).forEach((b, i) => {
    visit(b.image, `bundles.${i}.image`);
  });
  return { images, problems };
}

/** The catalogue with its local image paths replaced by their /media/ urls. */
export function withMediaUrls(file, images) {
  const url = (u) => images.get(u)?.url ?? u;
  return {
    ...file,
    products: (file.products ?? []).map((p) => ({ ...p, images: (p.images ?? []).map((image) => ({ ...image, url: url(image.url) })) })),
    bundles: (file.bundles ?? []).map((b) => (b.image ? { ...b, image: url(b.image) } : b)),
    ...(file.campaigns ? { campaigns: file.campaigns.map((c) => (c.image ? { ...c, image: url(c.image) } : c)) } : {}),
  };
}

/**
 * An issue's path in words: the row (with its slug and, for a CSV, its line) and the field.
 * products.3.variants.0.stock → "line 5 (rooibos-vanille, variant 1): stock".
 */
export function rowOf(issuePath, file, lines) {
  const parts = issuePath.split(".");
  const [kind, index, sub, subIndex, ...rest] = parts;
  const row = file?.[kind]?.[Number(index)];
  if (!row || index === undefined) return issuePath;
  const variantLine = sub === "variants" ? lines.get(`${kind}.${index}.variants.${subIndex}`) : undefined;
  const line = variantLine ?? lines.get(`${kind}.${index}`);
  const slug = typeof row.slug === "string" ? row.slug : `#${Number(index) + 1}`;
  const where =
    line !== undefined
      ? `line ${line} (${slug}${variantLine !== undefined ? `, ${row.variants?.[Number(subIndex)]?.sku ?? "variant"}` : ""})`
      : `${kind} ${slug}`;
  const field = variantLine !== undefined ? rest.join(".") : parts.slice(2).join(".");
  return field ? `${where}: ${field}` : where;
}
