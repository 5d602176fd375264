import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot";
import { Field, FormError, Honeypot } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { authLanguage } from "./auth.server";
import { forgotAction } from "./forgot.server";

export function loader({ context, params }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.forgotTitle"), language: authLanguage(params, context) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return forgotAction(request, context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function ForgotPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.errors ?? {};
  return (
    <PageFrame title={loaderData.title} intro={t("auth.forgotIntro")}>
      <Form method="post" className={forms.form} noValidate>
        <FormError error={errors.form} />
        <Honeypot />
        <Field formId="forgot" name="email" type="email" label={t("auth.email")} autoComplete="email" required defaultValue={actionData?.values.email} error={errors.email} />
        <div className={forms.links}>
          <button type="submit" className={layout.button} disabled={busy}>
            {t("auth.submitForgot")}
          </button>
          <Link to={`/${loaderData.language}/auth/login`}>{t("auth.backToLogin")}</Link>
        </div>
      </Form>
    </PageFrame>
  );
}
