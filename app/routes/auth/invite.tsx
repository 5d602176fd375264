import { Link, redirect, type RouterContextProvider } from "react-router";
import { href } from "~/domain/paths";
import type { Route } from "./+types/invite";
import type { Invite } from "@commerce/contract/customers";
import { FormMessage } from "~/components/FormMessage";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { PageFrame } from "~/components/layout/PageFrame";
import { InviteForm, InviteToken, newPasswordErrors } from "~/forms/auth";
import { htmlConstraints } from "~/forms/form";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { type SignedInTokens, SignInServiceError } from "~/server/firebase.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { serverT } from "~/server/t.server";
import { accountHome, authLanguage } from "./auth.server";

const FORM = "invite";

/** The invite behind a token, or null when it is unknown, used or expired (one answer for all). */
async function findInvite(context: Readonly<RouterContextProvider>, token: string | null): Promise<Invite | null> {
  const parsed = InviteToken.safeParse(token);
  if (!parsed.success) return null;
  try {
    return await getApp(context).invites.get({ params: { token: parsed.data } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 410 || error.status === 400)) return null;
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const invite = await findInvite(context, token);
  return {
    title: serverT(context)("auth.inviteTitle"),
    language: authLanguage(params, context),
    token: invite ? token : null,
    invite,
    constraints: htmlConstraints(InviteForm),
  };
}

/**
 * Accepting an invite: the customer chooses a password, the core API makes the sign-in account, the
 * customer signs in, the core API links the account to the customer and uses the invite up. A retry
 * after a half-finished attempt (account made, link not) signs in with the same password instead.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = getApp(context);
  const values = await formFields(request);
  const refuse = (status: number, key: string) => refuseForm({ form: FORM, message: { kind: "error", key } }, status);
  const parsed = InviteForm.safeParse(values);
  if (!parsed.success) return refuseForm({ form: FORM, ...newPasswordErrors(parsed.error, "token", "auth.errors.inviteInvalid") });
  const { token, password } = parsed.data;
  const invite = await findInvite(context, token);
  if (!invite) return refuse(404, "auth.errors.inviteInvalid");
  const limited = await refusedAttempt(app, request, "invite", invite.email);
  if (limited) return refuse(429, limited);

  // The core API makes the account (the shop's tenant allows no sign-up, ADR 0050); a retry after a
  // half-finished attempt finds it made and signs in with the same password.
  let tokens: SignedInTokens;
  try {
    await app.invites.createAccount({ params: { token }, body: { password } });
    tokens = await shopSignIn(app).signInWithPassword(invite.email, password);
  } catch (error) {
    if (error instanceof CoreApiError) {
      if (error.status === 400) return refuseForm({ form: FORM, message: null, errors: { password: { key: "auth.errors.newPassword" } } });
      if (error.notFound) return refuse(404, "auth.errors.inviteInvalid");
      if (error.status === 503 || error.timedOut) return refuse(503, "auth.unavailable");
      throw error;
    }
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, "auth.unavailable");
    // The e-mail already has an account with another password: sign in or reset instead.
    return refuse(409, "auth.errors.accountExists");
  }
  try {
    await app.invites.redeem({ params: { token }, idToken: tokens.idToken });
  } catch (error) {
    if (error instanceof CoreApiError && error.status < 500) return refuse(409, "auth.errors.inviteInvalid");
    throw error;
  }
  const customer = await startSignedInSession(app, tokens);
  if (!customer) return refuse(409, "auth.errors.inviteInvalid");
  app.log.info("auth.invite-accepted", { customer: customer.id });
  app.flash.set({ kind: "success", key: "auth.inviteAccepted", values: { name: customer.firstName } });
  throw redirect(accountHome(authLanguage(params, context)), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useShopForm(FORM);
  const { language, token, invite, constraints } = loaderData;
  if (!token || !invite) {
    return (
      <PageFrame title={loaderData.title} intro={t("auth.inviteInvalid")}>
        <Link className={layout.button} to={href("/:lang/auth/login", { lang: language })}>
          {t("auth.backToLogin")}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={loaderData.title} intro={t("auth.inviteIntro", { name: invite.firstName, email: invite.email })}>
      <form.fetcher.Form method="post" className={forms.form} noValidate key={form.key}>
        <FormMessage answer={form.answer} errorClassName={forms.formError} />
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields formId={form.formId} email={invite.email} errors={form.errors} constraints={constraints} />
        <button type="submit" className={layout.button} disabled={form.busy}>
          {t("auth.submitInvite")}
        </button>
      </form.fetcher.Form>
    </PageFrame>
  );
}
