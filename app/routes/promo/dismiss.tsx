import { data, redirect } from "react-router";
import type { Route } from "./+types/dismiss";
import { href } from "~/domain/paths";
import { dismissedIds, withDismissed } from "~/chrome/promo/promo";
import { type DismissAnswer, DismissBannerSchema } from "~/forms/promo";
import { getApp } from "~/server/context";
import { backTo, isFetcherRequest } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { plainPage } from "~/server/plain-page.server";
import { dismissedCookie, loadPromotions } from "~/chrome/promo/load.server";

// A resource route: the banner's close button posts here (ADR 0020 form; the Origin check is global).
// The dismissal is a cookie, so it holds without JavaScript: 303 back to the page; a fetcher gets data.
// Nothing to GET (no mutating GET): without a loader the pipeline answers 405 with Allow: POST.

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const parsed = DismissBannerSchema.safeParse(fields);
  // Only a closable banner of this shop: another shop's id (or a made-up one) is refused, nothing stored.
  const promotions = parsed.success ? await loadPromotions(app, language) : null;
  const banner = parsed.success ? promotions?.banners.find((b) => b.id === parsed.data.bannerId && b.isDismissable) : undefined;
  if (!parsed.success || !banner) {
    // The shop's own close button never posts this: without JavaScript a translated page, not JSON.
    if (!isFetcherRequest(request)) return plainPage("badForm", 400, language);
    const answer: DismissAnswer = { ok: false, form: "promo-dismiss", bannerId: null, message: { kind: "error", key: "promo.errors.unknownBanner" } };
    return data(answer, { status: 400 });
  }
  const cookie = dismissedCookie(withDismissed(dismissedIds(request.headers.get("cookie")), banner.id), app.env.ENVIRONMENT === "production");
  // With JavaScript the banner's part answers empty: it goes (the browser took it away at once, ADR 0052).
  const answer: DismissAnswer = { ok: true, form: "promo-dismiss", bannerId: banner.id, message: null, part: "" };
  if (isFetcherRequest(request)) return data(answer, { headers: { "set-cookie": cookie } });
  throw redirect(backTo(request, fields.redirectTo, href("/:lang", { lang: language })), { status: 303, headers: { "set-cookie": cookie } });
}
