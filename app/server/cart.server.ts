import type { Cart, CartAction } from "@commerce/contract/cart";
import type { FlashMessage } from "~/domain/flash";
import { type PriceChange, shouldValidatePrices, visiblePriceChanges } from "@commerce/rules/price-validation";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";

/** One read of the cart per request: the root (header count) and the bag page share it. */
const cartOfRequest = new WeakMap<AppContext, Promise<Cart | null>>();

/** The shopper's cart, or null when the session has none (or it no longer exists). Never cached across requests. */
export function loadCart(app: AppContext): Promise<Cart | null> {
  let cart = cartOfRequest.get(app);
  if (!cart) {
    cart = readCart(app);
    cartOfRequest.set(app, cart);
  }
  return cart;
}

async function readCart(app: AppContext): Promise<Cart | null> {
  const cartId = app.session.get("cartId");
  if (!cartId) return null;
  try {
    return await app.cart.get({ params: { cartId } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) {
      app.session.unset("cartId");
      return null;
    }
    throw error;
  }
}

/** A new cart with its first change (one core-API call), kept in the session. */
async function startCart(app: AppContext, action: CartAction): Promise<Cart> {
  const cart = await app.cart.start({ body: action });
  app.session.set("cartId", cart.id);
  return cart;
}

export type CartChange = { ok: true; cart: Cart } | { ok: false; error: CoreApiError };

/**
 * Intents that put something in the cart — a product, a bundle, or a code: they may start a new cart.
 * A code added to an empty bag (a promo banner's "Voeg 'ZOMER20' toe") waits in the cart for the first
 * product and counts from then on (issue 19: it was refused as "not in your bag").
 */
const STARTING_INTENTS = new Set<CartAction["intent"]>(["add", "bundle-add", "apply-coupon"]);

/**
 * One change of the shopper's cart in the core API, which checks ids, stock and tenant and answers
 * the new cart with its prices. Adding to a cart the shopper does not have (yet, or any more) starts
 * a new one.
 */
export async function changeCart(app: AppContext, action: CartAction): Promise<CartChange> {
  cartOfRequest.delete(app);
  if (action.intent === "apply-coupon") {
    const verdict = await checkCoupon(app, action.code);
    if (verdict !== "apply") return verdict;
  }
  return sendCartAction(app, action);
}

/**
 * The coupon/universal/check call decides whether a code is applied (spec §4, §8): invalid → the
 * miniCart.couponInvalid error; the call failing → miniCart.couponError; a valid answer with neither a
 * coupon nor a promo code only logs a warning and changes nothing.
 */
async function checkCoupon(app: AppContext, code: string): Promise<"apply" | CartChange> {
  try {
    const result = await app.cart.checkCoupon({ body: { code } });
    if (!result.valid) {
      return { ok: false, error: new CoreApiError("cart.checkCoupon", 422, { error: { code: "invalid_coupon", message: "invalid" } }) };
    }
    if (!result.coupon && !result.promocode) {
      app.log.warn("coupon.valid-without-code", { code });
      const cart = await loadCart(app);
      return cart ? { ok: true, cart } : { ok: false, error: new CoreApiError("cart.get", 404, null) };
    }
    return "apply";
  } catch (error) {
    if (error instanceof CoreApiError) return { ok: false, error: error.status >= 500 ? error : new CoreApiError(error.endpoint, 502, null) };
    app.log.warn("coupon.check-failed", { error: String(error) });
    return { ok: false, error: new CoreApiError("cart.checkCoupon", 502, null) };
  }
}

async function sendCartAction(app: AppContext, action: CartAction): Promise<CartChange> {
  const send = (cartId: string) => app.cart.action({ params: { cartId }, body: action });
  const fills = STARTING_INTENTS.has(action.intent);
  try {
    const cartId = app.session.get("cartId");
    if (!cartId) {
      // Changing a cart one does not have: nothing to change (no cart is made for it).
      if (!fills) return { ok: false, error: new CoreApiError("cart.action", 404, null) };
      return { ok: true, cart: await startCart(app, action) };
    }
    try {
      return { ok: true, cart: await send(cartId) };
    } catch (error) {
      // A 404 may mean the cart itself is gone (ordered, cleaned up): then start again once.
      if (!(fills && error instanceof CoreApiError && error.notFound && (await loadCart(app)) === null)) throw error;
      return { ok: true, cart: await startCart(app, action) };
    }
  } catch (error) {
    if (error instanceof CoreApiError) return { ok: false, error };
    throw error;
  }
}

/**
 * The cart's prices checked against the catalogue, at most once per 60 s per session (spec §4, §9).
 * Reports what changed since the shopper put each line in the cart; a failing check is logged and
 * the cart stays usable (spec §8).
 */
export async function validateCartPrices(app: AppContext, cart: Cart, now = Date.now()): Promise<PriceChange[]> {
  if (cart.transactionLines.length === 0) return [];
  if (!shouldValidatePrices(app.session.get("cartPriceValidatedAt"), now)) return [];
  const lines = cart.transactionLines.map((line) => ({
    variantId: line.productVariantId,
    unitPrice: line.metadata.unitPriceSnapshot,
    qty: line.quantity,
  }));
  try {
    const result = await app.cart.validatePrices({
      params: { cartId: cart.id },
      // The notice shows these changes now: the core API remembers the new prices as seen.
      body: { lines, acknowledge: true },
    });
    app.session.set("cartPriceValidatedAt", now);
    const snapshots = new Map(cart.transactionLines.map((line) => [line.productVariantId, { name: line.name, unitPrice: line.metadata.unitPriceSnapshot }]));
    return result.valid ? [] : visiblePriceChanges(result.changes, snapshots);
  } catch (error) {
    app.log.warn("cart.price-validation-failed", { error: String(error) });
    return [];
  }
}

/** The message a shopper gets for the outcome of a cart change (a translation key and its values). */
export function cartMessage(action: CartAction | null, change: CartChange | null): FlashMessage {
  if (!action || !change) return { kind: "error", key: "cart.errors.invalid" };
  if (change.ok) {
    switch (action.intent) {
      case "add": {
        const line = change.cart.transactionLines.find((l) => l.productVariantId === action.variantId);
        return line ? { kind: "success", key: "cart.added", values: { name: line.name } } : { kind: "success", key: "cart.addedShort" };
      }
      case "remove":
        return { kind: "success", key: "cart.removed" };
      case "bundle-add":
        return { kind: "success", key: "cart.bundleAdded" };
      case "bundle-remove":
        return { kind: "success", key: "cart.bundleRemoved" };
      case "bundle-decrease": {
        // A decrease that would bring a line to zero removes the whole bundle.
        const still = change.cart.bundles.some((b) => b.bundleGroupKey === action.bundleGroupKey);
        return { kind: "success", key: still ? "cart.updated" : "cart.bundleRemoved" };
      }
      case "clear":
        return { kind: "success", key: "cart.cleared" };
      case "apply-coupon": {
        // In an empty bag the code waits for the first product: say so, not just "applied".
        const key = change.cart.transactionLines.length === 0 ? "cart.couponWaiting" : "cart.couponApplied";
        return { kind: "success", key, values: { code: action.code.toUpperCase() } };
      }
      case "remove-coupon":
        return { kind: "success", key: "cart.couponRemoved" };
      case "choose-shipping":
        return { kind: "success", key: "cart.shippingChosen" };
      default:
        return { kind: "success", key: "cart.updated" };
    }
  }
  const { error } = change;
  const code = error.body?.error.code;
  if (code === "insufficient_stock") {
    const available = Number(error.body?.error.issues?.find((i) => i.path === "available")?.message ?? Number.NaN);
    return Number.isInteger(available) && available > 0
      ? { kind: "error", key: "cart.errors.insufficientStock", values: { available } }
      : { kind: "error", key: "cart.errors.soldOut" };
  }
  if (code === "invalid_coupon" && action.intent === "remove-coupon") {
    // The cart's code is not the one named (a promo banner's remove button): nothing was removed.
    return { kind: "error", key: "cart.errors.codeNotApplied", values: { code: action.code?.toUpperCase() ?? "" } };
  }
  if (code === "invalid_coupon") return { kind: "error", key: "miniCart.couponInvalid" };
  if (code === "conflict") return { kind: "error", key: "cart.errors.ordered" };
  if (error.status >= 500) {
    return { kind: "error", key: action.intent === "apply-coupon" ? "miniCart.couponError" : "cart.errors.unavailable" };
  }
  if (error.notFound && action.intent === "remove-coupon" && action.code) {
    return { kind: "error", key: "cart.errors.codeNotApplied", values: { code: action.code.toUpperCase() } };
  }
  if (error.notFound) return { kind: "error", key: "cart.errors.notFound" };
  if (action.intent === "decrease") return { kind: "error", key: "cart.errors.decreaseAtOne" };
  return { kind: "error", key: "cart.errors.invalid" };
}

/** The status of a cart answer: 400 for a bad post, the core API's own refusal, 502 when it failed. */
export function cartStatus(change: CartChange | null): number {
  if (!change) return 400;
  if (change.ok) return 200;
  const status = change.error.status;
  return status >= 500 ? 502 : status;
}
