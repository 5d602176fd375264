import { OrderDetail } from "@contract/customers";
import { data } from "react-router";
import type { Language } from "~/domain/languages";
import type { AppContext } from "~/server/context";
import { askAccount } from "../account/account.server";

/** Public order ids are unguessable tokens; anything that cannot be one is not looked up. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The order behind /{lang}/orders/{id}, for whoever may see it: the signed-in customer who owns it.
 * Anyone else — signed out, another customer, another shop — gets the 404 page, so an order id tells
 * nothing about whether the order exists. (Issue 5 adds the browser session that placed it.)
 */
export async function loadOrder(app: AppContext, request: Request, language: Language, id: string) {
  if (!app.customer || !PUBLIC_ID.test(id)) throw data(null, { status: 404 });
  return askAccount(app, request, language, OrderDetail, `/customers/me/orders/${encodeURIComponent(id)}`);
}
