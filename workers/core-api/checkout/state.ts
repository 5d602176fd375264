// The checkout of a cart: what its steps stored (carts.checkout), whether each still holds, and the
// choices the steps offer (shipping methods for the delivery country, branches for pick-up, payment
// methods). Used by the checkout calls and by the placement of the order.
import type { CheckoutState } from "@commerce/contract/checkout";
import type { Language } from "@commerce/contract/common";
import { categoryRules, type SignedIn } from "../auth/customer";
import { HttpError } from "../http";
import { CART_COUNTRY, mayUseCart, type ShippingPriceRow, shippingStatement } from "../cart/queries";
import type { PaymentProblem } from "../payments/select";
import { paymentMethodChoices } from "./payment-methods";
import { readStoredCheckout, type StoredCheckout } from "./steps";

export type CheckoutCartRow = {
  id: string;
  customer_id: number | null;
  status: string;
  version: number;
  language: string;
  shipping_method_id: number | null;
  checkout: string;
};

export type BranchRow = { id: number; name: string; street: string | null; house_nr: string | null; postal_code: string | null; city: string | null };

export type LoadedCheckout = {
  cart: CheckoutCartRow;
  stored: StoredCheckout;
  /** The country shipping is priced for: the delivery address's, NL until there is one. */
  country: string;
  shipping: ShippingPriceRow[];
  branches: BranchRow[];
  invoicePayment: boolean;
  complete: CheckoutState["complete"];
};

export function cartCheckoutStatement(db: D1Database, tenantId: string, cartId: string) {
  return db
    .prepare("SELECT id, customer_id, status, version, language, shipping_method_id, checkout FROM carts WHERE id = ?1 AND tenant_id = ?2")
    .bind(cartId, tenantId);
}

export function branchesStatement(db: D1Database, tenantId: string) {
  return db
    .prepare(
      `SELECT id, name, street, house_nr, postal_code, city FROM branches
        WHERE tenant_id = ?1 AND is_pickup_point = 1 ORDER BY sort_index, id`,
    )
    .bind(tenantId);
}

/** The cart's checkout; 404 when the cart is not this caller's (a customer's cart is theirs alone). */
export async function loadCheckout(db: D1Database, tenantId: string, cartId: string, signedIn: SignedIn | null): Promise<LoadedCheckout> {
  const cart = await cartCheckoutStatement(db, tenantId, cartId).first<CheckoutCartRow>();
  if (!cart || !mayUseCart(cart, signedIn?.customer.id ?? null)) throw new HttpError("not_found", "No such cart.");
  const stored = readStoredCheckout(cart.checkout);
  const country = stored.adres?.delivery.country ?? CART_COUNTRY;
  const [shipping, branches] = await db.batch([shippingStatement(db, tenantId, country), branchesStatement(db, tenantId)]);
  const loaded = {
    cart,
    stored,
    country,
    shipping: (shipping?.results ?? []) as ShippingPriceRow[],
    branches: (branches?.results ?? []) as BranchRow[],
    invoicePayment: categoryRules(signedIn?.customer)?.allowInvoicePayment === true,
  };
  return {
    ...loaded,
    complete: {
      gegevens: stored.gegevens !== null,
      adres: stored.adres !== null,
      bezorging: shippingProblem(loaded, stored.bezorging) === null,
      // Customers who pay on invoice never need the payment step.
      betaling: loaded.invoicePayment || stored.betaling !== null,
    },
  };
}

/** Why a shipping choice does not hold (for the delivery country, with its branch), or null when it does. */
export function shippingProblem(
  checkout: Pick<LoadedCheckout, "shipping" | "branches" | "country">,
  choice: StoredCheckout["bezorging"],
): { path: string; message: string } | null {
  if (!choice) return { path: "shippingMethodId", message: "Not chosen." };
  const method = checkout.shipping.find((row) => row.id === choice.shippingMethodId);
  if (!method) return { path: "shippingMethodId", message: `No such shipping method to ${checkout.country}.` };
  if (method.kind === "pickup") {
    if (choice.branchId === null) return { path: "branchId", message: "Choose the branch to collect from." };
    if (!checkout.branches.some((b) => b.id === choice.branchId)) return { path: "branchId", message: "No such branch." };
  } else if (choice.branchId !== null) {
    return { path: "branchId", message: "Only a pick-up method takes a branch." };
  }
  return null;
}

/**
 * The checkout as the storefront shows it. `paymentProblem`: the shop cannot take online payments now
 * (payments/select.ts paymentReadiness): the payment step says so and is not complete, so no order is placed.
 */
export function checkoutState(checkout: LoadedCheckout, lang: Language, paymentProblem: PaymentProblem | null): CheckoutState {
  const { stored } = checkout;
  const paymentUnavailable = !checkout.invoicePayment && paymentProblem !== null;
  return {
    cartId: checkout.cart.id,
    contact: stored.gegevens,
    address: stored.adres,
    shipping: stored.bezorging,
    payment: stored.betaling,
    complete: { ...checkout.complete, betaling: checkout.complete.betaling && !paymentUnavailable },
    invoicePayment: checkout.invoicePayment,
    paymentMethods: checkout.invoicePayment ? [] : paymentMethodChoices(lang),
    paymentUnavailable,
    branches: checkout.branches.map((b) => ({
      id: b.id,
      name: b.name,
      address: [[b.street, b.house_nr].filter(Boolean).join(" "), b.postal_code].filter(Boolean).join(", "),
      city: b.city ?? "",
    })),
  };
}
