import { createCookieSessionStorage, type Session } from "react-router";
import type { CoBrandLogo } from "@commerce/contract/branding";
import { SESSION_LIFETIME_DAYS } from "@commerce/contract/sessions";

export type SessionData = {
  /** The shop this session belongs to: a session of one shop is worthless at another. */
  tenantId: string;
  /** The shopper's cart in the core API (its id; the cart itself lives in D1). */
  cartId?: string;
  /** When the cart's prices were last checked against the catalogue (ms; spec §9 cartPriceValidatedAt). */
  cartPriceValidatedAt?: number;
  /** The key of the shopper's anonymous wishlist in the core API. */
  wishlistKey?: string;
  /** The signed-in customer, as the core API knew them at sign-in (for the header and the guards). */
  customer?: SessionCustomer;
  /**
   * The sign-in session in the core API (ADR 0009): a long random id, nothing more. The sign-in
   * service's tokens stay on the server, and signing out ends the session for every copy of this
   * cookie.
   */
  sessionId?: string;
  /**
   * The orders this browser placed (newest first, at most 10): their access tokens let the placing
   * browser see them, pay them and make an account from them (the core API keeps only hashes).
   */
  orders?: SessionOrder[];
  /** Staff acting for the customer (a shadow session, started from a shadow link). */
  shadow?: { sessionId: number; staffId: string; staffName: string };
  /**
   * The checkout's idempotency key, per cart: made when the summary renders, reused by a resubmit or
   * the back button, so placing twice is one order. After placing, `orderId` remembers the answer.
   */
  checkoutKey?: { cartId: string; key: string; orderId?: string };
};

export type SessionOrder = { id: string; token: string };
/** How many placed orders a browser session remembers. */
export const MAX_SESSION_ORDERS = 10;

export type SessionCustomer = {
  id: number;
  uid: string;
  number: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** From the customer category: prices incl. VAT (consumers) or excl. VAT (business). */
  pricesIncludingVat: boolean;
  /** From the customer category: may pay on invoice (checkout skips the payment step). */
  invoicePayment: boolean;
  /** The customer's own logo beside the store logo (chrome spec §3 headerCustomerLogo); absent in older cookies. */
  headerLogo?: CoBrandLogo | null;
  /** The business account the customer belongs to (chrome spec §3 User details); absent in older cookies. */
  parentCustomer?: { id: number; name: string | null } | null;
};
export type ShopSession = Session<SessionData>;

/**
 * The secrets that sign the shop's cookies (the session's and the flash message's); the first signs.
 * From the environment only: production's Worker secret, development's in development.vars.json (ADR 0043;
 * env.server.ts has checked it before any request is served).
 */
export function sessionSecrets(env: Env): string[] {
  const secret = env.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is not set (wrangler secret put SESSION_SECRET --env production)");
  return secret.split(",").map((s) => s.trim());
}

/** The session's cookie: the bag, the wishlist, the sign-in, the placed orders of this browser. */
export const SESSION_COOKIE = "__etalage";

function storageFor(env: Env) {
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      secure: env.ENVIRONMENT === "production",
      path: "/",
      // As long as a sign-in session lives in the core API (ADR 0009).
      maxAge: 60 * 60 * 24 * SESSION_LIFETIME_DAYS,
      secrets: sessionSecrets(env),
    },
  });
}

/**
 * The shopper's session from the cookie. A cookie that is forged, unreadable or from another shop
 * gives a fresh, empty session.
 */
export async function readSession(request: Request, env: Env, tenantId: string) {
  const storage = storageFor(env);
  let session = await storage.getSession(request.headers.get("cookie")).catch(() => storage.getSession());
  if (session.has("tenantId") && session.get("tenantId") !== tenantId) session = await storage.getSession();
  const before = JSON.stringify(session.data);
  // Before ADR 0014 a flash message lived in the session; it has a cookie of its own now.
  session.unset("__flash_flash__" as keyof SessionData);
  return {
    session,
    /** The Set-Cookie header to send, or null when nothing changed. */
    async commitIfChanged(): Promise<string | null> {
      if (JSON.stringify(session.data) === before) return null;
      session.set("tenantId", tenantId);
      return storage.commitSession(session);
    },
  };
}
