import { href } from "~/domain/paths";
import type { Route } from "./+types/newsletter-confirm";
import { FormMessage } from "~/components/FormMessage";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import type { FormAnswer } from "~/forms/form";
import { NewsletterConfirmForm } from "~/forms/newsletter";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm, refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";

const FORM = "newsletter-confirm";

/**
 * /{lang}/newsletter/bevestigen?token=…: the mailed link. GET only shows a button (a mail scanner that
 * follows links subscribes no one: no mutating GET); its POST confirms the subscription.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  languageOf(params);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { title: serverT(context)("newsletter.confirmTitle"), token: NewsletterConfirmForm.safeParse({ token }).success ? token : null };
}

/** POST token: subscribed (or the link no longer works); 303 back to this page without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const parsed = NewsletterConfirmForm.safeParse(await formFields(request));
  const expired = { kind: "error", key: "newsletter.confirmExpired" } as const;
  if (!parsed.success) return refuseForm({ form: FORM, message: expired });
  let confirmed: boolean;
  try {
    confirmed = (await app.newsletter.confirm({ body: { token: parsed.data.token } })).confirmed;
  } catch (error) {
    if (!(error instanceof CoreApiError)) throw error;
    app.log.error("newsletter.confirm-failed", { status: error.status });
    return refuseForm({ form: FORM, message: { kind: "error", key: "newsletter.errors.unavailable" } }, 503);
  }
  // An unknown, used or expired link: this page again with the message (410: it is gone for good).
  if (!confirmed) return refuseForm({ form: FORM, message: expired }, 410);
  const answer: FormAnswer = { ok: true, form: FORM, message: { kind: "success", key: "newsletter.confirmed" } };
  return answerForm(request, app, answer, { redirectTo: null, fallback: href("/:lang/newsletter/bevestigen", { lang: language }) });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const done = form.answer !== undefined;
  return (
    <PageFrame title={loaderData.title}>
      <FormMessage answer={form.answer} />
      {loaderData.token && !done ? (
        <form.fetcher.Form method="post">
          <p>{t("newsletter.confirmIntro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className={layout.button} disabled={form.busy}>
            {t("newsletter.confirmButton")}
          </button>
        </form.fetcher.Form>
      ) : null}
    </PageFrame>
  );
}
