import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { Invite } from "@commerce/contract/customers";
import { shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { type SignedInTokens, SignInServiceError } from "~/server/firebase.server";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { accountHome, authLanguage, refuse } from "./auth.server";
import { NewPassword, refuseNewPassword } from "./reset.server";

const InviteToken = z.string().min(16).max(256).regex(/^[A-Za-z0-9_-]+$/);
export const InviteForm = z.object({ token: InviteToken }).and(NewPassword);

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

export async function inviteLoader(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const language = authLanguage(params, context);
  const token = new URL(request.url).searchParams.get("token");
  const invite = await findInvite(context, token);
  return { language, token: invite ? token : null, invite };
}

/**
 * Accepting an invite: the customer chooses a password, the sign-in service gets the account, the
 * core API links it to the customer and uses the invite up, and the customer is signed in. A retry
 * after a half-finished attempt (account made, link not) signs in with the same password instead.
 */
export async function inviteAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const parsed = InviteForm.safeParse(values);
  if (!parsed.success) return refuseNewPassword(parsed.error, "token", "auth.errors.inviteInvalid");
  const { token, password } = parsed.data;
  const invite = await findInvite(context, token);
  if (!invite) return refuse(404, { form: "auth.errors.inviteInvalid" });
  const limited = await refusedAttempt(app, request, "invite", invite.email);
  if (limited) return refuse(429, { form: limited });

  const service = shopSignIn(app);
  let tokens: SignedInTokens;
  try {
    tokens = await service.signUp(invite.email, password).catch(async (error: unknown) => {
      if (error instanceof SignInServiceError && error.code === "EMAIL_EXISTS") return service.signInWithPassword(invite.email, password);
      throw error;
    });
  } catch (error) {
    if (!(error instanceof SignInServiceError)) throw error;
    if (error.unavailable) return refuse(503, { form: "auth.unavailable" });
    if (error.code === "WEAK_PASSWORD") return refuse(400, { password: "auth.errors.newPassword" });
    // The e-mail already has an account with another password: sign in or reset instead.
    return refuse(409, { form: "auth.errors.accountExists" });
  }
  try {
    await app.invites.redeem({ params: { token }, idToken: tokens.idToken });
  } catch (error) {
    if (error instanceof CoreApiError && error.status < 500) return refuse(409, { form: "auth.errors.inviteInvalid" });
    throw error;
  }
  const customer = await startSignedInSession(app, tokens);
  if (!customer) return refuse(409, { form: "auth.errors.inviteInvalid" });
  app.log.info("auth.invite-accepted", { customer: customer.id });
  app.flash.set({ kind: "success", key: "auth.inviteAccepted", values: { name: customer.firstName } });
  throw redirect(accountHome(language), 303);
}
