// POST /customers/me/merge — on sign-in the anonymous cart and wishlist join the customer's own.
// Idempotent: the anonymous cart and wishlist are used up (adopted or emptied and removed), so a
// second call finds nothing left to merge. A cart or wishlist of another customer is never touched.
import type { MergeResult } from "@commerce/contract/account";
import { requireCustomer } from "../auth/customer";
import { planMerge } from "../cart/merge";
import { loadSnapshot } from "../cart/queries";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

/** How often the merge is planned again when a cart changed meanwhile, before answering 409. */
const MAX_ATTEMPTS = 5;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

type CartHead = { id: string; customer_id: number | null; status: string; version: number };

export const mergeOnSignIn: Handler<"account.merge"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const request = (await ctx.input()).body;
  const cartId = await mergeCart(ctx.env.DB, ctx.tenantId, customer.id, request.cartId);
  const wishlistKey = await mergeWishlist(ctx.env.DB, ctx.tenantId, customer.id, request.wishlistKey);
  const result: MergeResult = { cartId, wishlistKey };
  return json(result);
};

/** The customer's current cart: their open (or cleared) cart changed last. */
export function currentCart(db: D1Database, tenantId: string, customerId: number) {
  return db
    .prepare(
      `SELECT id, customer_id, status, version FROM carts
        WHERE tenant_id = ?1 AND customer_id = ?2 AND status IN ('OPEN', 'PENDING')
        ORDER BY updated_at DESC, id LIMIT 1`,
    )
    .bind(tenantId, customerId)
    .first<CartHead>();
}

async function mergeCart(db: D1Database, tenantId: string, customerId: number, anonymousId: string | null): Promise<string | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const [current, anonymous] = await Promise.all([
      currentCart(db, tenantId, customerId),
      anonymousId
        ? db.prepare("SELECT id, customer_id, status, version FROM carts WHERE id = ?1 AND tenant_id = ?2").bind(anonymousId, tenantId).first<CartHead>()
        : null,
    ]);
    // Already the customer's (a repeated merge): keep using it while it can still change.
    if (anonymous && anonymous.customer_id === customerId && anonymous.status !== "ORDERED") return anonymous.id;
    if (!anonymous || anonymous.customer_id !== null || anonymous.status === "ORDERED") return current?.id ?? null;

    if (!current) {
      // The customer has no cart: the anonymous cart simply becomes theirs.
      const adopted = await db
        .prepare(
          `UPDATE carts SET customer_id = ?3, version = version + 1, updated_at = ${NOW}
            WHERE id = ?1 AND tenant_id = ?2 AND customer_id IS NULL AND status <> 'ORDERED'`,
        )
        .bind(anonymous.id, tenantId, customerId)
        .run();
      if (adopted.meta.changes > 0) return anonymous.id;
      continue;
    }

    const [target, incoming] = await Promise.all([loadSnapshot(db, tenantId, current.id), loadSnapshot(db, tenantId, anonymous.id)]);
    if (!target.cart || !incoming.cart) continue;
    const moves = planMerge(target.lines, incoming.lines);

    // ?1 target, ?2 tenant, ?3 target version, ?4 anonymous cart, ?5 its version: both unchanged since the plan.
    const guard = `EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND tenant_id = ?2 AND version = ?3 AND status <> 'ORDERED')
      AND EXISTS (SELECT 1 FROM carts WHERE id = ?4 AND tenant_id = ?2 AND version = ?5 AND customer_id IS NULL AND status <> 'ORDERED')`;
    const heads = [current.id, tenantId, target.cart.version, anonymous.id, incoming.cart.version] as const;
    const writes: D1PreparedStatement[] = [];
    for (const move of moves) {
      if (move.kind === "single") {
        writes.push(
          db
            .prepare(
              `INSERT INTO cart_lines (tenant_id, cart_id, product_id, variant_id, quantity, unit_price_snapshot_cents)
               SELECT ?2, ?1, ?6, ?7, ?8, ?9 WHERE ${guard}
               ON CONFLICT (cart_id, variant_id) WHERE bundle_group_key IS NULL
               DO UPDATE SET quantity = quantity + excluded.quantity`,
            )
            .bind(...heads, move.productId, move.variantId, move.quantity, move.snapshotCents),
        );
      } else {
        for (const line of move.lines) {
          writes.push(
            db
              .prepare(`UPDATE cart_lines SET cart_id = ?1, quantity = ?7 WHERE id = ?6 AND cart_id = ?4 AND tenant_id = ?2 AND ${guard}`)
              .bind(...heads, line.id, line.quantity),
          );
        }
      }
    }
    writes.push(
      db.prepare(`DELETE FROM cart_lines WHERE cart_id = ?4 AND tenant_id = ?2 AND ${guard}`).bind(...heads),
      db.prepare(`DELETE FROM carts WHERE id = ?4 AND tenant_id = ?2 AND ${guard}`).bind(...heads),
      // Runs only when the writes above did: the anonymous cart is gone.
      db
        .prepare(
          `UPDATE carts SET version = version + 1, updated_at = ${NOW}
            WHERE id = ?1 AND tenant_id = ?2 AND version = ?3
              AND NOT EXISTS (SELECT 1 FROM carts WHERE id = ?4 AND tenant_id = ?2)`,
        )
        .bind(current.id, tenantId, target.cart.version, anonymous.id),
    );
    const results = await db.batch(writes);
    if ((results[results.length - 1]?.meta.changes ?? 0) > 0) return current.id;
  }
  throw new HttpError("conflict", "The carts changed while they were being merged; try again.");
}

type WishlistHead = { id: number; customer_id: number | null; session_key: string | null };

async function mergeWishlist(db: D1Database, tenantId: string, customerId: number, anonymousKey: string | null): Promise<string> {
  const ownQuery = db.prepare("SELECT id, customer_id, session_key FROM wishlists WHERE tenant_id = ?1 AND customer_id = ?2").bind(tenantId, customerId);
  const [own, anonymous] = await Promise.all([
    ownQuery.first<WishlistHead>(),
    anonymousKey
      ? db
          .prepare("SELECT id, customer_id, session_key FROM wishlists WHERE tenant_id = ?1 AND session_key = ?2")
          .bind(tenantId, anonymousKey)
          .first<WishlistHead>()
      : null,
  ]);
  const usable = anonymous !== null && anonymous.customer_id === null;

  if (!own) {
    if (usable) {
      const adopted = await db
        .prepare("UPDATE wishlists SET customer_id = ?3 WHERE id = ?1 AND tenant_id = ?2 AND customer_id IS NULL")
        .bind(anonymous.id, tenantId, customerId)
        .run();
      if (adopted.meta.changes > 0) return anonymous.session_key as string;
    }
    await db
      .prepare("INSERT INTO wishlists (tenant_id, customer_id, session_key) VALUES (?1, ?2, ?3) ON CONFLICT (tenant_id, customer_id) DO NOTHING")
      .bind(tenantId, customerId, crypto.randomUUID())
      .run();
    const created = await ownQuery.first<WishlistHead>();
    if (!created?.session_key) throw new Error("the customer's wishlist was not stored");
    return created.session_key;
  }

  // A customer's list made elsewhere may have no key yet: the storefront reaches lists by key.
  let key = own.session_key;
  if (!key) {
    key = crypto.randomUUID();
    await db.prepare("UPDATE wishlists SET session_key = ?3 WHERE id = ?1 AND tenant_id = ?2 AND session_key IS NULL").bind(own.id, tenantId, key).run();
    key = (await ownQuery.first<WishlistHead>())?.session_key ?? key;
  }
  if (usable && anonymous.id !== own.id) {
    const stillAnonymous = "EXISTS (SELECT 1 FROM wishlists WHERE id = ?3 AND tenant_id = ?1 AND customer_id IS NULL)";
    await db.batch([
      db
        .prepare(
          `INSERT INTO wishlist_items (tenant_id, wishlist_id, product_id, created_at)
           SELECT tenant_id, ?2, product_id, created_at FROM wishlist_items
            WHERE tenant_id = ?1 AND wishlist_id = ?3 AND ${stillAnonymous}
           ON CONFLICT (wishlist_id, product_id) DO NOTHING`,
        )
        .bind(tenantId, own.id, anonymous.id),
      db.prepare("DELETE FROM wishlists WHERE id = ?2 AND tenant_id = ?1 AND customer_id IS NULL").bind(tenantId, anonymous.id),
    ]);
  }
  return key;
}
