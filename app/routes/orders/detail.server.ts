import { data } from "react-router";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { askAccount } from "../account/account.server";
import { askOrder, isOrderId, sessionOrders } from "../checkout/orders.server";

/**
 * The order behind /{lang}/orders/{id}, for whoever may see it: the browser session that placed it
 * (its access token, kept in the session), or the signed-in customer who owns it. Anyone else —
 * signed out, another customer, another shop — gets the 404 page, so an order id tells nothing
 * about whether the order exists.
 */
export async function loadOrder(app: AppContext, request: Request, language: Language, id: string) {
  if (!isOrderId(id)) throw data(null, { status: 404 });
  if (sessionOrders(app).some((order) => order.id === id)) {
    return askOrder(app, id, (access) => app.orders.get({ params: { publicId: id }, ...access }));
  }
  if (!app.customer) throw data(null, { status: 404 });
  return askAccount(app, request, language, () => app.account.order({ params: { publicId: id } }));
}
