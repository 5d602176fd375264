import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/reset";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { resetAction, resetLoader } from "./reset.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.resetTitle"), ...(await resetLoader(request, context, params)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return resetAction(request, context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function ResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { language, oobCode, email } = loaderData;
  const errors = actionData?.errors ?? {};
  if (!oobCode) {
    return (
      <PageFrame title={loaderData.title} intro={t("auth.resetLinkInvalid")}>
        <Link className={layout.button} to={`/${language}/auth/forgot`}>
          {t("auth.requestNewLink")}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.resetIntro", { email: email ?? "" })}>
      <Form method="post" className={forms.form} noValidate>
        <FormError error={errors.form} />
        <input type="hidden" name="oobCode" value={oobCode} />
        <NewPasswordFields formId="reset" email={email ?? ""} errors={errors} />
        <button type="submit" className={layout.button} disabled={busy}>
          {t("auth.submitReset")}
        </button>
      </Form>
    </PageFrame>
  );
}
