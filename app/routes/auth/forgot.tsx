import { Link, redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/forgot";
import { FormMessage } from "~/components/FormMessage";
import { Field, Honeypot } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { isBotPost } from "~/domain/honeypot";
import { FORGOT_MESSAGES, ForgotForm } from "~/forms/auth";
import { fieldErrors, htmlConstraints } from "~/forms/form";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { authLanguage } from "./auth.server";

const FORM = "forgot";

export function loader({ context, params }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.forgotTitle"), language: authLanguage(params, context), constraints: htmlConstraints(ForgotForm) };
}

/**
 * Forgotten password: the core API mails the shop's own reset link, in the page's language (in
 * development to the outbox, /dev/outbox). The answer is the same whether or not the e-mail has an account.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const login = href("/:lang/auth/login", { lang: authLanguage(params, context) });
  const values = await formFields(request);
  const kept = { email: values.email ?? "" };
  const refuse = (status: number, key: string) => refuseForm({ form: FORM, message: { kind: "error", key }, values: kept }, status);
  const parsed = ForgotForm.safeParse(values);
  if (!parsed.success) return refuseForm({ form: FORM, message: null, errors: fieldErrors(parsed.error, FORGOT_MESSAGES), values: kept });
  const limited = await refusedAttempt(app, request, "forgot", parsed.data.email);
  if (limited) return refuse(429, limited);
  if (!isBotPost(values)) {
    try {
      // The shop mails the link (ADR 0050); the answer is the same whether or not the e-mail has an account.
      await app.auth.passwordReset({ body: { email: parsed.data.email } });
    } catch (error) {
      // Only an outage is worth saying.
      if (error instanceof CoreApiError && (error.status === 503 || error.timedOut)) return refuse(503, "auth.unavailable");
      throw error;
    }
  }
  app.flash.set({ kind: "info", key: "auth.resetSent" });
  throw redirect(login, 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ForgotPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const { language, constraints } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={t("auth.forgotIntro")}>
      <form.fetcher.Form method="post" className={forms.form} noValidate key={form.key}>
        <FormMessage answer={form.answer} errorClassName={forms.formError} />
        <Honeypot />
        <Field
          formId={form.formId}
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          constraints={constraints.email}
          defaultValue={form.values?.email}
          error={form.errors.email}
        />
        <div className={forms.links}>
          <button type="submit" className={layout.button} disabled={form.busy}>
            {t("auth.submitForgot")}
          </button>
          <Link to={href("/:lang/auth/login", { lang: language })}>{t("auth.backToLogin")}</Link>
        </div>
      </form.fetcher.Form>
    </PageFrame>
  );
}
