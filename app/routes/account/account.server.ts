import { data, redirect } from "react-router";
import type { AccountFormAnswer } from "~/domain/account-forms";
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
 * A bad post: the same page again, status 400 (or the status given), the message per field and what
 * was typed. Nothing was stored. With and without JavaScript alike: a form that needs correcting is
 * never a redirect.
 */
export function refuseForm(answer: Omit<AccountFormAnswer, "ok">, status = 400) {
  return data<AccountFormAnswer>({ ok: false, ...answer }, { status });
}

/** The account page a language and page name lead to. */
export function accountPath(language: Language, page: string): string {
  return `/${language}/account/${page}`;
}
