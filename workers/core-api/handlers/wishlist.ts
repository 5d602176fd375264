import { ProductCard } from "@commerce/contract/products";
import type { Wishlist } from "@commerce/contract/wishlist";
import { productDetailStatements, readProductDetails } from "../catalogue/product-details";
import { prepare } from "../catalogue/sql";
import { HttpError, json } from "../http";
import type { Handler, HandlerContext } from "../router";
import { optionalCustomer } from "../auth/customer";

type Context = Pick<HandlerContext, "env" | "tenantId" | "lang">;

/** The list's products, newest first, as cards (only this tenant's active products). */
async function wishlistOf(ctx: Context, key: string): Promise<Wishlist> {
  const { env, tenantId, lang } = ctx;
  const { results } = await env.DB.prepare(
    `SELECT i.product_id FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id
      WHERE w.tenant_id = ?1 AND w.session_key = ?2 AND i.tenant_id = ?1
      ORDER BY i.created_at DESC, i.product_id DESC`,
  )
    .bind(tenantId, key)
    .all<{ product_id: number }>();
  const ids = results.map((r) => r.product_id);
  if (ids.length === 0) return { productIds: [], items: [] };
  const statements = productDetailStatements(
    tenantId,
    (params, t) =>
      `SELECT i.product_id FROM wishlist_items i JOIN wishlists w ON w.id = i.wishlist_id
        WHERE w.tenant_id = ${t} AND i.tenant_id = ${t} AND w.session_key = ${params.add(key)}`,
  );
  const details = readProductDetails(await env.DB.batch(statements.map((s) => prepare(env.DB, s))), lang);
  const items = ids.flatMap((id) => {
    const detail = details.get(id);
    return detail ? [ProductCard.parse(detail)] : [];
  });
  return { productIds: items.map((item) => item.id), items };
}

/**
 * The caller's customer id (null when anonymous), after checking they may use the list with this key:
 * an anonymous list is anyone's who holds its key; a customer's list is theirs alone (404 for others).
 */
async function mayUseWishlist(ctx: HandlerContext, key: string): Promise<number | null> {
  const signedIn = await optionalCustomer(ctx);
  const customerId = signedIn?.customer.id ?? null;
  const row = await ctx.env.DB.prepare("SELECT customer_id FROM wishlists WHERE tenant_id = ?1 AND session_key = ?2")
    .bind(ctx.tenantId, key)
    .first<{ customer_id: number | null }>();
  if (row && row.customer_id !== null && row.customer_id !== customerId) throw new HttpError("not_found", "No such wishlist.");
  return customerId;
}

/** The list's own condition in a write: ?1 tenant, ?2 key, ?4 the caller's customer id (or null). */
const MAY_WRITE = "tenant_id = ?1 AND session_key = ?2 AND (customer_id IS NULL OR customer_id = ?4)";

/** GET ecommerce/wishlists/{key}: a wishlist by its key (empty when it has none yet). */
export const getWishlist: Handler<"wishlist.get"> = async (ctx) => {
  const { key } = (await ctx.input()).params;
  await mayUseWishlist(ctx, key);
  return json(await wishlistOf(ctx, key));
};

/** POST ecommerce/wishlists/{key}/items {productId, action}: add (idempotent) or remove a product. */
export const changeWishlist: Handler<"wishlist.change"> = async (ctx) => {
  const { env, tenantId } = ctx;
  const {
    params: { key },
    body: change,
  } = await ctx.input();
  const customerId = await mayUseWishlist(ctx, key);
  if (change.action === "add") {
    const product = await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND id = ?2 AND is_active = 1")
      .bind(tenantId, change.productId)
      .first<{ id: number }>();
    if (!product) throw new HttpError("not_found", `No product ${change.productId}.`);
    await env.DB.batch([
      env.DB.prepare("INSERT INTO wishlists (tenant_id, session_key) VALUES (?1, ?2) ON CONFLICT (tenant_id, session_key) DO NOTHING").bind(tenantId, key),
      env.DB.prepare(
        `INSERT INTO wishlist_items (tenant_id, wishlist_id, product_id)
         SELECT ?1, id, ?3 FROM wishlists WHERE ${MAY_WRITE}
         ON CONFLICT (wishlist_id, product_id) DO NOTHING`,
      ).bind(tenantId, key, change.productId, customerId),
    ]);
  } else {
    await env.DB.prepare(
      `DELETE FROM wishlist_items WHERE tenant_id = ?1 AND product_id = ?3
          AND wishlist_id = (SELECT id FROM wishlists WHERE ${MAY_WRITE})`,
    )
      .bind(tenantId, key, change.productId, customerId)
      .run();
  }
  return json(await wishlistOf(ctx, key));
};
