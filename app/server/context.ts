import { createContext, type RouterContextProvider } from "react-router";
import type { TenantConfig } from "@commerce/contract/tenants";
import type { ShopClients } from "./core-api.server";
import type { Flash } from "./flash.server";
import type { Logger } from "./log.server";
import type { SessionCustomer, ShopSession } from "./session.server";

/** What the request pipeline (app/entry.worker.ts) knows before React Router runs. */
export type AppContext = {
  env: Env;
  ctx: ExecutionContext;
  requestId: string;
  /** The nonce every inline script and style of this response carries (Content-Security-Policy). */
  nonce: string;
  tenant: TenantConfig;
  session: ShopSession;
  /** The session cookie to send when the session changed, or null (sent by the root middleware). */
  commitSession: () => Promise<string | null>;
  /** The flash message of this request and of the next page (a cookie of its own). */
  flash: Flash;
  /** The signed-in customer for this request (resolved by the pipeline, refreshed when needed), or null. */
  customer: SessionCustomer | null;
  /** The signed-in customer's ID token (set with `customer`): every core-API call then speaks for them. */
  idToken: string | null;
  /** The page's language once the root middleware has chosen it: core-API answers come in it. */
  language: string | null;
  log: Logger;
  /** One of this shop's media files by its path, from the core API as the storefront's media proxy serves it (an error status when there is none). */
  media: (path: string) => Promise<Response>;
  /** Filled while the router runs, read by the pipeline for the access log. */
  info: { routePattern: string | null };
} & ShopClients; // The core API's calls by area, for this shop only: app.cart, app.catalogue, app.account, …

export const appContext = createContext<AppContext>();

export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
