import { data, Link, redirect } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/reset";
import { FormMessage } from "~/components/FormMessage";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { newPasswordErrors, ResetForm } from "~/forms/auth";
import { htmlConstraints } from "~/forms/form";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { endSessionsAfterReset, shopSignIn } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { SignInServiceError } from "~/server/firebase.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { authLanguage } from "./auth.server";

const FORM = "reset";

/**
 * The reset link's code (Firebase action links carry `oobCode`, URL-safe characters only), or null: a
 * code of other characters is no code, and the sign-in service is not asked about it.
 */
function resetCode(request: Request): string | null {
  const code = new URL(request.url).searchParams.get("oobCode");
  return code && /^[A-Za-z0-9_-]{1,512}$/.test(code) ? code : null;
}

/** The reset page: a valid code shows the form for its account; anything else a clear dead end. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = { title: serverT(context)("auth.resetTitle"), language: authLanguage(params, context), constraints: htmlConstraints(ResetForm) };
  const oobCode = resetCode(request);
  if (!oobCode) return { ...page, oobCode: null, email: null, unavailable: false };
  try {
    const email = await shopSignIn(getApp(context)).checkResetCode(oobCode);
    return { ...page, oobCode, email, unavailable: false };
  } catch (error) {
    if (!(error instanceof SignInServiceError)) throw error;
    // The sign-in service did not answer: the page says so (503), the link may still be good later.
    if (error.unavailable) return data({ ...page, oobCode: null, email: null, unavailable: true }, { status: 503 });
    return { ...page, oobCode: null, email: null, unavailable: false };
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const values = await formFields(request);
  const refuse = (status: number, key: string) => refuseForm({ form: FORM, message: { kind: "error", key } }, status);
  const parsed = ResetForm.safeParse(values);
  if (!parsed.success) return refuseForm({ form: FORM, ...newPasswordErrors(parsed.error, "oobCode", "auth.errors.resetInvalid") });
  const limited = await refusedAttempt(app, request, "reset");
  if (limited) return refuse(429, limited);
  let email: string;
  try {
    email = await shopSignIn(app).resetPassword(parsed.data.oobCode, parsed.data.password);
  } catch (error) {
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, "auth.unavailable");
    if (error.code === "WEAK_PASSWORD") return refuseForm({ form: FORM, message: null, errors: { password: { key: "auth.errors.newPassword" } } });
    return refuse(400, "auth.errors.resetInvalid");
  }
  // Whoever is signed in to this account with the old password is not any more (ADR 0009).
  await endSessionsAfterReset(app, email, parsed.data.password);
  app.flash.set({ kind: "success", key: "auth.passwordReset" });
  throw redirect(href("/:lang/auth/login", { lang: authLanguage(params, context) }), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function ResetPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const { language, oobCode, email, constraints } = loaderData;
  if (!oobCode) {
    return (
      <PageFrame title={loaderData.title} intro={t(loaderData.unavailable ? "auth.unavailable" : "auth.resetLinkInvalid")}>
        <Link className={layout.button} to={href("/:lang/auth/forgot", { lang: language })}>
          {t("auth.requestNewLink")}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.resetIntro", { email: email ?? "" })}>
      <form.fetcher.Form method="post" className={forms.form} noValidate key={form.key}>
        <FormMessage answer={form.answer} errorClassName={forms.formError} />
        <input type="hidden" name="oobCode" value={oobCode} />
        <NewPasswordFields formId={form.formId} email={email ?? ""} errors={form.errors} constraints={constraints} />
        <button type="submit" className={layout.button} disabled={form.busy}>
          {t("auth.submitReset")}
        </button>
      </form.fetcher.Form>
    </PageFrame>
  );
}
