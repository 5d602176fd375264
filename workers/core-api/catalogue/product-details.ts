import type { Language } from "@commerce/contract/common";
import type { ProductDetail, ProductVariant } from "@commerce/contract/products";
import { localized } from "../localized";
import { Params, type Statement } from "./sql";

/**
 * Full product details (the ProductDetail of the contract) for a set of products named by a SQL
 * scope: a sub-select of product ids, built with the statement's own Params so the same scope can
 * sit in every statement of one batch. Five statements, one round trip; callers may add their own
 * statements to the same batch (the bundle detail does).
 */
export type ProductScope = (params: Params, t: string) => string;

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  brand: string | null;
  price_cents: number;
  discount_price_cents: number | null;
  price_per_unit_cents: number | null;
  vat_percentage: number;
  custom_fields: string;
  avg_review_rating: number | null;
};
type MediaRow = { product_id: number; url: string; alt: string | null; colour_hex: string | null };
type VariantRow = {
  product_id: number;
  id: number;
  sku: string;
  size: string | null;
  colour: string | null;
  colour_hex: string | null;
  stock: number;
  price_cents: number | null;
};
type TermRow = { product_id: number; slug: string; name: string };

function statement(tenantId: string, scope: ProductScope, body: (t: string, ids: string) => string): Statement {
  const params = new Params();
  const t = params.add(tenantId);
  const ids = scope(params, t);
  return { sql: body(t, ids), params: params.values };
}

/** The five statements that load the details of the products in `scope`; see readProductDetails. */
export function productDetailStatements(tenantId: string, scope: ProductScope): Statement[] {
  return [
    statement(
      tenantId,
      scope,
      (t, ids) => `SELECT p.id, p.slug, p.name, p.description, p.brand, p.price_cents, p.discount_price_cents,
                          p.price_per_unit_cents, p.vat_percentage, p.custom_fields, p.avg_review_rating
                     FROM products p
                    WHERE p.tenant_id = ${t} AND p.is_active = 1 AND p.id IN (${ids})`,
    ),
    statement(
      tenantId,
      scope,
      (t, ids) => `SELECT product_id, url, alt, colour_hex FROM product_media
                    WHERE tenant_id = ${t} AND product_id IN (${ids})
                    ORDER BY product_id, sort_index, id`,
    ),
    statement(
      tenantId,
      scope,
      (t, ids) => `SELECT product_id, id, sku, size, colour, colour_hex, stock, price_cents FROM product_variants
                    WHERE tenant_id = ${t} AND product_id IN (${ids})
                    ORDER BY product_id, sort_index, id`,
    ),
    statement(
      tenantId,
      scope,
      (t, ids) => `SELECT pc.product_id, c.slug, c.name FROM product_categories pc
                     JOIN categories c ON c.id = pc.category_id AND c.tenant_id = ${t}
                    WHERE pc.tenant_id = ${t} AND pc.product_id IN (${ids})
                    ORDER BY c.sort_index, c.id`,
    ),
    statement(
      tenantId,
      scope,
      (t, ids) => `SELECT pt.product_id, tg.slug, tg.name FROM product_tags pt
                     JOIN tags tg ON tg.id = pt.tag_id AND tg.tenant_id = ${t}
                    WHERE pt.tenant_id = ${t} AND pt.product_id IN (${ids})
                    ORDER BY tg.id`,
    ),
  ];
}

/** Builds ProductDetails (by product id) from the results of productDetailStatements, in that order. */
export function readProductDetails(results: D1Result[], lang: Language): Map<number, ProductDetail> {
  const [products, medias, variants, categories, tags] = results as [
    D1Result<ProductRow>,
    D1Result<MediaRow>,
    D1Result<VariantRow>,
    D1Result<TermRow>,
    D1Result<TermRow>,
  ];
  const byProduct = <R extends { product_id: number }>(rows: R[]) => {
    const map = new Map<number, R[]>();
    for (const row of rows) {
      const list = map.get(row.product_id);
      if (list) list.push(row);
      else map.set(row.product_id, [row]);
    }
    return map;
  };
  const mediaOf = byProduct(medias.results);
  const variantsOf = byProduct(variants.results);
  const categoriesOf = byProduct(categories.results);
  const tagsOf = byProduct(tags.results);

  const details = new Map<number, ProductDetail>();
  for (const p of products.results) {
    const productMedia = mediaOf.get(p.id) ?? [];
    const productVariants = variantsOf.get(p.id) ?? [];
    const unitPrice = p.price_cents;
    const discountPrice = p.discount_price_cents == null ? null : p.discount_price_cents;
    details.set(p.id, {
      id: p.id,
      slug: p.slug,
      name: localized(p.name, lang) ?? p.slug,
      unitPrice,
      discountPrice,
      pricePerUnit: p.price_per_unit_cents == null ? null : p.price_per_unit_cents,
      vatPercentage: p.vat_percentage,
      mainMediaUrl: productMedia[0]?.url ?? null,
      mainMediaAlt: localized(productMedia[0]?.alt, lang),
      colours: distinctColours(productVariants.map((v) => v.colour_hex)),
      soldOut: !productVariants.some((v) => v.stock > 0),
      avgReviewRating: p.avg_review_rating ?? null,
      description: localized(p.description, lang),
      brand: p.brand,
      // Prices are stored incl. VAT (docs/decisions/0002-data-model.md).
      unitPriceBasis: "inc",
      medias: productMedia.map((m) => ({ url: m.url, alt: localized(m.alt, lang), colourHex: m.colour_hex })),
      variants: productVariants.map(
        (v): ProductVariant => ({
          id: v.id,
          sku: v.sku,
          size: v.size,
          colour: localized(v.colour, lang),
          colourHex: v.colour_hex,
          stock: v.stock,
          // A variant with its own price is not on the product's sale.
          unitPrice: v.price_cents == null ? unitPrice : v.price_cents,
          discountPrice: v.price_cents == null ? discountPrice : null,
        }),
      ),
      categories: (categoriesOf.get(p.id) ?? []).map((c) => ({ slug: c.slug, name: localized(c.name, lang) ?? c.slug })),
      tags: (tagsOf.get(p.id) ?? []).map((c) => ({ slug: c.slug, name: localized(c.name, lang) ?? c.slug })),
      customFields: stringFields(p.custom_fields),
    });
  }
  return details;
}

/** Distinct hex colours (lower case) in the order they first appear. */
export function distinctColours(hexes: (string | null)[]): string[] {
  const seen = new Set<string>();
  for (const hex of hexes) if (hex) seen.add(hex.toLowerCase());
  return [...seen];
}

/** The string values of a JSON object ('{}' when it is not one). */
export function stringFields(json: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  const parsed = parseObject(json);
  for (const [key, value] of Object.entries(parsed)) if (typeof value === "string") out[key] = value;
  return out;
}

export function parseObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
