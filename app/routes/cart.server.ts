import { CartAction } from "@commerce/contract/cart";
import { forgetShownProduct } from "~/server/catalogue.server";
import { z } from "zod";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import { type CartChange, changeCart } from "~/server/cart.server";
import type { AppContext } from "~/server/context";
import { answerForm, backTo } from "~/server/form-answer.server";
import { formFieldsWithLists } from "~/server/forms.server";

/**
 * The one public cart form: `intent` plus the fields of that intent (the core-API contract's
 * CartAction), and an optional same-origin `redirectTo`. Bundle variants come as repeated
 * `variantIds` fields, one per bundle item in order.
 */
export function parseCartForm(fields: Record<string, string>, variantIds: string[]) {
  const action = CartAction.safeParse({ ...fields, variantIds });
  const redirectTo = z.string().max(2048).optional().safeParse(fields.redirectTo);
  return { action: action.success ? action.data : null, redirectTo: redirectTo.success ? redirectTo.data : undefined };
}

/** The message a shopper gets for the outcome of a cart change (a translation key and its values). */
export function cartMessage(action: CartAction | null, change: CartChange | null): FlashMessage {
  if (!action || !change) return { kind: "error", key: "cart.errors.invalid" };
  if (change.ok) {
    switch (action.intent) {
      case "add": {
        const line = change.cart.transactionLines.find((l) => l.productVariantId === action.variantId);
        return line
          ? { kind: "success", key: "cart.added", values: { name: line.name } }
          : { kind: "success", key: "cart.addedShort" };
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
      case "apply-coupon":
        return { kind: "success", key: "cart.couponApplied", values: { code: action.code.toUpperCase() } };
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
  if (code === "invalid_coupon") return { kind: "error", key: "miniCart.couponInvalid" };
  if (code === "conflict") return { kind: "error", key: "cart.errors.ordered" };
  if (error.status >= 500) {
    return { kind: "error", key: action.intent === "apply-coupon" ? "miniCart.couponError" : "cart.errors.unavailable" };
  }
  if (error.notFound) return { kind: "error", key: "cart.errors.notFound" };
  if (action.intent === "decrease") return { kind: "error", key: "cart.errors.decreaseAtOne" };
  return { kind: "error", key: "cart.errors.invalid" };
}

function statusOf(change: CartChange | null): number {
  if (!change) return 400;
  if (change.ok) return 200;
  const status = change.error.status;
  return status >= 500 ? 502 : status;
}

/**
 * POST /{lang}/cart. With JavaScript (a fetcher) it answers data: the new cart and the message.
 * Without it, 303 back to redirectTo or the page the form was on, the message in a flash.
 */
export async function handleCartForm(request: Request, app: AppContext, language: Language) {
  const { fields, lists } = await formFieldsWithLists(request, ["variantIds"]);
  const { action, redirectTo } = parseCartForm(fields, lists.variantIds);
  const change = action ? await changeCart(app, action) : null;
  if (change && !change.ok && change.error.body?.error.code === "insufficient_stock") {
    // The page offered what is gone: it must not keep offering it to the next shopper.
    await forgetShownProduct(app, backTo(request, redirectTo, ""));
  }
  const answer = { ok: change?.ok ?? false, form: "cart", cart: change?.ok ? change.cart : null, message: cartMessage(action, change) };
  return answerForm(request, app, answer, { status: statusOf(change), redirectTo, fallback: `/${language}/shopping-bag` });
}
