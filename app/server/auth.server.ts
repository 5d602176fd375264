import { redirect, type RouterContextProvider } from "react-router";
import { Customer, MergeResult } from "@contract/customers";
import type { Language } from "~/domain/languages";
import { loginRedirect } from "~/domain/routing";
import { customerCategoryRules } from "~/domain/price-basis";
import { InvalidIdToken, verifyIdToken } from "~/lib/firebase/id-token";
import { type AppContext, getApp } from "./context";
import { CoreApiError } from "./core-api.server";
import { firebaseConfig, type SignedInTokens, signInService, SignInServiceError } from "./firebase.server";
import { allowAttempt } from "./rate-limit.server";
import type { SessionCustomer } from "./session.server";

/** A token this close to expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** The sign-in service for this request's shop. */
export function shopSignIn(app: AppContext) {
  return signInService(firebaseConfig(app.env, app.tenant));
}

/**
 * Who is signed in for this request, decided once by the pipeline before the router runs: the
 * session's customer when its ID token is valid or could be refreshed. A refresh that is refused
 * signs the session out; one that does not answer within 1500 ms counts as signed out for this
 * request only (the tokens stay, the next request tries again).
 */
export async function resolveSignIn(app: AppContext): Promise<SessionCustomer | null> {
  const { session } = app;
  const customer = session.get("customer");
  const auth = session.get("auth");
  if (!customer || !auth) {
    if (customer || auth || session.has("shadow")) clearSignIn(app);
    return null;
  }
  if (auth.expiresAt - REFRESH_MARGIN_MS > Date.now()) {
    // The cookie is signed, but the token is checked anyway: one of another shop or account, or one no
    // longer valid, signs the session out rather than being passed on.
    const verified = await verifyIdToken(auth.idToken, firebaseConfig(app.env, app.tenant)).catch(() => null);
    if (!verified || verified.uid !== customer.uid) {
      app.log.warn("auth.session-token-refused", {});
      clearSignIn(app);
      return null;
    }
    app.coreApi.setIdToken(auth.idToken);
    return customer;
  }
  try {
    const fresh = await shopSignIn(app).refresh(auth.refreshToken);
    if (fresh.verified.uid !== customer.uid) throw new InvalidIdToken("other account");
    session.set("auth", { idToken: fresh.idToken, refreshToken: fresh.refreshToken, expiresAt: fresh.expiresAt });
    app.coreApi.setIdToken(fresh.idToken);
    return customer;
  } catch (error) {
    if (error instanceof SignInServiceError && error.unavailable) {
      app.log.warn("auth.refresh-unavailable", {});
      return null;
    }
    app.log.info("auth.refresh-refused", { error: String(error) });
    clearSignIn(app);
    return null;
  }
}

/** The signed-in customer of this shop, or null. */
export function currentCustomer(context: Readonly<RouterContextProvider>): SessionCustomer | null {
  return getApp(context).customer;
}

/** Pages that need a signed-in customer send anyone else to login, with a way back (spec §4). */
export function requireCustomer(request: Request, context: Readonly<RouterContextProvider>, language: Language) {
  const customer = currentCustomer(context);
  if (customer) return customer;
  const url = new URL(request.url);
  throw redirect(loginRedirect(language, url.pathname.replace(/\.data$/, ""), url.search));
}

/** The session's view of a customer of the core API. */
export function sessionCustomer(customer: Customer, uid: string): SessionCustomer {
  const rules = customerCategoryRules(customer.category);
  return {
    id: customer.id,
    uid,
    number: customer.number,
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName,
    pricesIncludingVat: rules.displayPricesIncludingVat ?? true,
    invoicePayment: rules.allowInvoicePayment,
  };
}

/**
 * Makes the session a signed-in one for the account behind `tokens`: the account must be a customer
 * of this shop. The anonymous cart and wishlist join the customer's own. Answers null when the core
 * API knows no such customer (the page then says the credentials are wrong — never more).
 */
export async function startSignedInSession(
  app: AppContext,
  tokens: SignedInTokens,
  shadow?: { sessionId: number; staffId: string; staffName: string },
): Promise<SessionCustomer | null> {
  const headers = { authorization: `Bearer ${tokens.idToken}` };
  let customer: Customer;
  try {
    customer = await app.coreApi.get(Customer, "/customers/me", { headers });
  } catch (error) {
    if (error instanceof CoreApiError && error.status === 401) return null;
    throw error;
  }
  const { session } = app;
  const merged = await app.coreApi
    .get(MergeResult, "/customers/me/merge", {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      // Staff acting for a customer bring nothing of their own: the customer's cart and wishlist only.
      body: JSON.stringify(
        shadow ? { cartId: null, wishlistKey: null } : { cartId: session.get("cartId") ?? null, wishlistKey: session.get("wishlistKey") ?? null },
      ),
    })
    .catch((error: unknown) => {
      // A failed merge must not block signing in; the anonymous cart simply stays behind.
      app.log.warn("auth.merge-failed", { error: String(error) });
      return null;
    });
  const signedIn = sessionCustomer(customer, tokens.verified.uid);
  // A new session state: nothing of the anonymous one but what was merged and the orders this browser
  // placed (and the flash to come).
  const orders = shadow ? undefined : session.get("orders");
  clearSession(app);
  if (orders) session.set("orders", orders);
  if (merged?.cartId) session.set("cartId", merged.cartId);
  if (merged) session.set("wishlistKey", merged.wishlistKey);
  session.set("customer", signedIn);
  session.set("auth", { idToken: tokens.idToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt });
  if (shadow) session.set("shadow", shadow);
  app.customer = signedIn;
  app.coreApi.setIdToken(tokens.idToken);
  return signedIn;
}

/** Signing out leaves a clean, empty session: no customer, no tokens, no cart, no wishlist. */
export function clearSession(app: AppContext) {
  for (const key of Object.keys(app.session.data)) {
    if (key !== "tenantId") app.session.unset(key as never);
  }
  app.customer = null;
  app.coreApi.setIdToken(null);
}

/** Forgets the sign-in only (a refused refresh): the shopper keeps browsing anonymously. */
function clearSignIn(app: AppContext) {
  app.session.unset("customer");
  app.session.unset("auth");
  app.session.unset("shadow");
  app.session.unset("cartId");
  app.session.unset("wishlistKey");
  app.customer = null;
  app.coreApi.setIdToken(null);
}

/** Sign-in errors that mean "the account does not exist or the password is wrong" — never said apart. */
export function isCredentialsRefusal(error: unknown): boolean {
  return (
    error instanceof InvalidIdToken ||
    (error instanceof SignInServiceError &&
      ["INVALID_LOGIN_CREDENTIALS", "EMAIL_NOT_FOUND", "INVALID_PASSWORD", "USER_DISABLED", "INVALID_EMAIL"].includes(error.code))
  );
}

/** What became of a password change on the account page. */
export type PasswordChange = "changed" | "wrong-password" | "weak" | "unavailable" | "rate-limited";

/**
 * Changes the signed-in customer's password: the current one is checked first (a stolen session alone
 * cannot take over the account), then the new one is set and the session gets the new tokens.
 */
export async function changePassword(app: AppContext, request: Request, currentPassword: string, newPassword: string): Promise<PasswordChange> {
  const customer = app.customer;
  const auth = app.session.get("auth");
  if (!customer || !auth) return "wrong-password";
  // Staff acting for a customer view prices and place orders; they never take over the account.
  if (app.session.has("shadow")) return "unavailable";
  const service = shopSignIn(app);
  try {
    const me = await app.coreApi.get(Customer, "/customers/me");
    if (!(await allowAttempt(app, request, "login", me.email))) return "rate-limited";
    const checked = await service.signInWithPassword(me.email, currentPassword);
    if (checked.verified.uid !== customer.uid) return "wrong-password";
    const fresh = await service.changePassword(checked.idToken, newPassword);
    app.session.set("auth", { idToken: fresh.idToken, refreshToken: fresh.refreshToken, expiresAt: fresh.expiresAt });
    app.coreApi.setIdToken(fresh.idToken);
    return "changed";
  } catch (error) {
    if (isCredentialsRefusal(error)) return "wrong-password";
    if (error instanceof SignInServiceError && error.code === "WEAK_PASSWORD") return "weak";
    if (error instanceof SignInServiceError) return error.unavailable ? "unavailable" : "wrong-password";
    throw error;
  }
}
