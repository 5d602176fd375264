import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Field, FormError, Honeypot } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { loginAction, loginLoader } from "./login.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { language, returnUrl } = await loginLoader(request, context, params);
  return { title: serverT(context)("auth.loginTitle"), language, returnUrl };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return loginAction(request, context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { language, returnUrl } = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <PageFrame title={loaderData.title} intro={t("auth.loginIntro")}>
      <Form method="post" className={forms.form} noValidate>
        <FormError error={errors.form} />
        <Honeypot />
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <Field
          formId="login"
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="username"
          required
          defaultValue={actionData?.values.email}
          error={errors.email}
        />
        <Field formId="login" name="password" type="password" label={t("auth.password")} autoComplete="current-password" required error={errors.password} />
        <div className={forms.links}>
          <button type="submit" className={layout.button} disabled={busy}>
            {t("auth.submitLogin")}
          </button>
          <Link to={`/${language}/auth/forgot`}>{t("auth.forgotLink")}</Link>
        </div>
      </Form>
      <p className={forms.hint}>{t("auth.noSignUp")}</p>
    </PageFrame>
  );
}
