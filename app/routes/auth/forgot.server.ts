import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { isBotPost } from "~/domain/honeypot";
import { shopSignIn } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { SignInServiceError } from "~/server/firebase.server";
import { fieldErrors } from "~/forms/form";
import { formFields } from "~/server/forms.server";
import { refusedAttempt } from "~/server/rate-limit.server";
import { authLanguage, refuse } from "./auth.server";

export const ForgotForm = z.object({ email: z.email().max(254) });

/**
 * Forgotten password: the sign-in service sends the reset link (in development the emulator keeps
 * it as an out-of-band code). The answer is the same whether or not the e-mail has an account.
 */
export async function forgotAction(request: Request, context: Readonly<RouterContextProvider>, params: { lang?: string }) {
  const app = getApp(context);
  const language = authLanguage(params, context);
  const values = await formFields(request);
  const kept = { email: values.email ?? "" };
  const parsed = ForgotForm.safeParse(values);
  if (!parsed.success) return refuse(400, fieldErrors(parsed.error, { email: "auth.errors.email" }), kept);
  const limited = await refusedAttempt(app, request, "forgot", parsed.data.email);
  if (limited) return refuse(429, { form: limited }, kept);
  if (!isBotPost(values)) {
    const continueUrl = `${new URL(request.url).origin}/${language}/auth/login`;
    try {
      await shopSignIn(app).sendPasswordReset(parsed.data.email, continueUrl);
    } catch (error) {
      // An unknown e-mail is not the shopper's business; only an outage is worth saying.
      if (error instanceof SignInServiceError && error.unavailable) return refuse(503, { form: "auth.unavailable" }, kept);
      if (!(error instanceof SignInServiceError)) throw error;
      app.log.info("auth.reset-not-sent", { code: error.code });
    }
  }
  app.flash.set({ kind: "info", key: "auth.resetSent" });
  throw redirect(`/${language}/auth/login`, 303);
}
