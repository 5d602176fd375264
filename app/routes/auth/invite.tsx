import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { serverT } from "~/server/t.server";
import { inviteAction, inviteLoader } from "./invite.server";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { title: serverT(context)("auth.inviteTitle"), ...(await inviteLoader(request, context, params)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return inviteAction(request, context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

export default function InvitePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { language, token, invite } = loaderData;
  const errors = actionData?.errors ?? {};
  if (!token || !invite) {
    return (
      <PageFrame title={loaderData.title} intro={t("auth.inviteInvalid")}>
        <Link className={layout.button} to={`/${language}/auth/login`}>
          {t("auth.backToLogin")}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.inviteIntro", { name: invite.firstName, email: invite.email })}>
      <Form method="post" className={forms.form} noValidate>
        <FormError error={errors.form} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields formId="invite" email={invite.email} errors={errors} />
        <button type="submit" className={layout.button} disabled={busy}>
          {t("auth.submitInvite")}
        </button>
      </Form>
    </PageFrame>
  );
}
