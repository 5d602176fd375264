import type { AppContext } from "~/server/context";
import { askOrder, isOrderId, orderNotFound } from "./orders.server";

/** checkout/success?order=…: the order, for its owner only (the session that placed it, or the customer). */
export async function loadSuccess(app: AppContext, request: Request) {
  const orderId = new URL(request.url).searchParams.get("order");
  if (!isOrderId(orderId)) throw orderNotFound();
  return askOrder(app, orderId, (access) => app.orders.get({ params: { publicId: orderId }, ...access }));
}
