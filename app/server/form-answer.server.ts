import { data, redirect } from "react-router";
import type { FlashMessage } from "~/domain/flash";
import { safeRedirectPath } from "~/domain/safe-redirect";
import type { AppContext } from "./context";

/** What a small form's action answers a fetcher; without JavaScript the message goes in a flash. */
export type FormAnswer<T = unknown> = { ok: boolean; message: FlashMessage } & T;

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
 * The one way a small form (cart, wishlist heart, coupon) answers: data for a fetcher, or, without
 * JavaScript, 303 back to where the shopper was with the message in a flash cookie.
 */
export function answerForm<T extends object>(
  request: Request,
  app: AppContext,
  answer: FormAnswer<T>,
  options: { status: number; redirectTo: unknown; fallback: string },
) {
  if (isFetcherRequest(request)) return data(answer, { status: options.status });
  app.flash.set(answer.message);
  throw redirect(backTo(request, options.redirectTo, options.fallback), 303);
}
