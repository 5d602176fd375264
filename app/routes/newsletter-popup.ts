import { href } from "~/domain/paths";
import type { FormAnswer } from "~/forms/form";
import { popupDoneCookie } from "~/server/consent.server";
import { getApp } from "~/server/context";
import { answerForm, isFetcherRequest } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import type { Route } from "./+types/newsletter-popup";

/**
 * POST /{lang}/newsletter/popup — the popup's close button ('Sluiten'): a cookie keeps it closed (90
 * days), so it holds without JavaScript; 303 back to the same-origin page, or data for the fetcher
 * (the popup's part: nothing).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  // With JavaScript the popup's part answers empty: it goes where it is (ADR 0052).
  const answer: FormAnswer = { ok: true, form: "newsletter-popup", message: null, part: isFetcherRequest(request) ? "" : undefined };
  const headers = new Headers({ "set-cookie": popupDoneCookie("closed", app.env) });
  return answerForm(request, app, answer, { redirectTo: fields.redirectTo, fallback: href("/:lang/home", { lang: language }), headers });
}
