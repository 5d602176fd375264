import type { z } from "zod";
import type { PriceValidation } from "@commerce/contract/cart";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import { categoryRules, optionalCustomer } from "../auth/customer";
import { runCartAction, startCartWith } from "../cart/actions";
import { assembleCart } from "../cart/assemble";
import { cataloguePrice } from "@commerce/rules/pricing";
import { loadSnapshot, loadVariants, mayUseCart, readSnapshot, snapshotStatements } from "../cart/queries";

// Who asks matters (Authorization: Bearer, optional): a signed-in customer's new cart is theirs, a
// cart a customer owns is not found for anyone else, and prices follow the customer's category
// (a business customer's cart has price basis 'ex').

/** POST ecommerce/carts: a new, empty, OPEN cart in the caller's language (the customer's, when signed in). */
export const createCart: Handler = async (ctx) => {
  const { env, tenantId, lang } = ctx;
  const signedIn = await optionalCustomer(ctx);
  const id = crypto.randomUUID();
  const results = await env.DB.batch([
    env.DB.prepare("INSERT INTO carts (id, tenant_id, language, customer_id) VALUES (?1, ?2, ?3, ?4)").bind(id, tenantId, lang, signedIn?.customer.id ?? null),
    ...snapshotStatements(env.DB, tenantId, id),
  ]);
  const customerCategory = categoryRules(signedIn?.customer);
  return json(assembleCart(readSnapshot(results), { lang, now: new Date(), customerCategory }), { status: 201 });
};

/**
 * POST ecommerce/new-carts: a new cart with its first change (a shopper's first add, bundle or code),
 * in one call instead of two. A first change that is refused leaves no cart behind.
 */
export const startCart: Handler<"cart.start"> = async (ctx) => {
  const { env, tenantId, lang } = ctx;
  const { body: action } = await ctx.input();
  const signedIn = await optionalCustomer(ctx);
  const customerId = signedIn?.customer.id ?? null;
  const id = crypto.randomUUID();
  const insert = env.DB.prepare("INSERT INTO carts (id, tenant_id, language, customer_id) VALUES (?1, ?2, ?3, ?4)").bind(id, tenantId, lang, customerId);
  const now = new Date();
  try {
    // The row is written with the first change's batch (actions.ts): a refused change leaves no cart.
    const snapshot = await startCartWith({ db: env.DB, tenantId, cartId: id, lang, now, customerId }, insert, action);
    return json(assembleCart(snapshot, { lang, now, customerCategory: categoryRules(signedIn?.customer) }), { status: 201 });
  } catch (error) {
    await env.DB.prepare("DELETE FROM carts WHERE id = ?1 AND tenant_id = ?2").bind(id, tenantId).run();
    throw error;
  }
};

/** GET ecommerce/carts/{cartId}: the cart with today's catalogue prices. */
export const getCart: Handler<"cart.get"> = async (ctx) => {
  const { env, tenantId, lang } = ctx;
  const id = (await ctx.input()).params.cartId;
  const signedIn = await optionalCustomer(ctx);
  const snapshot = await loadSnapshot(env.DB, tenantId, id);
  if (!snapshot.cart || !mayUseCart(snapshot.cart, signedIn?.customer.id ?? null)) throw new HttpError("not_found", "No such cart.");
  return json(assembleCart(snapshot, { lang, now: new Date(), customerCategory: categoryRules(signedIn?.customer) }));
};

/** POST ecommerce/carts/{cartId}/actions: one CartAction; answers the cart after it. */
export const cartAction: Handler<"cart.action"> = async (ctx) => {
  const { env, tenantId, lang } = ctx;
  const { params, body: action } = await ctx.input();
  const id = params.cartId;
  const signedIn = await optionalCustomer(ctx);
  const now = new Date();
  const customerId = signedIn?.customer.id ?? null;
  const snapshot = await runCartAction({ db: env.DB, tenantId, cartId: id, lang, now, customerId }, action);
  return json(assembleCart(snapshot, { lang, now, customerCategory: categoryRules(signedIn?.customer) }));
};

/**
 * POST ecommerce/carts/{cartId}/price-validation: which of the caller's unit prices differ from the
 * catalogue's price today (per variant of this shop; unknown variants are left out). Changes nothing.
 */
export const validateCartPrices: Handler<"cart.validatePrices"> = async (ctx) => {
  const { env, tenantId } = ctx;
  const {
    params,
    body: { lines, acknowledge },
  } = await ctx.input();
  const id = params.cartId;
  const signedIn = await optionalCustomer(ctx);
  const [cart, variants] = await Promise.all([
    env.DB.prepare("SELECT id, customer_id FROM carts WHERE id = ?1 AND tenant_id = ?2").bind(id, tenantId).first<{ id: string; customer_id: number | null }>(),
    loadVariants(
      env.DB,
      tenantId,
      lines.map((line) => line.variantId).filter((variantId) => Number.isSafeInteger(variantId) && variantId > 0),
    ),
  ]);
  if (!cart || !mayUseCart(cart, signedIn?.customer.id ?? null)) throw new HttpError("not_found", "No such cart.");

  const changes: z.infer<typeof PriceValidation>["changes"] = [];
  const seen = new Set<number>();
  for (const line of lines) {
    const variant = variants.get(line.variantId);
    if (!variant || seen.has(variant.id)) continue;
    seen.add(variant.id);
    const { effectiveCents } = cataloguePrice({
      productPriceCents: variant.price_cents,
      productDiscountCents: variant.discount_price_cents,
      variantPriceCents: variant.variant_price_cents,
    });
    if (line.unitPrice !== effectiveCents) changes.push({ variantId: variant.id, newPrice: effectiveCents });
  }
  if (acknowledge && changes.length > 0) {
    await env.DB.batch(
      changes.map((change) =>
        env.DB.prepare("UPDATE cart_lines SET unit_price_snapshot_cents = ?1 WHERE tenant_id = ?2 AND cart_id = ?3 AND variant_id = ?4").bind(
          change.newPrice,
          tenantId,
          id,
          change.variantId,
        ),
      ),
    );
  }
  const body: z.infer<typeof PriceValidation> = { valid: changes.length === 0, changes };
  return json(body);
};
