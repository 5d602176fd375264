import { createContext, type RouterContextProvider } from "react-router";
import type { TenantConfig } from "@commerce/contract/tenants";
import type { CoreApi } from "./core-api.server";
import type { Flash } from "./flash.server";
import type { Logger } from "./log.server";
import type { SessionCustomer, ShopSession } from "./session.server";

/** What the request pipeline (workers/app.ts) knows before React Router runs. */
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
  coreApi: CoreApi;
  log: Logger;
  /** Filled while the router runs, read by the pipeline for the access log. */
  info: { routePattern: string | null };
};

export const appContext = createContext<AppContext>();

export function getApp(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
