import { data, redirect } from "react-router";
import type { Language } from "~/domain/languages";
import { loginRedirect } from "~/domain/routing";
import { clearSession } from "~/server/auth.server";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";

/**
 * A call about the signed-in customer (`app.account.…`). The core API's 401 means the sign-in is no
 * longer valid: the session is signed out and the shopper goes to login, with a way back. A 404 is
 * the 404 page (someone else's order, invoice or subscription looks exactly like one that does not
 * exist).
 */
export async function askAccount<T>(app: AppContext, request: Request, language: Language, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    throw accountFailure(app, request, language, error);
  }
}

/** The response for a failed account call: login on 401, the 404 page on 404; anything else as it is. */
export function accountFailure(app: AppContext, request: Request, language: Language, error: unknown): unknown {
  if (error instanceof CoreApiError && error.status === 401) return signedOut(app, request, language);
  if (error instanceof CoreApiError && error.notFound) return data(null, { status: 404 });
  return error;
}

/** The sign-in was refused by the core API: sign out and go to login, coming back here afterwards. */
export function signedOut(app: AppContext, request: Request, language: Language) {
  app.log.info("account.signed-out", { reason: "core API refused the ID token" });
  app.ctx.waitUntil(clearSession(app));
  const url = new URL(request.url);
  // A form post comes back to the page it was on, never to the action's .data url.
  const back = url.pathname.replace(/\.data$/, "");
  return redirect(loginRedirect(language, back, request.method === "GET" ? url.search : ""));
}

/**
 * A form's call about the signed-in customer: what the core API refuses (or fails at) comes back as the
 * CoreApiError for the form to tell; its 401 still signs out (login), anything else is thrown as it is.
 */
export async function askAccountForm<T>(app: AppContext, request: Request, language: Language, ask: () => Promise<T>): Promise<T | CoreApiError> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof CoreApiError && error.status !== 401) return error;
    throw accountFailure(app, request, language, error);
  }
}

/** A record id as account urls carry it (an invoice, a subscription); anything else is the 404 page without asking the core API. */
export function accountRecordId(raw: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}
