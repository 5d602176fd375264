import { redirect, type RouterContextProvider } from "react-router";
import type { Customer } from "@commerce/contract/customers";
import type { SessionTokens } from "@commerce/contract/sessions";
import type { Language } from "~/domain/languages";
import { loginRedirect } from "~/domain/routing";
import { pageOf } from "~/domain/paths";
import { customerCategoryRules } from "@commerce/rules/price-basis";
import { InvalidIdToken, verifyIdToken } from "@commerce/firebase/id-token";
import { type AppContext, getApp } from "./context";
import { CoreApiError } from "./core-api.server";
import { firebaseConfig, type SignedInTokens, signInService, SignInServiceError } from "./firebase.server";
import { refusedAttempt } from "./rate-limit.server";
import type { SessionCustomer } from "./session.server";
import { createSignInSession, endCustomerSessions, endSignInSession, readSignInSession, updateSignInTokens } from "./sign-in-session.server";

/** A token this close to expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;

/** The sign-in service for this request's shop. */
export function shopSignIn(app: AppContext) {
  return signInService(firebaseConfig(app.env, app.tenant));
}

/**
 * Who is signed in for this request, decided once by the pipeline before the router runs: the
 * session's customer when the core API still keeps the sign-in session (ADR 0009) and its ID token is
 * valid or could be refreshed. A session the core API no longer knows (signed out, maybe from another
 * copy of this cookie; expired) signs this browser out. A refresh that is refused ends the session; one
 * that does not answer within 1500 ms counts as signed out for this request only (the session stays,
 * the next request tries again) — and so does a core API that cannot say in time.
 */
export async function resolveSignIn(app: AppContext): Promise<SessionCustomer | null> {
  const { session } = app;
  const customer = session.get("customer");
  const sessionId = session.get("sessionId");
  if (!customer || !sessionId) {
    if (customer || sessionId || session.has("shadow")) clearSignIn(app);
    return null;
  }
  let kept: SessionTokens | null;
  try {
    kept = await readSignInSession(app, sessionId);
  } catch (error) {
    app.log.warn("auth.session-unavailable", { error: String(error) });
    return null;
  }
  if (!kept || kept.uid !== customer.uid || kept.shadowSessionId !== (session.get("shadow")?.sessionId ?? null)) {
    app.log.info("auth.session-gone", {});
    clearSignIn(app);
    return null;
  }
  if (kept.tokenExpiresAt - REFRESH_MARGIN_MS > Date.now()) {
    // The session is the server's own, but the token is checked anyway: one of another shop or account,
    // or one no longer valid, ends the session rather than being passed on.
    const verified = await verifyIdToken(kept.idToken, firebaseConfig(app.env, app.tenant)).catch(() => null);
    if (!verified || verified.uid !== customer.uid) {
      app.log.warn("auth.session-token-refused", {});
      await endSignInSession(app, sessionId);
      clearSignIn(app);
      return null;
    }
    app.idToken = kept.idToken;
    return customer;
  }
  try {
    const fresh = await shopSignIn(app).refresh(kept.refreshToken);
    if (fresh.verified.uid !== customer.uid) throw new InvalidIdToken("other account");
    await updateSignInTokens(app, sessionId, fresh);
    app.idToken = fresh.idToken;
    return customer;
  } catch (error) {
    if (error instanceof SignInServiceError && error.unavailable) {
      app.log.warn("auth.refresh-unavailable", {});
      return null;
    }
    app.log.info("auth.refresh-refused", { error: String(error) });
    await endSignInSession(app, sessionId);
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
  const page = pageOf(new URL(request.url));
  throw redirect(loginRedirect(language, page.pathname, page.search));
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
    headerLogo: customer.headerCustomerLogo,
    parentCustomer: customer.parentCustomerId === null ? null : { id: customer.parentCustomerId, name: customer.parentCustomerName },
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
  const { idToken } = tokens;
  let customer: Customer;
  try {
    customer = await app.account.me({ idToken });
  } catch (error) {
    if (error instanceof CoreApiError && error.status === 401) return null;
    throw error;
  }
  const { session } = app;
  // The sign-in session first: when the core API cannot keep it, nothing else has changed yet.
  const sessionId = await createSignInSession(app, tokens, shadow?.sessionId ?? null);
  const merged = await app.account
    .merge({
      idToken,
      // Staff acting for a customer bring nothing of their own: the customer's cart and wishlist only.
      body: shadow ? { cartId: null, wishlistKey: null } : { cartId: session.get("cartId") ?? null, wishlistKey: session.get("wishlistKey") ?? null },
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
  // Whoever was signed in on this browser before is signed out (their session ends).
  await clearSession(app);
  if (orders) session.set("orders", orders);
  if (merged?.cartId) session.set("cartId", merged.cartId);
  if (merged) session.set("wishlistKey", merged.wishlistKey);
  session.set("customer", signedIn);
  session.set("sessionId", sessionId);
  if (shadow) session.set("shadow", shadow);
  app.customer = signedIn;
  app.idToken = idToken;
  return signedIn;
}

/**
 * Signing out leaves a clean, empty session: no customer, no sign-in session, no cart, no wishlist.
 * The cookie is cleared at once; the returned promise settles when the core API has ended the sign-in
 * session (await it, or hand it to waitUntil), after which no copy of the cookie opens anything.
 */
export function clearSession(app: AppContext): Promise<void> {
  const sessionId = app.session.get("sessionId");
  for (const key of Object.keys(app.session.data)) {
    if (key !== "tenantId") app.session.unset(key as never);
  }
  app.customer = null;
  app.idToken = null;
  return sessionId ? endSignInSession(app, sessionId) : Promise.resolve();
}

/** Forgets the sign-in only (its session is gone): the shopper keeps browsing anonymously. */
function clearSignIn(app: AppContext) {
  app.session.unset("customer");
  app.session.unset("sessionId");
  // A cookie from before ADR 0009 carried the tokens themselves: they go too.
  app.session.unset("auth" as never);
  app.session.unset("shadow");
  app.session.unset("cartId");
  app.session.unset("wishlistKey");
  app.customer = null;
  app.idToken = null;
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
 * cannot take over the account), then the new one is set, this session gets the new tokens and every
 * other session of the customer in this shop ends (whoever knew the old password is signed out).
 */
export async function changePassword(app: AppContext, request: Request, currentPassword: string, newPassword: string): Promise<PasswordChange> {
  const customer = app.customer;
  const sessionId = app.session.get("sessionId");
  if (!customer || !sessionId) return "wrong-password";
  // Staff acting for a customer view prices and place orders; they never take over the account.
  if (app.session.has("shadow")) return "unavailable";
  const service = shopSignIn(app);
  try {
    const me = await app.account.me();
    if (await refusedAttempt(app, request, "login", me.email)) return "rate-limited";
    const checked = await service.signInWithPassword(me.email, currentPassword);
    if (checked.verified.uid !== customer.uid) return "wrong-password";
    const fresh = await service.changePassword(checked.idToken, newPassword);
    await updateSignInTokens(app, sessionId, fresh);
    app.idToken = fresh.idToken;
    await endOtherSessions(app, fresh.idToken, sessionId);
    return "changed";
  } catch (error) {
    if (isCredentialsRefusal(error)) return "wrong-password";
    if (error instanceof SignInServiceError && error.code === "WEAK_PASSWORD") return "weak";
    if (error instanceof SignInServiceError) return error.unavailable ? "unavailable" : "wrong-password";
    throw error;
  }
}

/** The customer's sessions but `keep` end; a failure is logged (the password is changed either way). */
async function endOtherSessions(app: AppContext, idToken: string, keep: string | null) {
  try {
    const ended = await endCustomerSessions(app, idToken, keep);
    app.log.info("auth.other-sessions-ended", { ended });
  } catch (error) {
    app.log.error("auth.other-sessions-end-failed", { error: String(error) });
  }
}

/**
 * After a password reset every session of the account in this shop ends: the reset proves the new
 * password, so the server signs in with it once (to show the core API whose sessions these are) and
 * keeps nothing of that sign-in. An account that is no customer of this shop has no sessions here.
 */
export async function endSessionsAfterReset(app: AppContext, email: string, newPassword: string) {
  try {
    const tokens = await shopSignIn(app).signInWithPassword(email, newPassword);
    await endOtherSessions(app, tokens.idToken, null);
  } catch (error) {
    app.log.warn("auth.reset-sessions-not-ended", { error: String(error) });
  }
}
