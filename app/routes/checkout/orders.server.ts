import { ORDER_TOKEN_HEADER } from "@commerce/contract/checkout";
import { data } from "react-router";
import type { z } from "zod";
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

/** The request options that speak for the order's owner, or null when this browser holds no key to it. */
export function orderAccess(app: AppContext, id: string, init: RequestInit = {}): RequestInit | null {
  if (!isOrderId(id)) return null;
  const token = sessionOrders(app).find((o) => o.id === id)?.token;
  if (!token && !app.customer) return null;
  const headers = new Headers(init.headers);
  if (token) headers.set(ORDER_TOKEN_HEADER, token);
  return { ...init, headers };
}

/** The 404 page: someone else's order looks exactly like one that does not exist. */
export function orderNotFound() {
  return data(null, { status: 404 });
}

/**
 * A core-API call about one order for its owner; anyone else (no key, another shopper's or shop's
 * order, an id that does not exist) gets the 404 page.
 */
export async function askOrder<S extends z.ZodType>(app: AppContext, id: string, schema: S, path: string, init?: RequestInit): Promise<z.infer<S>> {
  const access = orderAccess(app, id, init);
  if (!access) throw orderNotFound();
  try {
    return await app.coreApi.get(schema, path, access);
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 401 || error.status === 403)) throw orderNotFound();
    throw error;
  }
}
