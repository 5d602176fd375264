import { ORDER_TOKEN_HEADER } from "@commerce/contract/checkout";
import { data } from "react-router";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { MAX_SESSION_ORDERS, type SessionOrder } from "~/server/session.server";

// Who may see an order: the signed-in customer who owns it (Bearer, sent with every call), or the
// browser session that placed it (the order's access token, kept in the session). The core API
// decides; the storefront only never asks for an order it holds no key to.

/** Public order ids are unguessable tokens; anything that cannot be one is not looked up. */
const PUBLIC_ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isOrderId(id: unknown): id is string {
  return typeof id === "string" && PUBLIC_ORDER_ID.test(id);
}

/** The orders this browser placed, newest first. */
export function sessionOrders(app: AppContext): SessionOrder[] {
  return app.session.get("orders") ?? [];
}

/** Remembers a placed order (newest first, at most 10; the same order once). */
export function rememberOrder(app: AppContext, order: SessionOrder) {
  const others = sessionOrders(app).filter((o) => o.id !== order.id);
  app.session.set("orders", [order, ...others].slice(0, MAX_SESSION_ORDERS));
}

/** What a call needs to speak for the order's owner, or null when this browser holds no key to it. */
export type OrderAccess = { headers: Record<string, string> };

export function orderAccess(app: AppContext, id: string): OrderAccess | null {
  if (!isOrderId(id)) return null;
  const token = sessionOrders(app).find((o) => o.id === id)?.token;
  if (!token && !app.customer) return null;
  return { headers: token ? { [ORDER_TOKEN_HEADER]: token } : {} };
}

/** The 404 page: someone else's order looks exactly like one that does not exist. */
export function orderNotFound() {
  return data(null, { status: 404 });
}

/**
 * A core-API call about one order for its owner (`ask` gets what speaks for them); anyone else (no
 * key, another shopper's or shop's order, an id that does not exist) gets the 404 page.
 */
export async function askOrder<T>(app: AppContext, id: string, ask: (access: OrderAccess) => Promise<T>): Promise<T> {
  const access = orderAccess(app, id);
  if (!access) throw orderNotFound();
  try {
    return await ask(access);
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 401 || error.status === 403)) throw orderNotFound();
    throw error;
  }
}
