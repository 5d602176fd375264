// The checkout of a cart (issue 5): GET/PUT /ecommerce/carts/{cartId}/checkout[/{step}] and placing the
// order, POST /ecommerce/carts/{cartId}/orders. Who asks matters as for carts: a customer's cart is
// theirs alone (404 for anyone else), an anonymous cart is anyone's who holds its id.
import type { CheckoutStepKey } from "@commerce/contract/checkout";
import { optionalCustomer } from "../auth/customer";
import { placeOrder } from "../checkout/place";
import { checkoutState, loadCheckout, shippingProblem } from "../checkout/state";
import { HttpError, json } from "../http";
import { OutboxMailer } from "../mail/outbox";
import { paymentReadiness } from "../payments/select";
import type { Handler } from "../router";

/** GET /ecommerce/carts/{cartId}/checkout — what the steps stored, which are complete, the choices. */
export const getCheckout: Handler<"checkout.state"> = async (ctx) => {
  const signedIn = await optionalCustomer(ctx);
  const checkout = await loadCheckout(ctx.env.DB, ctx.tenantId, (await ctx.input()).params.cartId, signedIn);
  const { problem } = await paymentReadiness(ctx.env, ctx.tenantId, ctx.request);
  return json(checkoutState(checkout, ctx.lang, problem));
};

/** PUT /ecommerce/carts/{cartId}/checkout/{step} — stores one step (its schema); invalid → 400, nothing stored. */
export const putCheckoutStep: Handler<"checkout.saveStep"> = async (ctx) => {
  // The body was parsed with the schema of the step in the path (stepBodySchema): an unknown step is a 404.
  const { params, body: value } = await ctx.input();
  const id = params.cartId;
  const step = params.step as CheckoutStepKey;
  const signedIn = await optionalCustomer(ctx);
  const db = ctx.env.DB;
  const before = await loadCheckout(db, ctx.tenantId, id, signedIn);
  if (before.cart.status === "ORDERED") throw new HttpError("conflict", "This cart has been ordered.", [{ path: "status", message: "ORDERED" }]);
  if (step === "betaling" && before.invoicePayment) {
    throw new HttpError("bad_request", "This customer pays on invoice: there is no payment step.", [{ path: "method", message: "invoice" }]);
  }
  const { problem } = await paymentReadiness(ctx.env, ctx.tenantId, ctx.request);
  if (step === "betaling" && problem) {
    throw new HttpError("conflict", "This shop cannot take online payments now.", [{ path: "method", message: "checkout.payment.unavailable" }]);
  }
  let shippingMethodId: number | null = null;
  if (step === "bezorging") {
    const choice = value as (typeof before.stored)["bezorging"];
    const problem = shippingProblem(before, choice);
    if (problem) throw new HttpError("bad_request", problem.message, [problem]);
    shippingMethodId = choice!.shippingMethodId;
  }
  // The step is set inside the stored JSON (other steps stay as they are), and a shipping choice is the
  // cart's shipping method too, so the cart is priced with it.
  const result = await db
    .prepare(
      `UPDATE carts SET checkout = json_set(CASE WHEN json_valid(checkout) THEN checkout ELSE '{}' END, '$.' || ?3, json(?4)),
              shipping_method_id = COALESCE(?5, shipping_method_id),
              version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?1 AND tenant_id = ?2 AND status <> 'ORDERED' AND customer_id IS ?6`,
    )
    .bind(id, ctx.tenantId, step, JSON.stringify(value), shippingMethodId, before.cart.customer_id)
    .run();
  if (result.meta.changes === 0) throw new HttpError("conflict", "The cart was changed at the same time; try again.", [{ path: "status", message: "changed" }]);
  return json(checkoutState(await loadCheckout(db, ctx.tenantId, id, signedIn), ctx.lang, problem));
};

/** POST /ecommerce/carts/{cartId}/orders — places the order (201), or answers the one already placed (200). */
export const createOrder: Handler<"checkout.placeOrder"> = async (ctx) => {
  const { params, body: input } = await ctx.input();
  const id = params.cartId;
  const signedIn = await optionalCustomer(ctx);
  const returnUrl = new URL(input.returnUrl);
  if (returnUrl.protocol !== "https:" && returnUrl.protocol !== "http:") {
    throw new HttpError("bad_request", "The return url must be http(s).", [{ path: "returnUrl", message: "Not http(s)." }]);
  }
  const { placed, created } = await placeOrder(
    { env: ctx.env, request: ctx.request, tenantId: ctx.tenantId, lang: ctx.lang, cartId: id, signedIn, mailer: new OutboxMailer(ctx.env) },
    input,
  );
  return json(placed, { status: created ? 201 : 200 });
};
