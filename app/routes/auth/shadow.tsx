import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/shadow";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { shadowAction, shadowLoader } from "./shadow.server";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.shadowTitle"), ...shadowLoader(request, context, params) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return shadowAction(request, context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function ShadowPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { token, language } = loaderData;
  const refused = actionData?.errors.form;
  if (!token || refused) {
    return (
      <PageFrame title={loaderData.title}>
        <FormError error={refused ?? { key: "auth.errors.shadowInvalid" }} />
        <p>
          <Link to={`/${language}`}>{t("auth.toShop")}</Link>
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.shadowIntro")}>
      <Form method="post" className={forms.form}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={layout.button} disabled={busy}>
          {t("auth.shadowStart")}
        </button>
      </Form>
    </PageFrame>
  );
}
