import type { Route } from "./+types/newsletter";
import { PageFrame } from "~/components/layout/PageFrame";
import { isBotPost } from "~/domain/honeypot";
import { href } from "~/domain/paths";
import { fieldErrors, type FormAnswer } from "~/forms/form";
import { NEWSLETTER_MESSAGES, NewsletterSignupForm } from "~/forms/newsletter";
import { type MessageKey, useT } from "~/i18n";
import { footerNewsletter } from "~/chrome/footer/footer";
import { loadFooterCalls } from "~/chrome/footer/load.server";
import { signupNewsletter } from "~/chrome/overlays/load.server";
import { signupMarkup } from "~/chrome/overlays/render.server";
import { signupPart, withPart } from "~/chrome/parts.server";
import { pageMeta } from "~/seo";
import { popupDoneCookie } from "~/server/consent.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm, refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { absoluteOrigin } from "~/server/tenant.server";

const FORM = "newsletter";
/** Where a signup form sits (its answer goes back to that one form). */
const PLACES = new Set(["footer", "popup", "page"]);

/** /{lang}/newsletter: the signup as a page of its own (and where a bad post without JavaScript lands). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const t = serverT(context);
  const newsletter = footerNewsletter((await loadFooterCalls(app, language)).newsletters);
  return { title: t("newsletter.title"), signup: newsletter ? signupMarkup(t, language, signupNewsletter(newsletter)!) : null };
}

/**
 * POST identifier, email (+ honeypot, place, redirectTo): the core API stores a pending signup and mails
 * the confirmation link (double opt-in, ADR 0024). The answer is the same whether the address was known,
 * new or already subscribed — and for a bot (the honeypot), which is told the same and nothing is sent.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const target = PLACES.has(fields.place ?? "") ? fields.place! : "page";
  const kept = { email: fields.email ?? "" };
  // With JavaScript the signup answers with itself, rendered again with the answer (ADR 0052).
  const part = (answer: FormAnswer) =>
    withPart(request, answer, () => signupPart({ t: serverT(context), language, identifier: fields.identifier ?? "", place: target, answer }));
  const refused = (answer: Omit<FormAnswer, "ok" | "form" | "target">, status: number) => {
    const full: FormAnswer = { ok: false, form: FORM, target, values: kept, ...answer };
    return refuseForm(part(full), status);
  };
  const parsed = NewsletterSignupForm.safeParse(fields);
  if (!parsed.success) return refused({ message: null, errors: fieldErrors(parsed.error, NEWSLETTER_MESSAGES) }, 400);
  const limited = await refusedAttempt(app, request, "newsletter", parsed.data.email);
  if (limited) return refused({ message: { kind: "error", key: limited } }, 429);
  if (!isBotPost(fields)) {
    try {
      const confirmUrl = `${absoluteOrigin(app, request)}${href("/:lang/newsletter/bevestigen", { lang: language })}`;
      await app.newsletter.signup({ params: { identifier: parsed.data.identifier }, body: { email: parsed.data.email, confirmUrl } });
    } catch (error) {
      if (!(error instanceof CoreApiError)) throw error;
      if (error.notFound) return refused({ message: null, errors: { identifier: { key: "newsletter.errors.unknown" } } }, 404);
      if (error.status < 500) return refused({ message: { kind: "error", key: "newsletter.errors.email" } }, 400);
      app.log.error("newsletter.signup-failed", { status: error.status });
      return refused({ message: { kind: "error", key: "newsletter.errors.unavailable" } }, 503);
    }
  }
  const answer: FormAnswer = { ok: true, form: FORM, target, message: { kind: "success", key: "newsletter.sent" } };
  // Signed up from the popup: it does not come back.
  const headers = target === "popup" ? new Headers({ "set-cookie": popupDoneCookie("subscribed", app.env) }) : undefined;
  return answerForm(request, app, part(answer), { redirectTo: fields.redirectTo, fallback: href("/:lang/newsletter", { lang: language }), headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  // A bad post from any signup (footer, popup, this page) lands here with its message.
  const problem = actionData && !actionData.ok ? (actionData.errors?.email ?? actionData.errors?.identifier ?? actionData.message) : null;
  return (
    <PageFrame title={loaderData.title} intro={t("newsletter.intro")}>
      {problem ? <p role="alert">{t(problem.key as MessageKey)}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server (overlays/render.server.tsx). */}
      {loaderData.signup ? <div dangerouslySetInnerHTML={{ __html: loaderData.signup }} /> : <p>{t("newsletter.none")}</p>}
    </PageFrame>
  );
}
