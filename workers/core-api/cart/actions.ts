// The cart's changes (CartAction intents). Each change is planned from a snapshot of the cart, checked
// (ids, tenant, stock, the cart rules of app/domain), then written as ONE D1 batch — a transaction —
// whose statements carry their own guards, followed by the reads of the cart's new state.
//
// Two kinds of writes keep concurrent changes from losing each other:
// * single-statement writes (add, increase, decrease, remove, bundle-remove, clear, the code and shipping
//   choice) never write a value computed from what was read: they change the stored value relative to
//   itself (quantity = quantity + ?) and re-check stock and status inside the statement. The version bump
//   after a line write runs only when that statement changed a row (changes() > 0). Twenty simultaneous
//   adds all land.
// * version-guarded writes (bundle-add, bundle-increase, bundle-decrease) set several lines' quantities
//   computed with the bundle rules; every statement is guarded by the cart version the plan was made
//   from, and the last one bumps that version. When another change came first nothing is written and
//   the plan is made again from a fresh read (up to MAX_ATTEMPTS, then 409 conflict).
// A refused change writes nothing: the guard that failed is then explained from the state after it.
import { decreaseBundle, increaseBundle, unitsPerSet } from "@commerce/rules/bundles";
import { CLEARED_CART_STATUS, canDecrease, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from "@commerce/rules/cart-lines";
import type { Language } from "@commerce/contract/common";
import type { CartAction } from "@commerce/contract/cart";
import { HttpError } from "../http";
import { assembleCart, couponCode, promoCode } from "./assemble";
import { catalogueEffectiveCentsSql, cataloguePrice, codeProblem, type CodeProblem } from "@commerce/rules/pricing";
import {
  type CartRow,
  type CartSnapshot,
  findCoupon,
  findPromoCode,
  type LineRow,
  loadSnapshot,
  mayUseCart,
  loadVariants,
  readSnapshot,
  snapshotStatements,
  type VariantRow,
  variantsStatement,
} from "./queries";

/** How often a set write is planned again after another change came first, before answering 409. */
const MAX_ATTEMPTS = 8;

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** ?1 = cart id, ?2 = tenant id in every statement below. */
const CART_IS_OPEN = "EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND tenant_id = ?2 AND status <> 'ORDERED')";
const BUMP_IF_CHANGED = `UPDATE carts SET version = version + 1, updated_at = ${NOW} WHERE id = ?1 AND tenant_id = ?2 AND changes() > 0`;
/** ?3 = the version the plan was made from. */
const CART_AT_VERSION = "EXISTS (SELECT 1 FROM carts WHERE id = ?1 AND tenant_id = ?2 AND version = ?3 AND status <> 'ORDERED')";
const BUMP_VERSION = `UPDATE carts SET version = version + 1, updated_at = ${NOW}
  WHERE id = ?1 AND tenant_id = ?2 AND version = ?3 AND status <> 'ORDERED'`;

type Context = {
  db: D1Database;
  tenantId: string;
  cartId: string;
  lang: Language;
  now: Date;
  /** The signed-in customer, or null: a cart another customer owns is not found (404). */
  customerId: number | null;
};

type Plan = {
  writes: D1PreparedStatement[];
  /** Whether the writes went through, from their results. */
  done: (results: readonly D1Result[]) => boolean;
  /** When they did not: throws the reason if the state after them shows one; else the plan is made again. */
  explain?: (after: CartSnapshot) => void;
};

/** Applies one action to a cart and answers the cart's state after it; throws an HttpError when refused. */
export async function runCartAction(ctx: Context, action: CartAction): Promise<CartSnapshot> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const before = await loadSnapshot(ctx.db, ctx.tenantId, ctx.cartId);
    openCart(before, ctx.customerId);
    const plan = await planAction(ctx, before, action);
    const results = await ctx.db.batch([...plan.writes, ...snapshotStatements(ctx.db, ctx.tenantId, ctx.cartId)]);
    const after = readSnapshot(results);
    if (plan.done(results)) return after;
    openCart(after, ctx.customerId);
    plan.explain?.(after);
  }
  throw new HttpError("conflict", "The cart was changed by another request at the same time; try again.", [{ path: "version", message: "changed" }]);
}

/**
 * A new cart with its first change (cart.start). `insert` writes the cart's row. Nobody else knows the
 * new id, so nothing needs reading before the change: the row is written in the change's own batch,
 * before its writes (one transaction). A product's add is one D1 round trip (firstAdd); a bundle's is
 * planned on the empty cart that row makes (no lines, version 0), two round trips (the bundle and its
 * variants, the batch). Each was four: the insert, the snapshot, the catalogue read, the batch. A
 * refusal found before the batch writes nothing; one found by the writes' guards (stock sold
 * meanwhile) throws after the row was written, as before (the caller deletes the row). Other intents
 * store the row first and take the usual path.
 */
export async function startCartWith(ctx: Context, insert: D1PreparedStatement, action: CartAction): Promise<CartSnapshot> {
  if (action.intent === "add") return firstAdd(ctx, insert, action.variantId, action.quantity);
  if (action.intent !== "bundle-add") {
    await insert.run();
    return runCartAction(ctx, action);
  }
  const empty: CartSnapshot = {
    cart: {
      id: ctx.cartId,
      customer_id: ctx.customerId,
      status: "OPEN",
      language: ctx.lang,
      coupon_id: null,
      promo_code_id: null,
      shipping_method_id: null,
      version: 0,
    },
    lines: [],
    bundles: [],
    coupon: null,
    promoCode: null,
    shipping: [],
  };
  const plan = await planAction(ctx, empty, action);
  const results = await ctx.db.batch([insert, ...plan.writes, ...snapshotStatements(ctx.db, ctx.tenantId, ctx.cartId)]);
  const after = readSnapshot(results);
  if (plan.done(results.slice(1))) return after;
  openCart(after, ctx.customerId);
  plan.explain?.(after);
  // Not refused, yet not written (a guard the plan did not foresee): the stored cart, the usual way.
  return runCartAction(ctx, action);
}

/**
 * A new cart's first add in one D1 round trip: the row, the line and the cart's reads in one batch, the
 * line's price snapshot worked out by SQLite by cataloguePrice's rule (catalogueEffectiveCentsSql), and
 * the variant read beside them, so a refusal is told as planAdd tells it (the caller deletes the row).
 */
async function firstAdd(ctx: Context, insert: D1PreparedStatement, variantId: number, quantity: number): Promise<CartSnapshot> {
  if (quantity > MAX_LINE_QUANTITY) throw tooMany(quantity);
  const price = catalogueEffectiveCentsSql({
    productPriceCents: "p.price_cents",
    productDiscountCents: "p.discount_price_cents",
    variantPriceCents: "v.price_cents",
  });
  const results = await ctx.db.batch([
    insert,
    ...addWrites(ctx, variantId, quantity, { sql: price }),
    variantsStatement(ctx.db, ctx.tenantId, [variantId]),
    ...snapshotStatements(ctx.db, ctx.tenantId, ctx.cartId),
  ]);
  if (changed(results[1])) return readSnapshot(results);
  const variant = (results[3]?.results as VariantRow[] | undefined)?.[0];
  if (variant?.product_active !== 1) throw new HttpError("not_found", `No product variant ${variantId} in this shop.`);
  if (quantity > variant.stock) throw notEnoughStock(variantId, variant.stock, 0);
  // Not refused, yet not written (a guard the checks above do not know): the stored cart, the usual way.
  return runCartAction(ctx, { intent: "add", variantId, quantity });
}

/** The cart row of a snapshot, when it exists for this tenant and caller and can still change. */
function openCart(snapshot: CartSnapshot, customerId: number | null): CartRow {
  if (!snapshot.cart || !mayUseCart(snapshot.cart, customerId)) throw new HttpError("not_found", "No such cart.");
  if (snapshot.cart.status === "ORDERED") {
    throw new HttpError("conflict", "This cart has been ordered and can no longer change.", [{ path: "status", message: "ORDERED" }]);
  }
  return snapshot.cart;
}

function planAction(ctx: Context, snapshot: CartSnapshot, action: CartAction): Promise<Plan> | Plan {
  switch (action.intent) {
    case "add":
      return planAdd(ctx, snapshot, action.variantId, action.quantity);
    case "increase":
      return planIncrease(ctx, snapshot, action.lineId);
    case "decrease":
      return planDecrease(ctx, snapshot, action.lineId);
    case "remove":
      return planRemove(ctx, snapshot, action.lineId);
    case "bundle-add":
      return planBundleAdd(ctx, snapshot, action.bundleId, action.variantIds);
    case "bundle-increase":
      return planBundleStep(ctx, snapshot, action.bundleGroupKey, "increase");
    case "bundle-decrease":
      return planBundleStep(ctx, snapshot, action.bundleGroupKey, "decrease");
    case "bundle-remove":
      return planBundleRemove(ctx, snapshot, action.bundleGroupKey);
    case "clear":
      return planClear(ctx);
    case "apply-coupon":
      return planApplyCode(ctx, snapshot, action.code);
    case "remove-coupon":
      return action.code === undefined ? cartUpdate(ctx, "coupon_id = NULL, promo_code_id = NULL", []) : planRemoveCode(ctx, snapshot, action.code);
    case "choose-shipping":
      return planChooseShipping(ctx, snapshot, action.shippingMethodId);
  }
}

// ------------------------------------------------------------------------------------------------
// Errors a shopper can get

/** insufficient_stock (409): `issues` carries the numbers — available (the stock), inCart, variantId. */
export function notEnoughStock(variantId: number, stock: number, inCart: number): HttpError {
  const message =
    stock <= 0
      ? `Variant ${variantId} is sold out.`
      : `Only ${stock} of variant ${variantId} in stock${inCart > 0 ? `, and the cart already holds ${inCart}` : ""}.`;
  return new HttpError("insufficient_stock", message, [
    { path: "available", message: String(Math.max(0, stock)) },
    { path: "inCart", message: String(inCart) },
    { path: "variantId", message: String(variantId) },
  ]);
}

function tooMany(quantity: number): HttpError {
  return new HttpError("bad_request", `A line holds at most ${MAX_LINE_QUANTITY} units (this would make ${quantity}).`, [
    { path: "quantity", message: `At most ${MAX_LINE_QUANTITY}.` },
  ]);
}

const CODE_MESSAGES: Record<CodeProblem | "unknown" | "not_applied", string> = {
  unknown: "This code does not exist.",
  inactive: "This code is no longer active.",
  not_yet_valid: "This code is not valid yet.",
  expired: "This code has expired.",
  used_up: "This code has been used up.",
  below_minimum: "The cart total is below this code's minimum order total.",
  not_applied: "The cart does not carry this code.",
};

/**
 * invalid_coupon (422): `issues[0]` is { path: "code", message: unknown | inactive | not_yet_valid | expired |
 * used_up | below_minimum | not_applied }.
 */
function invalidCode(problem: CodeProblem | "unknown" | "not_applied"): HttpError {
  return new HttpError("invalid_coupon", CODE_MESSAGES[problem], [{ path: "code", message: problem }]);
}

// ------------------------------------------------------------------------------------------------
// Single lines

const inCartOf = (lines: readonly LineRow[], variantId: number) => lines.filter((l) => l.variant_id === variantId).reduce((sum, l) => sum + l.quantity, 0);

/** A single (non-bundle) line of the cart: 404 when the cart has no such line, 400 for a bundle's line. */
function singleLine(snapshot: CartSnapshot, lineId: number): LineRow {
  const line = snapshot.lines.find((l) => l.id === lineId);
  if (!line) throw new HttpError("not_found", `The cart has no line ${lineId}.`);
  if (line.bundle_group_key !== null) {
    throw new HttpError("bad_request", `Line ${lineId} belongs to a bundle: change the bundle instead.`, [{ path: "lineId", message: "Part of a bundle." }]);
  }
  return line;
}

async function planAdd(ctx: Context, snapshot: CartSnapshot, variantId: number, quantity: number): Promise<Plan> {
  const variant = (await loadVariants(ctx.db, ctx.tenantId, [variantId])).get(variantId);
  if (variant?.product_active !== 1) throw new HttpError("not_found", `No product variant ${variantId} in this shop.`);

  const check = (lines: readonly LineRow[]) => {
    const line = lines.find((l) => l.variant_id === variantId && l.bundle_group_key === null);
    if ((line?.quantity ?? 0) + quantity > MAX_LINE_QUANTITY) throw tooMany((line?.quantity ?? 0) + quantity);
    const inCart = inCartOf(lines, variantId);
    if (inCart + quantity > variant.stock) throw notEnoughStock(variantId, variant.stock, inCart);
  };
  check(snapshot.lines);

  const snapshotCents = cataloguePrice({
    productPriceCents: variant.price_cents,
    productDiscountCents: variant.discount_price_cents,
    variantPriceCents: variant.variant_price_cents,
  }).effectiveCents;
  return {
    writes: addWrites(ctx, variantId, quantity, snapshotCents),
    done: (results) => changed(results[0]),
    explain: (after) => check(after.lines),
  };
}

/**
 * An add's writes: the line, put in or added to, only while the cart is open, the product for sale,
 * the stock enough and the line within its most; and the version bump when it changed. `price` is
 * the line's price snapshot: the cents, or an SQL expression over the variant (v) and product (p).
 */
function addWrites(ctx: Context, variantId: number, quantity: number, price: number | { sql: string }): D1PreparedStatement[] {
  const upsert = ctx.db
    .prepare(
      `INSERT INTO cart_lines (tenant_id, cart_id, product_id, variant_id, quantity, unit_price_snapshot_cents)
       SELECT ?2, ?1, v.product_id, v.id, ?4, ${typeof price === "number" ? "?6" : price.sql}
         FROM product_variants v
         JOIN products p ON p.id = v.product_id AND p.tenant_id = v.tenant_id AND p.is_active = 1
        WHERE v.id = ?3 AND v.tenant_id = ?2 AND ${CART_IS_OPEN}
          AND (SELECT COALESCE(SUM(quantity), 0) FROM cart_lines WHERE cart_id = ?1 AND tenant_id = ?2 AND variant_id = ?3) + ?4 <= v.stock
       ON CONFLICT (cart_id, variant_id) WHERE bundle_group_key IS NULL
       DO UPDATE SET quantity = quantity + excluded.quantity WHERE quantity + excluded.quantity <= ?5`,
    )
    .bind(ctx.cartId, ctx.tenantId, variantId, quantity, MAX_LINE_QUANTITY, ...(typeof price === "number" ? [price] : []));
  return [upsert, ctx.db.prepare(BUMP_IF_CHANGED).bind(ctx.cartId, ctx.tenantId)];
}

function planIncrease(ctx: Context, snapshot: CartSnapshot, lineId: number): Plan {
  const check = (after: CartSnapshot) => {
    const line = singleLine(after, lineId);
    if (line.quantity + 1 > MAX_LINE_QUANTITY) throw tooMany(line.quantity + 1);
    const inCart = inCartOf(after.lines, line.variant_id);
    if (inCart + 1 > line.stock) throw notEnoughStock(line.variant_id, line.stock, inCart);
  };
  check(snapshot);
  const update = ctx.db
    .prepare(
      `UPDATE cart_lines SET quantity = quantity + 1
        WHERE id = ?3 AND cart_id = ?1 AND tenant_id = ?2 AND bundle_group_key IS NULL AND quantity + 1 <= ?4
          AND ${CART_IS_OPEN}
          AND (SELECT SUM(a.quantity) FROM cart_lines a WHERE a.cart_id = ?1 AND a.tenant_id = ?2 AND a.variant_id = cart_lines.variant_id) + 1
              <= (SELECT v.stock FROM product_variants v WHERE v.id = cart_lines.variant_id AND v.tenant_id = ?2)`,
    )
    .bind(ctx.cartId, ctx.tenantId, lineId, MAX_LINE_QUANTITY);
  return { writes: [update, ctx.db.prepare(BUMP_IF_CHANGED).bind(ctx.cartId, ctx.tenantId)], done: (r) => changed(r[0]), explain: check };
}

function planDecrease(ctx: Context, snapshot: CartSnapshot, lineId: number): Plan {
  const check = (after: CartSnapshot) => {
    const line = singleLine(after, lineId);
    if (!canDecrease(line.quantity)) {
      throw new HttpError("bad_request", `The quantity is already ${MIN_LINE_QUANTITY}: remove the line instead.`, [
        { path: "quantity", message: "At the minimum; use remove." },
      ]);
    }
  };
  check(snapshot);
  const update = ctx.db
    .prepare(
      `UPDATE cart_lines SET quantity = quantity - 1
        WHERE id = ?3 AND cart_id = ?1 AND tenant_id = ?2 AND bundle_group_key IS NULL AND quantity - 1 >= ?4 AND ${CART_IS_OPEN}`,
    )
    .bind(ctx.cartId, ctx.tenantId, lineId, MIN_LINE_QUANTITY);
  return { writes: [update, ctx.db.prepare(BUMP_IF_CHANGED).bind(ctx.cartId, ctx.tenantId)], done: (r) => changed(r[0]), explain: check };
}

function planRemove(ctx: Context, snapshot: CartSnapshot, lineId: number): Plan {
  singleLine(snapshot, lineId);
  const remove = ctx.db
    .prepare(`DELETE FROM cart_lines WHERE id = ?3 AND cart_id = ?1 AND tenant_id = ?2 AND bundle_group_key IS NULL AND ${CART_IS_OPEN}`)
    .bind(ctx.cartId, ctx.tenantId, lineId);
  return {
    writes: [remove, ctx.db.prepare(BUMP_IF_CHANGED).bind(ctx.cartId, ctx.tenantId)],
    done: (r) => changed(r[0]),
    explain: (after) => void singleLine(after, lineId),
  };
}

// ------------------------------------------------------------------------------------------------
// Bundles

type BundleItemRow = { product_id: number; units_per_set: number; bundle_active: number };

async function planBundleAdd(ctx: Context, snapshot: CartSnapshot, bundleId: number, variantIds: readonly number[]): Promise<Plan> {
  const [items, variants] = await Promise.all([
    ctx.db
      .prepare(
        `SELECT i.product_id, i.units_per_set, b.is_active AS bundle_active
           FROM bundles b JOIN bundle_items i ON i.bundle_id = b.id AND i.tenant_id = b.tenant_id
          WHERE b.id = ?1 AND b.tenant_id = ?2
          ORDER BY i.sort_index, i.id`,
      )
      .bind(bundleId, ctx.tenantId)
      .all<BundleItemRow>()
      .then((r) => r.results),
    loadVariants(ctx.db, ctx.tenantId, variantIds),
  ]);
  if (items.length === 0 || items[0]?.bundle_active !== 1) throw new HttpError("not_found", `No bundle ${bundleId} in this shop.`);
  if (variantIds.length !== items.length) {
    throw new HttpError("bad_request", `Bundle ${bundleId} needs one variant for each of its ${items.length} products.`, [
      { path: "variantIds", message: `Exactly ${items.length} variants.` },
    ]);
  }

  const needed = new Map<number, number>();
  const lines = items.map((item, i) => {
    const variantId = variantIds[i] as number;
    const variant = variants.get(variantId);
    if (variant?.product_active !== 1) throw new HttpError("not_found", `No product variant ${variantId} in this shop.`);
    if (variant.product_id !== item.product_id) {
      throw new HttpError("bad_request", `Variant ${variantId} is not a choice for product ${i + 1} of bundle ${bundleId}.`, [
        { path: `variantIds.${i}`, message: "Not a variant of this bundle product." },
      ]);
    }
    const units = unitsPerSet({ quantity: 0, unitsPerSet: item.units_per_set });
    needed.set(variantId, (needed.get(variantId) ?? 0) + units);
    const price = cataloguePrice({
      productPriceCents: variant.price_cents,
      productDiscountCents: variant.discount_price_cents,
      variantPriceCents: variant.variant_price_cents,
    });
    return { variant, units, snapshotCents: price.effectiveCents };
  });
  for (const [variantId, units] of needed) {
    const inCart = inCartOf(snapshot.lines, variantId);
    const stock = variants.get(variantId)?.stock ?? 0;
    if (inCart + units > stock) throw notEnoughStock(variantId, stock, inCart);
  }

  const version = (snapshot.cart as CartRow).version;
  const key = newBundleGroupKey(bundleId);
  const inserts = lines.map(({ variant, units, snapshotCents }) =>
    ctx.db
      .prepare(
        `INSERT INTO cart_lines (tenant_id, cart_id, product_id, variant_id, quantity, unit_price_snapshot_cents,
                                 bundle_group_key, bundle_id, units_per_set)
         SELECT ?2, ?1, ?4, ?5, ?6, ?7, ?8, ?9, ?6 WHERE ${CART_AT_VERSION}`,
      )
      .bind(ctx.cartId, ctx.tenantId, version, variant.product_id, variant.id, units, snapshotCents, key, bundleId),
  );
  return versioned(ctx, version, inserts);
}

function bundleLines(snapshot: CartSnapshot, bundleGroupKey: string): LineRow[] {
  const lines = snapshot.lines.filter((l) => l.bundle_group_key === bundleGroupKey);
  if (lines.length === 0) throw new HttpError("not_found", `The cart has no bundle ${bundleGroupKey}.`);
  return lines;
}

function planBundleStep(ctx: Context, snapshot: CartSnapshot, bundleGroupKey: string, direction: "increase" | "decrease"): Plan {
  const lines = bundleLines(snapshot, bundleGroupKey);
  const rules = lines.map((l) => ({ quantity: l.quantity, unitsPerSet: l.units_per_set }));
  const step = direction === "increase" ? increaseBundle(rules) : decreaseBundle(rules);
  const version = (snapshot.cart as CartRow).version;

  if (step.action === "remove") {
    const remove = ctx.db
      .prepare(`DELETE FROM cart_lines WHERE cart_id = ?1 AND tenant_id = ?2 AND bundle_group_key = ?4 AND ${CART_AT_VERSION}`)
      .bind(ctx.cartId, ctx.tenantId, version, bundleGroupKey);
    return versioned(ctx, version, [remove]);
  }

  const added = new Map<number, number>();
  lines.forEach((line, i) => {
    const quantity = step.quantities[i] as number;
    if (quantity > MAX_LINE_QUANTITY) throw tooMany(quantity);
    added.set(line.variant_id, (added.get(line.variant_id) ?? 0) + quantity - line.quantity);
  });
  for (const [variantId, more] of added) {
    const stock = lines.find((l) => l.variant_id === variantId)?.stock ?? 0;
    const inCart = inCartOf(snapshot.lines, variantId);
    if (more > 0 && inCart + more > stock) throw notEnoughStock(variantId, stock, inCart);
  }
  const updates = lines.map((line, i) =>
    ctx.db
      .prepare(`UPDATE cart_lines SET quantity = ?5 WHERE id = ?4 AND cart_id = ?1 AND tenant_id = ?2 AND ${CART_AT_VERSION}`)
      .bind(ctx.cartId, ctx.tenantId, version, line.id, step.quantities[i] as number),
  );
  return versioned(ctx, version, updates);
}

function planBundleRemove(ctx: Context, snapshot: CartSnapshot, bundleGroupKey: string): Plan {
  bundleLines(snapshot, bundleGroupKey);
  const remove = ctx.db
    .prepare(`DELETE FROM cart_lines WHERE cart_id = ?1 AND tenant_id = ?2 AND bundle_group_key = ?3 AND ${CART_IS_OPEN}`)
    .bind(ctx.cartId, ctx.tenantId, bundleGroupKey);
  return {
    writes: [remove, ctx.db.prepare(BUMP_IF_CHANGED).bind(ctx.cartId, ctx.tenantId)],
    done: (r) => changed(r[0]),
    explain: (after) => void bundleLines(after, bundleGroupKey),
  };
}

/** A fresh key for the lines of one added bundle: b<bundleId>-<random>, lowercase a-z0-9 and '-'. */
export function newBundleGroupKey(bundleId: number): string {
  const random = [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(36).padStart(2, "0")).join("");
  return `b${bundleId}-${random}`;
}

// ------------------------------------------------------------------------------------------------
// The cart as a whole

function planClear(ctx: Context): Plan {
  const removeLines = ctx.db.prepare(`DELETE FROM cart_lines WHERE cart_id = ?1 AND tenant_id = ?2 AND ${CART_IS_OPEN}`).bind(ctx.cartId, ctx.tenantId);
  const update = cartUpdate(ctx, "status = ?3, coupon_id = NULL, promo_code_id = NULL", [CLEARED_CART_STATUS]);
  return { writes: [removeLines, ...update.writes], done: (r) => changed(r[1]) };
}

async function planApplyCode(ctx: Context, snapshot: CartSnapshot, code: string): Promise<Plan> {
  const [coupon, promo] = await Promise.all([findCoupon(ctx.db, ctx.tenantId, code), findPromoCode(ctx.db, ctx.tenantId, code)]);
  const row = coupon ? couponCode(coupon) : promo ? promoCode(promo) : null;
  if (!row) throw invalidCode("unknown");
  const { subtotalInclVat } = assembleCart(snapshot, { lang: ctx.lang, now: ctx.now }).totals;
  const problem = codeProblem(row, ctx.now, subtotalInclVat);
  if (problem) throw invalidCode(problem);
  // One code per cart: a new code replaces the one before it.
  return cartUpdate(ctx, "coupon_id = ?3, promo_code_id = ?4", [coupon?.id ?? null, coupon ? null : (promo?.id ?? null)]);
}

/** The code the cart stores (a coupon or a promo code), as stored, or null. */
function storedCode(snapshot: CartSnapshot): string | null {
  return snapshot.coupon?.code ?? snapshot.promoCode?.code ?? null;
}

/**
 * remove-coupon naming its code (a promo banner's button): removes that code only. Another code in the
 * cart stays, and the answer says the named one is not there (issue 19: a banner removed WELKOM10). The
 * write itself is guarded too, so a code applied meanwhile by another request is never removed.
 */
function planRemoveCode(ctx: Context, snapshot: CartSnapshot, code: string): Plan {
  const carries = (after: CartSnapshot) => {
    const stored = storedCode(after);
    if (stored === null || stored.trim().toUpperCase() !== code.trim().toUpperCase()) throw invalidCode("not_applied");
  };
  carries(snapshot);
  const named = `AND (coupon_id IN (SELECT id FROM coupons WHERE tenant_id = ?2 AND upper(code) = ?3)
                  OR promo_code_id IN (SELECT id FROM promo_codes WHERE tenant_id = ?2 AND upper(code) = ?3))`;
  return { ...cartUpdate(ctx, "coupon_id = NULL, promo_code_id = NULL", [code.trim().toUpperCase()], named), explain: carries };
}

function planChooseShipping(ctx: Context, snapshot: CartSnapshot, shippingMethodId: number): Plan {
  if (!snapshot.shipping.some((row) => row.id === shippingMethodId)) {
    throw new HttpError("not_found", `No shipping method ${shippingMethodId} in this shop.`);
  }
  const stillActive = "AND EXISTS (SELECT 1 FROM shipping_methods WHERE id = ?3 AND tenant_id = ?2 AND is_active = 1)";
  return cartUpdate(ctx, "shipping_method_id = ?3", [shippingMethodId], stillActive);
}

/** One update of the cart row itself (its status, code or shipping), bumping its version; ?3… are `values`. */
function cartUpdate(ctx: Context, sets: string, values: readonly (string | number | null)[], guard = ""): Plan {
  const update = ctx.db
    .prepare(
      `UPDATE carts SET ${sets}, version = version + 1, updated_at = ${NOW}
        WHERE id = ?1 AND tenant_id = ?2 AND status <> 'ORDERED' ${guard}`,
    )
    .bind(ctx.cartId, ctx.tenantId, ...values);
  return { writes: [update], done: (r) => changed(r[0]) };
}

/** Set writes guarded by the cart's version, then the bump of that version (which tells whether they ran). */
function versioned(ctx: Context, version: number, writes: D1PreparedStatement[]): Plan {
  const bump = ctx.db.prepare(BUMP_VERSION).bind(ctx.cartId, ctx.tenantId, version);
  return { writes: [...writes, bump], done: (results) => changed(results[writes.length]) };
}

function changed(result: D1Result | undefined): boolean {
  return (result?.meta.changes ?? 0) > 0;
}
