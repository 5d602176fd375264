import type { Route } from "./+types/consent";
import { ConsentForm } from "~/chrome/overlays/ConsentBanner";
import { PageFrame } from "~/components/layout/PageFrame";
import { CONSENT_CATEGORIES, consentCookieValue, parseConsent } from "~/domain/consent";
import { href } from "~/domain/paths";
import { consentSchema } from "~/forms/consent";
import type { FormAnswer } from "~/forms/form";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import { useShopForm } from "~/components/forms/useShopForm";
import { pageMeta } from "~/seo";
import { consentCookies, readConsent, readPopupCookie } from "~/server/consent.server";
import { getApp } from "~/server/context";
import { answerForm, backTo, isFetcherRequest, refuseForm } from "~/server/form-answer.server";
import { loadFooterCalls } from "~/chrome/footer/load.server";
import { popupNewsletter } from "~/chrome/overlays/newsletter-popup";
import { overlayFragment } from "~/chrome/overlays/render.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";

/**
 * /{lang}/cookies: the cookie choice (ADR 0023). GET shows the categories, what each one loads and the
 * current choice, with the same two buttons as the banner (the footer's "Cookie-instellingen" leads
 * here: the choice can be changed again, without JavaScript too). POST remembers the choice in a cookie.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  languageOf(params);
  const consent = readConsent(request);
  return { title: serverT(context)("consent.pageTitle"), consent };
}

/** POST choice=all|necessary: the cookie; 303 back (same-origin only) without JavaScript, data with it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const parsed = consentSchema.safeParse(fields);
  if (!parsed.success) return refuseForm({ form: "consent", message: { kind: "error", key: "consent.errors.invalid" } });
  const headers = new Headers();
  for (const cookie of consentCookies(request, parsed.data.choice, app.env)) headers.append("set-cookie", cookie);
  const answer: FormAnswer = { ok: true, form: "consent", message: { kind: "success", key: "consent.saved" } };
  // The banner's part with JavaScript (ADR 0052): the page's overlay after the choice — the newsletter
  // popup where it shows, else nothing.
  const page = backTo(request, fields.redirectTo, href("/:lang/home", { lang: language }));
  const consent = parseConsent(consentCookieValue(parsed.data.choice));
  const overlay = async () => {
    const { newsletters } = await loadFooterCalls(app, language);
    const popup = popupNewsletter(newsletters, { consent, popupCookie: readPopupCookie(request) });
    return overlayFragment({ pathname: new URL(page, request.url).pathname, t: serverT(context), language, consent, popup });
  };
  const withOverlay = isFetcherRequest(request) ? { ...answer, part: await overlay() } : answer;
  return answerForm(request, app, withOverlay, { redirectTo: fields.redirectTo, fallback: href("/:lang/cookies", { lang: language }), headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ConsentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const { consent } = loaderData;
  // This page's own fetcher (route code, not server HTML): the answer shows under the buttons.
  const form = useShopForm("consent");
  const current = !consent.decided ? "consent.current.none" : consent.analytics ? "consent.current.all" : "consent.current.necessary";
  return (
    <PageFrame title={loaderData.title} intro={t("consent.intro")}>
      <ul data-consent-categories="">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category} data-consent-category={category}>
            <strong>{t(`consent.categories.${category}.name`)}</strong> — {t(`consent.categories.${category}.loads`)}
          </li>
        ))}
      </ul>
      <p data-consent-current={consent.decided ? (consent.analytics ? "all" : "necessary") : "none"}>{t(current)}</p>
      <ConsentForm t={t} language={language} Form={form.fetcher.Form} />
      {form.answer?.message ? (
        <p data-form-answer="" role="status">
          {t(form.answer.message.key as MessageKey)}
        </p>
      ) : null}
    </PageFrame>
  );
}
