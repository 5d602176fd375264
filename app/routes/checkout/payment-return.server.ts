import { redirect } from "react-router";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { askOrder, isOrderId, orderNotFound, sessionOrders } from "./orders.server";

/**
 * checkout/payment/return: where the payment provider sends the payer back. Its query string is
 * trusted for nothing but the order id (without one: the newest order this browser placed); the
 * payment's state comes from the core API, which asks the provider. Paid or on invoice → success;
 * failed, cancelled or expired → betaling, to pay again; still open → a page that waits and re-checks.
 */
export async function loadPaymentReturn(app: AppContext, request: Request, language: Language) {
  const asked = new URL(request.url).searchParams.get("order");
  const orderId = asked ?? sessionOrders(app)[0]?.id ?? null;
  if (!isOrderId(orderId)) throw orderNotFound();
  const payment = await askOrder(app, orderId, (access) => app.orders.payment({ params: { publicId: orderId }, ...access }));
  const order = encodeURIComponent(orderId);
  switch (payment.paymentStatus) {
    case "paid":
    case "invoice":
      throw redirect(`/${language}/checkout/success?order=${order}`);
    case "failed":
    case "cancelled":
    case "expired":
      throw redirect(`/${language}/checkout/betaling?order=${order}`);
    case "open":
      return { payment, recheck: `/${language}/checkout/payment/return?order=${order}` };
  }
}
