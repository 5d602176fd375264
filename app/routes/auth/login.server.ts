import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { text } from "@commerce/contract/fields";
import { isBotPost } from "~/domain/honeypot";
import type { Language } from "~/domain/languages";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { isCredentialsRefusal, shopSignIn, startSignedInSession } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { SignInServiceError } from "~/server/firebase.server";
import { fieldErrors } from "~/forms/form";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { accountHome, authLanguage, refuse } from "./auth.server";

export const LoginForm = z.object({
  email: z.email().max(254),
  password: text().min(1).max(128),
  returnUrl: z.string().max(2048).optional(),
});

/** Where a signed-in customer goes: back where they came from (same origin only), else the account. */
export function afterSignIn(returnUrl: string | null | undefined, language: Language): string {
  return safeRedirectPath(returnUrl) ?? accountHome(language);
}

export async function loginLoader(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const language = authLanguage(params, context);
  const returnUrl = safeRedirectPath(new URL(request.url).searchParams.get("returnUrl"));
  // Already signed in: nothing to do here.
  if (getApp(context).customer) throw redirect(afterSignIn(returnUrl, language));
  return { language, returnUrl };
}

/**
 * Sign-in: rate limited per client, per account and client together, and per account
 * (rate-limit.server.ts); every refusal says the same thing (the e-mail may or may not exist — we
 * never tell). On success the anonymous cart and wishlist join the customer's, and the shopper goes
 * back where they came from.
 */
export async function loginAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const kept = { email: values.email ?? "" };
  if (isBotPost(values)) return refuse(400, { form: "auth.errors.credentials" }, kept);
  const parsed = LoginForm.safeParse(values);
  if (!parsed.success) {
    return refuse(400, fieldErrors(parsed.error, { email: "auth.errors.email", password: "auth.errors.password" }), kept);
  }
  const { email, password, returnUrl } = parsed.data;
  const limited = await refusedAttempt(app, request, "login", email);
  if (limited) return refuse(429, { form: limited }, kept);
  try {
    const tokens = await shopSignIn(app).signInWithPassword(email, password);
    const customer = await startSignedInSession(app, tokens);
    if (!customer) return refuse(401, { form: "auth.errors.credentials" }, kept);
    app.log.info("auth.signed-in", { customer: customer.id });
    app.flash.set({ kind: "success", key: "auth.signedIn", values: { name: customer.firstName } });
    throw redirect(afterSignIn(returnUrl, language), 303);
  } catch (error) {
    if (isCredentialsRefusal(error)) return refuse(401, { form: "auth.errors.credentials" }, kept);
    if (error instanceof SignInServiceError) {
      if (error.code === "TOO_MANY_ATTEMPTS_TRY_LATER") return refuse(429, { form: "auth.errors.rateLimited" }, kept);
      return refuse(503, { form: "auth.unavailable" }, kept);
    }
    if (error instanceof CoreApiError) {
      app.log.error("auth.core-api-failed", { error: String(error) });
      return refuse(503, { form: "auth.unavailable" }, kept);
    }
    throw error;
  }
}
