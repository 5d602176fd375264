import { type ProductDetail, type ProductList, ProductListQuery, ProductParams } from "../contract/products";
import { HttpError, json, parseInput } from "../http";
import { euros, localized } from "../localized";
import type { Handler } from "../router";

const CARD_COLUMNS = `p.id, p.slug, p.name, p.description, p.price_cents, p.discount_price_cents, p.vat_percentage,
            m.url AS media_url, m.alt AS media_alt`;
const MAIN_MEDIA = `LEFT JOIN product_media m ON m.id = (
         SELECT id FROM product_media WHERE tenant_id = p.tenant_id AND product_id = p.id ORDER BY sort_index, id LIMIT 1)`;

type CardRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  price_cents: number;
  discount_price_cents: number | null;
  vat_percentage: number;
  media_url: string | null;
  media_alt: string | null;
  total: number;
};

/** GET ecommerce/products?page=&pageSize= — one page of the active catalogue as cards. */
export const productList: Handler = async ({ env, tenantId, lang, url }) => {
  const query = parseInput(ProductListQuery, Object.fromEntries(url.searchParams));
  const { results } = await env.DB.prepare(
    `SELECT ${CARD_COLUMNS}, count(*) OVER () AS total
       FROM products p ${MAIN_MEDIA}
      WHERE p.tenant_id = ?1 AND p.is_active = 1
      ORDER BY p.sort_index, p.id
      LIMIT ?2 OFFSET ?3`,
  )
    .bind(tenantId, query.pageSize, (query.page - 1) * query.pageSize)
    .all<CardRow>();
  const body: ProductList = {
    items: results.map((row) => toCard(row, lang)),
    total: results[0]?.total ?? (await countActive(env, tenantId)),
    page: query.page,
    pageSize: query.pageSize,
  };
  return json(body);
};

async function countActive(env: Env, tenantId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE tenant_id = ?1 AND is_active = 1")
    .bind(tenantId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** GET ecommerce/products/{slug}: one active product of this tenant. */
export const productDetail: Handler = async ({ env, tenantId, lang, params }) => {
  const { slug } = parseInput(ProductParams, params);
  const row = await env.DB.prepare(
    `SELECT ${CARD_COLUMNS}, 1 AS total FROM products p ${MAIN_MEDIA}
      WHERE p.tenant_id = ?1 AND p.slug = ?2 AND p.is_active = 1`,
  )
    .bind(tenantId, slug)
    .first<CardRow>();
  if (!row) throw new HttpError("not_found", `No product ${slug}.`);
  const body: ProductDetail = { ...toCard(row, lang), description: localized(row.description, lang) };
  return json(body);
};

function toCard(row: CardRow, lang: Parameters<typeof localized>[1]) {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row.name, lang) ?? row.slug,
    unitPrice: euros(row.price_cents),
    discountPrice: row.discount_price_cents == null ? null : euros(row.discount_price_cents),
    vatPercentage: row.vat_percentage,
    mainMediaUrl: row.media_url,
    mainMediaAlt: localized(row.media_alt, lang),
  };
}
