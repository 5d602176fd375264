// The account area's carts: the signed-in customer's open and saved carts, and resuming one.
// Every query names the tenant AND the customer: another customer's cart is not found (404).
import type { CartSummary } from "@commerce/contract/account";
import { categoryRules, requireCustomer } from "../../auth/customer";
import { assembleCart } from "../../cart/assemble";
import { readSnapshot, SNAPSHOT_STATEMENTS, snapshotStatements } from "../../cart/queries";
import { HttpError, json } from "../../http";
import type { Handler } from "../../router";
import { NOW } from "./shared";

/** The carts the list shows at most. */
const MAX_CART_SUMMARIES = 20;

/** GET /customers/me/carts — open and saved carts, newest change first, priced as the customer sees them. */
export const listCarts: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const db = ctx.env.DB;
  const { results: heads } = await db
    .prepare(
      `SELECT id, updated_at FROM carts WHERE tenant_id = ?1 AND customer_id = ?2 AND status <> 'ORDERED'
        ORDER BY updated_at DESC, id LIMIT ?3`,
    )
    .bind(ctx.tenantId, customer.id, MAX_CART_SUMMARIES)
    .all<{ id: string; updated_at: string }>();
  if (heads.length === 0) return json([]);
  const results = await db.batch(heads.flatMap((head) => snapshotStatements(db, ctx.tenantId, head.id)));
  const now = new Date();
  const summaries: CartSummary[] = heads.flatMap((head, i) => {
    const snapshot = readSnapshot(results.slice(i * SNAPSHOT_STATEMENTS, (i + 1) * SNAPSHOT_STATEMENTS));
    if (!snapshot.cart) return [];
    const cart = assembleCart(snapshot, { lang: ctx.lang, now, customerCategory: categoryRules(customer) });
    const images = [...new Set(snapshot.lines.map((line) => line.media_url).filter((url): url is string => url !== null))].slice(0, 4);
    return [{ id: cart.id, status: cart.status, itemCount: cart.itemCount, totalInclVat: cart.totals.totalInclVat, images, updatedAt: head.updated_at }];
  });
  return json(summaries);
};

/**
 * POST /customers/me/carts/{id}/resume — that cart becomes the current (OPEN) one; the cart that was
 * current is kept as a saved cart, or dropped when it is empty.
 */
export const resumeCart: Handler<"account.resumeCart"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const id = (await ctx.input()).params.cartId;
  const db = ctx.env.DB;
  const others = "tenant_id = ?1 AND customer_id = ?2 AND id <> ?3 AND status IN ('OPEN', 'PENDING')";
  const results = await db.batch([
    db
      .prepare(
        `UPDATE carts SET status = 'OPEN', version = version + 1, updated_at = ${NOW}
          WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3 AND status <> 'ORDERED'`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `DELETE FROM carts WHERE ${others} AND changes() > 0 AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = carts.id AND l.tenant_id = carts.tenant_id)`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `UPDATE carts SET status = 'ABANDONED', version = version + 1
          WHERE ${others} AND EXISTS (SELECT 1 FROM carts WHERE id = ?3 AND tenant_id = ?1 AND customer_id = ?2 AND status = 'OPEN')`,
      )
      .bind(ctx.tenantId, customer.id, id),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) throw new HttpError("not_found", "No such cart to resume.");
  return json({ cartId: id });
};
