import { type Cart, CartAction } from "@commerce/contract/cart";
import { WishlistChange } from "@commerce/contract/wishlist";
import { z } from "zod";
import type { FormAnswer } from "~/forms/form";

// The cart's forms (ADR 0020): the cart form contract (every post to /{lang}/cart) and the wishlist
// heart (every post to /{lang}/wishlist). Client-safe: views import only the types from here.

/**
 * The one public cart form: `intent` plus the fields of that intent (the core-API contract's
 * CartAction: a discriminated union per intent). Bundle variants come as repeated `variantIds`
 * fields, one per bundle item in order.
 */
export const CartFormSchema = CartAction;

/** Every form may name where to go back to without JavaScript (same-origin only: answerForm checks). */
export const RedirectTo = z.string().max(2048).optional();

export type CartIntent = CartAction["intent"];

/**
 * The fields one intent posts besides `intent`, as a form writes them (numbers as text or numbers;
 * a list stays a list: its inputs repeat the name).
 */
export type CartFormFields<I extends CartIntent> = {
  [Name in Exclude<keyof Extract<CartAction, { intent: I }>, "intent">]: Extract<CartAction, { intent: I }>[Name] extends readonly unknown[]
    ? readonly (string | number)[]
    : string | number;
};

/** What every post to /{lang}/cart answers: the new cart (null when the change was refused). */
export type CartExtra = { cart: Cart | null };
export type CartAnswer = FormAnswer<CartExtra>;

/** The cart form as posted: its change (null when bad) and where to go back to. */
export function parseCartForm(fields: Record<string, string>, variantIds: string[]) {
  const action = CartFormSchema.safeParse({ ...fields, variantIds });
  const redirectTo = RedirectTo.safeParse(fields.redirectTo);
  return { action: action.success ? action.data : null, redirectTo: redirectTo.success ? redirectTo.data : undefined };
}

/** The wishlist heart: put a product on the list (`add`) or take it off (`remove`). */
export const WishlistFormSchema = z.object({
  intent: WishlistChange.shape.action,
  productId: WishlistChange.shape.productId,
});
export type WishlistIntent = z.infer<typeof WishlistFormSchema>["intent"];

/** What every post to /{lang}/wishlist answers: the products now on the list (null when refused). */
export type WishlistExtra = { productIds: number[] | null };
export type WishlistAnswer = FormAnswer<WishlistExtra>;

/** The wishlist form as posted: the change for the core API (null when bad). */
export function parseWishlistForm(fields: Record<string, string>): WishlistChange | null {
  const parsed = WishlistFormSchema.safeParse(fields);
  return parsed.success ? { productId: parsed.data.productId, action: parsed.data.intent } : null;
}
