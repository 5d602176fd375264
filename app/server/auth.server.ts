import { redirect, type RouterContextProvider } from "react-router";
import type { Language } from "~/domain/languages";
import { loginRedirect } from "~/domain/routing";
import { getApp } from "./context";

/** The signed-in customer of this shop, or null. */
export function currentCustomer(context: Readonly<RouterContextProvider>) {
  return getApp(context).session.get("customer") ?? null;
}

/** Pages that need a signed-in customer send anyone else to login, with a way back (spec §4). */
export function requireCustomer(request: Request, context: Readonly<RouterContextProvider>, language: Language) {
  const customer = currentCustomer(context);
  if (customer) return customer;
  const url = new URL(request.url);
  throw redirect(loginRedirect(language, url.pathname.replace(/\.data$/, ""), url.search));
}
