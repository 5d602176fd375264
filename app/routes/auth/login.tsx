import { Link, redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/login";
import { FormMessage } from "~/components/FormMessage";
import { Field, Honeypot } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { isBotPost } from "~/domain/honeypot";
import type { Language } from "~/domain/languages";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { LOGIN_MESSAGES, LoginForm } from "~/forms/auth";
import { fieldErrors, htmlConstraints } from "~/forms/form";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { isCredentialsRefusal, shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { SignInServiceError } from "~/server/firebase.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { accountHome, authLanguage } from "./auth.server";

const FORM = "login";

/** Where a signed-in customer goes: back where they came from (same origin only), else the account. */
function afterSignIn(returnUrl: string | null | undefined, language: Language): string {
  return safeRedirectPath(returnUrl) ?? accountHome(language);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = authLanguage(params, context);
  const returnUrl = safeRedirectPath(new URL(request.url).searchParams.get("returnUrl"));
  // Already signed in: nothing to do here.
  if (getApp(context).customer) throw redirect(afterSignIn(returnUrl, language));
  return { title: serverT(context)("auth.loginTitle"), language, returnUrl, constraints: htmlConstraints(LoginForm) };
}

/**
 * Sign-in: rate limited per client, per account and client together, and per account
 * (rate-limit.server.ts); every refusal says the same thing (the e-mail may or may not exist — we
 * never tell). On success the anonymous cart and wishlist join the customer's, and the shopper goes
 * back where they came from.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const kept = { email: values.email ?? "" };
  const refuse = (status: number, key: string) => refuseForm({ form: FORM, message: { kind: "error", key }, values: kept }, status);
  if (isBotPost(values)) return refuse(400, "auth.errors.credentials");
  const parsed = LoginForm.safeParse(values);
  if (!parsed.success) return refuseForm({ form: FORM, message: null, errors: fieldErrors(parsed.error, LOGIN_MESSAGES), values: kept });
  const { email, password, returnUrl } = parsed.data;
  const limited = await refusedAttempt(app, request, "login", email);
  if (limited) return refuse(429, limited);
  try {
    const tokens = await shopSignIn(app).signInWithPassword(email, password);
    const customer = await startSignedInSession(app, tokens);
    if (!customer) return refuse(401, "auth.errors.credentials");
    app.log.info("auth.signed-in", { customer: customer.id });
    app.flash.set({ kind: "success", key: "auth.signedIn", values: { name: customer.firstName } });
    throw redirect(afterSignIn(returnUrl, language), 303);
  } catch (error) {
    if (isCredentialsRefusal(error)) return refuse(401, "auth.errors.credentials");
    if (error instanceof SignInServiceError) {
      return error.code === "TOO_MANY_ATTEMPTS_TRY_LATER" ? refuse(429, "auth.errors.rateLimited") : refuse(503, "auth.unavailable");
    }
    if (error instanceof CoreApiError) {
      app.log.error("auth.core-api-failed", { error: String(error) });
      return refuse(503, "auth.unavailable");
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const { language, returnUrl, constraints } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={t("auth.loginIntro")}>
      <form.fetcher.Form method="post" className={forms.form} noValidate key={form.key}>
        <FormMessage answer={form.answer} errorClassName={forms.formError} />
        <Honeypot />
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <Field
          formId={form.formId}
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="username"
          constraints={constraints.email}
          defaultValue={form.values?.email}
          error={form.errors.email}
        />
        <Field
          formId={form.formId}
          name="password"
          type="password"
          label={t("auth.password")}
          autoComplete="current-password"
          constraints={constraints.password}
          error={form.errors.password}
        />
        <div className={forms.links}>
          <button type="submit" className={layout.button} disabled={form.busy}>
            {t("auth.submitLogin")}
          </button>
          <Link to={href("/:lang/auth/forgot", { lang: language })}>{t("auth.forgotLink")}</Link>
        </div>
      </form.fetcher.Form>
      <p className={forms.hint}>{t("auth.noSignUp")}</p>
    </PageFrame>
  );
}
