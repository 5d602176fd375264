import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/domain/safe-redirect";
import type { FormAnswer } from "~/forms/form";
import type { AppContext } from "./context";

// How an action answers (ADR 0020): always the one shape, FormAnswer (app/forms/form.ts). A bad post is
// the same page again with its messages (refuseForm: 4xx, with and without JavaScript — a form that
// needs correcting is never a redirect); a post that went through answers a fetcher with data and,
// without JavaScript, goes 303 back with its message in the flash cookie (answerForm).

/** A fetcher (JavaScript on) posts as a single-fetch .data request; a plain form post does not. */
export function isFetcherRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** redirectTo when it is a same-origin path, else the same-origin page the form was on, else `fallback`. */
export function backTo(request: Request, redirectTo: unknown, fallback: string): string {
  const own = safeRedirectPath(typeof redirectTo === "string" ? redirectTo : null);
  if (own) return own;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      // The same rule as redirectTo: a same-origin Referer can still name the path "//evil.example/".
      const page = url.origin === new URL(request.url).origin ? safeRedirectPath(`${url.pathname}${url.search}`) : null;
      if (page) return page;
    } catch {
      // not a url
    }
  }
  return fallback;
}

/**
 * A bad post: the page renders again with the messages and what was typed (status 400 unless given:
 * 409, 422, 429, 503 …). Nothing was stored.
 */
export function refuseForm<T extends object = Record<never, never>>(answer: Omit<FormAnswer<T>, "ok">, status = 400) {
  return data({ ok: false, ...answer } as FormAnswer<T>, { status });
}

/**
 * A post that went through (or a small form's refusal that needs no field messages: the cart, the
 * wishlist heart, a coupon): data for a fetcher, or, without JavaScript, 303 back to where the shopper
 * was (`redirectTo`, same-origin only) with the message in the flash cookie.
 */
export function answerForm<T extends object = Record<never, never>>(
  request: Request,
  app: AppContext,
  answer: FormAnswer<T>,
  options: { status?: number; redirectTo: unknown; fallback: string; headers?: Headers },
) {
  // `headers`: what the post sets besides (a choice's cookie: the cookie banner, the newsletter popup).
  if (isFetcherRequest(request)) return data(answer, { status: options.status ?? 200, headers: options.headers });
  if (answer.message) app.flash.set(answer.message);
  throw redirect(backTo(request, options.redirectTo, options.fallback), { status: 303, headers: options.headers });
}
